/**
 * The feed's `unread` events, on a canned transport: the cases need timings the reference API
 * cannot be made to produce on demand (a fetch of the count still running when an event lands,
 * a malformed event, a push that is down). The feed against the real push is in
 * `test/balance-feed.integration.test.ts`.
 */
import type { UnreadCount } from '@lobby/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesApi } from '../areas/messages/endpoints.ts';
import { createLobbyClient } from '../client/create-lobby-client.ts';
import type { LobbyClient } from '../client/create-lobby-client.ts';
import { memoryChannelHub, memoryCookies, memoryStorage } from '../ports/memory-ports.ts';
import { startBalanceFeed } from './balance-feed.ts';
import type { BalanceFeed } from './balance-feed.ts';

const ORIGIN = 'https://api.example.test';
const ZERO: UnreadCount = { unread: 0, inbox: 0, system: 0 };

/** The page's store and session on a transport the test drives, with a feed on them. */
function harness(options: { pushDown?: boolean; brand?: string; baseUrl?: string } = {}) {
  const encoder = new TextEncoder();
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const state = {
    pushDown: options.pushDown ?? false,
    counts: ZERO,
    countCalls: 0,
    listCalls: 0,
    /** While set, answers of the unread count wait for it (a slow request). */
    hold: undefined as Promise<void> | undefined,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/member/wallet/events')) {
      if (state.pushDown) throw new TypeError('network down');
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          streams.push(controller);
        },
      });
      init?.signal?.addEventListener('abort', () => void body.cancel().catch(() => undefined));
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }
    if (url.pathname.endsWith('/member/message/unread_count')) {
      state.countCalls += 1;
      // The answer is read when the request arrives; it lands when the hold lets it.
      const answer = state.counts;
      await state.hold;
      return Response.json(answer);
    }
    if (url.pathname.endsWith('/member/message/list')) {
      state.listCalls += 1;
      return Response.json({ list: [], total: 0, page: 1, page_size: 20 });
    }
    if (url.pathname.endsWith('/member/userprofile')) return Response.json({ money: 0 });
    return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
      status: 404,
    });
  }) as unknown as typeof globalThis.fetch;
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client: LobbyClient = createLobbyClient({
    baseUrl: ORIGIN,
    fetch,
    logger,
    watchInactivity: false,
    session: { cookies: memoryCookies(), storage: memoryStorage(), channels: memoryChannelHub() },
  });
  client.session.signIn('token', Date.now());
  const feed: BalanceFeed = startBalanceFeed({
    store: client.store,
    session: client.session,
    baseUrl: options.baseUrl ?? ORIGIN,
    ...(options.brand ? { brand: options.brand } : {}),
    fetch,
    logger,
    pollMs: 40,
    retryMs: 10_000,
    maxRetryMs: 10_000,
  });
  running.push({ client, feed });
  /** Sends one event on the newest open stream. */
  const push = (event: string, data: unknown) => {
    const stream = streams.at(-1);
    if (!stream) throw new Error('no stream open');
    stream.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  };
  const cached = () =>
    messagesApi.endpoints.unreadCount.select(undefined)(client.store.getState()).data;
  return { client, feed, state, push, cached, logger, streams, fetch };
}

const running: { client: LobbyClient; feed: BalanceFeed }[] = [];
afterEach(() => {
  for (const { client, feed } of running.splice(0)) {
    feed.stop();
    client.dispose();
  }
});

