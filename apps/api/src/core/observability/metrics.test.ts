/**
 * The metrics a scrape of the metrics port shows after real requests: request durations by
 * contract endpoint and status class, money operations, rate-limit refusals, the database pool,
 * deliveries and sweeps; and `/metrics` is no route of the member port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSweeper } from '../sweeper/sweeper.ts';
import { deliverDue } from '../messaging/delivery-worker.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { channelByCode, keyed, newMember } from '../../test/money-kit.ts';
import { TEST_DB_KIND, startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { createMetrics } from './metrics.ts';
import { serveMetrics } from '../../http/metrics-listener.ts';
import type { MetricsListener } from '../../http/metrics-listener.ts';

let server: TestServer;
let listener: MetricsListener;
beforeAll(async () => {
  // Two logins a minute per address: the third from one address is refused.
  server = await startTestServer({ env: { LOBBY_RL_LOGIN: '2' } });
  listener = await serveMetrics(server.ctx.metrics, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await listener?.close();
  await server?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(listener.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series (name and exact labels as printed), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics port', () => {
  it('counts requests by endpoint and status class, money, refusals, the pool', async () => {
    const member = await newMember(server, { balance: 5_000 });
    const channel = await channelByCode(server, 'AUR');
    const moved = await keyed(server, member, '/member/game/transfer', {
      action: 1,
      amount: 2_000,
      channel_id: channel.id,
    });
    expect(moved.statusCode).toBe(200);
    const short = await keyed(server, member, '/member/game/transfer', {
      action: 1,
      amount: 1_000_000,
      channel_id: channel.id,
    });
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await server.request({
        path: '/member/auth/login',
        body: { username: 'nobody', password: 'x' },
        ip: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[2]).toBe(429);

    const text = await scrape();
    const duration = 'lobby_http_request_duration_seconds_count';
    expect(value(text, `${duration}{endpoint="auth.login",status_class="2xx"}`)).toBe(1);
    expect(value(text, `${duration}{endpoint="auth.login",status_class="4xx"}`)).toBe(3);
    expect(value(text, `${duration}{endpoint="games.transfer",status_class="2xx"}`)).toBe(1);
    expect(value(text, `${duration}{endpoint="games.transfer",status_class="4xx"}`)).toBe(1);
    // Labels are endpoint ids, never URLs.
    expect(text).not.toMatch(/endpoint="\//);

    const money = 'lobby_money_operations_total';
    expect(value(text, `${money}{kind="transfer_hold",outcome="committed"}`)).toBe(1);
    expect(value(text, `${money}{kind="transfer_post",outcome="committed"}`)).toBe(1);
    expect(value(text, `${money}{kind="transfer_hold",outcome="refused"}`)).toBe(1);

    expect(value(text, 'lobby_rate_limited_total{class="login"}')).toBe(1);

    const inUse = value(text, 'lobby_db_pool_in_use');
    const waiting = value(text, 'lobby_db_pool_waiting');
    const size = value(text, 'lobby_db_pool_size');
    expect(waiting).toBe(0);
    if (TEST_DB_KIND === 'pglite') expect([inUse, size]).toEqual([1, 1]);
    else {
      expect(size).toBeGreaterThanOrEqual(1);
      expect(inUse).toBeGreaterThanOrEqual(0);
    }
    expect(value(text, 'lobby_draining')).toBe(0);
  });

  it('counts deliveries by channel and outcome', async () => {
    await enqueueMessage(
      server.ctx.db,
      { brandId: 'default', channel: 'email', to: 'someone@example.org', subject: 'Hi', body: 'x' },
      server.clock.now(),
    );
    await deliverDue({
      db: server.ctx.db,
      now: server.clock.now,
      senders: { email: { send: async () => {} } },
      settings: server.ctx.config.delivery,
      recorder: server.ctx.metrics,
    });
    expect(value(await scrape(), 'lobby_deliveries_total{channel="email",outcome="sent"}')).toBe(1);
  });

  it('counts sweeps and the rows they delete', async () => {
    const metrics = createMetrics({ defaults: false });
    const stop = startSweeper({
      db: server.ctx.db,
      now: server.clock.now,
      config: { sessionIdleMs: 60_000, sweepEveryMs: 20 },
      log: { info: () => {}, error: () => {} },
      also: { fixedCount: async () => 3 },
      recorder: metrics,
    });
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const text = await metrics.registry.metrics();
        if ((value(text, 'lobby_sweeper_runs_total{outcome="ok"}') ?? 0) >= 1) {
          // 3 rows a sweep (a sweep may finish between the two counters' reads).
          const rows = value(text, 'lobby_sweeper_deleted_rows_total{table="fixedCount"}') ?? 0;
          expect(rows % 3).toBe(0);
          expect(rows).toBeGreaterThanOrEqual(3);
          break;
        }
        if (Date.now() > deadline) throw new Error('no sweep ran');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop();
    }
  });

  it('serves nothing else, and the member port has no /metrics', async () => {
    expect((await fetch(new URL('/', listener.url))).status).toBe(404);
    const member = await server.request({ path: '/metrics' });
    expect(member.statusCode).toBe(404);
    expect(member.body).not.toContain('lobby_');
  });

  it('includes the process metrics (event-loop lag) where they are served', async () => {
    const metrics = createMetrics({ defaults: true });
    expect(await metrics.registry.metrics()).toContain('nodejs_eventloop_lag_seconds');
  });
});
