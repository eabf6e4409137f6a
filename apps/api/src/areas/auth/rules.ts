/**
 * Rules the auth, recovery and member areas share: the brand's field rules, phone and email
 * normalisation, and password checks.
 */
import {
  lengthBounds,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
} from '@lobby/domain';
import type { LengthBounds, MemberConfig } from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { areaCodes } from '../../db/schema/brands.ts';
import type { Brand } from '../../base/brands.ts';
import { check, fieldError } from '../../base/errors.ts';
import { judgeNewPassword } from '../../core/security/password-strength.ts';
import type { CodeService, TicketChannel } from '../../core/security/codes.ts';
import { findMemberById } from '../../core/security/members.ts';

/** The brand's member settings and the length bounds they configure. */
export function memberRules(brand: Brand): { config: MemberConfig; bounds: LengthBounds } {
  const config = brand.permission.member;
  return { config, bounds: lengthBounds('configured', config) };
}

/**
 * Checks a new login password and its confirmation with the domain rules (same as the
 * client's): the length rules of spec §5 first, then the strength rule (not breached, not too
 * easy to guess, not containing `username` or the brand's name). Every path that sets a login
 * password calls this; `username` is the member's when known (a sign-up's, the account's).
 */
export async function checkNewPassword(
  brand: Brand,
  password: string,
  confirmation: string,
  username: string | undefined,
  fields: { password: string; confirmation: string } = {
    password: 'password',
    confirmation: 'password_confirmation',
  },
): Promise<void> {
  const { bounds } = memberRules(brand);
  check(fields.password, validatePassword(password, bounds.password));
  check(fields.confirmation, validatePasswordConfirmation(password, confirmation));
  check(fields.password, await judgeNewPassword(password, { username, brand }));
}

/**
 * The username of a ticket's member (undefined for a wrong, used or expired ticket), read
 * without spending the ticket, for the new-password check that runs before it is used up.
 */
export async function ticketHolderName(
  svc: { db: Database; codes: CodeService },
  brandId: string,
  token: string,
  channel: TicketChannel,
): Promise<string | undefined> {
  const memberId = await svc.codes.ticketHolder(brandId, token, channel);
  if (memberId === undefined) return undefined;
  return (await findMemberById(svc.db, brandId, memberId))?.username;
}

/** An email as stored and matched: lower case. */
export function normaliseEmail(email: string): string {
  return email.toLowerCase();
}

/**
 * Validates a phone with the domain rule and the brand's area codes; answers the stored parts
 * (area digits, number without leading zeros) and the delivery target `+<area><number>`, or
 * undefined when no number was given and none is required.
 */
export async function checkPhone(
  db: Database,
  brand: Brand,
  area: string | undefined,
  number: string | undefined,
  options: { required?: boolean; setting?: number } = {},
): Promise<{ area: string; number: string; target: string } | undefined> {
  const { config, bounds } = memberRules(brand);
  const setting = options.required ? 2 : (options.setting ?? config.member_phone);
  const result = validatePhone({
    areaCode: area ?? '',
    number: number ?? '',
    memberPhoneSetting: setting,
    bounds: bounds.phone,
  });
  check('mobile', result.result);
  if (!result.combined) return undefined;
  const digits = (area ?? '').replace(/^\+/, '');
  if (!digits) throw fieldError('mobile_area', 'PLEASE_SELECT');
  const [known] = await db
    .select({ code: areaCodes.code })
    .from(areaCodes)
    .where(and(eq(areaCodes.brandId, brand.id), eq(areaCodes.code, `+${digits}`)));
  if (!known) throw fieldError('mobile_area', 'PLEASE_SELECT');
  const stripped = result.combined.slice(digits.length);
  return { area: digits, number: stripped, target: `+${result.combined}` };
}

/** Masks a username for display to others: first and last character. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}*`;
  return `${username[0]}${'*'.repeat(Math.min(6, username.length - 2))}${username[username.length - 1]}`;
}
