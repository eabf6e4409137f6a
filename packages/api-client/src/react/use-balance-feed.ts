/**
 * React access to the balance feed's status, so a screen can say whether the balance it shows
 * is pushed live or refreshed on a timer.
 */
import { useSyncExternalStore } from 'react';
import { getBalanceFeedState, subscribeBalanceFeed } from '../feed/balance-feed-status.ts';
import type { BalanceFeedState } from '../feed/balance-feed-status.ts';

/**
 * The page's balance feed status (`live`, `polling` or `idle`) and when the last balance event
 * arrived; re-renders when either changes. `idle` while no feed runs (signed out).
 */
export function useBalanceFeed(): BalanceFeedState {
  return useSyncExternalStore(subscribeBalanceFeed, getBalanceFeedState, getBalanceFeedState);
}
