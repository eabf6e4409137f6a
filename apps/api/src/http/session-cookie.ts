/**
 * The session's two transports. Bearer (the spec's): the token travels in `Authorization` both
 * ways. Cookie (opt-in, for a browser site served from this API's origin): the token lives in
 * the HttpOnly {@link SESSION_COOKIE} only, so no script can read it, and every
 * cookie-authenticated unsafe call must prove it comes from the brand's own pages (CSRF).
 *
 * A request carrying a bearer header is a bearer request, cookie or not: bearer wins.
 */
import {
  AUTHORIZATION_HEADER,
  BEARER_PREFIX,
  COOKIE_SESSION_TOKEN,
  COOKIE_TRANSPORT,
  CSRF_HEADER,
  SESSION_COOKIE,
  SESSION_TRANSPORT_HEADER,
  TOKEN_REFRESH_TIME_HEADER,
} from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../base/brands.ts';
import { ApiError } from '../base/errors.ts';

/**
 * How long the browser keeps the cookie: the 30 days the spec's client keeps its token cookie.
 * The server's idle expiry (and any absolute lifetime) ends the session well before; the
 * browser must still send it then, so the answer is SESSION_EXPIRED as with a bearer token.
 */
const COOKIE_MAX_AGE_S = 30 * 86_400;

/** Methods a CSRF defence must guard: every one that may change something. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The credentials a request presents, and how. */
export interface Credentials {
  readonly token: string;
  readonly via: 'bearer' | 'cookie';
}

/** The value of one cookie in a `Cookie` header, if sent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The request's session credentials: its bearer token, else its session cookie. */
export function credentialsOf(request: FastifyRequest): Credentials | undefined {
  const header = request.headers[AUTHORIZATION_HEADER];
  if (typeof header === 'string' && header.startsWith(BEARER_PREFIX)) {
    const token = header.slice(BEARER_PREFIX.length).trim();
    if (token) return { token, via: 'bearer' };
  }
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return token ? { token, via: 'cookie' } : undefined;
}

/**
 * Whether the session answered to this request goes in the cookie: it presented the cookie (and
 * no bearer header, which wins), or, presenting nothing, asked for the cookie transport.
 */
export function usesCookie(request: FastifyRequest): boolean {
  const presented = credentialsOf(request);
  if (presented) return presented.via === 'cookie';
  return request.headers[SESSION_TRANSPORT_HEADER] === COOKIE_TRANSPORT;
}

/**
 * The `Set-Cookie` value of the session cookie. `__Host-` demands Secure, Path=/ and no Domain;
 * browsers accept Secure cookies from http://localhost and 127.0.0.1 (potentially trustworthy
 * origins), so development works. Strict: the cookie is only ever needed on the site's own
 * fetches (same-site); a navigation from another site loads the public page, whose calls then
 * send it.
 */
function sessionCookie(value: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; Secure; HttpOnly; SameSite=Strict`;
}

const expiredCookie = () => sessionCookie('', 0);

/**
 * Puts a session token on the answer by the request's transport: the `Authorization` header,
 * or the cookie (set only when it is not the one sent, i.e. at sign-in and rotation). The
 * refresh time header goes either way: under the cookie it is the client's signed-in marker.
 */
export function answerToken(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  refreshTime: number,
): void {
  if (usesCookie(request)) {
    if (cookieValue(request.headers.cookie, SESSION_COOKIE) !== token)
      reply.header('set-cookie', sessionCookie(token, COOKIE_MAX_AGE_S));
  } else {
    reply.header(AUTHORIZATION_HEADER, `${BEARER_PREFIX}${token}`);
  }
  reply.header(TOKEN_REFRESH_TIME_HEADER, String(refreshTime));
}

/** The `token` a session-issuing answer's body carries: none under the cookie transport. */
export function bodyToken(request: FastifyRequest, token: string): string {
  return usesCookie(request) ? COOKIE_SESSION_TOKEN : token;
}

/** Takes the session off the answer: no token headers, and the cookie (if sent) expired. */
export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader(AUTHORIZATION_HEADER);
  reply.removeHeader(TOKEN_REFRESH_TIME_HEADER);
  reply.removeHeader('set-cookie');
  if (cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined)
    reply.header('set-cookie', expiredCookie());
}

/** The origins a brand's own pages are served from: its hosts (https, and http in development) and its allowed origins. */
function isBrandOrigin(origin: string, brand: Brand, request: FastifyRequest): boolean {
  if (brand.corsOrigins.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  // The page this API serves itself (http/site.ts) is the request's own origin.
  if (host === request.host.toLowerCase()) return true;
  const hostname = host.replace(/:\d+$/, '');
  return brand.hosts.some((h) => h.toLowerCase() === hostname);
}

/**
 * The CSRF check of a cookie-authenticated call: an unsafe method must carry
 * `X-Lobby-CSRF: 1` (which no cross-site page can send without a preflight the brand's
 * allowlist decides) and an Origin of the brand's (browsers send Origin on every non-GET
 * fetch). 403 CSRF_REFUSED otherwise. Bearer and safe calls pass.
 */
export function assertCsrfSafe(request: FastifyRequest, brand: Brand, via: Credentials['via']) {
  if (via !== 'cookie' || SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (request.headers[CSRF_HEADER] !== '1') throw new ApiError('CSRF_REFUSED');
  if (typeof origin !== 'string' || !isBrandOrigin(origin, brand, request))
    throw new ApiError('CSRF_REFUSED');
}
