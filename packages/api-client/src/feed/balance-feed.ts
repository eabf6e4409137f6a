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
import {
  API_PREFIX,
  AUTHORIZATION_HEADER,
  BALANCE_EVENT_NAME,
  BRAND_HEADER,
  LOCALE_PARAM,
  TOKEN_REFRESH_TIME_HEADER,
  UNREAD_EVENT_NAME,
  findRoute,
} from '@lobby/contract/core';
import { walletRoutes } from '@lobby/contract/manifest';
import type { UnreadCount } from '@lobby/contract/messages';
import type { BalanceEvent } from '@lobby/contract/wallet';
import { USER_INFO_REFRESH_MS, toApiLocale } from '@lobby/domain';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { lobbyApi } from '../api/lobby-api.ts';
import type { TagType } from '../api/lobby-api.ts';
import { memberApi } from '../areas/member/endpoints.ts';
import { MESSAGE_LIST, messagesApi } from '../areas/messages/endpoints.ts';
import { ALL_CHANNEL_BALANCES, channelBalanceTag } from '../areas/money-tags.ts';
import { consoleLogger } from '../ports/browser-ports.ts';
import type { FetchLike } from '../base-query/create-base-query.ts';
import type { LoggerPort } from '../ports/ports.ts';
import type { Session } from '../session/session.ts';
import { answeredToken, sessionCredentials } from '../session/transport.ts';
import { apiRootOf, nameBrandForPreflight } from '../urls/api-root.ts';
import type { LobbyStore } from '../store/create-lobby-store.ts';
import { setBalanceFeedState } from './balance-feed-status.ts';
import type { BalanceFeedState } from './balance-feed-status.ts';
import { createSseParser } from './sse-parser.ts';

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

const EVENTS_ROUTE = findRoute(walletRoutes, 'wallet.events');

/** What one event makes stale: the balances it changed, and the records of the move. */
function staleTags(channelId: number | null, everything: boolean): TagDescription<TagType>[] {
  if (everything) return ['Balance', 'ChannelBalance', 'Transfer', 'Transaction'];
  if (channelId === null) return ['Balance', 'Transaction'];
  return ['Balance', ALL_CHANNEL_BALANCES, channelBalanceTag(channelId), 'Transfer', 'Transaction'];
}

const isCount = (n: unknown): boolean => Number.isSafeInteger(n) && (n as number) >= 0;

function isUnreadCount(value: unknown): value is UnreadCount {
  const v = value as Partial<UnreadCount> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    isCount(v.unread) &&
    isCount(v.inbox) &&
    isCount(v.system)
  );
}

/** The cached unread count's key: the endpoint takes no argument. */
const UNREAD_ARG = undefined;

const sameCounts = (a: UnreadCount, b: UnreadCount): boolean =>
  a.unread === b.unread && a.inbox === b.inbox && a.system === b.system;

/**
 * Writes pushed counts into the cached unread count, so every badge showing it changes without
 * a request. A fetch of it still running may have read the counts before this change and would
 * overwrite them when it lands: then the count is also made stale, and refetched once that
 * fetch settled (RTK Query delays invalidation while requests run). Counts that changed make
 * the message lists stale too, so an open messages screen shows the new message or read mark.
 */
function writeUnreadCount(store: BalanceFeedOptions['store'], counts: UnreadCount): void {
  store.dispatch((dispatch, getState) => {
    const before = messagesApi.endpoints.unreadCount.select(UNREAD_ARG)(getState());
    dispatch(messagesApi.util.upsertQueryData('unreadCount', UNREAD_ARG, counts));
    const stale: TagDescription<TagType>[] = [];
    // `isLoading` of a cache entry is "a request is running", whether or not it holds data.
    if (before.isLoading) stale.push('UnreadCount');
    if (before.data && !sameCounts(before.data, counts)) stale.push(MESSAGE_LIST);
    if (stale.length) dispatch(lobbyApi.util.invalidateTags(stale));
  });
}

function isBalanceEvent(value: unknown): value is BalanceEvent {
  const v = value as Partial<BalanceEvent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isSafeInteger(v.money) &&
    (v.channel_id === null || Number.isSafeInteger(v.channel_id)) &&
    Number.isSafeInteger(v.at)
  );
}

/**
 * Starts the feed. It follows the session: connects while signed in, disconnects and goes
 * `idle` on sign-out, connects again on the next sign-in. One feed per page: its status is
 * what `useBalanceFeed` shows.
 */
