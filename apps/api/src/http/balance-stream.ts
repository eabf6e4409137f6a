/**
 * The `wallet.events` answer: a Server-Sent Events stream of the member's balance changes and
 * unread-message counts (`core/messaging/member-stream.ts` says what is sent when).
 * Written on the raw response (the JSON hooks cannot stream), so it sets its own security
 * headers; the CORS, request-id and session headers the app's hooks already chose are kept.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../base/config.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../base/errors.ts';
import { balanceStreams } from '../core/messaging/member-stream.ts';
import type { BalanceSubscriber, StreamEvent } from '../core/messaging/member-stream.ts';
import { BASE_HEADERS } from './raw-reply.ts';
import type { AuthState, SessionService } from '../core/security/sessions.ts';
import { reconnectHint } from '../base/lifecycle.ts';
import type { LifecycleState } from '../base/lifecycle.ts';
import type { Metrics } from '../core/observability/metrics.ts';

/** What a stream needs from the server. */
export interface BalanceStreamDeps {
  db: Database;
  config: Pick<ServerConfig, 'streamHeartbeatMs' | 'streamsPerMember'>;
  sessions: Pick<SessionService, 'liveAmong'>;
  now: () => number;
  /** Open streams counted; refusals counted as the `streams` rate-limit class. */
  metrics: Pick<Metrics, 'streamOpened' | 'rateLimited'>;
  /** A stream ended while the server is draining or closing says when to reconnect. */
  lifecycle: Pick<LifecycleState, 'draining'>;
}

/**
 * A stream whose client reads nothing (gone without closing the socket) would keep buffering;
 * past this many unsent bytes it is ended and the client, if alive, reconnects.
 */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** The heartbeat timer of each server's streams (by its database): one for all of them. */
const heartbeats = new WeakMap<Database, ReturnType<typeof setInterval>>();

/**
 * Starts the server's heartbeat unless it beats already: every `streamHeartbeatMs` each open
 * stream gets a keep-alive comment and all their sessions are checked in one query, rather than
 * a timer and a query per stream (ten thousand idle streams were ten thousand queries a beat).
 * It stops once a beat finds no stream open, and the next stream starts it again.
 */
function keepBeating(deps: BalanceStreamDeps): void {
  if (heartbeats.has(deps.db)) return;
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    void balanceStreams(deps.db)
      .beat((ids) => deps.sessions.liveAmong(ids))
      .then((open) => {
        if (open > 0) return;
        clearInterval(timer);
        heartbeats.delete(deps.db);
      })
      .finally(() => {
        beating = false;
      });
  }, deps.config.streamHeartbeatMs);
  timer.unref?.();
  heartbeats.set(deps.db, timer);
}

/**
 * Opens the stream for an authenticated request, or throws 429 `RATE_LIMITED` when the member
 * already has the allowed number open. Resolves once the response has started; the stream then
 * lives until the client leaves, the session ends or the server closes.
 */
export function openBalanceStream(
  deps: BalanceStreamDeps,
  input: { brandId: string; auth: AuthState; request: FastifyRequest; reply: FastifyReply },
): void {
  const { request, reply, auth } = input;
  const streams = balanceStreams(deps.db);
  const raw = reply.raw;
  let ended = false;
  /** Set as the stream starts; `end` may run before it exists. */
  const held: { remove?: () => void } = {};

  const end = () => {
    if (ended) return;
    ended = true;
    held.remove?.();
    if (deps.lifecycle.draining && raw.headersSent && !raw.writableEnded)
      raw.write(reconnectHint());
    if (!raw.writableEnded) raw.end();
  };
  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const subscriber: BalanceSubscriber = {
    brandId: input.brandId,
    memberId: auth.member.id,
    sessionId: auth.sessionId,
    send: ({ event, data }: StreamEvent) =>
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    ping: () => write(': ping\n\n'),
    end,
  };

  // Registered before the answer starts, synchronously: two opening at once cannot both pass.
  const remove = streams.add(subscriber, deps.config.streamsPerMember);
  if (remove) held.remove = deps.metrics.streamOpened(remove);
  else {
    deps.metrics.rateLimited('streams');
    throw new ApiError('RATE_LIMITED', {
      values: { interval: 1 },
      headers: { 'retry-after': '60' },
    });
  }

  reply.hijack();
  const chosen = Object.fromEntries(
    Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
    ),
  );
  raw.writeHead(200, {
    ...chosen,
    ...BASE_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-site',
    // Proxies (nginx) would otherwise hold events back to fill a buffer.
    'x-accel-buffering': 'no',
  });
  request.raw.on('close', end);
  raw.on('error', end);
  // A first line at once, so the client (and any proxy) knows the stream is open.
  write(': open\n\n');
  streams.greet(subscriber, deps.now);

  keepBeating(deps);
}
