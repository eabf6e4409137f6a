/**
 * The recovery area's rules: password recovery by email and SMS, and the codes that verify
 * registration and profile contact details. Recovery answers the same whether or not anything
 * matched, so it cannot be used to find accounts.
 */
import { validateEmail } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { findMemberById, findMemberByUsername } from '../../core/security/members.ts';
import { accountKey } from '../../core/security/passwords.ts';
import type { MemberRow } from '../../core/security/sessions.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, check, requireField } from '../../base/errors.ts';
import { checkNewPassword, checkPhone, normaliseEmail, ticketHolderName } from '../auth/rules.ts';

/** What recovery needs of the server: the database, the clock and the services. */
export type RecoveryServices = Pick<
  AppContext,
  'db' | 'now' | 'codes' | 'sessions' | 'passwords' | 'loginGuard'
>;

/** A phone number as the form sends it. */
interface PhoneInput {
  mobile_area: string;
  mobile: string;
}

const ok = { ok: true as const };

async function memberWithEmail(
  db: Database,
  brand: Brand,
  username: string,
  email: string,
): Promise<MemberRow | undefined> {
  const member = await findMemberByUsername(db, brand.id, username);
  return member && member.email === normaliseEmail(email) ? member : undefined;
}

async function memberWithPhone(
  db: Database,
  brand: Brand,
  username: string,
  area: string,
  number: string,
): Promise<MemberRow | undefined> {
  const member = await findMemberByUsername(db, brand.id, username);
  return member && member.mobileArea === area && member.mobile === number ? member : undefined;
}

/**
 * Sets a new password with a reset ticket of the channel (400 `RESET_TOKEN_INVALID` when not
 * valid), clears the login failures and revokes every session.
 */
export async function resetWith(
  svc: RecoveryServices,
  brand: Brand,
  channel: 'email' | 'sms',
  body: { reset_token: string; password: string; password_confirmation: string },
) {
  // Before the token is used up, so a refused password leaves it for the next try.
  await checkNewPassword(
    brand,
    body.password,
    body.password_confirmation,
    await ticketHolderName(svc, brand.id, body.reset_token, channel),
  );
  // Admitted before the token is used up: a busy refusal leaves it for the next try.
  const member = await svc.passwords.admit(
    accountKey.ticket(body.reset_token),
    async ({ password }) => {
      const memberId = await svc.codes.consumeTicket(brand.id, body.reset_token, channel);
      const found =
        memberId === undefined ? undefined : await findMemberById(svc.db, brand.id, memberId);
      if (!found) throw new ApiError('RESET_TOKEN_INVALID', { field: 'reset_token' });
      await svc.db
        .update(members)
        .set({
          passwordHash: await password.hash(body.password),
          mustChangePassword: false,
          failedLogins: 0,
          updatedAt: new Date(svc.now()),
        })
        .where(eq(members.id, found.id));
      return found;
    },
  );
  await svc.loginGuard.clear(brand.id, member.username);
  await svc.sessions.revokeMember(member.id, 'password_reset');
  return ok;
}

/** Sends a reset code to the member's email when username and email match; `ok` either way. */
export async function forgetViaEmail(
  svc: RecoveryServices,
  brand: Brand,
  body: { username: string; email: string },
  locale: string,
) {
  requireField('username', body.username, 'PLEASE_ENTER_USERNAME');
  check('email', validateEmail(body.email, 2));
  const member = await memberWithEmail(svc.db, brand, body.username, body.email);
  if (member?.email) {
    await svc.codes.send({
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
}

/** Trades a right email reset code for a reset ticket; 400 `CODE_INVALID` otherwise. */
export async function verifyEmailReset(
  svc: RecoveryServices,
  brand: Brand,
  body: { username: string; email: string; code: string },
) {
  check('email', validateEmail(body.email, 2));
  const member = await memberWithEmail(svc.db, brand, body.username, body.email);
  const verified =
    member?.email !== undefined &&
    member.email !== null &&
    (await svc.codes.verify({
      brandId: brand.id,
      purpose: 'reset_email',
      target: member.email,
      code: body.code,
      memberId: member.id,
    }));
  if (!member || !verified) throw new ApiError('CODE_INVALID', { field: 'code' });
  const ticket = await svc.codes.issueTicket(brand.id, member.id, 'email');
  return { reset_token: ticket.token, expires_in: ticket.expiresIn };
}

/** Sends a reset code by SMS when username and phone match; `ok` either way. */
export async function forgetViaSms(
  svc: RecoveryServices,
  brand: Brand,
  body: PhoneInput & { username: string },
  locale: string,
) {
  requireField('username', body.username, 'PLEASE_ENTER_USERNAME');
  const phone = await checkPhone(svc.db, brand, body.mobile_area, body.mobile, { required: true });
  const member =
    phone && (await memberWithPhone(svc.db, brand, body.username, phone.area, phone.number));
  if (phone && member) {
    await svc.codes.send({
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
}

/** Trades a right SMS reset code for a reset ticket; 400 `CODE_INVALID` otherwise. */
export async function verifySmsReset(
  svc: RecoveryServices,
  brand: Brand,
  body: PhoneInput & { username: string; code: string },
) {
  const phone = await checkPhone(svc.db, brand, body.mobile_area, body.mobile, { required: true });
  const member =
    phone && (await memberWithPhone(svc.db, brand, body.username, phone.area, phone.number));
  const verified =
    phone !== undefined &&
    member !== undefined &&
    (await svc.codes.verify({
      brandId: brand.id,
      purpose: 'reset_sms',
      target: phone.target,
      code: body.code,
      memberId: member.id,
    }));
  if (!member || !verified) throw new ApiError('CODE_INVALID', { field: 'code' });
  const ticket = await svc.codes.issueTicket(brand.id, member.id, 'sms');
  return { reset_token: ticket.token, expires_in: ticket.expiresIn };
}

/**
 * Sends a code by SMS to verify a phone number, at registration or (with the member's id) for
 * the profile.
 */
export async function sendSmsCode(
  svc: RecoveryServices,
  brand: Brand,
  purpose: 'register_sms' | 'profile_sms',
  input: PhoneInput,
  locale: string,
  memberId?: number,
) {
  const phone = await checkPhone(svc.db, brand, input.mobile_area, input.mobile, {
    required: true,
  });
  if (!phone) throw new ApiError('VALIDATION_FAILED', { field: 'mobile', key: 'REQUIRED' });
  await svc.codes.send({
    brandId: brand.id,
    brandName: brand.displayName,
    purpose,
    channel: 'sms',
    target: phone.target,
    ...(memberId === undefined ? {} : { memberId }),
    locale,
  });
  return ok;
}

/**
 * Sends a code by email to verify an address, at registration or (with the member's id) for
 * the profile.
 */
export async function sendEmailCode(
  svc: RecoveryServices,
  brand: Brand,
  purpose: 'register_email' | 'profile_email',
  email: string,
  locale: string,
  memberId?: number,
) {
  check('email', validateEmail(email, 2));
  await svc.codes.send({
    brandId: brand.id,
    brandName: brand.displayName,
    purpose,
    channel: 'email',
    target: normaliseEmail(email),
    ...(memberId === undefined ? {} : { memberId }),
    locale,
  });
  return ok;
}
