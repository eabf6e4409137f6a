/**
 * How a request proves the session: the spec's bearer token (`bearer`, the default), or the
 * API's HttpOnly session cookie (`cookie`), where no token is ever in JavaScript. Under the
 * cookie transport the session stores {@link COOKIE_SESSION_MARKER} in the token's place (with
 * the refresh time as usual), so "signed in" (a token present), guards and the cross-tab sync
 * work unchanged, and nothing stored is worth stealing.
 *
 * The cookie transport needs the API on the page's own origin: the cookie is `__Host-` and
 * `SameSite=Strict`, and calls send it with `credentials: 'same-origin'`.
 */
import {
  AUTHORIZATION_HEADER,
  BEARER_PREFIX,
  COOKIE_TRANSPORT,
  CSRF_HEADER,
  SESSION_TRANSPORT_HEADER,
} from '@lobby/contract/core';

/** How requests prove the session; see the module comment. */
export type SessionTransport = 'bearer' | 'cookie';

/** What the session stores as its "token" under the cookie transport: a non-secret marker. */
export const COOKIE_SESSION_MARKER = 'cookie-session';

/** What a request carries for the session, whatever its transport. */
export interface SessionCredentials {
  /** Headers to add (the bearer header, or the cookie transport's and CSRF headers). */
  readonly headers: Readonly<Record<string, string>>;
  /** The fetch `credentials` mode: the cookie transport's same-origin cookie; else none given. */
  readonly credentials?: 'same-origin';
}

/**
 * What a request carries for the session: under `bearer`, the stored token (if any) in
 * `Authorization`; under `cookie`, the transport header (so a sign-in sets the cookie rather
 * than answering the token) and the CSRF header, every time, and the browser's cookie.
 */
export function sessionCredentials(
  transport: SessionTransport,
  stored: string | undefined,
): SessionCredentials {
  if (transport === 'cookie')
    return {
      headers: { [SESSION_TRANSPORT_HEADER]: COOKIE_TRANSPORT, [CSRF_HEADER]: '1' },
      credentials: 'same-origin',
    };
  return {
    headers: stored === undefined ? {} : { [AUTHORIZATION_HEADER]: `${BEARER_PREFIX}${stored}` },
  };
}

/**
 * The token an answer refreshes the session with: under `bearer`, the one in its
 * `Authorization` header; under `cookie`, the marker when the session is signed in (the cookie
 * itself is the browser's business; only the refresh time is news).
 */
export function answeredToken(
  transport: SessionTransport,
  authorization: string | null,
  stored: string | undefined,
): string | undefined {
  if (transport === 'cookie') return stored === undefined ? undefined : COOKIE_SESSION_MARKER;
  if (!authorization || !authorization.startsWith(BEARER_PREFIX)) return undefined;
  const token = authorization.slice(BEARER_PREFIX.length).trim();
  return token || undefined;
}
