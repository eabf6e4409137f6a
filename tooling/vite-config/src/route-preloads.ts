/**
 * Preloads, from the page, the code of a screen a visit often opens on that is not the first
 * screen's (the sign-in page, where links to sign in lead; a game type's provider list, where
 * a link to a game type leads). Left to the router, its chunks are
 * asked for only once the first screen's chunk has arrived and run: a dozen small files over
 * six connections, two round trips after the largest download of the visit. The page carries a
 * map from such a path to its chunks and a few lines that, on that path, add them as module
 * preloads while the page is still parsing, so they arrive beside the first screen's chunk.
 * On any other path the map is not used; a static host serves the same page.
 */
import type { Plugin, Rolldown } from 'vite';
import { START_MODULE } from './brand-start.ts';
import { FIRST_SCREEN_CHUNK } from './first-screen-chunk.ts';

/** The id of the page's data block that maps a path to the files it preloads. */
export const ROUTE_PRELOADS_ID = 'lobby-route-preloads';

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
  const closure = (roots: Iterable<string>) => {
    const seen = new Set<string>();
    const queue = [...roots];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(chunks.get(file)?.imports ?? []));
    }
    return seen;
  };
  const loaded = closure(
    [...chunks.values()]
      .filter((chunk) => chunk.isEntry || chunk.name === FIRST_SCREEN_CHUNK)
      .map((chunk) => chunk.fileName),
  );
  const own = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
  if (!own) return [];
  return [...closure([own.fileName])].filter((file) => !loaded.has(file)).sort();
}

/**
 * The page's script: on a path that matches a pattern of the map in the data block
 * {@link ROUTE_PRELOADS_ID} (`/games/:gameType`: a `:name` segment matches any one non-empty
 * segment), add each of its files as a module preload with the script's own nonce (the page's
 * CSP trusts what a trusted script adds).
 */
export const ROUTE_PRELOADS_SCRIPT =
  `((map, nonce) => { const path = location.pathname.split('/'); ` +
  `for (const [pattern, files] of Object.entries(map)) { const parts = pattern.split('/'); ` +
  `if (parts.length !== path.length || parts.some((part, i) => ` +
  `part.startsWith(':') ? path[i] === '' : part !== path[i])) continue; ` +
  `for (const href of files) { const link = document.createElement('link'); ` +
  `link.rel = 'modulepreload'; link.crossOrigin = ''; link.nonce = nonce; link.href = href; ` +
  `document.head.append(link); } } })` +
  `(JSON.parse(document.getElementById('${ROUTE_PRELOADS_ID}')?.textContent || '{}'), ` +
  `document.currentScript?.nonce ?? '')`;

/**
 * The build plugin: `routes` maps a page path pattern (the router's, `:name` for a param) to the
 * module its screen is imported from (as the site imports it); each must resolve, or the build
 * fails. `nonce` is the CSP placeholder the
 * serving API fills.
 */
export function routePreloads(
  nonce: string,
  routes: () => Promise<Readonly<Record<string, string>>>,
): Plugin {
  let base = '/';
  let resolved: Readonly<Record<string, string>> = {};
  return {
    name: 'lobby:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildEnd() {
      const start = this.getModuleInfo(`\0${START_MODULE}`);
      // Resolved as the start module's own imports (the site) would import it.
      const importers = start?.importedIds ?? [];
      const ids: Record<string, string> = {};
      for (const [path, specifier] of Object.entries(start ? await routes() : {})) {
        let id: string | undefined;
        for (const importer of importers) id ??= (await this.resolve(specifier, importer))?.id;
        if (!id) throw new Error(`The preloaded route ${path}'s ${specifier} does not resolve`);
        ids[path] = id;
      }
      resolved = ids;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const prefix = base.replace(/\/$/, '');
        const map = Object.fromEntries(
          Object.entries(resolved).map(([path, id]) => [
            `${prefix}${path}`,
            routeFiles(bundle, id).map((file) => `${base}${file}`),
          ]),
        );
        if (Object.values(map).every((files) => files.length === 0)) return html;
        return {
          html,
          tags: [
            {
              // Data, never run: it needs no nonce. `<` is escaped so no file name ends it.
              tag: 'script',
              attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID },
              children: JSON.stringify(map).replace(/</g, '\\u003c'),
              injectTo: 'head' as const,
            },
            {
              tag: 'script',
              attrs: { nonce },
              children: ROUTE_PRELOADS_SCRIPT,
              injectTo: 'head' as const,
            },
          ],
        };
      },
    },
  };
}
