/**
 * The service worker's decisions, as pure functions the worker (`service-worker.ts`) applies and
 * tests read: which requests it answers and how, which caches it drops, which language and look
 * its offline page takes. The worker answers the shell's hashed files from its precache and a
 * page's navigation from the network (the offline page when the network is down); everything
 * else, the API's answers and money above all, goes to the network untouched and is never stored.
 */
import { isServerPath } from '@lobby/contract/core';

/** What the build hands the worker (`@lobby/vite-config`'s `pwa.ts` writes it into `sw.js`). */
export interface WorkerConfig {
  /** The build's version: a hash of its file list, so every deployment has its own. */
  readonly version: string;
  /** Same-origin paths fetched at install and answered from the cache (the shell's start files). */
  readonly precache: readonly string[];
  /** The languages the offline page is written in, the first being the brand's default. */
  readonly locales: readonly string[];
  /** The offline page's texts by language (`site.json`'s `offline` group). */
  readonly texts: Readonly<Record<string, OfflineTexts>>;
  /** The offline page's look, from the theme's tokens. */
  readonly look: OfflineLook;
}

/** The offline page's texts in one language. */
interface OfflineTexts {
  readonly title: string;
  readonly message: string;
  readonly retry: string;
}

/** The theme tokens the offline page is drawn with. */
interface OfflineLook {
  readonly name: string;
  readonly background: string;
  readonly text: string;
  readonly accent: string;
  readonly accentText: string;
  readonly colorScheme: string;
}

/** The message a page posts to a waiting worker to make it take over (the prompt's Reload). */
export const SKIP_WAITING = 'lobby:skip-waiting';

/** The prefix of every cache the worker makes; caches of other versions are dropped. */
const CACHE_PREFIX = 'lobby-shell-';

/** The parts of a request the routing reads. */
interface RoutedRequest {
  readonly method: string;
  readonly url: string;
  /** `Request.mode`: `navigate` for a page load. */
  readonly mode: string;
}

/**
 * How the worker answers a request: `pass` leaves it to the browser (the worker does not call
 * `respondWith`), `precache` answers from the cache first, `navigate` asks the network and falls
 * back to the offline page.
 */
type Route = 'pass' | 'precache' | 'navigate';

/** How the worker of `origin` with `precache` answers `request`. */
export function routeOf(
  request: RoutedRequest,
  origin: string,
  precache: ReadonlySet<string>,
): Route {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin || isServerPath(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'navigate';
  if (precache.has(url.pathname) && url.search === '') return 'precache';
  return 'pass';
}

/** The cache of `version`. */
export function cacheNameOf(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** The caches among `names` a worker of `version` drops once it is active (older deployments'). */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(version));
}

/** A language tag's match among `locales` (`ja-JP` → `ja`, `zh-Hans-CN` → `zh-CN`), if any. */
function matchLocale(tag: string, locales: readonly string[]): string | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = locales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return locales.find((l) => l.toLowerCase().split('-')[0] === base);
}

/**
 * The offline page's language: the address's `lang`, else the language the site keeps in its
 * cookie (`lobby_locale`), else the browser's first accepted language the brand has, else the
 * brand's default (the first of `locales`).
 */
export function offlineLocale(
  url: string,
  cookie: string | null,
  acceptLanguage: string | null,
  locales: readonly string[],
): string {
  const fromUrl = (() => {
    try {
      const params = new URL(url).searchParams;
      return params.get('lang') ?? params.get('locale') ?? '';
    } catch {
      return '';
    }
  })();
  const fromCookie = /(?:^|;\s*)lobby_locale=([^;]*)/.exec(cookie ?? '')?.[1] ?? '';
  const accepted = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? '');
  for (const tag of [fromUrl, decodeURIComponent(fromCookie), ...accepted]) {
    const match = matchLocale(tag, locales);
    if (match) return match;
  }
  return locales[0] ?? 'en';
}

/** Text safe inside HTML. */
function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** The offline page's style sheet, in the theme's colours. */
export function offlineStyles(look: OfflineLook): string {
  return (
    `.lobby-offline{box-sizing:border-box;min-height:100vh;margin:0;display:grid;place-items:center;padding:24px;` +
    `background:${look.background};color:${look.text};color-scheme:${look.colorScheme};` +
    `font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Hiragino Sans","Noto Sans CJK SC",sans-serif;text-align:center}` +
    `.lobby-offline h1{margin:0 0 8px;font-size:1.5rem}` +
    `.lobby-offline p{margin:0 0 24px}` +
    `.lobby-offline a{display:inline-block;padding:12px 24px;border-radius:8px;background:${look.accent};` +
    `color:${look.accentText};font-weight:700;text-decoration:none}` +
    `.lobby-offline a:focus-visible{outline:3px solid ${look.text};outline-offset:3px}`
  );
}

/** The offline page's content (its `<main>`), in `texts`; its link tries `retryUrl` again. */
export function offlineBody(look: OfflineLook, texts: OfflineTexts, retryUrl: string): string {
  return (
    `<main class="lobby-offline"><div>` +
    `<p aria-hidden="true"><strong>${escapeHtml(look.name)}</strong></p>` +
    `<h1>${escapeHtml(texts.title)}</h1>` +
    `<p>${escapeHtml(texts.message)}</p>` +
    `<a href="${escapeHtml(retryUrl)}">${escapeHtml(texts.retry)}</a>` +
    `</div></main>`
  );
}

/** The whole offline page for a navigation to `url` in `locale`: no script, no request of its own. */
export function offlinePage(config: WorkerConfig, locale: string, url: string): string {
  const texts = config.texts[locale] ?? Object.values(config.texts)[0];
  if (!texts) throw new Error('The worker has no offline texts');
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="theme-color" content="${escapeHtml(config.look.background)}">` +
    `<title>${escapeHtml(texts.title)} · ${escapeHtml(config.look.name)}</title>` +
    `<style>body{margin:0}${offlineStyles(config.look)}</style></head>` +
    `<body>${offlineBody(config.look, texts, url)}</body></html>`
  );
}
