/**
 * Serves built member sites (the brand shells' `dist/`) from the API's own origin, so one port
 * carries the site and its API (`pnpm start`) and no cross-origin setup is needed.
 *
 * Configuration: `LOBBY_SITE_DIR=<dist>` serves one site for every host, or
 * `LOBBY_SITES=nexbet=<dist>,fubo=<dist>` serves each brand's site on the hosts the brand
 * registry resolves to it (`nexbet.localhost`, ...), the first one elsewhere. Hashed assets are
 * cached for a year; dot-folders such as `.vite/` (build metadata) are never served;
 * `index.html` is never cached, carries a per-request CSP nonce (Vite's `html.cspNonce`
 * placeholder) and a strict-dynamic CSP, and answers every app route; a brand shell's page also
 * gets the answers to its first screen's calls (`primed-answers.ts`) and, on a route its build
 * names (`ROUTE_PRELOADS_FILE`), module preloads of that route's screen's files.
 * Text files are sent gzip- or brotli-compressed when the client accepts it (Brotli from the
 * build's own copy, `<file>.br`, when it wrote one and it is not older than its file). The
 * service worker (`/sw.js`) is revalidated on every fetch and runs under a CSP of its own; a
 * hashed file that is not there answers 404, never the page.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  BRAND_HEADER,
  BRAND_PARAM,
  CSP_NONCE_PLACEHOLDER,
  PRIMED_ANSWERS_PLACEHOLDER,
  ROUTE_PRELOADS_FILE,
  isServerPath,
} from '@lobby/contract/core';
import type { DrawnFirstScreen, PrimedAnswers, RoutePreloads } from '@lobby/contract/core';
import { getHref, matchRoute } from '@lobby/domain/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  firstScreenRenderers,
  withinDrawingTime,
  isMobileRequest,
  serverFetch,
  withFirstScreen,
} from './first-screen.ts';
import { fileStamp } from './file-stamp.ts';
import { primeAnswers, primedAnswersElement } from './primed-answers.ts';
import { isRegionBlocked } from '../areas/config/blocked-regions.ts';

/** One served site: a brand (or any brand) and its build folder. */
export interface SiteMount {
  readonly brand: string | undefined;
  readonly dir: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/** The site CSP: scripts only by nonce (and what they load), so injected markup cannot run code. */
export function siteCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    // The site's service worker (`/sw.js`) and web app manifest, from its own origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The site's service worker (`@lobby/vite-config`'s `WORKER_FILE`): revalidated on every fetch,
 * so a deployment's worker reaches running pages at their next check.
 */
export const WORKER_PATH = '/sw.js';

/**
 * The worker script's own CSP (a worker runs under its script's policy, not the page's): it
 * fetches from its origin and nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";

/** Reads `LOBBY_SITE_DIR` / `LOBBY_SITES` into mounts (missing folders are skipped with a warning). */
export function sitesFromEnv(env: Readonly<Record<string, string | undefined>>): SiteMount[] {
  const mounts: SiteMount[] = [];
  if (env.LOBBY_SITES) {
    for (const part of env.LOBBY_SITES.split(',')) {
      const [brand, dir] = part.split('=');
      if (brand && dir) mounts.push({ brand: brand.trim(), dir: resolve(dir.trim()) });
    }
  }
  if (env.LOBBY_SITE_DIR) mounts.push({ brand: undefined, dir: resolve(env.LOBBY_SITE_DIR) });
  return mounts.filter((m) => {
    const ok = existsSync(join(m.dir, 'index.html'));
    if (!ok) console.warn(`[site] no index.html in ${m.dir}; not serving it`);
    return ok;
  });
}

interface Cached {
  readonly raw: Buffer;
  /** The file's modification time and size when read: a rebuild under a running server changes them. */
  readonly stamp: string;
  gzip?: Buffer;
  brotli?: Buffer;
  /** The file read as route preloads, once (`ROUTE_PRELOADS_FILE`). */
  preloads?: RoutePreloads;
}

/** A preload path as the build writes them (`/assets/name-hash.js`): nothing to escape in it. */
const SAFE_HREF = /^\/[\w./-]+\.js$/;

/** The route preloads file's map; an unreadable file preloads nothing rather than failing pages. */
function readPreloads(raw: Buffer): RoutePreloads {
  try {
    const map: unknown = JSON.parse(raw.toString('utf8'));
    return map && typeof map === 'object' ? (map as RoutePreloads) : {};
  } catch {
    return {};
  }
}

/** Whether the request takes a Brotli-compressed answer. */
function acceptsBrotli(request: FastifyRequest): boolean {
  return /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

function pick(mounts: readonly SiteMount[], brand: string | undefined): SiteMount | undefined {
  return (
    mounts.find((m) => m.brand !== undefined && m.brand === brand) ??
    mounts.find((m) => m.brand === undefined) ??
    mounts[0]
  );
}

/** A path through a dot-folder or to a dot-file: build metadata (`.vite/`), never served. */
function isHidden(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.'));
}

/** The brand lookup the site needs (the app context's brand registry). */
export interface SiteBrands {
  resolve(host: string | undefined, header: string | undefined): Promise<{ id: string }>;
}

/** Registers the site routes; call after the API is built, before it listens. */
export function registerSite(
  app: FastifyInstance,
  brands: SiteBrands,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  registerSites(app, sitesFromEnv(env), brands);
}

/**
 * Registers the site routes for the given mounts. With one branded site, requests that name
 * no brand (the page, its images, whose `<img>` cannot send `X-Lobby-Brand`; neither header nor
 * `brand` parameter) and whose host
 * resolves to no brand of its own are answered as that site's brand.
 */
export function registerSites(
  app: FastifyInstance,
  mounts: readonly SiteMount[],
  brands?: SiteBrands,
): void {
  if (mounts.length === 0) return;
  const only = mounts.length === 1 ? mounts[0]?.brand : undefined;
  if (only && brands) {
    app.addHook('onRequest', async (request) => {
      if (request.headers[BRAND_HEADER] !== undefined || !request.lobby) return;
      if ((request.query as Record<string, unknown> | undefined)?.[BRAND_PARAM] !== undefined)
        return;
      if (request.routeOptions.config.probe) return;
      const byHost = await brands.resolve(request.headers.host, undefined);
      const fallback = await brands.resolve(undefined, undefined);
      if (byHost.id === fallback.id && request.lobby.brand?.id !== only) {
        request.lobby.brand = (await brands.resolve(undefined, only)) as typeof request.lobby.brand;
      }
    });
  }
  const cache = new Map<string, Cached>();
  const renderers = firstScreenRenderers();
  // A guest's first screen, drawn by the site's server module from this server's answers.
  const drawFirstScreen = async (
    root: string,
    request: FastifyRequest,
    brand: string,
    primed: PrimedAnswers | undefined,
  ): Promise<DrawnFirstScreen | undefined> => {
    const renderer = await renderers(root);
    if (!renderer) return undefined;
    const host = request.headers.host ?? 'localhost';
    try {
      const drawing = renderer.renderFirstScreen({
        url: `${request.protocol}://${host}${request.url}`,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        mobile: isMobileRequest(request),
        fetch: serverFetch(app, request, brand, primed),
      });
      return await withinDrawingTime(drawing);
    } catch (error) {
      request.log.warn({ err: error }, 'page served without its first screen drawn');
      return undefined;
    }
  };
  const nonces = new WeakMap<FastifyRequest, string>();
  // Requests for the worker script, which gets its own CSP.
  const workers = new WeakSet<FastifyRequest>();

  // A brand rebuilt under a running server writes a new index.html naming new assets: serving
  // the old page would ask for files that no longer exist. One stat per request keeps it fresh.
  const load = (file: string): Cached => {
    const stamp = fileStamp(file);
    let entry = cache.get(file);
    if (!entry || entry.stamp !== stamp) {
      entry = { raw: readFileSync(file), stamp };
      cache.set(file, entry);
    }
    return entry;
  };

  // A brand shell's build names the files some routes' screens load (`ROUTE_PRELOADS_FILE`):
  // a page opening on such a route preloads them, so they arrive beside the first screen's
  // chunk instead of after it has run.
  const routePreloadLinks = (root: string, path: string, nonce: string): string => {
    const file = join(root, ROUTE_PRELOADS_FILE);
    const route = matchRoute(path)?.name;
    if (!route || !existsSync(file)) return '';
    const entry = load(file);
    entry.preloads ??= readPreloads(entry.raw);
    const files = entry.preloads[route];
    return (Array.isArray(files) ? files : [])
      .filter((href) => typeof href === 'string' && SAFE_HREF.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}">`)
      .join('');
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Buffer,
    ext: string,
    entry?: Cached,
  ) => {
    reply.header('content-type', TYPES[ext] ?? 'application/octet-stream');
    // Added to what the app's hooks set (Origin), never in its place.
    const vary = String(reply.getHeader('vary') ?? '');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const accept = String(request.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      if (acceptsBrotli(request)) {
        const br =
          entry?.brotli ?? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        if (entry) entry.brotli = br;
        reply.header('content-encoding', 'br');
        return reply.send(br);
      }
      if (/\bgzip\b/.test(accept)) {
        const gz = entry?.gzip ?? gzipSync(body, { level: 9 });
        if (entry) entry.gzip = gz;
        reply.header('content-encoding', 'gzip');
        return reply.send(gz);
      }
    }
    return reply.send(body);
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (isServerPath(path)) return reply.callNotFound();
    const mount = pick(mounts, request.lobby?.brand?.id);
    if (!mount) return reply.callNotFound();
    const root = resolve(mount.dir);
    const file = normalize(join(root, path));
    if (
      (file === root || file.startsWith(root + sep)) &&
      !isHidden(path) &&
      path !== '/' &&
      path !== '/index.html' &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      const ext = extname(file).toLowerCase();
      const immutable = path.startsWith('/assets/');
      const worker = path === WORKER_PATH;
      reply.header(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : worker
            ? 'no-cache'
            : 'public, max-age=300',
      );
      if (worker) workers.add(request);
      const entry = load(file);
      // The build's own Brotli copy (`@lobby/vite-config`'s precompress), smaller than what
      // compressing per request can afford, when the client takes Brotli. A copy older than
      // its file is of an earlier build (the file was written anew, its copy not yet): never sent.
      if (acceptsBrotli(request) && COMPRESSIBLE.has(ext) && !entry.brotli) {
        const copy = `${file}.br`;
        if (
          existsSync(copy) &&
          statSync(copy).isFile() &&
          statSync(copy).mtimeMs >= statSync(file).mtimeMs
        )
          entry.brotli = load(copy).raw;
      }
      return send(request, reply, entry.raw, ext, entry);
    }
    // A hashed file that is not there is of another build (a page loaded before a deployment
    // asking for its old chunks): a 404 the page's code can tell, never the page as a script.
    if (path.startsWith('/assets/')) return reply.callNotFound();
    // A visitor from a country the brand blocks is led to the blocked page (its query kept: the
    // language it asked for), whichever route they opened; the site's guards do the same.
    const blocked = isRegionBlocked(request.lobby?.brand, request.lobby?.country);
    if (blocked && matchRoute(path)?.name !== 'AREA_FORBIDDEN') {
      const at = request.url.indexOf('?');
      reply.header('cache-control', 'no-store');
      return reply.redirect(`${getHref('AREA_FORBIDDEN')}${at < 0 ? '' : request.url.slice(at)}`);
    }
    // Every other path is an app route: the page, with a fresh nonce.
    const nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
    let html = load(join(root, 'index.html'))
      .raw.toString('utf8')
      .replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    html = html.replace('</head>', `${routePreloadLinks(root, path, nonce)}</head>`);
    // A brand shell's page holds the place for its first screen's answers (primed-answers.ts)
    // and for a guest's first screen drawn (first-screen.ts). Not for a blocked visitor: those
    // answers are asked without the edge's country, and an open maintenance answer among them
    // would tell the site it is open; its own calls learn it is blocked.
    if (html.includes(PRIMED_ANSWERS_PLACEHOLDER)) {
      const brand = blocked ? undefined : request.lobby?.brand?.id;
      const primed = brand
        ? await primeAnswers(app, request, brand, path).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page served without primed answers');
            return undefined;
          })
        : undefined;
      html = html.replace(PRIMED_ANSWERS_PLACEHOLDER, primed ? primedAnswersElement(primed) : '');
      const drawn = brand ? await drawFirstScreen(root, request, brand, primed) : undefined;
      if (drawn) html = withFirstScreen(html, drawn);
    }
    reply.header('cache-control', 'no-cache');
    return send(request, reply, Buffer.from(html), '.html');
  });

  // After the app's own header hook (hooks run in registration order): the page gets the
  // site's CSP instead of the API's `default-src 'none'`.
  app.addHook('onSend', async (request, reply, payload) => {
    const nonce = nonces.get(request);
    if (nonce) reply.header('content-security-policy', siteCsp(nonce));
    else if (workers.has(request)) reply.header('content-security-policy', WORKER_CSP);
    return payload;
  });
}