describe('the balance feed stream', () => {
  it('names its brand in the header and the query (for a preflight), under a base URL with the API path', async () => {
    const h = harness({ brand: 'nexbet', baseUrl: `${ORIGIN}/api/v1/` });
    await vi.waitFor(() => expect(h.streams).toHaveLength(1));
    const opened = vi
      .mocked(h.fetch)
      .mock.calls.find(([input]) => String(input).includes('/member/wallet/events'));
    const url = new URL(String(opened?.[0]));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/api/v1/member/wallet/events`);
    expect(url.searchParams.get('brand')).toBe('nexbet');
    expect((opened?.[1]?.headers as Record<string, string>)['x-lobby-brand']).toBe('nexbet');
  });
});

describe('unread events of the balance feed', () => {
  it('write the pushed counts into the cached unread count, with no request', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.streams).toHaveLength(1));
    h.state.counts = { unread: 2, inbox: 2, system: 0 };
    const shown = h.client.store.dispatch(messagesApi.endpoints.unreadCount.initiate(undefined));
    await shown;
    expect(h.cached()).toEqual({ unread: 2, inbox: 2, system: 0 });

    h.push('unread', { unread: 3, inbox: 2, system: 1 });
    await vi.waitFor(() => expect(h.cached()).toEqual({ unread: 3, inbox: 2, system: 1 }));
    h.push('unread', ZERO);
    await vi.waitFor(() => expect(h.cached()).toEqual(ZERO));
    expect(h.state.countCalls).toBe(1);
    // Another kind of event on the same stream leaves the count alone.
    h.push('balance', { money: 500, channel_id: null, at: 1_700_000_000 });
    h.push('promotion', { id: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.cached()).toEqual(ZERO);
    expect(h.logger.warn).not.toHaveBeenCalled();
    shown.unsubscribe();
  });

  it('keeps the counts for a badge that mounts later', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.streams).toHaveLength(1));
    h.push('unread', { unread: 1, inbox: 1, system: 0 });
    await vi.waitFor(() => expect(h.cached()).toEqual({ unread: 1, inbox: 1, system: 0 }));
    const shown = h.client.store.dispatch(messagesApi.endpoints.unreadCount.initiate(undefined));
    expect((await shown).data).toEqual({ unread: 1, inbox: 1, system: 0 });
    expect(h.state.countCalls).toBe(0);
    shown.unsubscribe();
  });

  it('refetches once a request that began before the event lands, so an older answer never stays', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.streams).toHaveLength(1));
    // The count is asked while the member still has one unread; the answer is slow.
    h.state.counts = { unread: 1, inbox: 1, system: 0 };
    let release = () => {};
    h.state.hold = new Promise<void>((resolve) => (release = resolve));
    const shown = h.client.store.dispatch(messagesApi.endpoints.unreadCount.initiate(undefined));
    await vi.waitFor(() => expect(h.state.countCalls).toBe(1));
    // Meanwhile the message is read in another tab: the push says none are unread.
    h.state.counts = ZERO;
    h.push('unread', ZERO);
    await vi.waitFor(() => expect(h.cached()).toEqual(ZERO));
    h.state.hold = undefined;
    release();
    // The slow answer (one unread) lands, then the count is asked again and is right.
    await vi.waitFor(() => expect(h.state.countCalls).toBe(2));
    await vi.waitFor(() => expect(h.cached()).toEqual(ZERO));
    shown.unsubscribe();
  });

  it('refreshes an open message list when the counts change, and only then', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.streams).toHaveLength(1));
    h.state.counts = { unread: 1, inbox: 1, system: 0 };
    const badge = h.client.store.dispatch(messagesApi.endpoints.unreadCount.initiate(undefined));
    await badge;
    const list = h.client.store.dispatch(messagesApi.endpoints.messagesList.initiate({ kind: 1 }));
    await list;
    expect(h.state.listCalls).toBe(1);
    // The same counts again (a greeting after a reconnect): the list stays as it is.
    h.push('unread', { unread: 1, inbox: 1, system: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.state.listCalls).toBe(1);
    // A new message: the open list is asked again.
    h.push('unread', { unread: 2, inbox: 2, system: 0 });
    await vi.waitFor(() => expect(h.state.listCalls).toBe(2));
    expect(h.state.countCalls).toBe(1);
    list.unsubscribe();
    badge.unsubscribe();
  });

  it('ignores malformed counts and says so', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.streams).toHaveLength(1));
    h.push('unread', { unread: 1, inbox: 1, system: 0 });
    await vi.waitFor(() => expect(h.cached()?.unread).toBe(1));
    for (const bad of [
      { unread: -1, inbox: 0, system: 0 },
      { unread: 1.5, inbox: 1, system: 0 },
      { unread: '2', inbox: 2, system: 0 },
      { unread: 2, inbox: 2 },
      null,
      [1, 1, 0],
    ])
      h.push('unread', bad);
    h.streams.at(-1)?.enqueue(new TextEncoder().encode('event: unread\ndata: {not json\n\n'));
    await vi.waitFor(() => expect(h.logger.warn).toHaveBeenCalledTimes(7));
    expect(h.cached()).toEqual({ unread: 1, inbox: 1, system: 0 });
    // The stream is still read after them.
    h.push('unread', ZERO);
    await vi.waitFor(() => expect(h.cached()).toEqual(ZERO));
    expect(h.feed.getState().status).toBe('live');
  });

  it('refetches a shown unread count on every fallback tick while the push is down', async () => {
    const h = harness({ pushDown: true });
    await vi.waitFor(() => expect(h.feed.getState().status).toBe('polling'));
    h.state.counts = { unread: 1, inbox: 0, system: 1 };
    const shown = h.client.store.dispatch(messagesApi.endpoints.unreadCount.initiate(undefined));
    await shown;
    const calls = h.state.countCalls;
    // A system notice arrives while the push is down: the next tick brings it.
    h.state.counts = { unread: 2, inbox: 0, system: 2 };
    await vi.waitFor(() => expect(h.cached()).toEqual({ unread: 2, inbox: 0, system: 2 }));
    await vi.waitFor(() => expect(h.state.countCalls).toBeGreaterThan(calls + 1));
    shown.unsubscribe();
    h.feed.stop();
    // Stopped: no more ticks.
    const after = h.state.countCalls;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(h.state.countCalls).toBe(after);
  });
});
