/**
 * Puts everything the first screen runs into one chunk. Left to itself the bundler splits the
 * modules that start-up shares with lazy routes into some thirty small files, which a phone
 * fetches over six HTTP/1.1 connections, several round trips deep, before anything renders.
 * The first screen is the start module the shell imports (see `brand-start.ts`), which also
 * imports the home's layout (the screen most visits open on), with what they import: through a
 * package's index only the modules behind the names they use (`first-screen-closure.ts`), so
 * what only lazy routes use stays with them. A lazy route
 * keeps its own modules in its chunks; what it shares with start-up it takes from the first
 * screen's chunk, which is already loaded.
 *
 * A browser evaluates a module in one task, and this chunk's took 360–460 ms of a phone's main
 * thread (Lighthouse's 4× CPU), input blocked throughout. So the chunk is evaluated in
 * {@link EVALUATION_SLICES} slices: between whole modules, at even steps of its code, it yields
 * to the browser (a top-level await) and goes on in a task of its own. The order in which the
 * modules run is unchanged; only the main thread is handed back in between. One file still
 * carries it all: split into files, the same code arrived later over more connections.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, posix } from 'node:path';
import type { ESTree, Plugin, Rolldown, UserConfig } from 'vite';
import { START_MODULE } from './brand-start.ts';
import { shapeOf, usedClosure } from './first-screen-closure.ts';
import type { ClosureGraph, ClosureModule, ModuleShape } from './first-screen-closure.ts';

/** The name of the first screen's chunk. */
export const FIRST_SCREEN_CHUNK = 'start';

/** The first screen's chunk group's priority: other groups of the build rank below it. */
export const FIRST_SCREEN_PRIORITY = 3;

/** How many tasks the first screen's chunk is evaluated in. */
export const EVALUATION_SLICES = 16;

/**
 * What runs between two slices: the main thread goes back to the browser, through a zero
 * timeout. A hidden page goes on at once: nobody taps it, and its timers may wait a second each.
 * Unlike `yieldToMain` of `@lobby/site`, this never calls Chromium's `scheduler.yield()`: called
 * from a module's top level it makes Chromium parse the whole chunk a second time (to place
 * source positions), which on a phone at 4× CPU doubled the first slice's task, about 200 ms
 * against 70 ms with a timeout (no devtools attached, long-task API).
 */
export const SLICE_YIELD =
  "await (globalThis.document?.visibilityState === 'hidden' ? undefined : new Promise((resolve) => setTimeout(resolve, 0)));";

/**
 * Where a module's code begins in a chunk as the bundler renders it: its id in a line comment
 * at the start of a line (Rolldown's `attachDebugInfo`, on by default, before minifying). Only
 * top-level modules start at column 0; wrapped ones are indented inside their wrapper.
 */
const MODULE_START = /^\/\/ (?:\0|\.{0,2}\/)\S*$/gm;

/**
 * `code` (a rendered chunk) with {@link SLICE_YIELD} before the top-level module starts nearest
 * to each `1/slices` of its length. Throws when the chunk shows too few module starts to cut,
 * so a bundler that stops marking them fails the build rather than silently not slicing.
 */
export function sliceEvaluation(code: string, slices = EVALUATION_SLICES): string {
  const starts = [...code.matchAll(MODULE_START)].map((m) => m.index);
  const cuts: number[] = [];
  for (let i = 1; i < slices; i++) {
    const target = (code.length * i) / slices;
    const after = starts.filter((at) => at > (cuts.at(-1) ?? 0));
    const nearest = after.reduce<number | undefined>(
      (best, at) =>
        best === undefined || Math.abs(at - target) < Math.abs(best - target) ? at : best,
      undefined,
    );
    if (nearest === undefined)
      throw new Error(
        `The first screen's chunk shows ${starts.length} module starts: too few to cut into ${slices} slices`,
      );
    cuts.push(nearest);
  }
  let sliced = '';
  let from = 0;
  for (const at of cuts) {
    sliced += `${code.slice(from, at)}${SLICE_YIELD}\n`;
    from = at;
  }
  return sliced + code.slice(from);
}

/**
 * Whether the package holding the file `id` declares its modules free of side effects
 * (`"sideEffects": false` in its package.json). The bundler knows this too but does not report
 * it to plugins. A list of files with side effects counts as not free.
 */
