/**
 * The browser side of a passkey ceremony. `@simplewebauthn/browser` is imported only when a
 * ceremony starts (a button pressed), so no first screen carries it; the support check needs
 * nothing but `window.PublicKeyCredential`.
 */
import type { AuthenticationCredential, RegistrationCredential } from '@lobby/contract/passkeys';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can make and use passkeys (WebAuthn is there). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The library, loaded on first use and kept. */
const library = () => import('@simplewebauthn/browser');

/** Makes a passkey with the server's registration options; the browser's answer, as JSON. */
export async function createPasskey(
  options: Record<string, unknown>,
): Promise<RegistrationCredential> {
  const { startRegistration } = await library();
  const answer = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
}

/**
 * Proves a passkey with the server's request options; the browser's answer, as JSON.
 * `autofill` waits on the username field's passkey suggestions (conditional UI) instead of
 * opening the browser's dialog.
 */
export async function getPasskey(
  options: Record<string, unknown>,
  autofill = false,
): Promise<AuthenticationCredential> {
  const { startAuthentication } = await library();
  const answer = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
}

/**
 * Whether a ceremony failed because the member cancelled it or let it time out (the browser's
 * `NotAllowedError`, or an abort): nothing to report as an error, only that it did not happen.
 */
export function isPasskeyCancel(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const cause = (error as { cause?: { name?: unknown } } | null)?.cause?.name;
  return [name, cause].some((n) => n === 'NotAllowedError' || n === 'AbortError');
}
