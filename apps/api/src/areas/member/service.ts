/**
 * The member area's reads and edits: the signed-in member's profile, side menu and balance,
 * and the edits of name, email, mobile and passwords. Password changes revoke the member's
 * other sessions; the current one stays.
 */
import {
  UserStatus,
  validateEmail,
  validateMaxLength,
  validateWithdrawalPassword,
  validatePasswordConfirmation,
} from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { mainBalance, userInfo } from '../../core/security/members.ts';
import type { MemberRow } from '../../core/security/sessions.ts';
import { channelBalancesOf } from '../../core/money/wallets.ts';
import { accountKey } from '../../core/security/passwords.ts';
import { verifyWithdrawPassword } from '../../core/security/withdraw-password-guard.ts';
import type { Database } from '../../db/client.ts';
import { currencies } from '../../db/schema/brands.ts';
import { members } from '../../db/schema/members.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, check, fieldError, requireField } from '../../base/errors.ts';
import { checkNewPassword, checkPhone, memberRules, normaliseEmail } from '../auth/rules.ts';

/** What the member's edits need of the server: the database, the clock and the services. */
export type MemberServices = Pick<
  AppContext,
  'db' | 'config' | 'now' | 'passwords' | 'sessions' | 'codes'
>;

const ok = { ok: true as const };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const touch = (now: () => number) => ({ updatedAt: new Date(now()) });

async function brandCurrency(db: Database, brand: Brand) {
  const [row] = await db
    .select()
    .from(currencies)
    .where(and(eq(currencies.brandId, brand.id), eq(currencies.code, brand.currencyCode)));
  return {
    code: brand.currencyCode,
    decimals: row?.decimals ?? 2,
    symbol: row?.symbol ?? brand.currencyCode,
  };
}

/** The member's profile, with the game wallets' balances when asked. */
export async function profileOf(
  db: Database,
  brand: Brand,
  m: MemberRow,
  withChannelBalances: boolean,
) {
  const info = await userInfo(db, m);
  const status =
    m.status === UserStatus.Inactive
      ? UserStatus.Inactive
      : m.status === UserStatus.Locked
        ? UserStatus.Locked
        : UserStatus.Active;
  return {
    ...info,
    status,
    currency: brand.currencyCode,
    email: m.email ?? '',
    email_verified: m.emailVerifiedAt !== null,
    mobile_area: m.mobileArea ? `+${m.mobileArea}` : '',
    mobile: m.mobile ?? '',
    mobile_verified: m.mobileVerifiedAt !== null,
    has_withdraw_password: m.withdrawPasswordHash !== null,
    invite_code: m.inviteCode,
    registered_at: seconds(m.createdAt),
    last_login_at: m.lastLoginAt ? seconds(m.lastLoginAt) : null,
    ...(withChannelBalances
      ? { channel_balances: await channelBalancesOf(db, brand.id, m.id) }
      : {}),
  };
}

/** What the side menu shows of the member. */
export async function sidebarOf(db: Database, brand: Brand, m: MemberRow) {
  const { balance } = await mainBalance(db, m.id);
  return {
    username: m.username,
    real_name: m.realName,
    avatar: m.avatar,
    money: balance,
    currency: brand.currencyCode,
    invite_code: m.inviteCode,
  };
}

/** The member's main balance with the brand currency, the game wallets and the time (s). */
export async function inquiryOf(db: Database, brand: Brand, memberId: number, now: () => number) {
  const { balance } = await mainBalance(db, memberId);
  return {
    money: balance,
    currency: await brandCurrency(db, brand),
    channel_balances: await channelBalancesOf(db, brand.id, memberId),
    time: Math.floor(now() / 1000),
  };
}

/** Sets the auto-transfer flag only: moving money on game launch and exit reads it (the games area). */
export async function setAutoTransferFor(
  db: Database,
  member: MemberRow,
  on: boolean,
  now: () => number,
) {
  const [row] = await db
    .update(members)
    .set({ autoTransfer: on ? 1 : 0, ...touch(now) })
    .where(eq(members.id, member.id))
    .returning();
  return userInfo(db, row ?? member);
}

/** Renames the member (trimmed, required, within the brand's nickname length). */
export async function rename(
  db: Database,
  brand: Brand,
  memberId: number,
  realName: string,
  now: () => number,
) {
  const name = realName.trim();
  requireField('real_name', name, 'PLEASE_FILL_IN_NAME');
  check('real_name', validateMaxLength(name, memberRules(brand).bounds.nickname.max));
  await db
    .update(members)
    .set({ realName: name, ...touch(now) })
    .where(eq(members.id, memberId));
  return ok;
}

