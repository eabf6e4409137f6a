/**
 * The auth area's rules: login (with the captcha and lockout policy), register, logout,
 * username and invite lookups, QR codes, and the first-login password change. A session is
 * issued here; putting its token in the answer's headers is the binding's (`routes.ts`).
 */
import {
  Platform,
  QrCodeStatus,
  RegistrationType,
  UserStatus,
  isFieldRequired,
  validateEmail,
  validateMaxLength,
  validateReferralCode,
  validateUsername,
} from '@lobby/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  createMember,
  findMemberById,
  findMemberByUsername,
  loginResponse,
} from '../../core/security/members.ts';
import { assertNotExcluded, complianceOf } from '../../core/compliance/responsible-gambling.ts';
import { accountKey } from '../../core/security/passwords.ts';
import type { PasswordHasher } from '../../core/security/passwords.ts';
import { deviceKeyOf, recordSignInDevice } from '../../core/security/devices.ts';
import { assertMemberActive } from '../../core/security/sessions.ts';
import type { IssuedSession, MemberRow } from '../../core/security/sessions.ts';
import { members, qrCodes } from '../../db/schema/members.ts';
import { addCard } from '../payments/service.ts';
import {
  issueSignInTicket,
  redeemSignInTicket,
  signInNeedsSecondFactor,
} from '../two-factor/service.ts';
import type { FactorProof } from '../two-factor/service.ts';
import { registrationCard } from './registration-card.ts';
import type { RegistrationCardInput } from './registration-card.ts';
import { assertBrandOpen } from '../../base/brands.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, check, fieldError, requireField } from '../../base/errors.ts';
import {
  checkNewPassword,
  ticketHolderName,
  checkPhone,
  maskUsername,
  memberRules,
  normaliseEmail,
} from './rules.ts';

/** What the auth rules need of the server: the database, settings, clock and services. */
export type AuthServices = Pick<
  AppContext,
  | 'db'
  | 'config'
  | 'now'
  | 'passwords'
  | 'sessions'
  | 'codes'
  | 'loginGuard'
  | 'captcha'
  | 'delivery'
>;

/**
 * The client a session is issued to, and what to do with a new session's token: the binding
 * puts it in the answer's headers the moment the session exists, before the answer is built.
 */
export interface Client {
  ip: string;
  userAgent: string | undefined;
  /** The site's device id header (`X-Lobby-Device`), if sent (`core/security/devices.ts`). */
  deviceId?: string | undefined;
  /** The approximate place the edge named (`LOBBY_PLACE_HEADER`), if any. */
  place?: string | undefined;
  /** The request's language: a new-device notice is written in it. */
  locale?: string | undefined;
  /**
   * Puts the new session on the answer; answers the `token` the answer's body carries (the
   * token, or none when the session travels in a cookie).
   */
  onSession: (session: IssuedSession) => string;
}

type QrRow = typeof qrCodes.$inferSelect;

/** A QR code's status as members see it: an unused code past its expiry is expired. */
function effectiveStatus(qr: QrRow, now: number): number {
  if (qr.status === QrCodeStatus.Unused && qr.expiresAt.getTime() <= now)
    return QrCodeStatus.Expired;
  return qr.status;
}

/** Throws the error a QR code's status calls for, unless it is `allowed`. */
function assertQrStatus(status: number, allowed: number[]): void {
  if (allowed.includes(status)) return;
  if (status === QrCodeStatus.Used) throw new ApiError('QR_CODE_USED', { field: 'qr_code' });
  if (status === QrCodeStatus.Cancel) throw new ApiError('QR_CODE_CANCELLED', { field: 'qr_code' });
  if (status === QrCodeStatus.Expired) throw new ApiError('QR_CODE_EXPIRED', { field: 'qr_code' });
  throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
}

async function findQr(
  svc: AuthServices,
  brandId: string,
  code: string,
  kind: 'account' | 'invite',
): Promise<QrRow> {
  const [qr] = await svc.db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.brandId, brandId), eq(qrCodes.code, code)));
  if (!qr || qr.kind !== kind) throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
  return qr;
}

