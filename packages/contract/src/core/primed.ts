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

/**
 * Where the splash in a brand shell's page root ends: its server may put a drawing of the first
 * screen in place of the root's content up to here.
 */
export const FIRST_SCREEN_PLACEHOLDER = '<!--lobby-first-screen-->';

/**
 * The id of the template a page's server moves the page's module preloads into when it draws
 * the first screen: the page's entry puts them back, and asks for its code, once the drawing
 * has painted.
 */
export const DEFERRED_CODE_ID = 'lobby-deferred-code';

/** The opening tag of a brand shell's page root, where its content begins. */
export const PAGE_ROOT_OPEN = '<div id="root">';

/**
 * Where a brand site's build writes its server module (a {@link FirstScreenRenderer}), beside
 * the page in a dot-folder the page's server never serves.
 */
export const FIRST_SCREEN_RENDERER_FILE = '.server/first-screen.mjs';

/** What a page's server knows of a page request it asks a site to draw. */
export interface FirstScreenRequest {
  /** The page's absolute address. */
  readonly url: string;
  /** The request's `Cookie` header. */
  readonly cookie?: string;
  /** Whether the device is a phone or tablet (its client hints or user agent). */
  readonly mobile: boolean;
  /** Answers the site's calls: the server's own API. */
  readonly fetch: typeof fetch;
}

/** A drawn first screen: the markup for the site's root element and the styles it uses. */
export interface DrawnFirstScreen {
  readonly html: string;
  /** `<style>` elements for the page's head. */
  readonly styles: string;
}

/**
 * {@link FIRST_SCREEN_RENDERER_FILE}'s export: draws a guest's first screen of the page
 * requested, or answers `undefined` when the page should start without a drawing.
 */
export interface FirstScreenRenderer {
  renderFirstScreen(request: FirstScreenRequest): Promise<DrawnFirstScreen | undefined>;
}
