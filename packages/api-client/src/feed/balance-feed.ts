/**
 * The balance feed: while the member is signed in, reads the API's member push
 * (`wallet.events`, Server-Sent Events) with `fetch` streaming. On each `balance` event it
 * updates the session's money (the header chip changes at once) and makes the cached balances
 * stale so the screens showing them refetch; on each `unread` event it writes the counts into
 * the cached unread count (the messages badge changes with no request). When the push is
 * unavailable (404, network, no streaming) it falls back to refreshing the profile and the
 * unread count every 30 s (the spec §4 user-info bound), and keeps trying the push with a
 * growing wait. Framework-free; React reads its status with `useBalanceFeed` from
 * `@lobby/api-client/react`.
 */
import { API_PREFIX } from '@lobby/contract/core';
import { USER_INFO_REFRESH_MS } from '@lobby/domain';
import type { FetchLike } from '../base-query/create-base-query.ts';
import { consoleLogger } from '../ports/browser-ports.ts';
import type { LoggerPort } from '../ports/ports.ts';
import type { Session } from '../session/session.ts';
import type { LobbyStore } from '../store/create-lobby-store.ts';
import { apiRootOf } from '../urls/api-root.ts';
import type { BalanceFeedState } from './balance-feed-status.ts';
import { createFallbackPoll } from './fallback-poll.ts';
import { connect, disconnect, setRunState } from './feed-run.ts';
import type { FeedRun, FeedSettings } from './feed-run.ts';

/** What {@link startBalanceFeed} needs: the page's store, session and how it reaches the API. */
export interface BalanceFeedOptions {
  /** The store the member api is mounted in (`createLobbyStore`, or a site's own). */
  readonly store: Pick<LobbyStore, 'dispatch'>;
  readonly session: Session;
  /** Origin (and optional root path) of the member API, as given to the base query (a URL ending in the API path means the same). */
  readonly baseUrl: string;
  /** The API path under `baseUrl`. Default the contract's `API_PREFIX`. */
  readonly apiPath?: string;
  /** Sent as `X-Lobby-Brand`, as the base query does. */
  readonly brand?: string;
  /** The site's locale, for the server's messages. */
  readonly getLocale?: () => string;
  /** Default `globalThis.fetch`; must support streamed response bodies for the push. */
  readonly fetch?: FetchLike;
  readonly logger?: LoggerPort;
  /** Profile refresh period while the push is unavailable. Default {@link USER_INFO_REFRESH_MS}. */
  readonly pollMs?: number;
  /** Wait before the first reconnect; doubles on each failure. Default 1 s. */
  readonly retryMs?: number;
  /** Longest wait between reconnects (and after a 404: the API has no push). Default 60 s. */
  readonly maxRetryMs?: number;
}

/** A running feed. */
export interface BalanceFeed {
  /** This feed's state (the page-wide one is `useBalanceFeed`'s). */
  getState(): BalanceFeedState;
  /** Stops for good: closes the stream, stops polling and the session watch; status `idle`. */
  stop(): void;
}

/** The options with their defaults applied. */
function settingsOf(options: BalanceFeedOptions): FeedSettings {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    store: options.store,
    session: options.session,
    logger: options.logger ?? consoleLogger,
    endpoint: {
      root: apiRootOf(options.baseUrl, options.apiPath ?? API_PREFIX),
      fetch: doFetch,
      ...(options.brand !== undefined ? { brand: options.brand } : {}),
      ...(options.getLocale !== undefined ? { getLocale: options.getLocale } : {}),
    },
    pollMs: options.pollMs ?? USER_INFO_REFRESH_MS,
    retryMs: options.retryMs ?? 1_000,
    maxRetryMs: options.maxRetryMs ?? 60_000,
  };
}

/** Connects on sign-in (unless already connected or waiting to), disconnects on sign-out. */
function follow(run: FeedRun): void {
  if (run.stopped) return;
  if (run.settings.session.isSignedIn()) {
    if (!run.connection && run.retryTimer === undefined && run.state.status === 'idle')
      void connect(run);
  } else if (run.state.status !== 'idle' || run.connection) {
    disconnect(run);
    setRunState(run, { status: 'idle' });
  }
}

/**
 * Starts the feed. It follows the session: connects while signed in, disconnects and goes
 * `idle` on sign-out, connects again on the next sign-in. One feed per page: its status is
 * what `useBalanceFeed` shows.
 */
export function startBalanceFeed(options: BalanceFeedOptions): BalanceFeed {
  const settings = settingsOf(options);
  const run: FeedRun = {
    settings,
    poll: createFallbackPoll(settings.store, settings.session, settings.pollMs),
    state: { status: 'idle' },
    stopped: false,
    connection: undefined,
    reading: undefined,
    retryTimer: undefined,
    failures: 0,
    afterGap: false,
  };
  const unsubscribe = settings.session.subscribe(() => follow(run));
  follow(run);

  return {
    getState: () => run.state,
    stop() {
      if (run.stopped) return;
      run.stopped = true;
      unsubscribe();
      disconnect(run);
      setRunState(run, { status: 'idle' });
    },
  };
}