/**
 * Checks a password against a member, keeping the failure counters and locking the account
 * at the limit. Unknown members cost the same time as known ones. Runs admitted by the hashing
 * queue: a sign-in it refuses (503 `SERVER_BUSY`) compared nothing and counts no failure.
 */
async function verifyPassword(
  svc: AuthServices,
  passwords: PasswordHasher,
  brand: Brand,
  username: string,
  member: MemberRow | undefined,
  password: string,
  ip: string,
) {
  const { db, config } = svc;
  const ok = member
    ? await passwords.verify(password, member.passwordHash)
    : (await passwords.dummyVerify(password), false);
  if (ok && member) return member;
  await svc.loginGuard.record(brand.id, username, ip);
  if (member) {
    const [updated] = await db
      .update(members)
      .set({ failedLogins: sql`${members.failedLogins} + 1` })
      .where(eq(members.id, member.id))
      .returning({ failedLogins: members.failedLogins });
    if (
      (updated?.failedLogins ?? 0) >= config.lockAfterFailures &&
      member.status === UserStatus.Active
    ) {
      await db
        .update(members)
        .set({ status: UserStatus.Locked, updatedAt: new Date(svc.now()) })
        .where(eq(members.id, member.id));
      await svc.sessions.revokeMember(member.id, 'locked');
      throw new ApiError('ACCOUNT_LOCKED');
    }
  }
  throw new ApiError('INVALID_CREDENTIALS');
}

async function issueSession(svc: AuthServices, brand: Brand, member: MemberRow, client: Client) {
  const deviceKey = deviceKeyOf(client);
  const session = await svc.sessions.issue(brand.id, member.id, {
    ip: client.ip,
    userAgent: client.userAgent,
    deviceKey,
    place: client.place,
  });
  const token = client.onSession(session);
  await recordSignInDevice(
    svc.db,
    deviceKey,
    {
      brandId: brand.id,
      brandName: brand.displayName,
      member,
      userAgent: client.userAgent,
      locale: client.locale ?? 'en',
    },
    svc.now(),
    () => svc.delivery.wake(),
  );
  return loginResponse(svc.db, member, token, session.issuedAt, false);
}

/**
 * What every sign-in does once the member is known and their proof checked (a password here, a
 * passkey in `areas/passkeys`): the status and exclusion checks, then the failure counters
 * reset and the sign-in time kept. Throws the refusal the login answers.
 */
export async function admitSignIn(svc: AuthServices, brand: Brand, member: MemberRow) {
  const { db } = svc;
  assertMemberActive(member);
  // A self-exclusion on another brand of the operator refuses the sign-in; the member's own
  // exclusion does not: they sign in to withdraw, and to end it once it has expired.
  await assertNotExcluded(db, brand, member.id, { own: false });
  await svc.loginGuard.clear(brand.id, member.username);
  await db
    .update(members)
    .set({ failedLogins: 0, lastLoginAt: new Date(svc.now()) })
    .where(eq(members.id, member.id));
}

/**
 * The login's answer for an admitted member: a session (its token handed to the client), or a
 * ticket for the first own password when the member must change it.
 */
export async function sessionOrTicket(
  svc: AuthServices,
  brand: Brand,
  member: MemberRow,
  client: Client,
) {
  if (member.mustChangePassword) {
    const ticket = await svc.codes.issueTicket(brand.id, member.id, 'initial_password');
    return loginResponse(svc.db, member, ticket.token, svc.now(), true);
  }
  return issueSession(svc, brand, member, client);
}

