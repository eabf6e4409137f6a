/**
 * The site's balance feed: while a member is signed in, balances follow the API's push (the
 * header chip and every balance on screen change when money moves, without a reload), and
 * fall back to the spec's 30 s profile refresh when the push is unavailable. The feed follows
 * the session itself (sign-in starts it, sign-out stops it); the site starts it at mount and
 * stops it when the site is disposed. Its code (`@lobby/api-client/feed`) loads the first time
 * a member is signed in on the page, so a guest's first screen carries none of it.
 */
import type { LoggerPort, Session } from '@lobby/api-client';
import type { BalanceFeed } from '@lobby/api-client/feed';
import { withChunkTimeout } from '../router/lazy-chunk.ts';
import type { SiteStore } from '../store/store.ts';

/** What the site hands the feed: the same store, session, API and transport as its calls. */
interface SiteBalanceFeedOptions {
  readonly store: SiteStore;
  readonly session: Session;
  readonly apiUrl: string;
  readonly brand: string;
  readonly getLocale: () => string;
  readonly fetch: typeof fetch;
  readonly logger?: LoggerPort;
}

/** What the site keeps of its feed: the way to stop it. */
interface SiteBalanceFeed {
  /** Stops the feed for good (and a load of its code still on its way). */
  stop(): void;
}

/** Starts the page's balance feed once a member is signed in; `stop()` on dispose. */
export function startSiteBalanceFeed(options: SiteBalanceFeedOptions): SiteBalanceFeed {
  let feed: BalanceFeed | undefined;
  let loading = false;
  let stopped = false;
  const begin = () => {
    if (feed || loading || stopped || !options.session.isSignedIn()) return;
    loading = true;
    // Bounded like the routes' chunks: a download that stalls frees the next attempt.
    withChunkTimeout(import('@lobby/api-client/feed')).then(
      ({ startBalanceFeed }) => {
        loading = false;
        if (stopped) return;
        feed = startBalanceFeed({
          store: options.store,
          session: options.session,
          baseUrl: options.apiUrl,
          brand: options.brand,
          getLocale: options.getLocale,
          fetch: options.fetch,
          ...(options.logger ? { logger: options.logger } : {}),
        });
      },
      (error: unknown) => {
        // Offline, say: balances still refresh with the screens; the session's next change
        // (a refreshed token, the next sign-in) tries again.
        loading = false;
        options.logger?.warn('The balance feed could not load', error);
      },
    );
  };
  const unwatch = options.session.subscribe(begin);
  begin();
  return {
    stop() {
      stopped = true;
      unwatch();
      feed?.stop();
    },
  };
}
