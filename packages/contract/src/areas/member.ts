/**
 * `@lobby/contract/member`: the signed-in member's profile, side menu, balance inquiry and the
 * edits of name, email, mobile, login password and withdrawal password. Every call needs a
 * session; every answer refreshes it (see `@lobby/contract/core` headers).
 */
import {
  ChannelBalance,
  Currency,
  MinorUnits,
  UnixSeconds,
  UserInfo,
  UserStatus,
  enumSchema,
} from '@lobby/domain';
import { Type } from 'typebox';
import { Ack, withMessage } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';
import {
  AreaCodeField,
  EmailField,
  MobileField,
  OtpField,
  PasswordConfirmationField,
  PasswordField,
  WithdrawalPasswordField,
} from '../core/fields.ts';

/**
 * The profile: the user info of spec §3 plus what the settings screens show (contact details and
 * whether they are verified, whether a withdrawal password is set, the invite code).
 * `channel_balances` is present only when asked for.
 */
export const MemberProfile = Type.Object({
  ...UserInfo.properties,
  status: enumSchema(UserStatus),
  currency: Type.String(),
  email: Type.String(),
  email_verified: Type.Boolean(),
  mobile_area: Type.String(),
  mobile: Type.String(),
  mobile_verified: Type.Boolean(),
  has_withdraw_password: Type.Boolean(),
  invite_code: Type.String(),
  registered_at: UnixSeconds,
  last_login_at: Type.Union([UnixSeconds, Type.Null()]),
  channel_balances: Type.Optional(Type.Array(ChannelBalance)),
});

/** GET /member/userprofile. */
export const getUserProfile = defineEndpoint({
  id: 'member.profile',
  method: 'GET',
  path: '/member/userprofile',
  auth: true,
  summary: 'The signed-in member',
  query: Type.Object(
    { with_channel_balances: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) },
    { additionalProperties: false },
  ),
  response: MemberProfile,
  idempotent: true,
});

/** GET /members/sidebar: what the side menu header shows. */
export const getSidebar = defineEndpoint({
  id: 'member.sidebar',
  method: 'GET',
  path: '/members/sidebar',
  auth: true,
  summary: 'Side menu header of the signed-in member',
  response: Type.Object(
    {
      username: Type.String(),
      real_name: Type.String(),
      avatar: Type.String(),
      money: MinorUnits,
      currency: Type.String(),
      invite_code: Type.String(),
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** GET /inquiry: the balance inquiry (main wallet, currency, per-channel balances). */
export const getInquiry = defineEndpoint({
  id: 'member.inquiry',
  method: 'GET',
  path: '/inquiry',
  auth: true,
  summary: 'Balance inquiry',
  response: Type.Object(
    {
      money: MinorUnits,
      currency: Currency,
      channel_balances: Type.Array(ChannelBalance),
      time: UnixSeconds,
    },
    { additionalProperties: false },
  ),
  idempotent: true,
});

/** POST /member/edit_name. */
export const editName = defineEndpoint({
  id: 'member.editName',
  method: 'POST',
  path: '/member/edit_name',
  auth: true,
  summary: 'Change the real name',
  body: Type.Object(
    { real_name: withMessage(Type.String({ maxLength: 64 }), 'PLEASE_FILL_IN_NAME') },
    { additionalProperties: false },
  ),
  response: Ack,
});

/** POST /member/edit_email: needs the code sent by /member/send_profile_email. */
export const editEmail = defineEndpoint({
  id: 'member.editEmail',
  method: 'POST',
  path: '/member/edit_email',
  auth: true,
  summary: 'Change the email address (with its code)',
  body: Type.Object({ email: EmailField, code: OtpField }, { additionalProperties: false }),
  response: Ack,
  rateLimit: 'reset',
});

/** POST /member/edit_mobile: needs the code sent by /member/send_profile_sms. */
export const editMobile = defineEndpoint({
  id: 'member.editMobile',
  method: 'POST',
  path: '/member/edit_mobile',
  auth: true,
  summary: 'Change the mobile number (with its code)',
  body: Type.Object(
    { mobile_area: AreaCodeField, mobile: MobileField, code: OtpField },
    { additionalProperties: false },
  ),
  response: Ack,
  rateLimit: 'reset',
});

/** POST /member/change_password: change the login password (other sessions are revoked). */
export const changePassword = defineEndpoint({
  id: 'member.changePassword',
  method: 'POST',
  path: '/member/change_password',
  auth: true,
  summary: 'Change the login password',
  body: Type.Object(
    {
      old_password: PasswordField,
      password: PasswordField,
      password_confirmation: PasswordConfirmationField,
    },
    { additionalProperties: false },
  ),
  response: Ack,
  encrypted: ['old_password', 'password', 'password_confirmation'],
  rateLimit: 'reset',
});

/**
 * POST /member/withdraw_password: set or change the withdrawal password. Setting the first one
 * needs the login `password`; changing needs the current `old_withdraw_password`.
 */
export const changeWithdrawPassword = defineEndpoint({
  id: 'member.withdrawPassword',
  method: 'POST',
  path: '/member/withdraw_password',
  auth: true,
  summary: 'Set or change the withdrawal password',
  description:
    'The new one fails VALIDATION_FAILED with key WPASS_FORMAT (length, characters) or with key WPASS_TRIVIAL (one character repeated, a straight run such as 1234 or 4321, or the username). A wrong old_withdraw_password counts toward the withdrawal-password attempt limit: 400 WRONG_PASSWORD, then 429 WITHDRAW_PASSWORD_LOCKED.',
  body: Type.Object(
    {
      password: Type.Optional(PasswordField),
      old_withdraw_password: Type.Optional(WithdrawalPasswordField),
      withdraw_password: WithdrawalPasswordField,
      withdraw_password_confirmation: PasswordConfirmationField,
    },
    { additionalProperties: false },
  ),
  response: Ack,
  encrypted: [
    'password',
    'old_withdraw_password',
    'withdraw_password',
    'withdraw_password_confirmation',
  ],
  rateLimit: 'reset',
});

/**
 * POST /member/auto_transfer: switches the member's auto-transfer setting (spec §3 user info
 * `auto_transfer`: with it on, opening a game moves the main balance in and leaving brings it
 * back). Answers the updated user info, so a client shows the new setting without a refetch.
 */
export const setAutoTransfer = defineEndpoint({
  id: 'member.autoTransfer',
  method: 'POST',
  path: '/member/auto_transfer',
  auth: true,
  summary: 'Switch auto-transfer on or off',
  body: Type.Object({ auto_transfer: Type.Boolean() }, { additionalProperties: false }),
  response: UserInfo,
});

/** Every endpoint of the area. */
export const memberEndpoints = [
  getUserProfile,
  getSidebar,
  getInquiry,
  editName,
  editEmail,
  editMobile,
  changePassword,
  changeWithdrawPassword,
  setAutoTransfer,
] as const;