/** After a right password: status checks, counters reset, maybe a rehash, then a session or a ticket. */
async function completeLogin(
  svc: AuthServices,
  passwords: PasswordHasher,
  brand: Brand,
  member: MemberRow,
  password: string,
  client: Client,
) {
  const { db } = svc;
  await admitSignIn(svc, brand, member);
  // A hash below the current cost is upgraded now, while the password is known; only if it is
  // still the one just checked, so a password changed meanwhile is never put back.
  if (passwords.needsRehash(member.passwordHash)) {
    await db
      .update(members)
      .set({ passwordHash: await passwords.hash(password) })
      .where(and(eq(members.id, member.id), eq(members.passwordHash, member.passwordHash)));
  }
  // An authenticator on: the answer is a ticket to trade with a code, not a session (a passkey
  // sign-in needs none: the passkey is itself both factors).
  if (!member.mustChangePassword && (await signInNeedsSecondFactor(svc, brand, member.id))) {
    const ticket = await issueSignInTicket(svc, brand.id, member.id);
    return {
      ...(await loginResponse(db, member, ticket, svc.now(), false)),
      second_factor: true,
    };
  }
  return sessionOrTicket(svc, brand, member, client);
}

/**
 * The sign-in's second step: a login's ticket and an authenticator or recovery code (counted,
 * `two-factor/service.ts`) for the session. The session does not start stepped up: signing in
 * is not yet a change that lets money leave, and such a change asks for its own proof.
 */
export async function signInWithSecondFactor(
  svc: AuthServices,
  brand: Brand,
  body: { ticket: string } & FactorProof,
  client: Client,
) {
  assertBrandOpen(brand);
  const memberId = await redeemSignInTicket(svc, brand.id, body.ticket, body);
  const member = await findMemberById(svc.db, brand.id, memberId);
  if (!member) throw new ApiError('SECOND_FACTOR_INVALID', { field: 'ticket' });
  // As at the password: the account may have been locked or excluded in the meantime.
  assertMemberActive(member);
  await assertNotExcluded(svc.db, brand, member.id, { own: false });
  return issueSession(svc, brand, member, client);
}

async function requireCaptcha(
  svc: AuthServices,
  brand: Brand,
  username: string,
  ip: string,
  id?: string,
  code?: string,
) {
  if ((await svc.loginGuard.failures(brand.id, username, ip)) < svc.config.captchaAfterFailures)
    return;
  if (!id || !code) throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha_code' });
  if (!(await svc.captcha.consume(brand.id, id, code)))
    throw new ApiError('CAPTCHA_INVALID', { field: 'captcha_code' });
}

async function setPassword(
  svc: AuthServices,
  passwords: PasswordHasher,
  member: MemberRow,
  password: string,
) {
  await svc.db
    .update(members)
    .set({
      passwordHash: await passwords.hash(password),
      mustChangePassword: false,
      updatedAt: new Date(svc.now()),
    })
    .where(eq(members.id, member.id));
  await svc.db
    .update(qrCodes)
    .set({ status: QrCodeStatus.Used, usedAt: new Date(svc.now()) })
    .where(
      and(
        eq(qrCodes.memberId, member.id),
        eq(qrCodes.kind, 'account'),
        eq(qrCodes.status, QrCodeStatus.Unused),
      ),
    );
}

/** Logs in by username and password (the captcha when failures call for it). */
export async function logIn(
  svc: AuthServices,
  brand: Brand,
  body: { username: string; password: string; captcha_id?: string; captcha_code?: string },
  client: Client,
) {
  // A disabled brand lets no one in, nor anyone join (`ops brand:disable`).
  assertBrandOpen(brand);
  requireField('username', body.username, 'PLEASE_ENTER_USERNAME');
  requireField('password', body.password, 'PLEASE_ENTER_PASSWORD');
  // Admitted first, by the name tried (a known member's or not, so the dummy hash of unknown
  // names is bounded per name too): a busy refusal costs no database work and counts nothing.
  return svc.passwords.admit(
    accountKey.loginName(brand.id, body.username),
    async ({ password }) => {
      await requireCaptcha(
        svc,
        brand,
        body.username,
        client.ip,
        body.captcha_id,
        body.captcha_code,
      );
      const found = await findMemberByUsername(svc.db, brand.id, body.username);
      const member = await verifyPassword(
        svc,
        password,
        brand,
        body.username,
        found,
        body.password,
        client.ip,
      );
      return completeLogin(svc, password, brand, member, body.password, client);
    },
  );
}

