/**
 * Several instances on one database behave as one (`cluster.ts`): notes on the wire, the push
 * heard across instances and after a lost listening connection, an operator's change served by
 * every instance at once, one leader of the periodic jobs, and starts that seed once.
 */
import { count, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '../../db/schema/brands.ts';
import { members } from '../../db/schema/members.ts';
import { rsaKeys } from '../../db/schema/security.ts';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { OpenDatabase } from '../../db/client.ts';
import { MAX_PAYLOAD_BYTES } from '../../db/notifications.ts';
import { runOps } from '../../ops/dispatch.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { openContext } from '../../server.ts';
import { brandSeeds } from '../../seed/brands.ts';
import { openEventStream } from '../../test/event-stream.ts';
import type { Stream } from '../../test/event-stream.ts';
import { TEST_DB_KIND, freshPostgresDatabase, startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { channelByCode, keyed, mainOf, newMember } from '../../test/money-kit.ts';
import type { ClusterNote } from './cluster.ts';
import { createCluster, notesOf, payloadsOf } from './cluster.ts';
import { moneyOf } from '../money/money-context.ts';

describe('notes on the wire', () => {
  it('split into payloads under the NOTIFY limit, and read back whole by another instance', () => {
    const notes: ClusterNote[] = [
      ...Array.from({ length: 400 }, (_, i) => ({
        kind: 'balance' as const,
        brandId: 'default',
        memberId: i + 1,
        channels: [1, 2, 3],
        at: 1_765_000_000_000 + i,
      })),
      // One note touching more game wallets than fit one note is split by wallets.
      {
        kind: 'balance',
        brandId: 'nexbet',
        memberId: 7,
        channels: Array.from({ length: 1_000 }, (_, i) => i + 1),
        at: 1_765_000_000_000,
      },
      { kind: 'unread', brandId: 'fubo' },
      { kind: 'unread', brandId: 'fubo', memberId: 9 },
      { kind: 'config', brandId: 'helo8' },
    ];
    const payloads = payloadsOf('sender', notes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const heard = payloads.flatMap((payload) => notesOf(payload, 'listener') ?? []);
    expect(heard.filter((n) => n.kind === 'balance' && n.brandId === 'default')).toEqual(
      notes.slice(0, 400),
    );
    const split = heard.filter((n) => n.kind === 'balance' && n.brandId === 'nexbet');
    expect(split.length).toBeGreaterThan(1);
    expect(split.flatMap((n) => (n.kind === 'balance' ? n.channels : []))).toHaveLength(1_000);
    expect(heard.slice(-3)).toEqual(notes.slice(-3));
  });

  it('stay in memory in one process (PGlite), which always leads', async () => {
    const database = { db: {}, kind: 'pglite', close: async () => {} } as unknown as OpenDatabase;
    const cluster = createCluster(database, { leaderRetryMs: 5_000 });
    const heard: ClusterNote[] = [];
    cluster.subscribe({ note: (note) => heard.push(note) });
    await cluster.start({ info: () => {}, warn: () => {}, error: () => {} });
    expect(cluster.isLeader()).toBe(true);
    cluster.publish([{ kind: 'config', brandId: 'default' }]);
    // Delivered at once, and once.
    expect(heard).toEqual([{ kind: 'config', brandId: 'default' }]);
    await cluster.close();
    expect(cluster.isLeader()).toBe(false);
    cluster.publish([{ kind: 'config', brandId: 'fubo' }]);
    expect(heard).toHaveLength(1);
  });

  it('are not delivered twice to their sender, and a malformed one is ignored', () => {
    const [payload] = payloadsOf('me', [{ kind: 'config', brandId: 'default' }]);
    expect(notesOf(payload as string, 'me')).toBeUndefined();
    expect(notesOf(payload as string, 'other')).toEqual([{ kind: 'config', brandId: 'default' }]);
    expect(notesOf('not json', 'other')).toBeUndefined();
    expect(notesOf('{"o":"x","n":[{"kind":"balance","brandId":"default"}]}', 'other')).toEqual([]);
  });
});

/** The server-side process ids of an instance's dedicated (listening) connection. */
async function listenerPids(admin: pg.Client, server: TestServer): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [`lobby ${server.ctx.cluster.id}`],
  );
  return rows.map((r) => r.pid);
}

/** Connections to the test database still open (the admin connection is on another). */
async function connectionsTo(admin: pg.Client, target: TestServer['target']): Promise<number> {
  const name = target.kind === 'postgres' ? new URL(target.url).pathname.slice(1) : '';
  const { rows } = await admin.query<{ n: string }>(
    'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
    [name],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A cache time no test waits out: only a note can make another instance see a change. */
const LONG_CACHE_MS = 10 * 60_000;

// Several processes share a database only on PostgreSQL: PGlite is opened by one process, whose
// notes stay in its memory (the rest of the suite covers that path).
describe.skipIf(TEST_DB_KIND !== 'postgres')('two instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let originB: string;
  let admin: pg.Client;
  const opened: Stream[] = [];
  beforeAll(async () => {
    a = await startTestServer({ cacheMs: LONG_CACHE_MS });
    b = await startTestServer({ sharing: a, cacheMs: LONG_CACHE_MS });
    originB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    if (b) {
      const closing = b.close();
      setImmediate(() => b.app.server.closeAllConnections());
      await closing;
    }
    await a?.close();
    await admin?.end();
  });

  /**
   * A stream of `m` held on B, after its greeting (a balance, then the unread counts). The note
   * of the member's own opening deposit, sent by A, may reach B after the stream opened: then a
   * second event with the same balance comes before anything a test does.
   */
  async function streamOnB(m: { token: string }): Promise<Stream> {
    const stream = await openEventStream(originB, m.token);
    opened.push(stream);
    expect(stream.status).toBe(200);
    await vi.waitFor(() => expect(stream.unread).toHaveLength(1));
    expect(stream.events.length).toBeGreaterThanOrEqual(1);
    return stream;
  }

  /** The balances a stream received, the greeting's (and a late opening note's) counted once. */
  function balancesAfterGreeting(stream: Stream): number[] {
    const moneys = stream.events.map((e) => e.money);
    const greeted = moneys[0];
    let from = 1;
    while (moneys[from] === greeted) from += 1;
    return [greeted ?? -1, ...moneys.slice(from)];
  }

  it('a stream held on B hears a credit and a transfer made through A', async () => {
    const m = await newMember(a, { balance: 10_000 });
    const stream = await streamOnB(m);
    expect(stream.events[0]?.money).toBe(10_000);

    await runMoneyOps(a.ctx, 'wallet:adjust', {
      brand: 'default',
      username: m.username,
      amount: '2500',
      remark: 'credited on A',
    });
    await vi.waitFor(() => expect(stream.events.at(-1)?.money).toBe(12_500), { timeout: 1_000 });

    const aur = await channelByCode(a, 'AUR');
    const moved = await keyed(a, m, '/member/game/transfer', {
      action: 1,
      amount: 2_000,
      channel_id: aur.id,
    });
    expect(moved.statusCode).toBe(200);
    await vi.waitFor(
      () => expect(stream.events.at(-1)).toMatchObject({ money: 10_500, channel_id: aur.id }),
      { timeout: 1_000 },
    );
    // B delivered each note once: the greeting, the credit, the transfer.
    expect(balancesAfterGreeting(stream)).toEqual([10_000, 12_500, 10_500]);

    // An unread note from A reaches B's stream too.
    await runMoneyOps(a.ctx, 'message:send', {
      brand: 'default',
      username: m.username,
      title: 'From A',
      content: 'Heard on B',
    });
    await vi.waitFor(() => expect(stream.unread).toHaveLength(2));
    expect(stream.unread[1]?.inbox).toBe((stream.unread[0]?.inbox ?? 0) + 1);
  });

  it("re-listens after B's connection is killed, greets B's streams afresh, then hears A again", async () => {
    const m = await newMember(a, { balance: 700 });
    const stream = await streamOnB(m);
    const [killed] = await listenerPids(admin, b);
    expect(killed).toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [killed]);

    // Back on a new connection, which listens before the streams are greeted again (notes
    // may have been missed while it was down)...
    // (Only a greeting sends unread counts unasked, and it sends the balance first.)
    await vi.waitFor(() => expect(stream.unread).toHaveLength(2), { timeout: 5_000, interval: 50 });
    expect(stream.events.length).toBeGreaterThanOrEqual(2);
    expect(stream.events.at(-1)).toMatchObject({ money: 700, channel_id: null });
    const pids = await listenerPids(admin, b);
    expect(pids).toHaveLength(1);
    expect(pids).not.toContain(killed);

    // ...and a note sent after the reconnection is delivered.
    await runMoneyOps(a.ctx, 'wallet:adjust', {
      brand: 'default',
      username: m.username,
      amount: '300',
      remark: 'after the reconnection',
    });
    await vi.waitFor(() => expect(stream.events.at(-1)?.money).toBe(1_000), { timeout: 1_000 });
    expect(await mainOf(b, m)).toBe(1_000);
  });

  it('serves an operator change made through A, or by the ops CLI, on B at once', async () => {
    // Maintenance: B has read it (and caches it for LONG_CACHE_MS).
    const areaCodes = () => b.request({ path: '/area_code/info', brand: 'nexbet' });
    expect((await areaCodes()).statusCode).toBe(200);
    await runOps(a.ctx, 'maintenance:on', { brand: 'nexbet' });
    await vi.waitFor(async () => {
      const refused = await areaCodes();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'MAINTENANCE' });
    });

    // The ops CLI on the database (no server of its own): a context that only sends notes.
    const cli = await openContext({ config: b.config, target: b.target, cacheMs: 0 });
    try {
      await runOps(cli.ctx, 'maintenance:off', { brand: 'nexbet' });
    } finally {
      await cli.database.close();
    }
    await vi.waitFor(async () => expect((await areaCodes()).statusCode).toBe(200));

    // A permission setting: the brand registry's cached brand.
    const permission = async () =>
      (await b.request({ path: '/member/feature_premission/info', brand: 'nexbet' })).json() as {
        member_module: { live_score_url: string };
      };
    const before = (await permission()).member_module.live_score_url;
    const url = `https://scores.example/${Date.now()}`;
    expect(before).not.toBe(url);
    await runOps(a.ctx, 'brand:set-permission', {
      brand: 'nexbet',
      path: 'member_module.live_score_url',
      value: url,
    });
    await vi.waitFor(async () =>
      expect((await permission()).member_module.live_score_url).toBe(url),
    );

    // A channel: what members' transfers on B read from its channel cache.
    const aur = await channelByCode(b, 'AUR', 'nexbet');
    const channels = moneyOf(b.ctx).channel;
    expect((await channels('nexbet', aur.id)).transferInLimit).toBe(aur.transferInLimit);
    await runMoneyOps(a.ctx, 'channel:set', {
      brand: 'nexbet',
      code: 'AUR',
      'transfer-in-limit': '1234',
    });
    await vi.waitFor(async () =>
      expect((await channels('nexbet', aur.id)).transferInLimit).toBe(1_234),
    );
  });
});

