/**
 * The member's push (`wallet.events`): a real socket (a stream never ends, so `inject` cannot
 * read it), read as the SDK reads it, with `fetch` and the bearer header. Balances, and the
 * unread-message counts that follow a message sent or read.
 */
import type { UnreadCount } from '@lobby/contract/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opsLock } from '../../ops/commands.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { balanceStreams } from '../../core/messaging/member-stream.ts';
import { inTransaction, post } from '../../core/money/ledger.ts';
import { openEventStream } from '../../test/event-stream.ts';
import type { Stream } from '../../test/event-stream.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { channelByCode, keyed, ledgerSound, mainOf, newMember } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';

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

/** A stream of this file's server. */
const openStream = (token: string | undefined, options: { brand?: string; query?: string } = {}) =>
  openEventStream(origin, token, options);

const opened: Stream[] = [];
async function listen(member: TestMember): Promise<Stream> {
  const stream = await openStream(member.token, { brand: member.brand });
  opened.push(stream);
  expect(stream.status).toBe(200);
  // The greeting: the balance and the unread counts as they are now.
  await vi.waitFor(() => expect(stream.events.length).toBe(1));
  await vi.waitFor(() => expect(stream.unread.length).toBe(1));
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

describe('unread counts on the stream', () => {
  /** Another session of the member (another device or browser), with its own token. */
  const secondSession = async (m: TestMember): Promise<TestMember> => ({
    ...m,
    token: await server.login(m.username, 'Kettle-Moss-42', m.brand),
  });
  const listMessages = async (m: TestMember) =>
    (
      await server.request({ method: 'GET', path: '/member/message/list', token: m.token })
    ).json() as { list: { id: number; kind: number; title: string }[] };

  it("greets with the counts; another session hears an operator's message and its reading", async () => {
    const m = await newMember(server);
    const phone = await secondSession(m);
    const stream = await listen(phone);
    const greeted = stream.unread[0] as UnreadCount;
    // Whatever the brand's recent system notices are, the greeting is what the count answers.
    const asked = await server.request({
      method: 'GET',
      path: '/member/message/unread_count',
      token: m.token,
    });
    expect(greeted).toEqual(asked.json());

    await runMoneyOps(server.ctx, 'message:send', {
      brand: 'default',
      username: m.username,
      title: 'Your bonus',
      content: 'Enjoy it',
    });
    await vi.waitFor(() => expect(stream.unread).toHaveLength(2));
    expect(stream.unread[1]).toEqual({
      unread: greeted.unread + 1,
      inbox: greeted.inbox + 1,
      system: greeted.system,
    });

    // Read in the first session (the detail marks it read): the second one hears it.
    const sent = (await listMessages(m)).list.find((message) => message.title === 'Your bonus');
    const read = await server.request({
      method: 'GET',
      path: `/member/message/detail/${sent?.id}`,
      token: m.token,
    });
    expect(read.statusCode).toBe(200);
    await vi.waitFor(() => expect(stream.unread).toHaveLength(3));
    expect(stream.unread[2]).toEqual(greeted);
    // Reading it again changes nothing and sends nothing; marking all read does.
    await server.request({
      method: 'GET',
      path: `/member/message/detail/${sent?.id}`,
      token: m.token,
    });
    const all = await server.request({
      path: '/member/message/read',
      body: { all: true },
      token: m.token,
    });
    expect(all.json()).toEqual({ unread: 0 });
    await vi.waitFor(() => expect(stream.unread).toHaveLength(4));
    expect(stream.unread[3]).toEqual({ unread: 0, inbox: 0, system: 0 });
    // Money and messages share the stream without mixing: no balance event came of them.
    expect(stream.events).toHaveLength(1);
    closeAll();
  });

  it("tells every member of the brand of a system notice, and no other brand's members", async () => {
    const a = await newMember(server);
    const b = await newMember(server);
    const elsewhere = await newMember(server, { brand: 'fubo' });
    const [streamA, streamB, streamElsewhere] = [
      await listen(a),
      await listen(b),
      await listen(elsewhere),
    ];
    const before = streamA.unread[0] as UnreadCount;
    await runMoneyOps(server.ctx, 'message:send', {
      brand: 'default',
      title: 'Maintenance tonight',
      content: 'From 02:00 to 03:00',
    });
    for (const stream of [streamA, streamB]) {
      await vi.waitFor(() => expect(stream.unread).toHaveLength(2));
      expect(stream.unread[1]?.system).toBe((stream.unread[0]?.system ?? 0) + 1);
    }
    // A message to one member of fubo is the marker: fubo heard nothing of default's notice.
    await runMoneyOps(server.ctx, 'message:send', {
      brand: 'fubo',
      username: elsewhere.username,
      title: 'Hello',
      content: 'Only for you',
    });
    await vi.waitFor(() => expect(streamElsewhere.unread).toHaveLength(2));
    expect(streamElsewhere.unread[1]?.inbox).toBe((streamElsewhere.unread[0]?.inbox ?? 0) + 1);
    expect(streamElsewhere.unread[1]?.system).toBe(streamElsewhere.unread[0]?.system);
    // Reading in one member's session tells nobody else.
    const notice = (await listMessages(a)).list.find((m) => m.title === 'Maintenance tonight');
    await server.request({
      method: 'GET',
      path: `/member/message/detail/${notice?.id}`,
      token: a.token,
    });
    await vi.waitFor(() => expect(streamA.unread).toHaveLength(3));
    expect(streamA.unread[2]).toEqual(before);
    expect(streamB.unread).toHaveLength(2);
    closeAll();
  });

  it('beats every open stream at once: a keep-alive each, one session check for all, ending only the dead', async () => {
    const streams = balanceStreams(server.ctx.db);
    const pings: number[] = [];
    const ended: number[] = [];
    const fake = (sessionId: number, memberId: number) => ({
      brandId: 'default',
      memberId,
      sessionId,
      send: () => {},
      ping: () => void pings.push(sessionId),
      end: () => void ended.push(sessionId),
    });
    const removes = [fake(-11, -1), fake(-11, -1), fake(-12, -2)].map((s) => streams.add(s, 5));
    const asked: (readonly number[])[] = [];
    await streams.beat(async (ids) => {
      asked.push(ids);
      return new Set(ids.filter((id) => id !== -12));
    });
    // Two streams of one session and one of another: one check, each session asked once.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.filter((id) => id < 0).sort((a, b) => a - b)).toEqual([-12, -11]);
    expect(pings.sort((a, b) => a - b)).toEqual([-12, -11, -11]);
    expect(ended).toEqual([-12]);

    // A failed check ends nothing (the next beat checks again) and is reported.
    await streams.beat(async () => {
      throw new Error('database unreachable');
    });
    expect(ended).toEqual([-12]);
    expect(server.logs.some((line) => line.includes('database unreachable'))).toBe(true);
    for (const remove of removes) remove?.();
  });

  it('never fails the send when a delivery fails, and reports the failure', async () => {
    const m = await newMember(server);
    // A stream whose socket throws on write (a client gone mid-write).
    const remove = balanceStreams(server.ctx.db).add(
      {
        brandId: 'default',
        memberId: m.id,
        sessionId: -1,
        send: () => {
          throw new Error('socket gone');
        },
        ping: () => {},
        end: () => {},
      },
      3,
    );
    const sent = await runMoneyOps(server.ctx, 'message:send', {
      brand: 'default',
      username: m.username,
      title: 'Hi',
      content: 'There',
    });
    expect(sent).toMatchObject({ to: m.username });
    await vi.waitFor(() =>
      expect(server.logs.some((line) => line.includes('member push failed'))).toBe(true),
    );
    const read = await server.request({
      path: '/member/message/read',
      body: { all: true },
      token: m.token,
    });
    expect(read.statusCode).toBe(200);
    remove?.();
  });
});
