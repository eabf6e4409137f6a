/**
 * Which session transport the member site uses. The HttpOnly cookie (no token in JavaScript)
 * when the API is on the page's own origin — the brand site served by the API — as the cookie
 * is `__Host-` and `SameSite=Strict` and only same-origin calls send it. A brand whose API is
 * elsewhere keeps the spec's bearer token: a cross-site cookie would be a third-party cookie,
 * which browsers block, and would need credentialed CORS besides.
 */
import type { SessionTransport } from '@lobby/api-client';

/** The transport for a page at `pageOrigin` calling the API at `apiUrl`. */
export function siteSessionTransport(apiUrl: string, pageOrigin: string): SessionTransport {
  try {
    return new URL(apiUrl, pageOrigin).origin === new URL(pageOrigin).origin ? 'cookie' : 'bearer';
  } catch {
    return 'bearer';
  }
}
