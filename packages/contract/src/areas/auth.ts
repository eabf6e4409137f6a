/**
 * `@lobby/contract/auth`: sign in, sign up, sign out, QR codes and invite codes.
 *
 * Login needs a captcha (`captcha_id` + `captcha_code` from `/captcha`) after 3 failed logins
 * for the username or the client address within 15 minutes (400 CAPTCHA_REQUIRED until then
 * given); 10 consecutive failures lock the account (403 ACCOUNT_LOCKED). An answer with
 * `change_password: true` carries in `token` a single-use ticket for `changeInitialPassword`,
 * not a session: the client must not store it as one.
 *
 * Session transport: every call that issues a session (login, register, the QR code login and
 * register, the first own password) sent with `X-Lobby-Session: cookie` keeps the token in the
 * HttpOnly `__Host-lobby_session` cookie and answers `token` empty (`COOKIE_SESSION_TOKEN`),
 * `time` and the user fields as usual; later calls send the cookie (no bearer header), and
 * their writes `X-Lobby-CSRF: 1` from the brand's origin (403 CSRF_REFUSED otherwise).
 * Without the header, the bearer token as the spec has it. A bearer header always wins.
 *
 * Every call that checks or sets a password (here, and the withdrawal password's checks in
 * payments and member) may answer 503 SERVER_BUSY with Retry-After: the server's hashing queue
 * is full, or the name or member already has two checks in flight. Nothing was done or counted;
 * send it again later (it is not maintenance: no reload).
 */
import { LoginResponse, Platform, QrCodeStatus, enumSchema } from '@lobby/domain';
import { Type } from 'typebox';
import { Ack, Fingerprint, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import {
  AreaCodeField,
  BankCardFields,
  EmailField,
  InviteCodeField,
  MobileField,
  OtpField,
  PasswordConfirmationField,
  PasswordField,
  QrCodeField,
  TicketField,
  UsernameField,
} from '../core/fields.ts';
import { CaptchaCode, CaptchaId } from './security.ts';

/** POST /member/auth/login. */
export const login = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/member/auth/login',
  auth: false,
  summary: 'Sign in with username and encrypted password',
  description:
    'Answers the session token in `token` and the `Authorization` header, or, asked with `X-Lobby-Session: cookie`, in the HttpOnly `__Host-lobby_session` cookie only, `token` then empty.',
  body: Type.Object(
    {
      username: UsernameField,
      password: PasswordField,
      fingerprint: Type.Optional(Fingerprint),
      captcha_id: Type.Optional(CaptchaId),
      captcha_code: Type.Optional(CaptchaCode),
    },
    { additionalProperties: false },
  ),
  response: LoginResponse,
  encrypted: ['password'],
  rateLimit: 'login',
});

/**
 * The member confirms being at least the brand's minimum age: required (true) when the brand's
 * `minimum_age` (GET /member/responsible_gambling/config) is above 0, on every request that
 * makes an account the member's own (sign-up, the claim of an account QR code, the first own
 * password); 400 VALIDATION_FAILED with field age_confirmed and key CONFIRM_MINIMUM_AGE otherwise.
 */
const AgeConfirmedField = Type.Optional(Type.Boolean());

/** POST /member/auth/register. */
export const register = defineEndpoint({
  id: 'auth.register',
  method: 'POST',
  path: '/member/auth/register',
  auth: false,
  summary: 'Sign up',
  description:
    "email and mobile are required when the member settings (permission config, member group) are above 1; a code from /member/register_email or /send_sms verifies them and is required when the setting is 3. invite_code attributes the sign-up to a referrer; qr_code to the owner of an invite QR code (the client clears its QR code cookie on success). When the brand has a minimum age (GET /member/responsible_gambling/config, minimum_age above 0) age_confirmed must be true: 400 VALIDATION_FAILED with field age_confirmed and key CONFIRM_MINIMUM_AGE otherwise. A bank card (bank_name from GET /reg_bank_list, account_name, account_number, branch where the bank asks) is taken when the member settings' register_bank_info is above 0 and required above 1; it is checked as POST /member/bank_card/add checks it (400 VALIDATION_FAILED on its field) and stored in the same transaction as the member: a refusal creates nothing.",
  body: Type.Object(
    {
      username: UsernameField,
      password: PasswordField,
      password_confirmation: PasswordConfirmationField,
      fingerprint: Type.Optional(Fingerprint),
      real_name: Type.Optional(withMessage(Type.String({ maxLength: 64 }), 'PLEASE_FILL_IN_NAME')),
      email: Type.Optional(EmailField),
      email_code: Type.Optional(OtpField),
      mobile_area: Type.Optional(AreaCodeField),
      mobile: Type.Optional(MobileField),
      sms_code: Type.Optional(OtpField),
      invite_code: Type.Optional(InviteCodeField),
      qr_code: Type.Optional(QrCodeField),
      platform: Type.Optional(enumSchema(Platform)),
      age_confirmed: AgeConfirmedField,
      bank_name: Type.Optional(BankCardFields.bank_name),
      account_name: Type.Optional(BankCardFields.account_name),
      account_number: Type.Optional(BankCardFields.account_number),
      branch: BankCardFields.branch,
    },
    { additionalProperties: false },
  ),
  response: LoginResponse,
  encrypted: ['password', 'password_confirmation'],
  rateLimit: 'register',
});

