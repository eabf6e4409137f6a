/**
 * Bindings of `@lobby/contract/two-factor` (rules in `service.ts`; the sign-in's second step
 * issues a session as the login does, in `auth/service.ts`).
 */
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactor,
  regenerateRecoveryCodes,
  signInSecondFactor,
  startTwoFactor,
  stepUp,
} from '@lobby/contract/two-factor';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { clientOf } from '../auth/routes.ts';
import { signInWithSecondFactor } from '../auth/service.ts';
import {
  confirmEnrolment,
  disableTwoFactorFor,
  regenerateRecoveryCodesFor,
  startEnrolment,
  stepUpWith,
  twoFactorStatusOf,
} from './service.ts';

/** The two-factor area's bindings. */
export function twoFactorRoutes(ctx: AppContext): Binding[] {
  return [
    bind(getTwoFactor, async ({ brand, auth }) => twoFactorStatusOf(ctx, brand, auth.member.id)),
    bind(startTwoFactor, async ({ brand, auth }) => startEnrolment(ctx, brand, auth.member)),
    bind(confirmTwoFactor, async ({ auth, body }) => confirmEnrolment(ctx, auth, body.code)),
    bind(disableTwoFactor, async ({ brand, auth, body }) =>
      disableTwoFactorFor(ctx, brand, auth, body),
    ),
    bind(regenerateRecoveryCodes, async ({ brand, auth }) =>
      regenerateRecoveryCodesFor(ctx, brand, auth),
    ),
    bind(stepUp, async ({ auth, body }) => stepUpWith(ctx, auth, body)),
    bind(signInSecondFactor, async ({ brand, body, ip, locale, request, reply }) =>
      signInWithSecondFactor(ctx, brand, body, clientOf(ctx, ip, locale, request, reply)),
    ),
  ];
}
