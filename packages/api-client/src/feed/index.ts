/**
 * `@lobby/api-client/feed`: the balance feed, an entry of its own so that a page can load it on
 * demand (a site starts it once a member signs in, so a guest's page never fetches its code).
 * Its status (`getBalanceFeedState`, `useBalanceFeed`) stays in the root and `react` entries.
 */
export { startBalanceFeed } from './balance-feed.ts';
export type { BalanceFeed, BalanceFeedOptions } from './balance-feed.ts';
