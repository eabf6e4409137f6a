/**
 * The rate limits counted in the database: the sliding log's rules on the real database (PGlite
 * or PostgreSQL), exactly `max` allowed however the hits race, idle rows swept, and several API
 * instances on one database sharing each client's budget.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/migrate.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { sweepExpired } from '../core/sweeper/sweeper.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { createRateLimiter, purgeIdleRateLimits, rateLimitKey } from './rate-limit.ts';

/** The login budget of the servers here. */
const LOGIN_MAX = 7;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_RL_LOGIN: String(LOGIN_MAX) } });
});
afterAll(async () => {
  await server?.close();
});

/** A limiter over the server's database on a clock of its own, starting at `start`. */
function limiterAt(start: number) {
  const clock = { t: start };
  return { clock, limiter: createRateLimiter(server.ctx.db, () => clock.t) };
}

/** The times logged for `key`, as stored. */
async function logged(key: string): Promise<number[] | undefined> {
  const [row] = await server.ctx.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.hits.map(Number);
}

describe('the sliding log', () => {
  it('allows max per window per key and tells when to retry', async () => {
    const { clock, limiter } = limiterAt(0);
    const rule = { max: 2, windowMs: 1000 };
    expect((await limiter.hit('t1-a', rule)).allowed).toBe(true);
    expect((await limiter.hit('t1-a', rule)).allowed).toBe(true);
    clock.t = 400;
    expect(await limiter.hit('t1-a', rule)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect((await limiter.hit('t1-b', rule)).allowed).toBe(true);
    clock.t = 1000;
    expect((await limiter.hit('t1-a', rule)).allowed).toBe(true);
  });

  it('slides: a burst at the end of one window and the start of the next is one window', async () => {
    const { clock, limiter } = limiterAt(0);
    const rule = { max: 4, windowMs: 1000 };
    expect((await limiter.hit('t2-a', rule)).allowed).toBe(true);
    clock.t = 990;
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit('t2-a', rule)).allowed).toBe(true);
    // A fixed window would start again at 1000 and allow four more.
    clock.t = 1010;
    expect((await limiter.hit('t2-a', rule)).allowed).toBe(true);
    // The 4th from the newest (990) leaves the window at 1990.
    expect(await limiter.hit('t2-a', rule)).toEqual({ allowed: false, retryAfterMs: 980 });
    clock.t = 1989;
    expect(await limiter.hit('t2-a', rule)).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.t = 1990;
    expect((await limiter.hit('t2-a', rule)).allowed).toBe(true);
    // Only what is still in the window is kept: 0 and the three at 990 were dropped as the key
    // was hit.
    expect(await logged('t2-a')).toEqual([1010, 1990]);
  });

  it('does not log refused requests: a client is let in once its oldest ages out', async () => {
    const { clock, limiter } = limiterAt(5_000);
    const rule = { max: 1, windowMs: 100 };
    for (let i = 0; i < 50; i += 1) expect((await limiter.hit('t3-b', rule)).allowed).toBe(i === 0);
    expect(await logged('t3-b')).toEqual([5_000]);
    clock.t += 99;
    expect(await limiter.hit('t3-b', rule)).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.t += 1;
    expect((await limiter.hit('t3-b', rule)).allowed).toBe(true);
    expect(await logged('t3-b')).toEqual([5_100]);
  });

  it('refuses everything for the whole window when max is 0, logging nothing', async () => {
    const { limiter } = limiterAt(0);
    expect(await limiter.hit('t4-a', { max: 0, windowMs: 60_000 })).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
    });
    expect(await logged('t4-a')).toBeUndefined();
  });

  it('allows exactly max of many racing hits on one key', async () => {
    const rule = { max: 7, windowMs: 60_000 };
    // Three limiters (as three instances would have), racing through the server's pool.
    const limiters = [0, 1, 2].map(() => createRateLimiter(server.ctx.db, () => 10_000));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => limiters[i % 3]!.hit('t5-race', rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.filter((r) => !r.allowed)).toEqual(
      Array.from({ length: 33 }, () => ({ allowed: false, retryAfterMs: 60_000 })),
    );
    expect(await logged('t5-race')).toHaveLength(7);
  });

  it('keeps its logs in an unlogged table: a hit waits for no WAL flush', async () => {
    const result = await server.ctx.db.execute(
      sql`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits'`,
    );
    expect(rowsOf<{ relpersistence: string }>(result)).toEqual([{ relpersistence: 'u' }]);
  });

  it('reset forgets every key', async () => {
    const { limiter } = limiterAt(0);
    const rule = { max: 1, windowMs: 60_000 };
    await limiter.hit('t6-a', rule);
    expect((await limiter.hit('t6-a', rule)).allowed).toBe(false);
    await limiter.reset();
    expect(await logged('t6-a')).toBeUndefined();
    expect((await limiter.hit('t6-a', rule)).allowed).toBe(true);
  });
});

