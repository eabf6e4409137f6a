/**
 * One running balance feed's state and its moves: connect, read the stream, fall back to
 * polling when the push fails or ends, reconnect with a growing wait, disconnect.
 */
import type { BalanceEvent } from '@lobby/contract/wallet';
import { lobbyApi } from '../api/lobby-api.ts';
import type { LoggerPort } from '../ports/ports.ts';
import type { Session } from '../session/session.ts';
import { setBalanceFeedState } from './balance-feed-status.ts';
import type { BalanceFeedState } from './balance-feed-status.ts';
import type { FallbackPoll } from './fallback-poll.ts';
import { readFeedMessage, staleTags, writeUnreadCount } from './feed-events.ts';
import type { FeedStore } from './feed-events.ts';
import { openFeedStream } from './open-feed-stream.ts';
import type { FeedEndpoint } from './open-feed-stream.ts';
import { createSseParser } from './sse-parser.ts';

/** A feed's fixed settings, defaults applied. */
export interface FeedSettings {
  readonly store: FeedStore;
  readonly session: Session;
  readonly logger: LoggerPort;
  readonly endpoint: FeedEndpoint;
  readonly pollMs: number;
  readonly retryMs: number;
  readonly maxRetryMs: number;
}

/** A running feed's mutable state. */
export interface FeedRun {
  readonly settings: FeedSettings;
  readonly poll: FallbackPoll;
  state: BalanceFeedState;
  stopped: boolean;
  /** The stream of the current signed-in spell, when one is open or opening. */
  connection: AbortController | undefined;
  /**
   * The open stream's reader, cancelled on disconnect as well as aborted: a `fetch` that drops
   * the signal (some test and proxy transports do) would otherwise keep the stream open.
   */
  reading: ReadableStreamDefaultReader<Uint8Array> | undefined;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  failures: number;
  /** Whether the next connection follows a gap (events may have been missed meanwhile). */
  afterGap: boolean;
}

/** Sets this feed's state and the page-wide one. */
export function setRunState(run: FeedRun, next: BalanceFeedState): void {
  run.state = next;
  setBalanceFeedState(next);
}

/** The state's last event time, kept across status changes. */
const lastEventOf = (state: BalanceFeedState) =>
  state.lastEventAt ? { lastEventAt: state.lastEventAt } : {};

function onBalance(run: FeedRun, event: BalanceEvent, first: boolean): void {
  const { session, store } = run.settings;
  const info = session.getUserInfo();
  const changed = info !== undefined && info.money !== event.money;
  if (changed) session.setUserInfo({ ...info, money: event.money });
  // The greeting of a connection says how things are now: stale only if they moved unseen.
  if (first && event.channel_id === null) {
    if (run.afterGap || changed)
      store.dispatch(lobbyApi.util.invalidateTags(staleTags(null, true)));
  } else {
    store.dispatch(lobbyApi.util.invalidateTags(staleTags(event.channel_id, false)));
  }
  run.afterGap = false;
  setRunState(run, { status: 'live', lastEventAt: Date.now() });
}

function scheduleReconnect(run: FeedRun, wait: number): void {
  if (run.retryTimer !== undefined) clearTimeout(run.retryTimer);
  run.retryTimer = setTimeout(() => {
    run.retryTimer = undefined;
    void connect(run);
  }, wait);
}

/** The push failed or ended: poll meanwhile, and try again later. */
function fallBack(run: FeedRun, why: string, unsupported = false): void {
  const { session, logger, pollMs, retryMs, maxRetryMs } = run.settings;
  run.connection = undefined;
  run.reading = undefined;
  if (run.stopped || !session.isSignedIn()) return;
  run.failures += 1;
  run.afterGap = true;
  logger.debug(`balance feed: ${why}; refreshing every ${pollMs} ms meanwhile`);
  setRunState(run, { status: 'polling', ...lastEventOf(run.state) });
  run.poll.start();
  const backoff = Math.min(maxRetryMs, retryMs * 2 ** Math.min(run.failures - 1, 16));
  // Jitter, so tabs and members cut off together do not all come back at once.
  scheduleReconnect(run, unsupported ? maxRetryMs : backoff / 2 + Math.random() * (backoff / 2));
}

/** Reads the open stream until it ends, breaks or the connection is dropped. */
async function consume(
  run: FeedRun,
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
): Promise<void> {
  let first = true;
  const parser = createSseParser(({ event, data }) => {
    if (controller.signal.aborted) return;
    const message = readFeedMessage(event, data, run.settings.logger);
    if (!message) return;
    // A connection that delivers counts as recovered: the next failure waits briefly again.
    run.failures = 0;
    if (message.kind === 'unread') {
      writeUnreadCount(run.settings.store, message.counts);
      return;
    }
    onBalance(run, message.event, first);
    first = false;
  });
  run.poll.stop();
  setRunState(run, { status: 'live', ...lastEventOf(run.state) });
  const reader = body.getReader();
  run.reading = reader;
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    fallBack(run, `the stream broke (${String(error)})`);
    return;
  }
  if (controller.signal.aborted) return;
  // The server ends a stream when the session ended or it restarts: reconnect to find out.
  fallBack(run, 'the stream ended');
}

/** Opens the push when signed in and none is open or opening, and reads it. */
export async function connect(run: FeedRun): Promise<void> {
  const { session, endpoint } = run.settings;
  const token = session.getToken();
  if (run.stopped || token === undefined || run.connection) return;
  const controller = new AbortController();
  run.connection = controller;
  const opened = await openFeedStream(endpoint, session, token, controller.signal);
  if (opened.kind === 'aborted') return;
  if (opened.kind === 'failed') {
    fallBack(run, opened.why, opened.unsupported);
    return;
  }
  await consume(run, opened.body, controller);
}

/** Closes the stream, stops polling and any pending reconnect, and forgets past failures. */
export function disconnect(run: FeedRun): void {
  run.connection?.abort();
  run.connection = undefined;
  run.reading?.cancel().catch(() => undefined);
  run.reading = undefined;
  if (run.retryTimer !== undefined) clearTimeout(run.retryTimer);
  run.retryTimer = undefined;
  run.poll.stop();
  run.failures = 0;
  run.afterGap = false;
}