// Only PostgreSQL is started on by several processes at once (a PGlite folder is locked to one).
describe.skipIf(TEST_DB_KIND !== 'postgres')('three instances starting together', () => {
  it('all start, seed every brand once, one leads, and the lead moves when the leader goes', async () => {
    const database = await freshPostgresDatabase();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const servers: TestServer[] = [];
    try {
      const started = await Promise.allSettled(
        [1, 2, 3].map(() =>
          startTestServer({ sharing: database, env: { LOBBY_LEADER_RETRY_MS: '100' } }),
        ),
      );
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(started.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const [first] = servers as [TestServer];

      // Each brand once, each with one demo member, and one current encryption key.
      const { db } = first.ctx;
      const seeded = brandSeeds().map((s) => s.id);
      const rows = await db.select({ id: brands.id }).from(brands);
      expect(rows.map((r) => r.id).sort()).toEqual([...seeded].sort());
      const demo = await db
        .select({ brandId: members.brandId, n: count() })
        .from(members)
        .where(eq(members.username, 'demo01'))
        .groupBy(members.brandId);
      expect(demo).toHaveLength(seeded.length);
      for (const row of demo) expect(row.n).toBe(1);
      const [keys] = await db.select({ n: count() }).from(rsaKeys).where(isNull(rsaKeys.retiredAt));
      expect(keys?.n).toBe(1);

      // Exactly one leads the periodic jobs, and holds the lock on its listening connection.
      const leaders = () => servers.filter((s) => s.ctx.cluster.isLeader());
      await vi.waitFor(() => expect(leaders()).toHaveLength(1));
      const leader = leaders()[0] as TestServer;
      const { rows: locks } = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1",
        [ADVISORY_LOCK.leader],
      );
      expect(locks.map((l) => l.pid)).toEqual(await listenerPids(admin, leader));

      // The leader goes: another takes the lead within the retry time.
      await leader.close();
      servers.splice(servers.indexOf(leader), 1);
      await vi.waitFor(() => expect(leaders()).toHaveLength(1), { timeout: 5_000, interval: 50 });
      expect(leader.ctx.cluster.isLeader()).toBe(false);

      // Each closing server released its connections: the pool's and the listening one.
      for (const server of servers.splice(0)) await server.close();
      await vi.waitFor(async () => expect(await connectionsTo(admin, database.target)).toBe(0), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      for (const server of servers) await server.close();
      await database.drop();
      await admin.end();
    }
  });
});
