/**
 * Preloads, from the page, the code of a screen a visit often opens on that is not the first
 * screen's (the sign-in page, where links to sign in lead; a game type's provider list, where
 * a link to a game type leads). Left to the router, its chunks are asked for only once the
 * first screen's chunk has arrived and run, one or two round trips after the largest download
 * of the visit. The build also puts each such route's code in a chunk of its own
 * ({@link routeGroups}), so it comes in a few files rather than a dozen.
 *
 * The build writes, beside the page, which files each such route loads
 * ({@link ROUTE_PRELOADS_FILE}, by route name); the page's server, which knows the route of
 * the URL it serves, puts them into the page as module preloads, so they arrive beside the
 * first screen's chunk. A page served without them (a static host) loads as before.
 */
import type { Plugin, Rolldown } from 'vite';
import { START_MODULE } from './brand-start.ts';
import {
  FIRST_SCREEN_CHUNK,
  FIRST_SCREEN_PRIORITY,
  chunkGroups,
  closureGraph,
  reachable,
} from './first-screen-chunk.ts';
import { usedClosure } from './first-screen-closure.ts';

/**
 * Where the build writes the route names' files: `@lobby/contract/core`'s `ROUTE_PRELOADS_FILE`,
 * written out since a Vite config loads before any package is built (a test holds them equal).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * The files the dynamically imported module `id` loads that the page does not load already:
 * its chunk and that chunk's static imports, all the way down, less the entry's and the first
 * screen's. Empty when no chunk of `bundle` is that module's.
 */
export function routeFiles(bundle: Rolldown.OutputBundle, id: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (roots: Iterable<string>) =>
    reachable(roots, (file) => chunks.get(file)?.imports ?? []);
  const loaded = closure(
    [...chunks.values()]
      .filter((chunk) => chunk.isEntry || chunk.name === FIRST_SCREEN_CHUNK)
      .map((chunk) => chunk.fileName),
  );
  const own = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
  if (!own) return [];
  return [...closure([own.fileName])].filter((file) => !loaded.has(file)).sort();
}

/** The chunk of what two or more preloaded routes share (see {@link routeGroups}). */
export const SHARED_ROUTE_CHUNK = 'route-common';

/**
 * The chunk each module of a preloaded route goes to, by module id: what a route's screen uses
 * (`used`, by route name: the modules behind the names it imports, all the way down, less what
 * start-up may load) in one chunk named after the route (`SIGN_IN` → `sign-in`), and what two
 * such routes share in {@link SHARED_ROUTE_CHUNK}. Left to the bundler, a route came in a dozen
 * files of a few hundred bytes to a few kilobytes each (each module it shares with other lazy
 * routes in a file of its own), all preloaded beside the first screen's chunk over six
 * connections. Another lazy route that uses a module of these chunks imports it from there.
 */
export function routeGroups(
  used: Readonly<Record<string, readonly string[]>>,
): Map<string, string> {
  const owners = new Map<string, Set<string>>();
  for (const [route, modules] of Object.entries(used))
    for (const module of modules) owners.set(module, (owners.get(module) ?? new Set()).add(route));
  const groups = new Map<string, string>();
  for (const [module, routes] of owners) {
    const [only = ''] = routes;
    groups.set(
      module,
      routes.size === 1 ? only.toLowerCase().replace(/_/g, '-') : SHARED_ROUTE_CHUNK,
    );
  }
  return groups;
}

/**
 * The build plugin: `routes` maps a route name (`@lobby/domain/routes`) to the module its screen
 * is imported from (as the site imports it); each must resolve, or the build fails. It writes
 * {@link ROUTE_PRELOADS_FILE}: each route's files as paths from the site's root.
 */
export function routePreloads(routes: () => Promise<Readonly<Record<string, string>>>): Plugin {
  let base = '/';
  let resolved: Readonly<Record<string, string>> = {};
  let grouped = new Map<string, string>();
  return {
    name: 'lobby:route-preloads',
    apply: 'build',
    // Below the first screen's group, which keeps what start-up uses.
    config: () =>
      chunkGroups(
        // What the routes share first, so that neither route's chunk takes it along.
        {
          debugName: SHARED_ROUTE_CHUNK,
          priority: FIRST_SCREEN_PRIORITY - 1,
          name: (id) => (grouped.get(id) === SHARED_ROUTE_CHUNK ? SHARED_ROUTE_CHUNK : null),
        },
        {
          debugName: 'preloaded routes',
          priority: FIRST_SCREEN_PRIORITY - 2,
          name: (id) => grouped.get(id) ?? null,
        },
      ),
    configResolved(config) {
      base = config.base;
    },
    async buildEnd() {
      const start = this.getModuleInfo(`\0${START_MODULE}`);
      // Resolved as the start module's own imports (the site) would import it.
      const importers = start?.importedIds ?? [];
      const ids: Record<string, string> = {};
      for (const [route, specifier] of Object.entries(start ? await routes() : {})) {
        let id: string | undefined;
        for (const importer of importers) id ??= (await this.resolve(specifier, importer))?.id;
        if (!id) throw new Error(`The preloaded route ${route}'s ${specifier} does not resolve`);
        ids[route] = id;
      }
      resolved = ids;
      // What start-up may load stays where the first screen's chunking puts it.
      const startUp = start
        ? reachable([start.id], (id) => this.getModuleInfo(id)?.importedIds ?? [])
        : new Set<string>();
      const graph = closureGraph(this);
      const used: Record<string, string[]> = {};
      for (const [route, id] of Object.entries(ids))
        used[route] = [...(await usedClosure([id], graph))].filter((m) => !startUp.has(m));
      grouped = routeGroups(used);
    },
    generateBundle(_options, bundle) {
      const map = Object.fromEntries(
        Object.entries(resolved).map(([route, id]) => [
          route,
          routeFiles(bundle, id).map((file) => `${base}${file}`),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
