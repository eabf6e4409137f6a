/**
 * Handlers of `@lobby/contract/member`: the signed-in member's profile, side menu and balance,
 * and the edits of name, email, mobile and passwords. Password changes revoke the member's
 * other sessions; the current one stays.
 */
import {
  changePassword,
  changeWithdrawPassword,
  editEmail,
  editMobile,
  editName,
  getInquiry,
  getSidebar,
  getUserProfile,
  setAutoTransfer,
} from '@lobby/contract/member';
import {
  UserStatus,
  validateEmail,
  validateMaxLength,
  validateWithdrawalPassword,
  validatePasswordConfirmation,
} from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { currencies } from '../../db/schema/brands.ts';
import { members } from '../../db/schema/members.ts';
import type { Brand } from '../../platform/brands.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError, check, fieldError, requireField } from '../../platform/errors.ts';
import { mainBalance, userInfo } from '../../core/members.ts';
import { channelBalancesOf } from '../../core/wallets.ts';
import { verifyWithdrawPassword } from '../../core/withdraw-password-guard.ts';
import { checkNewPassword, checkPhone, memberRules, normaliseEmail } from '../auth/rules.ts';

const ok = { ok: true as const };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The member area's bindings. */
export function memberRoutes(ctx: AppContext): Binding[] {
  const { db, passwords, sessions, codes } = ctx;

  async function brandCurrency(brand: Brand) {
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

  const touch = () => ({ updatedAt: new Date(ctx.now()) });

  return [
    bind(getUserProfile, async ({ auth, query, brand }) => {
      const m = auth.member;
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
        ...(query.with_channel_balances === 1
          ? { channel_balances: await channelBalancesOf(db, brand.id, auth.member.id) }
          : {}),
      };
    }),

    bind(getSidebar, async ({ auth, brand }) => {
      const { balance } = await mainBalance(db, auth.member.id);
      return {
        username: auth.member.username,
        real_name: auth.member.realName,
        avatar: auth.member.avatar,
        money: balance,
        currency: brand.currencyCode,
        invite_code: auth.member.inviteCode,
      };
    }),

    bind(getInquiry, async ({ auth, brand }) => {
      const { balance } = await mainBalance(db, auth.member.id);
      return {
        money: balance,
        currency: await brandCurrency(brand),
        channel_balances: await channelBalancesOf(db, brand.id, auth.member.id),
        time: Math.floor(ctx.now() / 1000),
      };
    }),

    // Only the flag: moving money on game launch and exit reads it (the games area).
    bind(setAutoTransfer, async ({ auth, body }) => {
      const [row] = await db
        .update(members)
        .set({ autoTransfer: body.auto_transfer ? 1 : 0, ...touch() })
        .where(eq(members.id, auth.member.id))
        .returning();
      return userInfo(db, row ?? auth.member);
    }),

    bind(editName, async ({ auth, body, brand }) => {
      const name = body.real_name.trim();
      requireField('real_name', name, 'PLEASE_FILL_IN_NAME');
      check('real_name', validateMaxLength(name, memberRules(brand).bounds.nickname.max));
      await db
        .update(members)
        .set({ realName: name, ...touch() })
        .where(eq(members.id, auth.member.id));
      return ok;
    }),

    bind(editEmail, async ({ auth, body, brand }) => {
      check('email', validateEmail(body.email, 2));
      const email = normaliseEmail(body.email);
      const verified = await codes.verify({
        brandId: brand.id,
        purpose: 'profile_email',
        target: email,
        code: body.code,
        memberId: auth.member.id,
      });
      if (!verified) throw new ApiError('CODE_INVALID', { field: 'code' });
      await db
        .update(members)
        .set({ email, emailVerifiedAt: new Date(ctx.now()), ...touch() })
        .where(eq(members.id, auth.member.id));
      return ok;
    }),

    bind(editMobile, async ({ auth, body, brand }) => {
      const phone = await checkPhone(db, brand, body.mobile_area, body.mobile, { required: true });
      if (!phone) throw fieldError('mobile', 'REQUIRED');
      const verified = await codes.verify({
        brandId: brand.id,
        purpose: 'profile_sms',
        target: phone.target,
        code: body.code,
        memberId: auth.member.id,
      });
      if (!verified) throw new ApiError('CODE_INVALID', { field: 'code' });
      await db
        .update(members)
        .set({
          mobileArea: phone.area,
          mobile: phone.number,
          mobileVerifiedAt: new Date(ctx.now()),
          ...touch(),
        })
        .where(eq(members.id, auth.member.id));
      return ok;
    }),

    bind(changePassword, async ({ auth, body, brand }) => {
      requireField('old_password', body.old_password, 'PLEASE_ENTER_PASSWORD');
      checkNewPassword(brand, body.password, body.password_confirmation);
      if (!(await passwords.verify(body.old_password, auth.member.passwordHash))) {
        throw new ApiError('WRONG_PASSWORD', { field: 'old_password' });
      }
      await db
        .update(members)
        .set({
          passwordHash: await passwords.hash(body.password),
          mustChangePassword: false,
          ...touch(),
        })
        .where(eq(members.id, auth.member.id));
      await sessions.revokeMember(auth.member.id, 'password_changed', auth.sessionId);
      return ok;
    }),

    bind(changeWithdrawPassword, async ({ auth, body }) => {
      check(
        'withdraw_password',
        validateWithdrawalPassword(body.withdraw_password, undefined, {
          username: auth.member.username,
        }),
      );
      check(
        'withdraw_password_confirmation',
        validatePasswordConfirmation(body.withdraw_password, body.withdraw_password_confirmation),
      );
      const current = auth.member.withdrawPasswordHash;
      if (current === null) {
        requireField('password', body.password, 'PLEASE_ENTER_PASSWORD');
        if (!(await passwords.verify(body.password ?? '', auth.member.passwordHash))) {
          throw new ApiError('WRONG_PASSWORD', { field: 'password' });
        }
      } else {
        requireField(
          'old_withdraw_password',
          body.old_withdraw_password,
          'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
        );
        await verifyWithdrawPassword(
          ctx,
          auth.member.id,
          body.old_withdraw_password ?? '',
          'old_withdraw_password',
        );
      }
      await db
        .update(members)
        .set({ withdrawPasswordHash: await passwords.hash(body.withdraw_password), ...touch() })
        .where(eq(members.id, auth.member.id));
      return ok;
    }),
  ];
}
