/**
 * Bindings of `@lobby/contract/auth` (rules in `service.ts`). The session headers stay here:
 * a new session's token goes on the answer, and logout takes it off.
 */
import { DEVICE_ID_HEADER } from '@lobby/contract';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from '../../core/security/sessions.ts';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import { answerToken, bodyToken, clearSession } from '../../http/session-cookie.ts';
import type { Binding } from '../../http/endpoints.ts';
import type { Client } from './service.ts';
import {
  inviteOf,
  isUsernameRegistered,
  logIn,
  logInWithQr,
  qrCodeOf,
  registerMember,
  registerWithQr,
  setInitialPassword,
} from './service.ts';

/** One value of a request header (the first, when repeated). */
function headerValue(request: FastifyRequest, name: string | undefined): string | undefined {
  const value = name === undefined ? undefined : request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client as the service sees it: its address, user agent, device id, place and language,
 * and where a token goes — on the answer as authenticated answers carry it (the bearer header,
 * or the session cookie when the client asked for the cookie transport, whose answer body then
 * carries no token).
 */
export function clientOf(
  ctx: AppContext,
  ip: string,
  locale: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Client {
  return {
    ip,
    userAgent: request.headers['user-agent'],
    deviceId: headerValue(request, DEVICE_ID_HEADER),
    place: headerValue(request, ctx.config.placeHeader),
    locale,
    onSession: (session: IssuedSession) => {
      answerToken(request, reply, session.token, session.issuedAt);
      return bodyToken(request, session.token);
    },
  };
}

/** The auth area's bindings. */
export function authRoutes(ctx: AppContext): Binding[] {
  return [
    bind(login, async ({ brand, body, ip, locale, request, reply }) =>
      logIn(ctx, brand, body, clientOf(ctx, ip, locale, request, reply)),
    ),
    bind(register, async ({ brand, body, locale, request, reply }) =>
      registerMember(ctx, brand, body, clientOf(ctx, request.ip, locale, request, reply)),
    ),
    bind(logout, async ({ auth, request, reply }) => {
      await ctx.sessions.revoke(auth.sessionId, 'logout');
      clearSession(request, reply);
      return { ok: true as const };
    }),
    bind(isRegistered, async ({ brand, query }) =>
      isUsernameRegistered(ctx, brand.id, query.username),
    ),
    bind(getInvite, async ({ brand, params }) => inviteOf(ctx, brand.id, params.code)),
    bind(getQrCode, async ({ brand, params }) => qrCodeOf(ctx, brand.id, params.code)),
    bind(qrCodeLogin, async ({ brand, body, ip, locale, request, reply }) =>
      logInWithQr(ctx, brand, body, clientOf(ctx, ip, locale, request, reply)),
    ),
    bind(qrCodeRegister, async ({ brand, body, ip, locale, request, reply }) =>
      registerWithQr(ctx, brand, body, clientOf(ctx, ip, locale, request, reply)),
    ),
    bind(changeInitialPassword, async ({ brand, body, locale, request, reply }) =>
      setInitialPassword(ctx, brand, body, clientOf(ctx, request.ip, locale, request, reply)),
    ),
  ];
}
