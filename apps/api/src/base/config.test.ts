import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { gameChannels } from '../db/schema/games.ts';
import { claimKey } from '../core/money/idempotency.ts';
import { channelSecret } from '../core/security/signatures.ts';
import { targetOf } from '../server.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { gatewayCall, keyed, newMember } from '../test/money-kit.ts';

const HOUR = 3_600_000;

describe('the database settings', () => {
  it('size the PostgreSQL pool from LOBBY_DB_POOL, 10 by default', () => {
    const url = 'postgres://db.example/lobby';
    expect(targetOf(loadConfig({ DATABASE_URL: url }))).toEqual({
      kind: 'postgres',
      url,
      poolSize: 10,
    });
    expect(targetOf(loadConfig({ DATABASE_URL: url, LOBBY_DB_POOL: '32' }))).toMatchObject({
      poolSize: 32,
    });
    expect(() => loadConfig({ LOBBY_DB_POOL: 'many' })).toThrow(/integer/);
  });
});

describe('the operations settings', () => {
  it('serve no metrics by default, and a port (0: any free one) when set', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ LOBBY_METRICS_PORT: '9464', LOBBY_METRICS_HOST: '0.0.0.0' })).toMatchObject(
      { metricsPort: 9464, metricsHost: '0.0.0.0' },
    );
    expect(loadConfig({ LOBBY_METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => loadConfig({ LOBBY_METRICS_PORT: '70000' })).toThrow(/port/);
    expect(() => loadConfig({ LOBBY_METRICS_PORT: 'nine' })).toThrow();
  });

  it('drain 3 s in production and not at all in development unless set; bound the stop', () => {
    expect(loadConfig({}).drainDelayMs).toBe(0);
    expect(loadConfig({ LOBBY_MODE: 'production' }).drainDelayMs).toBe(3_000);
    expect(loadConfig({ LOBBY_DRAIN_DELAY_MS: '5000' }).drainDelayMs).toBe(5_000);
    expect(loadConfig({}).shutdownMs).toBe(15_000);
    expect(loadConfig({ LOBBY_SHUTDOWN_MS: '30000' }).shutdownMs).toBe(30_000);
    expect(() => loadConfig({ LOBBY_DRAIN_DELAY_MS: '-1' })).toThrow();
  });
});

describe('the money settings in the configuration', () => {
  it('have development defaults', () => {
    expect(loadConfig({})).toMatchObject({
      gatewaySecret: 'dev-gateway-secret-change-me',
      providerMasterSecret: 'dev-provider-secret-change-me',
      idempotencyTtlMs: 24 * HOUR,
      idempotencyStaleMs: 30_000,
      signatureMaxAgeMs: 300_000,
      publicUrl: undefined,
      launchTtlMs: 4 * HOUR,
    });
    // An empty value counts as unset, as for every other setting.
    expect(loadConfig({ LOBBY_GATEWAY_SECRET: '', LOBBY_PUBLIC_URL: '' })).toMatchObject({
      gatewaySecret: 'dev-gateway-secret-change-me',
      publicUrl: undefined,
    });
  });

  it('read every LOBBY_ money variable, keeping idempotency keys at least 24 hours', () => {
    expect(
      loadConfig({
        LOBBY_GATEWAY_SECRET: 'gw',
        LOBBY_PROVIDER_SECRET: 'pv',
        LOBBY_IDEMPOTENCY_TTL_MS: String(48 * HOUR),
        LOBBY_IDEMPOTENCY_STALE_MS: '1500',
        LOBBY_SIGNATURE_MAX_AGE_MS: '10000',
        LOBBY_PUBLIC_URL: 'https://api.example.test',
        LOBBY_LAUNCH_TTL_MS: '60000',
      }),
    ).toMatchObject({
      gatewaySecret: 'gw',
      providerMasterSecret: 'pv',
      idempotencyTtlMs: 48 * HOUR,
      idempotencyStaleMs: 1_500,
      signatureMaxAgeMs: 10_000,
      publicUrl: 'https://api.example.test',
      launchTtlMs: 60_000,
    });
    expect(loadConfig({ LOBBY_IDEMPOTENCY_TTL_MS: '1000' }).idempotencyTtlMs).toBe(24 * HOUR);
  });

  it('refuse values that are not non-negative integers', () => {
    for (const name of [
      'LOBBY_IDEMPOTENCY_TTL_MS',
      'LOBBY_IDEMPOTENCY_STALE_MS',
      'LOBBY_SIGNATURE_MAX_AGE_MS',
      'LOBBY_LAUNCH_TTL_MS',
    ]) {
      for (const bad of ['-1', '1.5', 'soon', '1e400'])
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(/non-negative integer/);
    }
  });
});

describe('a server started with money settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        LOBBY_GATEWAY_SECRET: 'configured-gateway-secret',
        LOBBY_PROVIDER_SECRET: 'configured-provider-secret',
        LOBBY_IDEMPOTENCY_STALE_MS: '1000',
        LOBBY_SIGNATURE_MAX_AGE_MS: '10000',
        LOBBY_PUBLIC_URL: 'https://api.example.test',
        LOBBY_LAUNCH_TTL_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('verifies gateway callbacks with the configured secret and age', async () => {
    const m = await newMember(server);
    const deposit = (
      await keyed(server, m, '/member/deposit/create', { method_id: 1, amount: 50_00 })
    ).json();
    // Gateway pages are linked on the configured public origin.
    expect(new URL(deposit.redirect_url as string).origin).toBe('https://api.example.test');
    const event = {
      event_id: `evt_${randomUUID().slice(0, 8)}`,
      order_no: deposit.order_no,
      amount: 50_00,
      currency: 'USD',
      status: 'paid',
    };
    const withDefault = await gatewayCall(server, event, {
      secret: 'dev-gateway-secret-change-me',
    });
    expect(withDefault.statusCode).toBe(401);
    const stale = await gatewayCall(server, event, {
      timestamp: Math.floor(server.clock.now() / 1000) - 20,
    });
    expect(stale.json().code).toBe('SIGNATURE_INVALID');
    const ok = await gatewayCall(server, event);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().deposit_status).toBe(2);
  });

  it('derives provider secrets from the configured master secret and limits launch tokens', async () => {
    const [channel] = await server.ctx.db
      .select()
      .from(gameChannels)
      .where(and(eq(gameChannels.brandId, 'default'), eq(gameChannels.code, 'AUR')));
    expect(channel?.secret).toBe(channelSecret('configured-provider-secret', 'default', 'AUR'));
    expect(channel?.secret).not.toBe(
      channelSecret('dev-provider-secret-change-me', 'default', 'AUR'),
    );
    const m = await newMember(server);
    const launch = await server.request({
      path: '/member/game/launch',
      body: { game_id: 1 },
      token: m.token,
    });
    expect(launch.statusCode, launch.body).toBe(200);
    expect(new URL(launch.json().url as string).origin).toBe('https://api.example.test');
    expect(launch.json().expires_at).toBe(Math.floor((server.clock.now() + 60_000) / 1000));
  });

  it('takes an abandoned idempotency key over after the configured stale time', async () => {
    const m = await newMember(server);
    const scope = {
      brandId: 'default',
      memberId: m.id,
      key: 'k',
      endpointId: 'test.op',
      hash: 'h',
    };
    const now = server.clock.now();
    expect((await claimKey(server.ctx.db, scope, now, server.config)).kind).toBe('claimed');
    await expect(claimKey(server.ctx.db, scope, now + 999, server.config)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_IN_FLIGHT',
    });
    expect((await claimKey(server.ctx.db, scope, now + 1_000, server.config)).kind).toBe('claimed');
  });
});
