/**
 * Puts everything the first screen runs into one chunk. Left to itself the bundler splits the
 * modules that start-up shares with lazy routes into some thirty small files, which a phone
 * fetches over six HTTP/1.1 connections, several round trips deep, before anything renders.
 * The first screen is the shell's entry plus what the entry imports dynamically itself (the
 * shell defers its start by one frame, see a shell's `main.tsx`), each with its static
 * imports. A lazy route keeps its own modules in its chunk; what it shares with start-up it
 * takes from the first screen's chunk, which is already loaded.
 *
 * A browser evaluates a module in one task, and this chunk's took 360–460 ms of a phone's main
 * thread (Lighthouse's 4× CPU), input blocked throughout. So the chunk is evaluated in
 * {@link EVALUATION_SLICES} slices: between whole modules, at even steps of its code, it yields
 * to the browser (a top-level await) and goes on in a task of its own. The order in which the
 * modules run is unchanged; only the main thread is handed back in between. One file still
 * carries it all: split into files, the same code arrived later over more connections.
 */
import type { Plugin } from 'vite';

/** The name of the first screen's chunk. */
export const FIRST_SCREEN_CHUNK = 'start';

/** How many tasks the first screen's chunk is evaluated in. */
export const EVALUATION_SLICES = 8;

/**
 * What runs between two slices: the main thread goes back to the browser. `scheduler.yield`
 * resumes ahead of other queued tasks where the browser has it; a zero timeout elsewhere. A
 * hidden page goes on at once: nobody taps it, and its timers may wait a second each. This is
 * `yieldToMain` of `@lobby/site` as code text (the chunk runs before any module it could call);
 * keep the two in step.
 */
export const SLICE_YIELD =
  "await (globalThis.document?.visibilityState === 'hidden' ? undefined : (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0))));";

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

/** The build plugin that groups the first screen's modules into {@link FIRST_SCREEN_CHUNK}. */
export function firstScreenChunk(): Plugin {
  let firstScreen = new Set<string>();
  return {
    name: 'lobby:first-screen-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: FIRST_SCREEN_CHUNK,
                  name: (id) => (firstScreen.has(id) ? FIRST_SCREEN_CHUNK : null),
                },
              ],
            },
          },
        },
      },
    }),
    // The module graph is complete here and chunking has not started.
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (roots: Iterable<string>) => {
        const seen = new Set<string>();
        const queue = [...roots];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(info(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = closure([...this.getModuleIds()].filter((id) => info(id)?.isEntry));
      const deferred = [...entry].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
      // The entry's own modules stay in the entry chunk: the entry awaits the first screen's
      // chunk (top-level await), so that chunk importing back from the entry would deadlock.
      firstScreen = new Set([...closure(deferred)].filter((id) => !entry.has(id)));
    },
    renderChunk: (code, chunk) =>
      chunk.name === FIRST_SCREEN_CHUNK ? sliceEvaluation(code) : null,
  };
}
