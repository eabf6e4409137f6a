/**
 * `@lobby/feature-auth/passkeys`: what other features need of passkeys without the sign-in
 * screens: whether the browser supports them, the browser ceremonies (their library loaded only
 * when one starts) and {@link usePasskeyStepUp} for the step-up dialog.
 */
export {
  browserSupportsPasskeys,
  createPasskey,
  getPasskey,
  isPasskeyCancel,
} from './passkeys/ceremony.ts';
export { usePasskeyStepUp } from './passkeys/use-passkey-step-up.ts';
