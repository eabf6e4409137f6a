/**
 * `@lobby/contract/recovery`: password recovery by email or SMS, and the verification codes
 * used by registration and profile changes.
 *
 * Codes are six digits, single use, valid 10 minutes, void after 5 wrong tries, and one code
 * per target and purpose a minute. Recovery never tells whether a username, email or number
 * exists: a request that matches nothing answers the same `{ ok: true }` and sends nothing.
 * A verified code answers a `reset_token` (15 minutes, single use) for the reset call.
 */
import { Type } from 'typebox';
import { Ack } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import {
  AreaCodeField,
  EmailField,
  MobileField,
  OtpField,
  PasswordConfirmationField,
  PasswordField,
  TicketField,
  UsernameField,
} from '../core/fields.ts';

/** The answer of a verified recovery code. */
export const ResetTicket = Type.Object(
  { reset_token: Type.String(), expires_in: Type.Integer({ description: 'Seconds.' }) },
  { additionalProperties: false },
);

const ResetBody = Type.Object(
  {
    reset_token: TicketField,
    password: PasswordField,
    password_confirmation: PasswordConfirmationField,
  },
  { additionalProperties: false },
);

/** POST /member/forget_password_via_email: send a reset code to the member's email. */
export const forgetPasswordViaEmail = defineEndpoint({
  id: 'recovery.forgetViaEmail',
  method: 'POST',
  path: '/member/forget_password_via_email',
  auth: false,
  summary: 'Send a password-reset code by email',
  body: Type.Object(
    { username: UsernameField, email: EmailField },
    { additionalProperties: false },
  ),
  response: Ack,
  rateLimit: 'code',
});

/** POST /member/verify_email_code: trade the emailed code for a reset token. */
export const verifyEmailCode = defineEndpoint({
  id: 'recovery.verifyEmailCode',
  method: 'POST',
  path: '/member/verify_email_code',
  auth: false,
  summary: 'Verify an emailed reset code',
  body: Type.Object(
    { username: UsernameField, email: EmailField, code: OtpField },
    { additionalProperties: false },
  ),
  response: ResetTicket,
  rateLimit: 'reset',
});

/** POST /member/reset_password_via_email: set the new password (revokes every session). */
export const resetPasswordViaEmail = defineEndpoint({
  id: 'recovery.resetViaEmail',
  method: 'POST',
  path: '/member/reset_password_via_email',
  auth: false,
  summary: 'Reset the password with an email reset token',
  body: ResetBody,
  response: Ack,
  encrypted: ['password', 'password_confirmation'],
  rateLimit: 'reset',
});

/** POST /forget_sms: send a reset code by SMS. */
export const forgetPasswordViaSms = defineEndpoint({
  id: 'recovery.forgetViaSms',
  method: 'POST',
  path: '/forget_sms',
  auth: false,
  summary: 'Send a password-reset code by SMS',
  body: Type.Object(
    { username: UsernameField, mobile_area: AreaCodeField, mobile: MobileField },
    { additionalProperties: false },
  ),
  response: Ack,
  rateLimit: 'code',
});

/** POST /member/verify_sms_code: trade the SMS code for a reset token. */
export const verifySmsCode = defineEndpoint({
  id: 'recovery.verifySmsCode',
  method: 'POST',
  path: '/member/verify_sms_code',
  auth: false,
  summary: 'Verify an SMS reset code',
  body: Type.Object(
    { username: UsernameField, mobile_area: AreaCodeField, mobile: MobileField, code: OtpField },
    { additionalProperties: false },
  ),
  response: ResetTicket,
  rateLimit: 'reset',
});

/** POST /member/reset_password_via_sms: set the new password (revokes every session). */
export const resetPasswordViaSms = defineEndpoint({
  id: 'recovery.resetViaSms',
  method: 'POST',
  path: '/member/reset_password_via_sms',
  auth: false,
  summary: 'Reset the password with an SMS reset token',
  body: ResetBody,
  response: Ack,
  encrypted: ['password', 'password_confirmation'],
  rateLimit: 'reset',
});

/** GET /send_sms: send a registration code to a mobile number. */
export const sendRegistrationSms = defineEndpoint({
  id: 'recovery.sendSms',
  method: 'GET',
  path: '/send_sms',
  auth: false,
  summary: 'Send a registration verification code by SMS',
  query: Type.Object(
    { mobile_area: AreaCodeField, mobile: MobileField },
    { additionalProperties: false },
  ),
  response: Ack,
  rateLimit: 'code',
});

/** POST /member/register_email: send a registration code to an email address. */
export const sendRegistrationEmail = defineEndpoint({
  id: 'recovery.registerEmail',
  method: 'POST',
  path: '/member/register_email',
  auth: false,
  summary: 'Send a registration verification code by email',
  body: Type.Object({ email: EmailField }, { additionalProperties: false }),
  response: Ack,
  rateLimit: 'code',
});

/** POST /member/send_profile_email: send a code to a new email address of the signed-in member. */
export const sendProfileEmail = defineEndpoint({
  id: 'recovery.profileEmail',
  method: 'POST',
  path: '/member/send_profile_email',
  auth: true,
  summary: 'Send a code to verify a new email address',
  body: Type.Object({ email: EmailField }, { additionalProperties: false }),
  response: Ack,
  rateLimit: 'code',
});

/** POST /member/send_profile_sms: send a code to a new mobile number of the signed-in member. */
export const sendProfileSms = defineEndpoint({
  id: 'recovery.profileSms',
  method: 'POST',
  path: '/member/send_profile_sms',
  auth: true,
  summary: 'Send a code to verify a new mobile number',
  body: Type.Object(
    { mobile_area: AreaCodeField, mobile: MobileField },
    { additionalProperties: false },
  ),
  response: Ack,
  rateLimit: 'code',
});

/** Every endpoint of the area. */
export const recoveryEndpoints = [
  forgetPasswordViaEmail,
  verifyEmailCode,
  resetPasswordViaEmail,
  forgetPasswordViaSms,
  verifySmsCode,
  resetPasswordViaSms,
  sendRegistrationSms,
  sendRegistrationEmail,
  sendProfileEmail,
  sendProfileSms,
] as const;
