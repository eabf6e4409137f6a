/**
 * Wire-level constants both sides share: prefixes, header names and the session timings the
 * client mirrors. Written once here so a renamed header cannot silently break refresh.
 */

/** Prefix of every `api` endpoint path. */
export const API_PREFIX = '/api/v1';

/** The request header carrying the session token, and the response header refreshing it. */
export const AUTHORIZATION_HEADER = 'authorization';

/** Response header with the Unix milliseconds at which the returned token was (re)confirmed. */
export const TOKEN_REFRESH_TIME_HEADER = 'x-token-refresh-time';

/** Request header choosing the brand when the Host does not. */
export const BRAND_HEADER = 'x-lobby-brand';

/**
 * Request header carrying the site's device id: a long-lived random value the browser keeps
 * (localStorage), so a sign-in from a device seen before is not announced to the member as a
 * new one. Clients that keep none omit it.
 */
export const DEVICE_ID_HEADER = 'x-lobby-device';

/** Response header echoing the request id, for support tickets and log correlation. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Query parameter naming the brand, as {@link BRAND_HEADER} does (the header wins when both are
 * sent). A browser's CORS preflight carries the URL's query but none of the page's headers, so a
 * brand-scoped browser app names its brand here for the preflight to be judged by that brand.
 */
export const BRAND_PARAM = 'brand';

/** Query parameter selecting the language of messages and content, accepted by every call. */
export const LOCALE_PARAM = 'locale';

/** Prefix of the bearer scheme in {@link AUTHORIZATION_HEADER}. */
export const BEARER_PREFIX = 'Bearer ';

/**
 * Request header choosing the session transport: `cookie` ({@link COOKIE_TRANSPORT}) on a call
 * that issues a session makes the server keep the token in the HttpOnly
 * {@link SESSION_COOKIE} instead of answering it (the body's `token` is then
 * {@link COOKIE_SESSION_TOKEN}). Absent: the bearer token, as the spec has it.
 */
export const SESSION_TRANSPORT_HEADER = 'x-lobby-session';

/** The {@link SESSION_TRANSPORT_HEADER} value asking for the cookie transport. */
export const COOKIE_TRANSPORT = 'cookie';

/**
 * The session cookie: `__Host-` so it is host-only, `Path=/` and `Secure`; HttpOnly, so no
 * script (nor an injected one) can read the token. Sent only where no bearer header is.
 */
export const SESSION_COOKIE = '__Host-lobby_session';

/**
 * What a session-issuing answer's `token` field holds under the cookie transport: empty, the
 * token being in the cookie only. (A `change_password` ticket is no session and is kept.)
 */
export const COOKIE_SESSION_TOKEN = '';

/**
 * Request header every cookie-authenticated unsafe call (POST, PUT, PATCH, DELETE) must carry
 * as `1`: a custom header a cross-site page cannot send without a CORS preflight the brand's
 * allowlist refuses. With an Origin check, the CSRF defence of the cookie transport.
 */
export const CSRF_HEADER = 'x-lobby-csrf';

/** The algorithm name `/key` answers with: RSA-OAEP with SHA-256 (2048-bit keys). */
export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256';

/** Separator between key id and ciphertext in an encrypted field value. */
export const ENCRYPTED_VALUE_SEPARATOR = ':';

/** The brand used when neither Host nor {@link BRAND_HEADER} names one. */
export const DEFAULT_BRAND = 'default';

/** The request header carrying the idempotency key of a money-moving call. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What an idempotency key may look like (so it can be logged and indexed safely). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

/** What the file name of a generated artwork (`games.media`) looks like: `<id>.svg`. */
export const MEDIA_FILE_PATTERN = '^[A-Za-z0-9_-]{1,32}\\.svg$';

/**
 * The Server-Sent Events name of a balance change on `wallet.events` (its data is a
 * `BalanceEvent`). Here, with no schema, so a browser reads the stream without TypeBox.
 */
export const BALANCE_EVENT_NAME = 'balance';

/**
 * The Server-Sent Events name of a change of the member's unread messages on `wallet.events`
 * (its data is an `UnreadCount`): the same stream as the balance, so a page holds one
 * connection for everything the API pushes to a member.
 */
export const UNREAD_EVENT_NAME = 'unread';

/**
 * Path prefixes that belong to the API server rather than to a brand's site: its calls
 * ({@link API_PREFIX}), language files, media, the demo services' pages, the provider wallet
 * API, the loopback ops channel and the probes (`/metrics` answers only on the metrics port).
 * A site's page fallback never answers them, a site's service worker never touches them, and a
 * brand's dev server proxies them to the API.
 */
export const SERVER_PATH_PREFIXES = [
  '/api/',
  '/frontend/',
  '/media/',
  '/demo/',
  '/provider/',
  '/_ops/',
  '/healthz',
  '/readyz',
  '/metrics',
] as const;

/** Whether `path` (no query) is the API server's: one of {@link SERVER_PATH_PREFIXES}. */
export function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some(
    (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
  );
}

/**
 * Entries that moved to another area and kept their id, by id: the area that holds them now.
 * An id is stored with idempotency keys and labels the metrics, so it outlives a move: the
 * transfers between the main wallet and the game wallets are wallet calls with `games.` ids.
 */
export const MOVED_ENTRY_AREAS: Readonly<Record<string, string>> = {
  'games.transfer': 'wallet',
  'games.transferInfo': 'wallet',
  'games.channelBalance': 'wallet',
  'games.recallAll': 'wallet',
  'games.transfers': 'wallet',
  'games.transferRetry': 'wallet',
};

/** The area an entry id belongs to: the part before the dot, unless the entry moved since. */
export function areaOfId(id: string): string {
  return MOVED_ENTRY_AREAS[id] ?? id.slice(0, Math.max(id.indexOf('.'), 0));
}
