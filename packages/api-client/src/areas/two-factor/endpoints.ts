/**
 * The two-factor area without React: the authenticator (TOTP) and its recovery codes, step-up,
 * and the sign-in's second step, which signs in as a login does.
 */
import { twoFactorRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { signsIn } from '../auth/session-effects.ts';

/** The api with the two-factor endpoints injected. */
export const twoFactorApi = defineArea('twoFactor', twoFactorRoutes).inject({
  totpStatus: { provides: ['TwoFactor'] },
  totpEnrol: {},
  totpConfirm: { invalidates: ['TwoFactor'] },
  totpDisable: { invalidates: ['TwoFactor'] },
  recoveryCodes: { invalidates: ['TwoFactor'] },
  // A recovery code used up changes the count left.
  codeStepUp: { invalidates: ['TwoFactor'] },
  codeSignIn: signsIn(),
});
