/**
 * Room for a lazy part of a page that the page can do without (the home's game shelves, the
 * reality check): nothing shows while its chunk loads, and a chunk that cannot load (offline,
 * timed out) leaves the page as it is instead of failing the route; the next load tries again.
 */
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders a lazy, optional part (see the module note). */
export function OptionalChunk({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