/** What a sign-up form sends (a bank card too, when the brand asks for one). */
export interface Registration extends RegistrationCardInput {
  username: string;
  password: string;
  password_confirmation: string;
  real_name?: string | undefined;
  email?: string | undefined;
  email_code?: string | undefined;
  mobile_area?: string | undefined;
  mobile?: string | undefined;
  sms_code?: string | undefined;
  invite_code?: string | undefined;
  qr_code?: string | undefined;
  platform?: number | undefined;
  /** The member confirms the brand's minimum age (required when it is above 0). */
  age_confirmed?: boolean | undefined;
}

/**
 * Issue 17: the member confirms the brand's minimum age wherever an account becomes theirs (a
 * sign-up, the claim of an operator-made QR account, its first own password), and the server
 * insists on it: 400 with field `age_confirmed` and key `CONFIRM_MINIMUM_AGE` otherwise.
 */
async function checkAgeConfirmed(
  db: AuthServices['db'],
  brandId: string,
  confirmed: boolean | undefined,
) {
  const { minimum_age: age } = await complianceOf(db, brandId);
  if (age > 0 && confirmed !== true)
    throw fieldError('age_confirmed', 'CONFIRM_MINIMUM_AGE', { age });
}

/**
 * Registers a member by the brand's rules (referred by an invite code or an invite QR code,
 * contact details verified by their codes, the brand's minimum age confirmed) and signs them in.
 */
export async function registerMember(
  svc: AuthServices,
  brand: Brand,
  body: Registration,
  client: Client,
) {
  // A disabled brand lets no one in, nor anyone join (`ops brand:disable`).
  assertBrandOpen(brand);
  const { db, codes } = svc;
  const { config: settings, bounds } = memberRules(brand);
  check('username', validateUsername(body.username, bounds.username));
  await checkNewPassword(brand, body.password, body.password_confirmation, body.username);
  const realName = (body.real_name ?? '').trim();
  if (isFieldRequired(settings.member_real_name))
    requireField('real_name', realName, 'PLEASE_FILL_IN_NAME');
  check('real_name', validateMaxLength(realName, bounds.nickname.max));
  const email = body.email ?? '';
  check('email', validateEmail(email, settings.member_email));
  const phone = await checkPhone(db, brand, body.mobile_area, body.mobile);
  check('invite_code', validateReferralCode(body.invite_code));
  if (settings.member_email >= 3 && email && !body.email_code)
    throw fieldError('email_code', 'PLEASE_ENTER_OTP');
  if (settings.member_phone >= 3 && phone && !body.sms_code)
    throw fieldError('sms_code', 'PLEASE_VERIFY_MOBILE');
  await checkAgeConfirmed(db, brand.id, body.age_confirmed);
  // Before any code is used or QR code claimed: a bad card leaves everything as it was.
  const card = await registrationCard(db, brand, body);

  if (await findMemberByUsername(db, brand.id, body.username)) {
    throw new ApiError('USERNAME_TAKEN', { field: 'username', key: 'USERNAME_TAKEN' });
  }
  let referrerId: number | null = null;
  let registrationType: number =
    body.platform === Platform.Mobile ? RegistrationType.Mobile : RegistrationType.Web;
  if (body.invite_code) {
    const [referrer] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brandId, brand.id), eq(members.inviteCode, body.invite_code)));
    if (!referrer) throw new ApiError('INVITE_CODE_INVALID', { field: 'invite_code' });
    referrerId = referrer.id;
    registrationType = RegistrationType.AgentInvite;
  }
  let qr: QrRow | undefined;
  if (body.qr_code) {
    qr = await findQr(svc, brand.id, body.qr_code, 'invite');
    assertQrStatus(effectiveStatus(qr, svc.now()), [QrCodeStatus.Unused]);
    referrerId = qr.memberId;
    registrationType = RegistrationType.QrCode;
  }
  let emailVerified = false;
  if (email && body.email_code) {
    const ok = await codes.verify({
      brandId: brand.id,
      purpose: 'register_email',
      target: normaliseEmail(email),
      code: body.email_code,
    });
    if (!ok) throw new ApiError('CODE_INVALID', { field: 'email_code' });
    emailVerified = true;
  }
  let mobileVerified = false;
  if (phone && body.sms_code) {
    const ok = await codes.verify({
      brandId: brand.id,
      purpose: 'register_sms',
      target: phone.target,
      code: body.sms_code,
    });
    if (!ok) throw new ApiError('CODE_INVALID', { field: 'sms_code' });
    mobileVerified = true;
  }
  if (qr) {
    const [claimed] = await db
      .update(qrCodes)
      .set({ status: QrCodeStatus.Used, usedAt: new Date(svc.now()) })
      .where(and(eq(qrCodes.id, qr.id), eq(qrCodes.status, QrCodeStatus.Unused)))
      .returning({ id: qrCodes.id });
    if (!claimed) throw new ApiError('QR_CODE_USED', { field: 'qr_code' });
  }
  let member: MemberRow;
  try {
    const passwordHash = await svc.passwords.admit(
      accountKey.loginName(brand.id, body.username),
      ({ password }) => password.hash(body.password),
    );
    const details = {
      brandId: brand.id,
      currencyCode: brand.currencyCode,
      username: body.username,
      passwordHash,
      registrationType,
      realName,
      email: email ? normaliseEmail(email) : null,
      emailVerified,
      mobileArea: phone?.area ?? null,
      mobile: phone?.number ?? null,
      mobileVerified,
      referrerId,
    };
    // The member and their card commit together, or neither does.
    member = card
      ? await db.transaction(async (tx) => {
          const row = await createMember(tx, details, svc.now());
          await addCard(tx, brand, row.id, card, new Date(svc.now()));
          return row;
        })
      : await createMember(db, details, svc.now());
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if (await findMemberByUsername(db, brand.id, body.username)) {
      throw new ApiError('USERNAME_TAKEN', { field: 'username', key: 'USERNAME_TAKEN' });
    }
    throw error;
  }
  return issueSession(svc, brand, member, client);
}

