/**
 * How fresh the balances on screen are: pushed live by the balance feed, or as old as their
 * last fetch. A balance older than the spec's 30 s refresh window says so instead of
 * pretending (issue 11 "live balance").
 */
import { useBalanceFeed } from '@lobby/api-client/react';
import { USER_INFO_REFRESH_MS } from '@lobby/domain/constants';

/** What the freshness line shows. */
export type BalanceFreshness =
  | { readonly kind: 'live'; readonly lastEventAt?: number }
  | { readonly kind: 'fetched'; readonly at: number; readonly stale: boolean }
  | { readonly kind: 'unknown' };

/** Older than this, a fetched balance is out of date (spec §9: user info every 30 s). */
export const STALE_AFTER_MS = USER_INFO_REFRESH_MS;

/**
 * The freshness of balances fetched at `fetchedAt` (RTK Query's `fulfilledTimeStamp`), at
 * `now`: `live` while the feed pushes, else the fetch time and whether it is out of date.
 */
export function useBalanceFreshness(fetchedAt: number | undefined, now: number): BalanceFreshness {
  const feed = useBalanceFeed();
  if (feed.status === 'live')
    return feed.lastEventAt === undefined
      ? { kind: 'live' }
      : { kind: 'live', lastEventAt: feed.lastEventAt };
  if (fetchedAt === undefined) return { kind: 'unknown' };
  return { kind: 'fetched', at: fetchedAt, stale: now - fetchedAt > STALE_AFTER_MS };
}
