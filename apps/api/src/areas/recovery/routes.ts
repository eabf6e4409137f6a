/**
 * Handlers of `@lobby/contract/recovery`: password recovery by email and SMS, and the codes
 * that verify registration and profile contact details. Recovery answers the same whether or
 * not anything matched, so it cannot be used to find accounts.
 */
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
import { validateEmail } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/members.ts';
import type { Brand } from '../../platform/brands.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError, check, requireField } from '../../platform/errors.ts';
import { findMemberById, findMemberByUsername } from '../../core/members.ts';
import type { MemberRow } from '../../core/sessions.ts';
import { checkNewPassword, checkPhone, normaliseEmail } from '../auth/rules.ts';

const ok = { ok: true as const };

/** The recovery area's bindings. */
export function recoveryRoutes(ctx: AppContext): Binding[] {
  const { db, codes, sessions, passwords, loginGuard } = ctx;

  async function memberWithEmail(
    brand: Brand,
    username: string,
    email: string,
  ): Promise<MemberRow | undefined> {
    const member = await findMemberByUsername(db, brand.id, username);
    return member && member.email === normaliseEmail(email) ? member : undefined;
  }

  async function memberWithPhone(
    brand: Brand,
    username: string,
    area: string,
    number: string,
  ): Promise<MemberRow | undefined> {
    const member = await findMemberByUsername(db, brand.id, username);
    return member && member.mobileArea === area && member.mobile === number ? member : undefined;
  }

  async function resetWith(
    brand: Brand,
    channel: 'email' | 'sms',
    body: { reset_token: string; password: string; password_confirmation: string },
  ) {
    checkNewPassword(brand, body.password, body.password_confirmation);
    const memberId = await codes.consumeTicket(brand.id, body.reset_token, channel);
    const member =
      memberId === undefined ? undefined : await findMemberById(db, brand.id, memberId);
    if (!member) throw new ApiError('RESET_TOKEN_INVALID', { field: 'reset_token' });
    await db
      .update(members)
      .set({
        passwordHash: await passwords.hash(body.password),
        mustChangePassword: false,
        failedLogins: 0,
        updatedAt: new Date(ctx.now()),
      })
      .where(eq(members.id, member.id));
    await loginGuard.clear(brand.id, member.username);
    await sessions.revokeMember(member.id, 'password_reset');
    return ok;
  }

  return [
    bind(forgetPasswordViaEmail, async ({ brand, body, locale }) => {
      requireField('username', body.username, 'PLEASE_ENTER_USERNAME');
      check('email', validateEmail(body.email, 2));
      const member = await memberWithEmail(brand, body.username, body.email);
      if (member?.email) {
        await codes.send({
          brandId: brand.id,
          brandName: brand.displayName,
          purpose: 'reset_email',
          channel: 'email',
          target: member.email,
          memberId: member.id,
          locale,
          whenThrottled: 'skip',
        });
      }
      return ok;
    }),

    bind(verifyEmailCode, async ({ brand, body }) => {
      check('email', validateEmail(body.email, 2));
      const member = await memberWithEmail(brand, body.username, body.email);
      const verified =
        member?.email !== undefined &&
        member.email !== null &&
        (await codes.verify({
          brandId: brand.id,
          purpose: 'reset_email',
          target: member.email,
          code: body.code,
          memberId: member.id,
        }));
      if (!member || !verified) throw new ApiError('CODE_INVALID', { field: 'code' });
      const ticket = await codes.issueTicket(brand.id, member.id, 'email');
      return { reset_token: ticket.token, expires_in: ticket.expiresIn };
    }),

    bind(resetPasswordViaEmail, async ({ brand, body }) => resetWith(brand, 'email', body)),

    bind(forgetPasswordViaSms, async ({ brand, body, locale }) => {
      requireField('username', body.username, 'PLEASE_ENTER_USERNAME');
      const phone = await checkPhone(db, brand, body.mobile_area, body.mobile, { required: true });
      const member =
        phone && (await memberWithPhone(brand, body.username, phone.area, phone.number));
      if (phone && member) {
        await codes.send({
          brandId: brand.id,
          brandName: brand.displayName,
          purpose: 'reset_sms',
          channel: 'sms',
          target: phone.target,
          memberId: member.id,
          locale,
          whenThrottled: 'skip',
        });
      }
      return ok;
    }),

    bind(verifySmsCode, async ({ brand, body }) => {
      const phone = await checkPhone(db, brand, body.mobile_area, body.mobile, { required: true });
      const member =
        phone && (await memberWithPhone(brand, body.username, phone.area, phone.number));
      const verified =
        phone !== undefined &&
        member !== undefined &&
        (await codes.verify({
          brandId: brand.id,
          purpose: 'reset_sms',
          target: phone.target,
          code: body.code,
          memberId: member.id,
        }));
      if (!member || !verified) throw new ApiError('CODE_INVALID', { field: 'code' });
      const ticket = await codes.issueTicket(brand.id, member.id, 'sms');
      return { reset_token: ticket.token, expires_in: ticket.expiresIn };
    }),

    bind(resetPasswordViaSms, async ({ brand, body }) => resetWith(brand, 'sms', body)),

    bind(sendRegistrationSms, async ({ brand, query, locale }) => {
      const phone = await checkPhone(db, brand, query.mobile_area, query.mobile, {
        required: true,
      });
      if (!phone) throw new ApiError('VALIDATION_FAILED', { field: 'mobile', key: 'REQUIRED' });
      await codes.send({
        brandId: brand.id,
        brandName: brand.displayName,
        purpose: 'register_sms',
        channel: 'sms',
        target: phone.target,
        locale,
      });
      return ok;
    }),

    bind(sendRegistrationEmail, async ({ brand, body, locale }) => {
      check('email', validateEmail(body.email, 2));
      await codes.send({
        brandId: brand.id,
        brandName: brand.displayName,
        purpose: 'register_email',
        channel: 'email',
        target: normaliseEmail(body.email),
        locale,
      });
      return ok;
    }),

    bind(sendProfileEmail, async ({ brand, body, locale, auth }) => {
      check('email', validateEmail(body.email, 2));
      await codes.send({
        brandId: brand.id,
        brandName: brand.displayName,
        purpose: 'profile_email',
        channel: 'email',
        target: normaliseEmail(body.email),
        memberId: auth.member.id,
        locale,
      });
      return ok;
    }),

    bind(sendProfileSms, async ({ brand, body, locale, auth }) => {
      const phone = await checkPhone(db, brand, body.mobile_area, body.mobile, { required: true });
      if (!phone) throw new ApiError('VALIDATION_FAILED', { field: 'mobile', key: 'REQUIRED' });
      await codes.send({
        brandId: brand.id,
        brandName: brand.displayName,
        purpose: 'profile_sms',
        channel: 'sms',
        target: phone.target,
        memberId: auth.member.id,
        locale,
      });
      return ok;
    }),
  ];
}
