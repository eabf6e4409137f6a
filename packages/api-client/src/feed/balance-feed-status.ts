/**
 * The balance feed's status, kept outside Redux: it describes a live connection of this page,
 * so it must never be persisted or replayed, and React reads it through
 * `useSyncExternalStore`. One feed runs per page, so the status is per module (per page).
 */

/** How the page learns about balance changes: pushed (`live`), by timer (`polling`), or not at all. */
export type BalanceFeedStatus = 'live' | 'polling' | 'idle';

/** What the header and wallet screens read about the feed. */
export interface BalanceFeedState {
  readonly status: BalanceFeedStatus;
  /** When the last balance event arrived (Unix ms), if any arrived on this page. */
  readonly lastEventAt?: number;
}

const IDLE: BalanceFeedState = { status: 'idle' };
let state: BalanceFeedState = IDLE;
const listeners = new Set<() => void>();

/** The feed's current state; a stable object until it changes (for `useSyncExternalStore`). */
export function getBalanceFeedState(): BalanceFeedState {
  return state;
}

/** Listens for changes of the feed's state; returns the unsubscribe function. */
export function subscribeBalanceFeed(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Replaces the feed's state and tells listeners. Only the feed itself calls this; it is
 * exported for the feed module and tests, not for apps.
 */
export function setBalanceFeedState(next: BalanceFeedState): void {
  if (next.status === state.status && next.lastEventAt === state.lastEventAt) return;
  state = next.status === 'idle' && next.lastEventAt === undefined ? IDLE : next;
  for (const listener of [...listeners]) listener();
}