export function startBalanceFeed(options: BalanceFeedOptions): BalanceFeed {
  const { store, session } = options;
  const logger = options.logger ?? consoleLogger;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const pollMs = options.pollMs ?? USER_INFO_REFRESH_MS;
  const retryMs = options.retryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  const root = apiRootOf(options.baseUrl, options.apiPath ?? API_PREFIX);

  let state: BalanceFeedState = { status: 'idle' };
  let stopped = false;
  /** The stream of the current signed-in spell, when one is open or opening. */
  let connection: AbortController | undefined;
  /**
   * The open stream's reader, cancelled on disconnect as well as aborted: a `fetch` that drops
   * the signal (some test and proxy transports do) would otherwise keep the stream open.
   */
  let reading: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let failures = 0;
  /** Whether the next connection follows a gap (events may have been missed meanwhile). */
  let afterGap = false;

  const setState = (next: BalanceFeedState) => {
    state = next;
    setBalanceFeedState(next);
  };

  const refreshProfile = () => {
    if (!session.userInfoDue()) return;
    const before = session.getUserInfo()?.money;
    const call = store.dispatch(
      memberApi.endpoints.profile.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    void call.then((done) => {
      const money = done.data?.money;
      // The profile refreshed the session; other balances follow when the money moved.
      if (money !== undefined && before !== undefined && money !== before)
        store.dispatch(lobbyApi.util.invalidateTags(staleTags(null, true)));
    });
  };

  /**
   * The fallback's tick: the unread count has no other refresh while the push is down, so the
   * screens showing it refetch (a count nobody shows is dropped, not fetched).
   */
  const refresh = () => {
    if (!session.isSignedIn()) return;
    store.dispatch(lobbyApi.util.invalidateTags(['UnreadCount']));
    refreshProfile();
  };

  const startPolling = () => {
    if (pollTimer !== undefined) return;
    pollTimer = setInterval(refresh, pollMs);
  };
  const stopPolling = () => {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const onEvent = (event: BalanceEvent, first: boolean) => {
    const info = session.getUserInfo();
    const changed = info !== undefined && info.money !== event.money;
    if (changed) session.setUserInfo({ ...info, money: event.money });
    // The greeting of a connection says how things are now: stale only if they moved unseen.
    if (first && event.channel_id === null) {
      if (afterGap || changed) store.dispatch(lobbyApi.util.invalidateTags(staleTags(null, true)));
    } else {
      store.dispatch(lobbyApi.util.invalidateTags(staleTags(event.channel_id, false)));
    }
    afterGap = false;
    setState({ status: 'live', lastEventAt: Date.now() });
  };

  const scheduleReconnect = (wait: number) => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
  };

  /** The push failed or ended: poll meanwhile, and try again later. */
  const fallBack = (why: string, unsupported = false) => {
    connection = undefined;
    reading = undefined;
    if (stopped || !session.isSignedIn()) return;
    failures += 1;
    afterGap = true;
    logger.debug(`balance feed: ${why}; refreshing every ${pollMs} ms meanwhile`);
    setState({
      status: 'polling',
      ...(state.lastEventAt ? { lastEventAt: state.lastEventAt } : {}),
    });
    startPolling();
    const backoff = Math.min(maxRetryMs, retryMs * 2 ** Math.min(failures - 1, 16));
    // Jitter, so tabs and members cut off together do not all come back at once.
    scheduleReconnect(unsupported ? maxRetryMs : backoff / 2 + Math.random() * (backoff / 2));
  };

  const connect = async () => {
    const token = session.getToken();
    if (stopped || token === undefined || connection) return;
    const controller = new AbortController();
    connection = controller;
    const url = new URL(`${root}${EVENTS_ROUTE.path}`);
    if (options.getLocale) url.searchParams.set(LOCALE_PARAM, toApiLocale(options.getLocale()));
    const proof = sessionCredentials(session.transport, token);
    const headers: Record<string, string> = { accept: 'text/event-stream', ...proof.headers };
    if (options.brand) headers[BRAND_HEADER] = options.brand;
    nameBrandForPreflight(url, options.brand);
    let response: Response;
    try {
      response = await doFetch(url.toString(), {
        headers,
        signal: controller.signal,
        cache: 'no-store',
        ...(proof.credentials ? { credentials: proof.credentials } : {}),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      fallBack(`could not connect (${String(error)})`);
      return;
    }
    if (controller.signal.aborted) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    // The answer may carry a rotated token, as every authenticated answer may.
    const refreshed = answeredToken(
      session.transport,
      response.headers.get(AUTHORIZATION_HEADER),
      token,
    );
    const time = Number(response.headers.get(TOKEN_REFRESH_TIME_HEADER));
    if (refreshed && Number.isFinite(time)) session.refreshToken(refreshed, time, token);
    const body = response.body;
    if (!response.ok || !body || typeof body.getReader !== 'function') {
      await body?.cancel().catch(() => undefined);
      // 404/405: this API has no push; anything else (429, 401, 5xx) may pass.
      fallBack(
        response.ok ? 'no streaming support' : `the push answered ${response.status}`,
        response.ok || response.status === 404 || response.status === 405,
      );
      return;
    }

    let first = true;
    const parser = createSseParser(({ event, data }) => {
      // Names this feed does not know are for newer clients: ignored, as the contract says.
      if (event !== BALANCE_EVENT_NAME && event !== UNREAD_EVENT_NAME) return;
      if (controller.signal.aborted) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        parsed = undefined;
      }
      if (event === UNREAD_EVENT_NAME) {
        if (!isUnreadCount(parsed)) {
          logger.warn('balance feed: unreadable unread event', data);
          return;
        }
        failures = 0;
        writeUnreadCount(store, parsed);
        return;
      }
      if (!isBalanceEvent(parsed)) {
        logger.warn('balance feed: unreadable event', data);
        return;
      }
      // A connection that delivers counts as recovered: the next failure waits briefly again.
      failures = 0;
      onEvent(parsed, first);
      first = false;
    });
    stopPolling();
    setState({ status: 'live', ...(state.lastEventAt ? { lastEventAt: state.lastEventAt } : {}) });
    const reader = body.getReader();
    reading = reader;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      fallBack(`the stream broke (${String(error)})`);
      return;
    }
    if (controller.signal.aborted) return;
    // The server ends a stream when the session ended or it restarts: reconnect to find out.
    fallBack('the stream ended');
  };

  const disconnect = () => {
    connection?.abort();
    connection = undefined;
    reading?.cancel().catch(() => undefined);
    reading = undefined;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    stopPolling();
    failures = 0;
    afterGap = false;
  };

  const follow = () => {
    if (stopped) return;
    if (session.isSignedIn()) {
      if (!connection && retryTimer === undefined && state.status === 'idle') void connect();
    } else if (state.status !== 'idle' || connection) {
      disconnect();
      setState({ status: 'idle' });
    }
  };
  const unsubscribe = session.subscribe(follow);
  follow();

  return {
    getState: () => state,
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      disconnect();
      setState({ status: 'idle' });
    },
  };
}
