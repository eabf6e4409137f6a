/**
 * Puts everything the first screen runs into one chunk. Left to itself the bundler splits the
 * modules that start-up shares with lazy routes into some thirty small files, which a phone
 * fetches over six HTTP/1.1 connections, several round trips deep, before anything renders.
 * The first screen is the shell's entry plus what the entry imports dynamically itself (the
 * shell defers its start by one frame, see a shell's `main.tsx`), each with its static
 * imports. A lazy route keeps its own modules in its chunk; what it shares with start-up it
 * takes from the first screen's chunk, which is already loaded.
 */
import type { Plugin } from 'vite';

/** The name of the first screen's chunk. */
export const FIRST_SCREEN_CHUNK = 'start';

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
  };
}
