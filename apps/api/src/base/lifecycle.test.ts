/**
 * Readiness (`/readyz`) over the server's own database, the liveness probe with any Host, and
 * the drain's steps with a stand-in app (the real process is drain.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/migrate.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { closeReapingIdle, createDrain, createLifecycle, reconnectHint } from './lifecycle.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('/readyz', () => {
  it('answers 200 when the database answers and its migrations are current', async () => {
    const res = await server.request({ path: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 naming the drain while the server drains', async () => {
    server.ctx.lifecycle.draining = true;
    try {
      const res = await server.request({ path: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', failed: { draining: 'stopping' } });
      // Every answer while draining closes its connection.
      expect(res.headers.connection).toBe('close');
    } finally {
      server.ctx.lifecycle.draining = false;
    }
    expect((await server.request({ path: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations when the database lacks the last one', async () => {
    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await server.ctx.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      ),
    );
    if (!last) throw new Error('no migrations recorded');
    await server.ctx.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`,
    );
    try {
      const res = await server.request({ path: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        failed: { migrations: '1 not applied' },
      });
    } finally {
      await server.ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await server.request({ path: '/readyz' })).statusCode).toBe(200);
  });

  it('is no rate-limited or brand-resolved call: any Host, an unknown brand header', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await server.request({
        path,
        headers: { host: 'unknown.example.org', 'x-lobby-brand': 'no-such-brand' },
      });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    // The same brand header on an API call is refused: the probes skip the brand.
    const api = await server.request({
      path: '/key',
      headers: { 'x-lobby-brand': 'no-such-brand' },
    });
    expect(api.statusCode).toBe(404);
  });
});

/** A stand-in for the app and the process: records what the drain did, in order. */
function standIn(options: { closes?: 'ok' | 'never' | 'throws' } = {}) {
  const events: string[] = [];
  const lifecycle = createLifecycle();
  let exitCode: number | undefined;
  const drain = createDrain({
    lifecycle,
    drainDelayMs: 60_000,
    shutdownMs: options.closes === 'never' ? 50 : 120_000,
    log: {
      info: (_data, message) => void events.push(`info: ${message}`),
      error: (_data, message) => void events.push(`error: ${message}`),
    },
    close: async () => {
      events.push(`close (draining: ${String(lifecycle.draining)})`);
      if (options.closes === 'never') await new Promise(() => {});
      if (options.closes === 'throws') throw new Error('close failed');
    },
    exit: (code) => {
      exitCode = code;
      events.push(`exit ${code}`);
    },
  });
  return { events, lifecycle, drain, exitCode: () => exitCode };
}

async function waitFor(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the drain', () => {
  it('fails readiness at once, closes only after the delay (a second signal cuts it short), exits 0', async () => {
    const { events, lifecycle, drain, exitCode } = standIn();
    const stopped = drain.stop('SIGTERM');
    expect(lifecycle.draining).toBe(true);
    // Still in the delay: nothing closed.
    await new Promise((resolve) => setImmediate(resolve));
    expect(events.some((e) => e.startsWith('close'))).toBe(false);
    const again = drain.stop('SIGINT');
    await Promise.all([stopped, again]);
    expect(exitCode()).toBe(0);
    expect(events).toEqual([
      'info: draining: readiness fails, requests still answered',
      'info: closing: no new connections, finishing requests in flight',
      'close (draining: true)',
      'info: stopped',
      'exit 0',
    ]);
  });

  it('exits 1 with a log line when the close does not finish within the bound', async () => {
    const { events, drain, exitCode } = standIn({ closes: 'never' });
    void drain.stop('SIGTERM');
    void drain.stop('SIGTERM');
    await waitFor(() => exitCode() !== undefined);
    expect(exitCode()).toBe(1);
    expect(events).toContain('error: shutdown did not finish within LOBBY_SHUTDOWN_MS; exiting');
  });

  it('exits 1 when the close fails', async () => {
    const { events, drain, exitCode } = standIn({ closes: 'throws' });
    const stopped = drain.stop('SIGTERM');
    await drain.stop('SIGTERM');
    await stopped;
    expect(exitCode()).toBe(1);
    expect(events).toContain('error: shutdown failed');
  });

  it('reaps idle keep-alive connections until the app has closed', async () => {
    vi.useFakeTimers();
    try {
      let reaped = 0;
      let finish: () => void = () => {};
      const closed = new Promise<void>((resolve) => (finish = resolve));
      const closing = closeReapingIdle(
        { close: () => closed, server: { closeIdleConnections: () => void (reaped += 1) } },
        100,
      );
      vi.advanceTimersByTime(250);
      expect(reaped).toBe(2);
      finish();
      await closing;
      vi.advanceTimersByTime(1_000);
      expect(reaped).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hints a reconnect within about a second, spread per stream', () => {
    expect(reconnectHint(() => 0)).toBe('retry: 500\n\n');
    expect(reconnectHint(() => 0.999)).toBe('retry: 1499\n\n');
  });
});