/** Sets the member's email, verified by the code sent to it (400 `CODE_INVALID`). */
export async function changeEmail(
  svc: MemberServices,
  brand: Brand,
  memberId: number,
  input: { email: string; code: string },
) {
  check('email', validateEmail(input.email, 2));
  const email = normaliseEmail(input.email);
  const verified = await svc.codes.verify({
    brandId: brand.id,
    purpose: 'profile_email',
    target: email,
    code: input.code,
    memberId,
  });
  if (!verified) throw new ApiError('CODE_INVALID', { field: 'code' });
  await svc.db
    .update(members)
    .set({ email, emailVerifiedAt: new Date(svc.now()), ...touch(svc.now) })
    .where(eq(members.id, memberId));
  return ok;
}

/** Sets the member's mobile, verified by the code sent to it (400 `CODE_INVALID`). */
export async function changeMobile(
  svc: MemberServices,
  brand: Brand,
  memberId: number,
  input: { mobile_area: string; mobile: string; code: string },
) {
  const phone = await checkPhone(svc.db, brand, input.mobile_area, input.mobile, {
    required: true,
  });
  if (!phone) throw fieldError('mobile', 'REQUIRED');
  const verified = await svc.codes.verify({
    brandId: brand.id,
    purpose: 'profile_sms',
    target: phone.target,
    code: input.code,
    memberId,
  });
  if (!verified) throw new ApiError('CODE_INVALID', { field: 'code' });
  await svc.db
    .update(members)
    .set({
      mobileArea: phone.area,
      mobile: phone.number,
      mobileVerifiedAt: new Date(svc.now()),
      ...touch(svc.now),
    })
    .where(eq(members.id, memberId));
  return ok;
}

/**
 * Changes the login password (the old one required, 400 `WRONG_PASSWORD` otherwise) and
 * revokes the member's other sessions, keeping the one asking.
 */
export async function changeLoginPassword(
  svc: MemberServices,
  brand: Brand,
  member: MemberRow,
  sessionId: number,
  input: { old_password: string; password: string; password_confirmation: string },
) {
  requireField('old_password', input.old_password, 'PLEASE_ENTER_PASSWORD');
  await checkNewPassword(brand, input.password, input.password_confirmation, member.username);
  const passwordHash = await svc.passwords.admit(
    accountKey.member(member.id),
    async ({ password }) => {
      if (!(await password.verify(input.old_password, member.passwordHash))) {
        throw new ApiError('WRONG_PASSWORD', { field: 'old_password' });
      }
      return password.hash(input.password);
    },
  );
  await svc.db
    .update(members)
    .set({
      passwordHash,
      mustChangePassword: false,
      ...touch(svc.now),
    })
    .where(eq(members.id, member.id));
  await svc.sessions.revokeMember(member.id, 'password_changed', sessionId);
  return ok;
}

/**
 * Sets the withdrawal password: the first one needs the login password, a change needs the old
 * one (checked by the withdrawal-password guard, which counts wrong ones).
 */
export async function changeWithdrawalPassword(
  svc: MemberServices,
  member: MemberRow,
  input: {
    withdraw_password: string;
    withdraw_password_confirmation: string;
    password?: string | undefined;
    old_withdraw_password?: string | undefined;
  },
) {
  check(
    'withdraw_password',
    validateWithdrawalPassword(input.withdraw_password, undefined, {
      username: member.username,
    }),
  );
  check(
    'withdraw_password_confirmation',
    validatePasswordConfirmation(input.withdraw_password, input.withdraw_password_confirmation),
  );
  const current = member.withdrawPasswordHash;
  if (current === null) {
    requireField('password', input.password, 'PLEASE_ENTER_PASSWORD');
    const right = await svc.passwords.admit(accountKey.member(member.id), ({ password }) =>
      password.verify(input.password ?? '', member.passwordHash),
    );
    if (!right) throw new ApiError('WRONG_PASSWORD', { field: 'password' });
  } else {
    requireField(
      'old_withdraw_password',
      input.old_withdraw_password,
      'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
    );
    await verifyWithdrawPassword(
      svc,
      member.id,
      input.old_withdraw_password ?? '',
      'old_withdraw_password',
    );
  }
  // The new PIN's hash is the cheap keyed one (core/security/passwords.ts); admitted like any hash.
  const withdrawPasswordHash = await svc.passwords.admit(accountKey.member(member.id), ({ pin }) =>
    pin.hash(input.withdraw_password),
  );
  await svc.db
    .update(members)
    .set({
      withdrawPasswordHash,
      ...touch(svc.now),
    })
    .where(eq(members.id, member.id));
  return ok;
}
