/**
 * Answers a page's server may hand the site inside the page itself: the calls a guest's first
 * screen makes (start-up's configuration, the home's banners and games), answered while the page
 * is served, so a phone does not wait for them one round trip after another once the site's code
 * has arrived. The site answers those calls from the page, once each, and asks the API for the
 * rest; a page served without them (a static host, another origin) works as before.
 */

/**
 * The comment a site's page holds where its server may put the primed answers: a page without it
 * (one that does not read them) gets none.
 */
export const PRIMED_ANSWERS_PLACEHOLDER = '<!--lobby-primed-answers-->';

/**
 * The text a site's page holds wherever its server puts the response's CSP nonce (the shells'
 * build writes it as Vite's `html.cspNonce`): on the page's scripts, styles and preloads.
 */
export const CSP_NONCE_PLACEHOLDER = 'LOBBY_CSP_NONCE';

/**
 * Where a site's build writes which files each of some routes loads ({@link RoutePreloads}),
 * beside its page: the page's server, knowing the route of the URL it serves, puts them into
 * the page as module preloads.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** {@link ROUTE_PRELOADS_FILE}'s content: by route name, file paths from the site's root. */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/** The id of the page element (`<script type="application/json">`) holding {@link PrimedAnswers}. */
export const PRIMED_ANSWERS_ID = 'lobby-primed-answers';

/** What the page element holds: the body of each call's answer (status 200) by {@link primedAnswerKey}. */
export interface PrimedAnswers {
  readonly answers: Readonly<Record<string, string>>;
}

/**
 * The key of a call among the primed answers: its path, then its query parameters in name
 * order, so the server and the site agree however each built the URL.
 */
export function primedAnswerKey(url: URL): string {
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
