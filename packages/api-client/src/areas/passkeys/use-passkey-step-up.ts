/**
 * Step-up with a passkey, for the site's step-up dialog: asks the server for options, has the
 * browser prove one of the member's passkeys, and sends the answer, which marks the login
 * stepped up for the brand's window.
 */
import { useCallback } from 'react';
import { passkeysApi } from './react-api.ts';
import { browserSupportsPasskeys, getPasskey, isPasskeyCancel } from './ceremony.ts';

/**
 * A function that runs one passkey step-up: true when the server accepted it; false when the
 * browser has no passkeys or the member cancelled. A server refusal throws, for the dialog to
 * show its message.
 */
export function usePasskeyStepUp(): () => Promise<boolean> {
  const [options] = passkeysApi.usePasskeyStepUpOptionsMutation();
  const [stepUp] = passkeysApi.usePasskeyStepUpMutation();
  return useCallback(async () => {
    if (!browserSupportsPasskeys()) return false;
    const asked = await options({ $options: { handleErrors: true } }).unwrap();
    let credential;
    try {
      credential = await getPasskey(asked.options);
    } catch (failure) {
      if (isPasskeyCancel(failure)) return false;
      throw failure;
    }
    await stepUp({ credential, $options: { handleErrors: true } }).unwrap();
    return true;
  }, [options, stepUp]);
}