/** GET /member/auth/logout: revokes the session. */
export const logout = defineEndpoint({
  id: 'auth.logout',
  method: 'GET',
  path: '/member/auth/logout',
  auth: true,
  summary: 'Sign out (revokes the session)',
  response: Ack,
});

/** GET /member/auth/is_register: whether a username is taken in this brand. */
export const isRegistered = defineEndpoint({
  id: 'auth.isRegistered',
  method: 'GET',
  path: '/member/auth/is_register',
  auth: false,
  summary: 'Whether a username is already registered',
  query: Type.Object({ username: UsernameField }, { additionalProperties: false }),
  response: Type.Object({ registered: Type.Boolean() }, { additionalProperties: false }),
  rateLimit: 'lookup',
  idempotent: true,
});

/** GET /member/auth/invite/:code: who an invite code belongs to. */
export const getInvite = defineEndpoint({
  id: 'auth.invite',
  method: 'GET',
  path: '/member/auth/invite/:code',
  auth: false,
  summary: 'Resolve an invite code to its referrer',
  description:
    'The referrer is shown masked (first and last letters). 400 INVITE_CODE_INVALID for an unknown code.',
  params: Type.Object({ code: InviteCodeField }, { additionalProperties: false }),
  response: Type.Object(
    { code: Type.String(), referrer: Type.String() },
    { additionalProperties: false },
  ),
  rateLimit: 'lookup',
  idempotent: true,
});

/** What kind of QR code a code is. */
export const QrCodeKind = Type.Union([Type.Literal('account'), Type.Literal('invite')], {
  description:
    "`account`: an operator-made account with an initial password (qr_code_register sets the member's own password, then qr_code_login signs in); `invite`: a single-use sign-up attribution (register with qr_code).",
});

/** GET /member/auth/qr_code/:code: a QR code's status (1 unused, 2 used, 3 cancelled, 4 expired). */
export const getQrCode = defineEndpoint({
  id: 'auth.qrCode',
  method: 'GET',
  path: '/member/auth/qr_code/:code',
  auth: false,
  summary: 'Status of a QR code',
  params: Type.Object({ code: QrCodeField }, { additionalProperties: false }),
  response: Type.Object(
    { code: Type.String(), kind: QrCodeKind, status: enumSchema(QrCodeStatus) },
    { additionalProperties: false },
  ),
  rateLimit: 'lookup',
  idempotent: true,
});

/** POST /member/auth/qr_code_login: sign in to the account of a used account QR code. */
export const qrCodeLogin = defineEndpoint({
  id: 'auth.qrCodeLogin',
  method: 'POST',
  path: '/member/auth/qr_code_login',
  auth: false,
  summary: 'Sign in with an account QR code and password',
  description:
    'On an unused code with its initial password the answer has change_password true (and a ticket): call qr_code_register to set a password.',
  body: Type.Object(
    { qr_code: QrCodeField, password: PasswordField, fingerprint: Type.Optional(Fingerprint) },
    { additionalProperties: false },
  ),
  response: LoginResponse,
  encrypted: ['password'],
  rateLimit: 'login',
});

/** POST /member/auth/qr_code_register: claim an unused account QR code by setting a password. */
export const qrCodeRegister = defineEndpoint({
  id: 'auth.qrCodeRegister',
  method: 'POST',
  path: '/member/auth/qr_code_register',
  auth: false,
  summary: 'Claim an account QR code (initial password → own password)',
  description:
    "The claim makes an operator-made account the member's own: age_confirmed as for register.",
  body: Type.Object(
    {
      qr_code: QrCodeField,
      oldPwd: PasswordField,
      password: PasswordField,
      password_confirmation: PasswordConfirmationField,
      fingerprint: Type.Optional(Fingerprint),
      age_confirmed: AgeConfirmedField,
    },
    { additionalProperties: false },
  ),
  response: LoginResponse,
  encrypted: ['oldPwd', 'password', 'password_confirmation'],
  rateLimit: 'register',
});

/** POST /member/auth/change_password: set a new password with the ticket of a change_password login. */
export const changeInitialPassword = defineEndpoint({
  id: 'auth.changeInitialPassword',
  method: 'POST',
  path: '/member/auth/change_password',
  auth: false,
  summary: 'Set a new password after a login that required it',
  description:
    'The first own password of an operator-made account: age_confirmed as for register (checked before the ticket is used).',
  body: Type.Object(
    {
      ticket: TicketField,
      password: PasswordField,
      password_confirmation: PasswordConfirmationField,
      age_confirmed: AgeConfirmedField,
    },
    { additionalProperties: false },
  ),
  response: LoginResponse,
  encrypted: ['password', 'password_confirmation'],
  rateLimit: 'reset',
});

/** Every endpoint of the area. */
export const authEndpoints = [
  login,
  register,
  logout,
  isRegistered,
  getInvite,
  getQrCode,
  qrCodeLogin,
  qrCodeRegister,
  changeInitialPassword,
] as const;