function declaredFree(id: string): boolean {
  if (!isAbsolute(id)) return false;
  for (let dir = dirname(id); ; dir = dirname(dir)) {
    const known = packageFree.get(dir);
    if (known !== undefined) return known;
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const free =
        (JSON.parse(readFileSync(file, 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
      packageFree.set(dir, free);
      return free;
    }
    if (dirname(dir) === dir) return false;
  }
}

/**
 * Everything reachable from `roots` by `next` (a module's imports, a chunk's), the roots
 * included: one walk for the module graph and for the written chunks.
 */
export function reachable(roots: Iterable<string>, next: (from: string) => Iterable<string>) {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    if (seen.has(item)) continue;
    seen.add(item);
    queue.push(...next(item));
  }
  return seen;
}

/** {@link declaredFree}'s answers by package directory. */
const packageFree = new Map<string, boolean>();

/**
 * The module graph as the bundler holds it once loading is done (`buildEnd`), in the shape
 * {@link usedClosure} walks: each module's exports and imports as parsed, whether its package
 * declares it free of side effects, and what an import names as the bundler resolved it.
 */
export function closureGraph(context: Rolldown.PluginContext): ClosureGraph {
  const info = (id: string) => context.getModuleInfo(id);
  const shapes = new Map<string, ClosureModule | undefined>();
  const read = (id: string): ClosureModule | undefined => {
    const module = info(id);
    if (!module) return undefined;
    let shape: ModuleShape | undefined;
    try {
      shape = module.code === null ? undefined : shapeOf(context.parse(module.code));
    } catch {
      shape = undefined;
    }
    return { shape, sideEffectFree: declaredFree(id), importedIds: module.importedIds };
  };
  return {
    module: (id) => {
      if (!shapes.has(id)) shapes.set(id, read(id));
      return shapes.get(id);
    },
    resolve: async (source, importer) => {
      const resolved = await context.resolve(source, importer);
      // Only what the bundler itself resolved for this importer counts.
      return resolved && info(importer)?.importedIds.includes(resolved.id)
        ? resolved.id
        : undefined;
    },
  };
}

/** The build config that adds `groups` to the bundler's chunking (Vite merges each plugin's). */
export function chunkGroups(...groups: Rolldown.CodeSplittingGroup[]): UserConfig {
  return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
}

/** The build plugin that groups the first screen's modules into {@link FIRST_SCREEN_CHUNK}. */
export function firstScreenChunk(): Plugin {
  let firstScreen = new Set<string>();
  return {
    name: 'lobby:first-screen-chunk',
    apply: 'build',
    config: () =>
      chunkGroups({
        debugName: FIRST_SCREEN_CHUNK,
        // Before any other group: what start-up uses is start-up's.
        priority: FIRST_SCREEN_PRIORITY,
        name: (id) => (firstScreen.has(id) ? FIRST_SCREEN_CHUNK : null),
      }),
    // The module graph is complete here and chunking has not started.
    async buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const start = info(`\0${START_MODULE}`) ? `\0${START_MODULE}` : undefined;
      // The entry's own modules: what it imports short of the start module, where the first
      // screen begins.
      const entry = reachable(
        [...this.getModuleIds()].filter((id) => info(id)?.isEntry),
        (id) => (id === start ? [] : (info(id)?.importedIds ?? [])),
      );
      if (start) entry.delete(start);
      const graph = closureGraph(this);
      const used = await usedClosure(start ? [start] : [], graph);
      // The entry's own modules stay in the entry chunk: the entry awaits the first screen's
      // chunk (top-level await), so that chunk importing back from the entry would deadlock.
      firstScreen = new Set([...used].filter((id) => !entry.has(id)));
    },
    renderChunk: (code, chunk) =>
      chunk.name === FIRST_SCREEN_CHUNK ? sliceEvaluation(code) : null,
    // Before the page's links are written, so the page no longer preloads the runtime's file.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const start = chunks.find((chunk) => chunk.name === FIRST_SCREEN_CHUNK);
        const runtime = chunks.find((chunk) => chunk.name === RUNTIME_CHUNK);
        if (!start || !runtime || !start.imports.includes(runtime.fileName)) return;
        const code = withRuntime(
          { code: start.code, program: this.parse(start.code) },
          { code: runtime.code, program: this.parse(runtime.code) },
          `./${posix.relative(posix.dirname(start.fileName), runtime.fileName)}`,
        );
        if (code === undefined) return;
        start.code = code;
        start.imports = start.imports.filter((file) => file !== runtime.fileName);
      },
    },
  };
}

/** The name of the bundler's chunk of helpers (CommonJS interop) that chunks import. */
export const RUNTIME_CHUNK = 'rolldown-runtime';

/** A chunk's code and its syntax tree, as the bundler's parser gives it. */
export interface ParsedChunk {
  readonly code: string;
  readonly program: ESTree.Program;
}

/**
 * The first screen's chunk (`start`) with its import of the runtime's chunk (`runtime`, at
 * `specifier` from it) replaced by a copy of the runtime's code, inside a function so that its
 * names cannot meet the chunk's. The runtime's file was the one request besides the chunk's
 * own that a page made for start-up, a round trip on a connection of its own while the chunk
 * downloaded. Its helpers keep no state, so the copy and the lazy routes' shared file (which
 * they still import) behave alike. Undefined when either chunk is not the shape expected (no
 * such import, an import of everything, a runtime without one plain export list).
 */
export function withRuntime(
  start: ParsedChunk,
  runtime: ParsedChunk,
  specifier: string,
): string | undefined {
  const imports = start.program.body.filter(
    (node): node is ESTree.ImportDeclaration =>
      node.type === 'ImportDeclaration' && node.source.value === specifier,
  );
  const exports = runtime.program.body.filter(
    (node): node is ESTree.ExportNamedDeclaration => node.type === 'ExportNamedDeclaration',
  );
  const [ask] = imports;
  const [list] = exports;
  if (imports.length !== 1 || exports.length !== 1 || !ask || !list || list.declaration)
    return undefined;
  const name = (node: ESTree.ModuleExportName) =>
    node.type === 'Identifier' ? node.name : String(node.value);
  const taken: string[] = [];
  for (const spec of ask.specifiers) {
    if (spec.type !== 'ImportSpecifier') return undefined;
    taken.push(`${name(spec.imported)}:${spec.local.name}`);
  }
  const given: string[] = [];
  for (const spec of list.specifiers) given.push(`${name(spec.exported)}:${name(spec.local)}`);
  const body = runtime.code.slice(0, list.start) + runtime.code.slice(list.end);
  const copy = `const{${taken.join(',')}}=(()=>{${body.trim()}\nreturn{${given.join(',')}}})();`;
  return start.code.slice(0, ask.start) + copy + start.code.slice(ask.end);
}
