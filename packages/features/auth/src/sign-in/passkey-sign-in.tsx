/**
 * "Sign in with a passkey" under the sign-in form: a username-less passkey sign-in (the browser
 * offers the site's passkeys). Shown only where the browser supports passkeys and the brand's
 * policy has them on; the WebAuthn
 * library loads when it is pressed. Answers as the password login does: signed in, or the
 * ticket of a forced password change.
 */
import { lobbyErrorOf } from '@lobby/api-client';
import { usePolicyQuery } from '@lobby/api-client/account-security';
import {
  browserSupportsPasskeys,
  getPasskey,
  isPasskeyCancel,
  usePasskeySignInMutation,
  usePasskeySignInOptionsMutation,
} from '@lobby/api-client/passkeys';
import { Button, useSingleFlight, useToast } from '@lobby/ui';
import { useState } from 'react';
import { useAuthTranslation } from '../i18n.ts';

/** Props of {@link PasskeySignIn}. */
export interface PasskeySignInProps {
  /** Runs once the member is signed in. */
  onSignedIn(username: string): void;
  /** Runs when the member must set a new password first (the login's ticket). */
  onTicket(ticket: string): void;
}

/** The passkey sign-in button (see the module note); nothing where passkeys cannot work. */
export function PasskeySignIn({ onSignedIn, onTicket }: PasskeySignInProps) {
  const { t } = useAuthTranslation();
  const toast = useToast();
  const once = useSingleFlight();
  const [supported] = useState(browserSupportsPasskeys);
  const [askOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  // The brand may have turned passkeys off (its security policy); shown once it is known.
  const policy = usePolicyQuery({ $options: { handleErrors: true } }, { skip: !supported }).data;
  if (!supported || !policy?.passkeys) return null;
  const run = () =>
    once.run(async () => {
      try {
        const { options } = await askOptions({ $options: { handleErrors: true } }).unwrap();
        const credential = await getPasskey(options);
        const answer = await signIn({ credential, $options: { handleErrors: true } }).unwrap();
        if (answer.change_password) onTicket(answer.token);
        else onSignedIn(answer.username);
      } catch (failure) {
        if (isPasskeyCancel(failure)) {
          toast.show(t('passkey.cancelled'));
          return;
        }
        toast.error(lobbyErrorOf(failure)?.message ?? t('signIn.failed'));
      }
    });
  return (
    <Button
      type="button"
      variant="secondary"
      fullWidth
      size="lg"
      loading={once.busy}
      onClick={() => void run()}
    >
      {t('passkey.signIn')}
    </Button>
  );
}
