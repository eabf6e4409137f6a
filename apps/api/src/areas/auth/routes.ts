/**
 * Handlers of `@lobby/contract/auth`: login (with the captcha and lockout policy), register,
 * logout, username and invite lookups, QR codes, and the first-login password change.
 */
import { AUTHORIZATION_HEADER, BEARER_PREFIX, TOKEN_REFRESH_TIME_HEADER } from '@lobby/contract';
import {
  changeInitialPassword,
  getInvite,
  getQrCode,
  isRegistered,
  login,
  logout,
  qrCodeLogin,
  qrCodeRegister,
  register,
} from '@lobby/contract/auth';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { members, qrCodes } from '../../db/schema/members.ts';
import type { Brand } from '../../platform/brands.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError, check, fieldError, requireField } from '../../platform/errors.ts';
import {
  createMember,
  findMemberById,
  findMemberByUsername,
  loginResponse,
} from '../../core/members.ts';
import { assertMemberActive } from '../../core/sessions.ts';
import type { IssuedSession, MemberRow } from '../../core/sessions.ts';
import {
  checkNewPassword,
  checkPhone,
  maskUsername,
  memberRules,
  normaliseEmail,
} from './rules.ts';

/** Puts a freshly issued token in the answer's headers, as authenticated answers carry it. */
function setSessionHeaders(reply: FastifyReply, session: IssuedSession): void {
  reply.header(AUTHORIZATION_HEADER, `${BEARER_PREFIX}${session.token}`);
  reply.header(TOKEN_REFRESH_TIME_HEADER, String(session.issuedAt));
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

/** The auth area's bindings. */
export function authRoutes(ctx: AppContext): Binding[] {
  const { db, passwords, sessions, codes, loginGuard, config } = ctx;

  async function findQr(brandId: string, code: string, kind: 'account' | 'invite'): Promise<QrRow> {
    const [qr] = await db
      .select()
      .from(qrCodes)
      .where(and(eq(qrCodes.brandId, brandId), eq(qrCodes.code, code)));
    if (!qr || qr.kind !== kind) throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
    return qr;
  }

  /**
   * Checks a password against a member, keeping the failure counters and locking the account
   * at the limit. Unknown members cost the same time as known ones.
   */
  async function verifyPassword(
    brand: Brand,
    username: string,
    member: MemberRow | undefined,
    password: string,
    ip: string,
  ) {
    const ok = member
      ? await passwords.verify(password, member.passwordHash)
      : (await passwords.dummyVerify(password), false);
    if (ok && member) return member;
    await loginGuard.record(brand.id, username, ip);
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
          .set({ status: UserStatus.Locked, updatedAt: new Date(ctx.now()) })
          .where(eq(members.id, member.id));
        await sessions.revokeMember(member.id, 'locked');
        throw new ApiError('ACCOUNT_LOCKED');
      }
    }
    throw new ApiError('INVALID_CREDENTIALS');
  }

  /** After a right password: status checks, counters reset, maybe a rehash, then a session or a ticket. */
  async function completeLogin(
    brand: Brand,
    member: MemberRow,
    password: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    assertMemberActive(member);
    await loginGuard.clear(brand.id, member.username);
    await db
      .update(members)
      .set({ failedLogins: 0, lastLoginAt: new Date(ctx.now()) })
      .where(eq(members.id, member.id));
    // A hash below the current cost is upgraded now, while the password is known; only if it is
    // still the one just checked, so a password changed meanwhile is never put back.
    if (passwords.needsRehash(member.passwordHash)) {
      await db
        .update(members)
        .set({ passwordHash: await passwords.hash(password) })
        .where(and(eq(members.id, member.id), eq(members.passwordHash, member.passwordHash)));
    }
    if (member.mustChangePassword) {
      const ticket = await codes.issueTicket(brand.id, member.id, 'initial_password');
      return loginResponse(db, member, ticket.token, ctx.now(), true);
    }
    return issueSession(brand, member, request, reply);
  }

  async function issueSession(
    brand: Brand,
    member: MemberRow,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const session = await sessions.issue(brand.id, member.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionHeaders(reply, session);
    return loginResponse(db, member, session.token, session.issuedAt, false);
  }

  async function requireCaptcha(
    brand: Brand,
    username: string,
    ip: string,
    id?: string,
    code?: string,
  ) {
    if ((await loginGuard.failures(brand.id, username, ip)) < config.captchaAfterFailures) return;
    if (!id || !code) throw new ApiError('CAPTCHA_REQUIRED', { field: 'captcha_code' });
    if (!(await ctx.captcha.consume(brand.id, id, code)))
      throw new ApiError('CAPTCHA_INVALID', { field: 'captcha_code' });
  }

  async function setPassword(member: MemberRow, password: string) {
    await db
      .update(members)
      .set({
        passwordHash: await passwords.hash(password),
        mustChangePassword: false,
        updatedAt: new Date(ctx.now()),
      })
      .where(eq(members.id, member.id));
    await db
      .update(qrCodes)
      .set({ status: QrCodeStatus.Used, usedAt: new Date(ctx.now()) })
      .where(
        and(
          eq(qrCodes.memberId, member.id),
          eq(qrCodes.kind, 'account'),
          eq(qrCodes.status, QrCodeStatus.Unused),
        ),
      );
  }

  return [
    bind(login, async ({ brand, body, ip, request, reply }) => {
      requireField('username', body.username, 'PLEASE_ENTER_USERNAME');
      requireField('password', body.password, 'PLEASE_ENTER_PASSWORD');
      await requireCaptcha(brand, body.username, ip, body.captcha_id, body.captcha_code);
      const found = await findMemberByUsername(db, brand.id, body.username);
      const member = await verifyPassword(brand, body.username, found, body.password, ip);
      return completeLogin(brand, member, body.password, request, reply);
    }),

    bind(register, async ({ brand, body, request, reply }) => {
      const { config: settings, bounds } = memberRules(brand);
      check('username', validateUsername(body.username, bounds.username));
      checkNewPassword(brand, body.password, body.password_confirmation);
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
        qr = await findQr(brand.id, body.qr_code, 'invite');
        assertQrStatus(effectiveStatus(qr, ctx.now()), [QrCodeStatus.Unused]);
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
          .set({ status: QrCodeStatus.Used, usedAt: new Date(ctx.now()) })
          .where(and(eq(qrCodes.id, qr.id), eq(qrCodes.status, QrCodeStatus.Unused)))
          .returning({ id: qrCodes.id });
        if (!claimed) throw new ApiError('QR_CODE_USED', { field: 'qr_code' });
      }
      let member: MemberRow;
      try {
        member = await createMember(
          db,
          {
            brandId: brand.id,
            currencyCode: brand.currencyCode,
            username: body.username,
            passwordHash: await passwords.hash(body.password),
            registrationType,
            realName,
            email: email ? normaliseEmail(email) : null,
            emailVerified,
            mobileArea: phone?.area ?? null,
            mobile: phone?.number ?? null,
            mobileVerified,
            referrerId,
          },
          ctx.now(),
        );
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides.
        if (await findMemberByUsername(db, brand.id, body.username)) {
          throw new ApiError('USERNAME_TAKEN', { field: 'username', key: 'USERNAME_TAKEN' });
        }
        throw error;
      }
      return issueSession(brand, member, request, reply);
    }),

    bind(logout, async ({ auth, reply }) => {
      await sessions.revoke(auth.sessionId, 'logout');
      reply.removeHeader('authorization');
      reply.removeHeader('x-token-refresh-time');
      return { ok: true as const };
    }),

    bind(isRegistered, async ({ brand, query }) => ({
      registered: (await findMemberByUsername(db, brand.id, query.username)) !== undefined,
    })),

    bind(getInvite, async ({ brand, params }) => {
      const [referrer] = await db
        .select({ username: members.username })
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.inviteCode, params.code)));
      if (!referrer) throw new ApiError('INVITE_CODE_INVALID', { field: 'code' });
      return { code: params.code, referrer: maskUsername(referrer.username) };
    }),

    bind(getQrCode, async ({ brand, params }) => {
      const [qr] = await db
        .select()
        .from(qrCodes)
        .where(and(eq(qrCodes.brandId, brand.id), eq(qrCodes.code, params.code)));
      if (!qr) throw new ApiError('QR_CODE_INVALID', { field: 'code' });
      const status = effectiveStatus(qr, ctx.now()) as 1 | 2 | 3 | 4;
      return {
        code: qr.code,
        kind: qr.kind === 'invite' ? ('invite' as const) : ('account' as const),
        status,
      };
    }),

    bind(qrCodeLogin, async ({ brand, body, ip, request, reply }) => {
      const qr = await findQr(brand.id, body.qr_code, 'account');
      const status = effectiveStatus(qr, ctx.now());
      assertQrStatus(status, [QrCodeStatus.Unused, QrCodeStatus.Used]);
      const found = await findMemberById(db, brand.id, qr.memberId);
      if (!found) throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
      const member = await verifyPassword(brand, found.username, found, body.password, ip);
      if (status === QrCodeStatus.Unused && !member.mustChangePassword) {
        await db.update(members).set({ mustChangePassword: true }).where(eq(members.id, member.id));
        member.mustChangePassword = true;
      }
      return completeLogin(brand, member, body.password, request, reply);
    }),

    bind(qrCodeRegister, async ({ brand, body, ip, request, reply }) => {
      const qr = await findQr(brand.id, body.qr_code, 'account');
      assertQrStatus(effectiveStatus(qr, ctx.now()), [QrCodeStatus.Unused]);
      checkNewPassword(brand, body.password, body.password_confirmation);
      const found = await findMemberById(db, brand.id, qr.memberId);
      if (!found) throw new ApiError('QR_CODE_INVALID', { field: 'qr_code' });
      const member = await verifyPassword(brand, found.username, found, body.oldPwd, ip);
      assertMemberActive(member);
      await setPassword(member, body.password);
      await loginGuard.clear(brand.id, member.username);
      await db
        .update(members)
        .set({ failedLogins: 0, lastLoginAt: new Date(ctx.now()) })
        .where(eq(members.id, member.id));
      return issueSession(brand, { ...member, mustChangePassword: false }, request, reply);
    }),

    bind(changeInitialPassword, async ({ brand, body, request, reply }) => {
      checkNewPassword(brand, body.password, body.password_confirmation);
      const memberId = await codes.consumeTicket(brand.id, body.ticket, 'initial_password');
      if (memberId === undefined) throw new ApiError('RESET_TOKEN_INVALID', { field: 'ticket' });
      const member = await findMemberById(db, brand.id, memberId);
      if (!member) throw new ApiError('RESET_TOKEN_INVALID', { field: 'ticket' });
      assertMemberActive(member);
      await setPassword(member, body.password);
      return issueSession(brand, { ...member, mustChangePassword: false }, request, reply);
    }),
  ];
}