/** Whether a username is taken in the brand. */
export async function isUsernameRegistered(svc: AuthServices, brandId: string, username: string) {
  return { registered: (await findMemberByUsername(svc.db, brandId, username)) !== undefined };
}

/** An invite code's referrer (masked); 400 `INVITE_CODE_INVALID` for an unknown code. */
export async function inviteOf(svc: AuthServices, brandId: string, code: string) {
  const [referrer] = await svc.db
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.inviteCode, code)));
  if (!referrer) throw new ApiError('INVITE_CODE_INVALID', { field: 'code' });
  return { code, referrer: maskUsername(referrer.username) };
}

/** A QR code's kind and status as members see it; 400 `QR_CODE_INVALID` for an unknown code. */
export async function qrCodeOf(svc: AuthServices, brandId: string, code: string) {
  const [qr] = await svc.db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.brandId, brandId), eq(qrCodes.code, code)));
  if (!qr) throw new ApiError('QR_CODE_INVALID', { field: 'code' });
  const status = effectiveStatus(qr, svc.now()) as 1 | 2 | 3 | 4;
  return {
    code: qr.code,
    kind: qr.kind === 'invite' ? ('invite' as const) : ('account' as const),
    status,
  };
}

/**
 * Logs in with an account QR code's member and password; while the code is unused the
 * member must set a password first (the answer is a ticket, not a session).
 */
