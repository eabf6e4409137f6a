import { routes } from '@lobby/domain/routes';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { PRELOADED_ROUTES } from './brand-config.ts';
import { FIRST_SCREEN_CHUNK } from './first-screen-chunk.ts';
import { ROUTE_PRELOADS_ID, ROUTE_PRELOADS_SCRIPT, routeFiles } from './route-preloads.ts';

/** An output chunk with what {@link routeFiles} reads. */
const out = (
  fileName: string,
  name: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    name,
    imports,
    isEntry: extra.isEntry ?? false,
    facadeModuleId: extra.facadeModuleId ?? null,
  }) as unknown as Rolldown.OutputChunk;

const bundle = Object.fromEntries(
  [
    out('assets/index-1.js', 'index', ['assets/runtime-2.js'], { isEntry: true }),
    out('assets/runtime-2.js', 'runtime', []),
    out('assets/start-3.js', FIRST_SCREEN_CHUNK, ['assets/runtime-2.js']),
    // The sign-in layout: its chunk, two chunks it shares with other routes, and start-up's.
    out('assets/pro-sleek-4.js', 'pro-sleek', ['assets/panel-5.js', 'assets/start-3.js'], {
      facadeModuleId: '/repo/packages/features/auth/src/variants/pro-sleek.ts',
    }),
    out('assets/panel-5.js', 'panel', ['assets/field-6.js', 'assets/start-3.js']),
    out('assets/field-6.js', 'field', ['assets/start-3.js']),
  ].map((chunk) => [chunk.fileName, chunk]),
) as Rolldown.OutputBundle;

describe('routeFiles', () => {
  it("lists a route's chunk and what it imports, less what the page loads already", () => {
    expect(routeFiles(bundle, '/repo/packages/features/auth/src/variants/pro-sleek.ts')).toEqual([
      'assets/field-6.js',
      'assets/panel-5.js',
      'assets/pro-sleek-4.js',
    ]);
  });

  it('lists nothing for a module no chunk is made from', () => {
    expect(routeFiles(bundle, '/repo/elsewhere.ts')).toEqual([]);
  });
});

describe('the page script', () => {
  /** Runs the script on `path` over a page holding `map`; answers the links it added. */
  function run(path: string, map: Record<string, string[]> | undefined) {
    const added: Record<string, string>[] = [];
    const document = {
      currentScript: { nonce: 'n0nce' },
      getElementById: (id: string) =>
        id === ROUTE_PRELOADS_ID && map ? { textContent: JSON.stringify(map) } : null,
      createElement: () => ({}) as Record<string, string>,
      head: { append: (link: Record<string, string>) => added.push(link) },
    };
    new Function('document', 'location', ROUTE_PRELOADS_SCRIPT)(document, { pathname: path });
    return added;
  }

  it("adds the path's files as module preloads with the script's nonce", () => {
    const map = { '/sign_in': ['/assets/a.js', '/assets/b.js'] };
    expect(run('/sign_in', map)).toEqual([
      { rel: 'modulepreload', crossOrigin: '', nonce: 'n0nce', href: '/assets/a.js' },
      { rel: 'modulepreload', crossOrigin: '', nonce: 'n0nce', href: '/assets/b.js' },
    ]);
  });

  it('adds nothing on another path, or without the map', () => {
    expect(run('/tabs/home', { '/sign_in': ['/assets/a.js'] })).toEqual([]);
    expect(run('/sign_in', undefined)).toEqual([]);
  });

  it('matches a param segment to any one non-empty segment', () => {
    const map = { '/games/:gameType': ['/assets/g.js'] };
    expect(run('/games/SlotMachine', map).map((link) => link.href)).toEqual(['/assets/g.js']);
    for (const path of ['/games/', '/games', '/games/list/SlotMachine'])
      expect(run(path, map), path).toEqual([]);
  });
});

it("preloads on the router's own paths", () => {
  for (const [name, { path }] of Object.entries(PRELOADED_ROUTES))
    expect(path, name).toBe(routes[name as keyof typeof PRELOADED_ROUTES].path);
});
