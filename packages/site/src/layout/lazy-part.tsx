/**
 * Parts of the chrome that only a member's tap opens (the side menu, the language and sign-in
 * dialogs, the game search): their code stays out of the first screen's chunk. Each mounts the
 * first time it opens and stays mounted (it animates its own closing), and its chunk is fetched
 * once the page has settled, so that a first tap seldom waits for it.
 */
import { createContext, createElement, lazy, useContext, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { withChunkTimeout } from '../router/lazy-chunk.ts';
import { OptionalChunk } from '../router/optional-chunk.tsx';

/** A part loaded on demand: the component to render, and a way to fetch its chunk early. */
export interface LazyPart<P extends object> {
  /**
   * The part itself; render it inside {@link OnFirstOpen}. A part whose chunk failed to load is
   * asked for again at the next opening (React's `lazy` alone keeps a failure for the page's life).
   */
  readonly Part: ComponentType<P>;
  /** Fetches the part's chunk now (once; a failed fetch is tried again on the next call). */
  preload(): void;
}

/** How many times the part's {@link OnFirstOpen} has opened: a failed part retries on a new one. */
const Opening = createContext(0);

/** A {@link LazyPart} whose component `load` answers (an `import()` of its module). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const start = () =>
    (loading ??= withChunkTimeout(load()).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        failed = true;
        throw error;
      },
    ));
  // The lazy component of the opening that rendered it first. Within one opening a failure
  // stands (React renders the failed part again before its boundary gives up: a fresh one each
  // time would ask for the chunk for ever); a new opening gets a fresh one.
  let current = { opening: -1, component: lazy(start) };
  return {
    Part: function Part(props: P) {
      const opening = useContext(Opening);
      if (failed && current.opening !== opening) {
        failed = false;
        current = { opening, component: lazy(start) };
      } else if (current.opening === -1) {
        current.opening = opening;
      }
      return createElement(current.component, props);
    },
    preload() {
      start().catch(() => {
        // Offline or timed out: the first opening asks again.
      });
    },
  };
}

/**
 * Renders `children` from the first time `open` is true on. A part that cannot load leaves the
 * page as it is (see `OptionalChunk`), and is asked for again the next time `open` turns true.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  // Adjusting state while rendering, React's way to follow a prop without an extra pass.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return openings > 0 ? (
    <Opening.Provider value={openings}>
      <OptionalChunk retryKey={openings}>{children}</OptionalChunk>
    </Opening.Provider>
  ) : null;
}
