/**
 * A guest's first screen drawn into the page (`@lobby/contract/core`'s `FirstScreenRenderer`):
 * a brand shell's build writes a server module beside its page ({@link FIRST_SCREEN_RENDERER_FILE});
 * the page's server imports it and asks it to draw the page requested, with this server's own
 * answers to the site's calls (the page's primed answers first, then the API injected as the
 * site would call it). A phone then paints the screen when the page arrives rather than after
 * start-up's code has come and run. Drawing never fails the page: a site without the module, a
 * drawing that throws or declines (a member's page, a redirect) serves the page as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BRAND_HEADER,
  DEFERRED_CODE_ID,
  FIRST_SCREEN_PLACEHOLDER,
  FIRST_SCREEN_RENDERER_FILE,
  PAGE_ROOT_OPEN,
  primedAnswerKey,
} from '@lobby/contract/core';
import type { DrawnFirstScreen, FirstScreenRenderer, PrimedAnswers } from '@lobby/contract/core';
import { fileStamp } from './file-stamp.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long a page waits for its drawing (ms): one that takes longer (an answer that never
 * comes) is left out, and the page goes without it.
 */
export const FIRST_SCREEN_DRAW_MS = 1500;

/** `drawing`, or `undefined` once {@link FIRST_SCREEN_DRAW_MS} have passed without it. */
export async function withinDrawingTime<T>(
  drawing: Promise<T | undefined>,
  ms: number = FIRST_SCREEN_DRAW_MS,
): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  // A drawing that fails after the page went without it fails unseen.
  drawing.catch(() => undefined);
  try {
    return await Promise.race([drawing, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A site's renderer, loaded once per build of it (a rebuild under a running server loads anew). */
interface Loaded {
  readonly stamp: string;
  readonly renderer: Promise<FirstScreenRenderer | undefined>;
}

/** Whether the request comes from a phone or tablet: its client hint, else its user agent. */
export function isMobileRequest(request: Pick<FastifyRequest, 'headers'>): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|Android|iPhone|iPad/i.test(String(request.headers['user-agent'] ?? ''));
}

/**
 * A `fetch` answering the site's calls from this server: a primed answer when the page has one
 * for the call, else the API injected with the page request's host, brand and address.
 */
export function serverFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  brand: string,
  primed: PrimedAnswers | undefined,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://page.invalid',
    );
    const asked = input instanceof Request ? input : undefined;
    const method = (init?.method ?? asked?.method ?? 'GET').toUpperCase();
    const answer = method === 'GET' ? primed?.answers[primedAnswerKey(url)] : undefined;
    if (answer !== undefined)
      return new Response(answer, {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? asked?.headers).forEach((value, name) => (headers[name] = value));
    if (request.headers.host) headers['host'] = request.headers.host;
    headers[BRAND_HEADER] = brand;
    const injected = await app.inject({
      method: method as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: request.ip,
    });
    return new Response(injected.statusCode === 204 ? null : injected.rawPayload, {
      status: injected.statusCode,
      headers: { 'content-type': String(injected.headers['content-type'] ?? 'text/plain') },
    });
  };
}

/** Loads and keeps each site folder's renderer. */
export function firstScreenRenderers(): (root: string) => Promise<FirstScreenRenderer | undefined> {
  const loaded = new Map<string, Loaded>();
  return async (root) => {
    const file = join(root, FIRST_SCREEN_RENDERER_FILE);
    if (!existsSync(file)) return undefined;
    const stamp = fileStamp(file);
    let entry = loaded.get(file);
    if (!entry || entry.stamp !== stamp) {
      const url = `${pathToFileURL(file).href}?v=${encodeURIComponent(stamp)}`;
      const renderer = import(url).then(
        (module: Partial<FirstScreenRenderer>) =>
          typeof module.renderFirstScreen === 'function'
            ? (module as FirstScreenRenderer)
            : undefined,
        () => undefined,
      );
      entry = { stamp, renderer };
      loaded.set(file, entry);
    }
    return entry.renderer;
  };
}

/** A module preload in the page's head (the build's and the route's). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Puts `drawn` into the page `html`: its markup in the root in place of the splash (up to
 * {@link FIRST_SCREEN_PLACEHOLDER}), its styles at the end of the head, and the head's module
 * preloads in a template ({@link DEFERRED_CODE_ID}) that the page's entry puts back once the
 * drawing has painted. A page without the placeholder is answered as it is.
 */
export function withFirstScreen(html: string, drawn: DrawnFirstScreen): string {
  const start = html.indexOf(PAGE_ROOT_OPEN);
  const end = start < 0 ? -1 : html.indexOf(FIRST_SCREEN_PLACEHOLDER, start);
  if (start < 0 || end < 0) return html;
  const preloads: string[] = [];
  const head = html
    .slice(0, start + PAGE_ROOT_OPEN.length)
    .replace(MODULE_PRELOAD, (link) => {
      preloads.push(link);
      return '';
    })
    .replace(
      '</head>',
      `${drawn.styles}<template id="${DEFERRED_CODE_ID}">${preloads.join('')}</template></head>`,
    );
  return head + drawn.html + html.slice(end + FIRST_SCREEN_PLACEHOLDER.length);
}
