/**
 * The passkeys area without React: the member's passkeys (add, list, rename, remove), signing
 * in with one, and stepping up with one. Each ceremony is an options call, then the browser's
 * answer (`@simplewebauthn/browser` or `navigator.credentials` turns the one into the other).
 * The contract's ids name the passkey (`addPasskey`, `passkeySignIn`, …); `list`, which several
 * areas share, is qualified (`passkeysList`).
 */
import { passkeysRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { signsIn } from '../auth/session-effects.ts';

/** What changes the member's list of passkeys. */
const changes = { invalidates: ['Passkey'] } as const;

/** The api with the passkeys endpoints injected. */
export const passkeysApi = defineArea('passkeys', passkeysRoutes, {
  qualify: ['list'],
}).inject({
  addPasskey: changes,
  passkeysList: { provides: ['Passkey'] },
  renamePasskey: changes,
  removePasskey: changes,
  // Answers as the login does, and signs in the same way.
  passkeySignIn: signsIn(),
  // A step-up changes what the list shows (when a passkey was last used).
  passkeyStepUp: changes,
});
