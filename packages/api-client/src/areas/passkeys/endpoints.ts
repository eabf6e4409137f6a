/**
 * The passkeys area without React: the member's passkeys (add, list, rename, remove), signing
 * in with one, and stepping up with one. Each ceremony is an options call, then the browser's
 * answer (`@simplewebauthn/browser` or `navigator.credentials` turns the one into the other).
 * Every name is qualified (`passkeysList`, `passkeysSignIn`, …): the bare ones are too generic.
 */
import { passkeysRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { signsIn } from '../auth/session-effects.ts';

/** What changes the member's list of passkeys. */
const changes = { invalidates: ['Passkey'] } as const;

/** The api with the passkeys endpoints injected. */
export const passkeysApi = defineArea('passkeys', passkeysRoutes, {
  qualify: [
    'registrationOptions',
    'add',
    'list',
    'rename',
    'remove',
    'signInOptions',
    'signIn',
    'stepUpOptions',
    'stepUp',
  ],
}).inject({
  passkeysAdd: changes,
  passkeysList: { provides: ['Passkey'] },
  passkeysRename: changes,
  passkeysRemove: changes,
  // Answers as the login does, and signs in the same way.
  passkeysSignIn: signsIn(),
  // A step-up changes what the list shows (when a passkey was last used).
  passkeysStepUp: changes,
});
