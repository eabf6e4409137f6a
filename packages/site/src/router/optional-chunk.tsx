/**
 * Room for a lazy part of a page that the page can do without (the home's game shelves, the
 * reality check): nothing shows while its chunk loads, and a chunk that cannot load (offline,
 * timed out) leaves the page as it is instead of failing the route; the next load tries again.
 */
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';

class QuietBoundary extends Component<
  { children: ReactNode; retryKey: unknown },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: { retryKey: unknown }): void {
    // A part that failed is tried again when its owner says so (a new opening).
    if (this.state.failed && previous.retryKey !== this.props.retryKey)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a lazy, optional part (see the module note). A part that failed renders again when
 * `retryKey` changes (its lazy component must then be a fresh one, as `lazyPart`'s is).
 */
export function OptionalChunk({ children, retryKey }: { children: ReactNode; retryKey?: unknown }) {
  return (
    <QuietBoundary retryKey={retryKey}>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
