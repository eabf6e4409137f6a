/**
 * Parts of the chrome that only a member's tap opens (the side menu, the language and sign-in
 * dialogs, the game search): their code stays out of the first screen's chunk. Each mounts the
 * first time it opens and stays mounted (it animates its own closing), and its chunk is fetched
 * once the page has settled, so that a first tap seldom waits for it.
 */
import { lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { withChunkTimeout } from '../router/lazy-chunk.ts';
import { OptionalChunk } from '../router/optional-chunk.tsx';

/** A part loaded on demand: the component to render, and a way to fetch its chunk early. */
export interface LazyPart<P extends object> {
  /** The part itself; render it inside {@link OnFirstOpen}. */
  readonly Part: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the part's chunk now (once; a failed fetch is tried again on the next call). */
  preload(): void;
}

/** A {@link LazyPart} whose component `load` answers (an `import()` of its module). */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= withChunkTimeout(load()).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    Part: lazy(start),
    preload() {
      start().catch(() => {
        // Offline or timed out: the first opening asks again.
      });
    },
  };
}

/**
 * Renders `children` from the first time `open` is true on. A part that cannot load leaves the
 * page as it is (see `OptionalChunk`).
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, React's way to follow a prop without an extra pass.
  if (open && !opened) setOpened(true);
  return opened ? <OptionalChunk>{children}</OptionalChunk> : null;
}
