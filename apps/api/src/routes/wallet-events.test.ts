/**
 * The balance push (`wallet.events`): a real socket (a stream never ends, so `inject` cannot
 * read it), read as the SDK reads it, with `fetch` and the bearer header.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opsLock } from '../ops/commands.ts';
import { runMoneyOps } from '../ops/money-dispatch.ts';
import { balanceStreams } from '../services/balance-events.ts';
import type { BalanceEventData } from '../services/balance-events.ts';
import { inTransaction, post } from '../services/ledger.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { channelByCode, keyed, ledgerSound, mainOf, newMember } from '../test/money-kit.ts';
import type { TestMember } from '../test/money-kit.ts';

const HEARTBEAT_MS = 150;
let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer({
    env: { LOBBY_STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS), LOBBY_STREAMS_PER_MEMBER: '3' },
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (!server) return;
  // Open streams are ended by the server's preClose hook; a connection the test's fetch opened
  // but never sent a request on would still hold `close` until it times out.
  const closing = server.close();
  setImmediate(() => server.app.server.closeAllConnections());
  await closing;
});

/** An open stream, read in the background. */
interface Stream {
  status: number;
  headers: Headers;
  events: BalanceEventData[];
  /** Every raw line, comments included. */
  lines: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

async function openStream(
  token: string | undefined,
  options: { brand?: string; query?: string } = {},
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/member/wallet/events${options.query ?? ''}`, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-lobby-brand': options.brand ?? 'default',
    },
    signal: controller.signal,
  });
  const stream: Stream = {
    status: response.status,
    headers: response.headers,
    events: [],
    lines: [],
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    let event = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          stream.lines.push(line);
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ') && event === 'balance')
            stream.events.push(JSON.parse(line.slice(6)) as BalanceEventData);
          else if (line === '') event = '';
          newline = buffer.indexOf('\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return stream;
}

const opened: Stream[] = [];
async function listen(member: TestMember): Promise<Stream> {
  const stream = await openStream(member.token, { brand: member.brand });
  opened.push(stream);
  expect(stream.status).toBe(200);
  // The greeting: the balance as it is now.
  await vi.waitFor(() => expect(stream.events.length).toBe(1));
  return stream;
}
const closeAll = () => {
  for (const stream of opened.splice(0)) stream.close();
};

describe('the balance stream', () => {
  it('greets with the balance, then pushes an operator adjustment and a transfer', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const other = await newMember(server, { balance: 500 });
    const stream = await listen(m);
    const otherStream = await listen(other);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.events[0]).toEqual({
      money: 10_000,
      channel_id: null,
      at: expect.any(Number) as number,
    });
    expect(String(stream.events[0]?.at)).toMatch(/^\d{10}$/);

    await runMoneyOps(server.ctx, 'wallet:adjust', {
      brand: 'default',
      username: m.username,
      amount: '2500',
      remark: 'goodwill',
    });
    await vi.waitFor(() => expect(stream.events.length).toBe(2));
    expect(stream.events[1]).toMatchObject({ money: 12_500, channel_id: null });

    const aur = await channelByCode(server, 'AUR');
    const moved = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 2_000,
      channel_id: aur.id,
    });
    expect(moved.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(stream.events.at(-1)).toMatchObject({ money: 10_500, channel_id: aur.id }),
    );
    // Another member hears nothing of it.
    expect(otherStream.events).toHaveLength(1);
    expect(otherStream.events[0]?.money).toBe(500);
    closeAll();
    await ledgerSound(server);
  });

  it('sends every tab of the member the same events, in order, under concurrent moves', async () => {
    const m = await newMember(server, { balance: 1_000 });
    const tabs = [await listen(m), await listen(m)];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        runMoneyOps(server.ctx, 'wallet:adjust', {
          brand: 'default',
          username: m.username,
          amount: String(100 + i),
          remark: 'race',
        }),
      ),
    );
    const final = await mainOf(server, m);
    expect(final).toBe(1_000 + 8 * 100 + 28);
    for (const tab of tabs) {
      await vi.waitFor(() => expect(tab.events.at(-1)?.money).toBe(final));
      const seen = tab.events.map((e) => e.money);
      // Balances only grew here: a stream never shows an older balance after a newer one.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
    closeAll();
  });

  it('says nothing of a transaction that rolled back', async () => {
    const m = await newMember(server, { balance: 300 });
    const stream = await listen(m);
    const brand = await server.ctx.brands.byId('default');
    await expect(
      inTransaction(server.ctx.db, async (tx) => {
        await post(tx, {
          brandId: 'default',
          currency: brand?.currencyCode ?? 'USD',
          kind: 'adjustment',
          memberId: m.id,
          ref: `rolled-back:${m.id}`,
          legs: [
            { account: { kind: 'adjustments' }, amount: -50 },
            { account: { kind: 'main', memberId: m.id }, amount: 50 },
          ],
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A refused move (more than the balance) moves nothing either.
    const refused = await runMoneyOps(server.ctx, 'wallet:adjust', {
      brand: 'default',
      username: m.username,
      amount: '-5000',
      remark: 'too much',
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await runMoneyOps(server.ctx, 'wallet:adjust', {
      brand: 'default',
      username: m.username,
      amount: '1',
      remark: 'marker',
    });
    await vi.waitFor(() => expect(stream.events.length).toBe(2));
    expect(stream.events.map((e) => e.money)).toEqual([300, 301]);
    closeAll();
  });

  it('keeps the stream alive with comments and ends it when the session is revoked', async () => {
    const m = await newMember(server, { balance: 100 });
    const stream = await listen(m);
    await vi.waitFor(() => expect(stream.lines).toContain(': ping'));
    const out = await server.request({ path: '/member/auth/logout', token: m.token });
    expect(out.statusCode).toBe(200);
    await stream.ended;
    expect(balanceStreams(server.ctx.db).count('default', m.id)).toBe(0);
    // The token is dead now: reconnecting is refused.
    expect((await openStream(m.token)).status).toBe(401);
  });

  it('ends the stream of a locked member and of a session that went idle', async () => {
    const locked = await newMember(server, { balance: 100 });
    const lockedStream = await listen(locked);
    await opsLock(server.ctx, 'default', locked.username);
    await lockedStream.ended;

    const idle = await newMember(server, { balance: 100 });
    const idleStream = await listen(idle);
    server.clock.advance(server.config.sessionIdleMs + 1_000);
    // Found at the next heartbeat's check.
    await idleStream.ended;
    expect(balanceStreams(server.ctx.db).count('default', idle.id)).toBe(0);
  });

  it('allows a few streams per member and refuses more with 429', async () => {
    const m = await newMember(server, { balance: 100 });
    const streams = [await listen(m), await listen(m), await listen(m)];
    const refused = await fetch(`${origin}/api/v1/member/wallet/events`, {
      headers: { authorization: `Bearer ${m.token}`, 'x-lobby-brand': 'default' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    streams[0]?.close();
    await vi.waitFor(() => expect(balanceStreams(server.ctx.db).count('default', m.id)).toBe(2));
    await listen(m);
    closeAll();
  });
});

describe('bad input to the balance stream', () => {
  it('is refused with a 4xx, never a 5xx', async () => {
    expect((await openStream(undefined)).status).toBe(401);
    expect((await openStream('not-a-token')).status).toBe(401);
    expect((await openStream('a'.repeat(43))).status).toBe(401);
    const m = await newMember(server);
    // The token of another brand's member is no session here.
    expect((await openStream(m.token, { brand: 'fubo' })).status).toBe(401);
    for (const query of [
      '?x=1',
      `?locale=${'e'.repeat(64)}`,
      '?locale=%00',
      '?locale=en&locale=ja',
    ]) {
      const status = (await openStream(m.token, { query })).status;
      expect(status, query).toBeGreaterThanOrEqual(400);
      expect(status, query).toBeLessThan(500);
    }
    const posted = await server.request({
      method: 'POST',
      path: '/member/wallet/events',
      token: m.token,
      body: {},
    });
    expect(posted.statusCode).toBe(404);
    // Nothing was left open by the refusals.
    expect(balanceStreams(server.ctx.db).count('default', m.id)).toBe(0);
  });
});
