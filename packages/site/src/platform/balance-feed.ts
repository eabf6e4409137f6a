/**
 * The site's balance feed: while a member is signed in, balances follow the API's push (the
 * header chip and every balance on screen change when money moves, without a reload), and
 * fall back to the spec's 30 s profile refresh when the push is unavailable. The feed follows
 * the session itself (sign-in starts it, sign-out stops it); the site starts it at mount and
 * stops it when the site is disposed.
 */
import { startBalanceFeed } from '@lobby/api-client';
import type { BalanceFeed, LoggerPort, Session } from '@lobby/api-client';
import type { SiteStore } from '../store/store.ts';

/** What the site hands the feed: the same store, session, API and transport as its calls. */
export interface SiteBalanceFeedOptions {
  readonly store: SiteStore;
  readonly session: Session;
  readonly apiUrl: string;
  readonly brand: string;
  readonly getLocale: () => string;
  readonly fetch: typeof fetch;
  readonly logger?: LoggerPort;
}

/** Starts the page's balance feed; `stop()` on dispose. */
export function startSiteBalanceFeed(options: SiteBalanceFeedOptions): BalanceFeed {
  return startBalanceFeed({
    store: options.store,
    session: options.session,
    baseUrl: options.apiUrl,
    brand: options.brand,
    getLocale: options.getLocale,
    fetch: options.fetch,
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