describe('sweeping', () => {
  it("deletes idle keys' rows and keeps those still counting", async () => {
    await server.ctx.rateLimiter.reset();
    const { clock, limiter } = limiterAt(100_000);
    await limiter.hit('t7-short', { max: 3, windowMs: 1_000 });
    await limiter.hit('t7-long', { max: 3, windowMs: 60_000 });
    clock.t = 100_999;
    expect(await purgeIdleRateLimits(server.ctx.db, clock.t)).toBe(0);
    clock.t = 101_000;
    const counts = await sweepExpired(server.ctx.db, clock.t, server.config);
    expect(counts.rateLimits).toBe(1);
    expect(await logged('t7-short')).toBeUndefined();
    expect(await logged('t7-long')).toEqual([100_000]);
    // A refused hit keeps the row until its newest logged hit leaves the window.
    await limiter.hit('t7-long', { max: 1, windowMs: 60_000 });
    expect(await purgeIdleRateLimits(server.ctx.db, 159_999)).toBe(0);
    expect(await purgeIdleRateLimits(server.ctx.db, 160_000)).toBe(1);
  });
});

describe('three API instances on one database', () => {
  let second: TestServer;
  let third: TestServer;
  beforeAll(async () => {
    const env = { LOBBY_RL_LOGIN: String(LOGIN_MAX) };
    second = await startTestServer({ env, sharing: server });
    third = await startTestServer({ env, sharing: server });
  });
  afterAll(async () => {
    await third?.close();
    await second?.close();
  });

  /** Sends `count` wrong-password logins from `ip`, the i-th to `servers[i % n]`, all at once. */
  async function wrongLogins(servers: TestServer[], ip: string, count: number) {
    const password = await server.encrypt('wrong123');
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        servers[i % servers.length]!.request({
          path: '/member/auth/login',
          ip,
          body: { username: 'nobody01', password },
        }),
      ),
    );
  }

  it('share one login budget per client: 30 logins round-robin pass as many as on one server', async () => {
    // Each instance counts in the database, not in its own memory: three limiters, one log.
    expect(new Set([server, second, third].map((s) => s.ctx.rateLimiter)).size).toBe(3);
    const one = await wrongLogins([server], '10.20.0.1', 30);
    const three = await wrongLogins([server, second, third], '10.20.0.2', 30);
    for (const answers of [one, three]) {
      expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(LOGIN_MAX);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(30 - LOGIN_MAX);
      for (const answer of refused) {
        expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(answer.headers['retry-after'])).toBe(60);
      }
    }
    // The budget frees for every instance once the window has passed, on any of them.
    expect(await logged(rateLimitKey('login', 'default', '10.20.0.2'))).toHaveLength(LOGIN_MAX);
    server.clock.advance(60_000);
    expect((await wrongLogins([third], '10.20.0.2', 1))[0]!.statusCode).not.toBe(429);
  });
});
