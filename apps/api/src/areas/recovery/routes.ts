/** Bindings of `@lobby/contract/recovery`: password recovery and contact codes (rules in `service.ts`). */
import {
  forgetPasswordViaEmail,
  forgetPasswordViaSms,
  resetPasswordViaEmail,
  resetPasswordViaSms,
  sendProfileEmail,
  sendProfileSms,
  sendRegistrationEmail,
  sendRegistrationSms,
  verifyEmailCode,
  verifySmsCode,
} from '@lobby/contract/recovery';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import {
  forgetViaEmail,
  forgetViaSms,
  resetWith,
  sendEmailCode,
  sendSmsCode,
  verifyEmailReset,
  verifySmsReset,
} from './service.ts';

/** The recovery area's bindings. */
export function recoveryRoutes(ctx: AppContext): Binding[] {
  return [
    bind(forgetPasswordViaEmail, async ({ brand, body, locale }) =>
      forgetViaEmail(ctx, brand, body, locale),
    ),
    bind(verifyEmailCode, async ({ brand, body }) => verifyEmailReset(ctx, brand, body)),
    bind(resetPasswordViaEmail, async ({ brand, body }) => resetWith(ctx, brand, 'email', body)),

    bind(forgetPasswordViaSms, async ({ brand, body, locale }) =>
      forgetViaSms(ctx, brand, body, locale),
    ),
    bind(verifySmsCode, async ({ brand, body }) => verifySmsReset(ctx, brand, body)),
    bind(resetPasswordViaSms, async ({ brand, body }) => resetWith(ctx, brand, 'sms', body)),

    bind(sendRegistrationSms, async ({ brand, query, locale }) =>
      sendSmsCode(ctx, brand, 'register_sms', query, locale),
    ),
    bind(sendRegistrationEmail, async ({ brand, body, locale }) =>
      sendEmailCode(ctx, brand, 'register_email', body.email, locale),
    ),
    bind(sendProfileEmail, async ({ brand, body, locale, auth }) =>
      sendEmailCode(ctx, brand, 'profile_email', body.email, locale, auth.member.id),
    ),
    bind(sendProfileSms, async ({ brand, body, locale, auth }) =>
      sendSmsCode(ctx, brand, 'profile_sms', body, locale, auth.member.id),
    ),
  ];
}
