/**
 * Bindings of `@lobby/contract/auth` (rules in `service.ts`). The session headers stay here:
 * a new session's token goes on the answer, and logout takes it off.
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from '../../core/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
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

/** Puts a freshly issued token in the answer's headers, as authenticated answers carry it. */
function setSessionHeaders(reply: FastifyReply, session: IssuedSession): void {
  reply.header(AUTHORIZATION_HEADER, `${BEARER_PREFIX}${session.token}`);
  reply.header(TOKEN_REFRESH_TIME_HEADER, String(session.issuedAt));
}

/** The client as the service sees it: its address, its user agent, and where a token goes. */
export function clientOf(ip: string, request: FastifyRequest, reply: FastifyReply): Client {
  return {
    ip,
    userAgent: request.headers['user-agent'],
    onSession: (session) => setSessionHeaders(reply, session),
  };
}

/** The auth area's bindings. */
export function authRoutes(ctx: AppContext): Binding[] {
  return [
    bind(login, async ({ brand, body, ip, request, reply }) =>
      logIn(ctx, brand, body, clientOf(ip, request, reply)),
    ),
    bind(register, async ({ brand, body, request, reply }) =>
      registerMember(ctx, brand, body, clientOf(request.ip, request, reply)),
    ),
    bind(logout, async ({ auth, reply }) => {
      await ctx.sessions.revoke(auth.sessionId, 'logout');
      reply.removeHeader('authorization');
      reply.removeHeader('x-token-refresh-time');
      return { ok: true as const };
    }),
    bind(isRegistered, async ({ brand, query }) =>
      isUsernameRegistered(ctx, brand.id, query.username),
    ),
    bind(getInvite, async ({ brand, params }) => inviteOf(ctx, brand.id, params.code)),
    bind(getQrCode, async ({ brand, params }) => qrCodeOf(ctx, brand.id, params.code)),
    bind(qrCodeLogin, async ({ brand, body, ip, request, reply }) =>
      logInWithQr(ctx, brand, body, clientOf(ip, request, reply)),
    ),
    bind(qrCodeRegister, async ({ brand, body, ip, request, reply }) =>
      registerWithQr(ctx, brand, body, clientOf(ip, request, reply)),
    ),
    bind(changeInitialPassword, async ({ brand, body, request, reply }) =>
      setInitialPassword(ctx, brand, body, clientOf(request.ip, request, reply)),
    ),
  ];
}
