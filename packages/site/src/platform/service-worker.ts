/**
 * The site's service worker, built into each brand's `sw.js` by `@lobby/vite-config` with the
 * build's {@link WorkerConfig} in place of `__LOBBY_WORKER__`. At install it fetches the shell's
 * start files into a cache of the build's version; it answers those from the cache, a page's
 * navigation from the network with the offline page when the network is down, and leaves
 * everything else (the API, money, images) to the browser: it stores no answer of the API.
 *
 * A new deployment's worker installs beside the running one and waits: the page sees it
 * waiting and offers a reload (`service-worker-client.ts`), whose tap posts {@link SKIP_WAITING}.
 */
import {
  SKIP_WAITING,
  cacheNameOf,
  offlineLocale,
  offlinePage,
  routeOf,
  staleCaches,
} from './service-worker-routing.ts';
import type { WorkerConfig } from './service-worker-routing.ts';

declare const __LOBBY_WORKER__: WorkerConfig;

/** The parts of the worker's global scope it uses (the DOM library has no worker types). */
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WaitingEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** An install or activate event. */
interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}

/** A fetch event. */
interface FetchEvent extends WaitingEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}

const scope = globalThis as unknown as WorkerScope;
const config = __LOBBY_WORKER__;
const cacheName = cacheNameOf(config.version);
const precached = new Set(config.precache);

/** The offline page's own headers: nothing loads from it, nothing may frame it. */
const OFFLINE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

scope.addEventListener('install', (event) => {
  // `cache: 'reload'`: the files as the server has them now, not the browser's HTTP cache.
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) =>
        cache.addAll(config.precache.map((path) => new Request(path, { cache: 'reload' }))),
      ),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, config.version).map((n) => caches.delete(n))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void scope.skipWaiting();
});

/**
 * The site's language cookie as a cookie header would carry it: a worker sees no `Cookie`
 * header, and reads cookies through the Cookie Store API where the browser has it.
 */
async function keptLocaleCookie(): Promise<string | null> {
  const store = (
    globalThis as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  const kept = await store?.get('lobby_locale').catch(() => null);
  return kept ? `lobby_locale=${kept.value}` : null;
}

/** The network's answer to a navigation, else the offline page in the visitor's language. */
async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const locale = offlineLocale(
      request.url,
      await keptLocaleCookie(),
      globalThis.navigator.languages.join(','),
      config.locales,
    );
    return new Response(offlinePage(config, locale, request.url), {
      status: 503,
      headers: OFFLINE_HEADERS,
    });
  }
}

/** The cached copy of a start file, else the network's. */
async function fromPrecache(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  return (await cache.match(request, { ignoreVary: true })) ?? fetch(request);
}

scope.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, scope.location.origin, precached);
  if (route === 'navigate') event.respondWith(navigate(event.request));
  else if (route === 'precache') event.respondWith(fromPrecache(event.request));
});