export async function logInWithQr(
  svc: AuthServices,
  brand: Brand,
  body: { qr_code: string; password: string },
  client: Client,
) {
  // A disabled brand lets no one in, nor anyone join (`ops brand:disable`).
  assertBrandOpen(brand);
  const qr = await findQr(svc, brand.id, body.qr_code, 'account');
  const status = effectiveStatus(qr, svc.now());
  assertQrStatus(status, [QrCodeStatus.Unused, QrCodeStatus.Used]);
  const found = await findMemberById(svc.db, brand.id, qr.memberId);
  if (!found) throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
  return svc.passwords.admit(accountKey.member(found.id), async ({ password }) => {
    const member = await verifyPassword(
      svc,
      password,
      brand,
      found.username,
      found,
      body.password,
      client.ip,
    );
    if (status === QrCodeStatus.Unused && !member.mustChangePassword) {
      await svc.db
        .update(members)
        .set({ mustChangePassword: true })
        .where(eq(members.id, member.id));
      member.mustChangePassword = true;
    }
    return completeLogin(svc, password, brand, member, body.password, client);
  });
}

/** Claims an unused account QR code: the initial password (`oldPwd`) for a new one, signed in. */
export async function registerWithQr(
  svc: AuthServices,
  brand: Brand,
  body: {
    qr_code: string;
    oldPwd: string;
    password: string;
    password_confirmation: string;
    age_confirmed?: boolean | undefined;
  },
  client: Client,
) {
  // A disabled brand lets no one in, nor anyone join (`ops brand:disable`).
  assertBrandOpen(brand);
  const qr = await findQr(svc, brand.id, body.qr_code, 'account');
  assertQrStatus(effectiveStatus(qr, svc.now()), [QrCodeStatus.Unused]);
  const found = await findMemberById(svc.db, brand.id, qr.memberId);
  if (!found) throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
  await checkNewPassword(brand, body.password, body.password_confirmation, found.username);
  // Before the initial password is tried, so a missing confirmation costs no attempt.
  await checkAgeConfirmed(svc.db, brand.id, body.age_confirmed);
  const member = await svc.passwords.admit(accountKey.member(found.id), async ({ password }) => {
    const checked = await verifyPassword(
      svc,
      password,
      brand,
      found.username,
      found,
      body.oldPwd,
      client.ip,
    );
    assertMemberActive(checked);
    await setPassword(svc, password, checked, body.password);
    return checked;
  });
  await svc.loginGuard.clear(brand.id, member.username);
  await svc.db
    .update(members)
    .set({ failedLogins: 0, lastLoginAt: new Date(svc.now()) })
    .where(eq(members.id, member.id));
  return issueSession(svc, brand, { ...member, mustChangePassword: false }, client);
}

/** Sets the first password with the login's ticket (400 `RESET_TOKEN_INVALID`) and signs in. */
export async function setInitialPassword(
  svc: AuthServices,
  brand: Brand,
  body: {
    ticket: string;
    password: string;
    password_confirmation: string;
    age_confirmed?: boolean | undefined;
  },
  client: Client,
) {
  // A disabled brand lets no one in, nor anyone join (`ops brand:disable`).
  assertBrandOpen(brand);
  // Before the ticket is consumed, so a refused password leaves it for the next try.
  await checkNewPassword(
    brand,
    body.password,
    body.password_confirmation,
    await ticketHolderName(svc, brand.id, body.ticket, 'initial_password'),
  );
  // Before the ticket is consumed, so the member can tick the box and send it again.
  await checkAgeConfirmed(svc.db, brand.id, body.age_confirmed);
  // Admitted before the ticket is used up: a busy refusal leaves it for the next try.
  const member = await svc.passwords.admit(accountKey.ticket(body.ticket), async ({ password }) => {
    const memberId = await svc.codes.consumeTicket(brand.id, body.ticket, 'initial_password');
    if (memberId === undefined) throw new ApiError('RESET_TOKEN_INVALID', { field: 'ticket' });
    const found = await findMemberById(svc.db, brand.id, memberId);
    if (!found) throw new ApiError('RESET_TOKEN_INVALID', { field: 'ticket' });
    assertMemberActive(found);
    await setPassword(svc, password, found, body.password);
    return found;
  });
  return issueSession(svc, brand, { ...member, mustChangePassword: false }, client);
}
