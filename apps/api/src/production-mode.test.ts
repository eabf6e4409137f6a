/**
 * Production mode on a real server: it refuses to start on development defaults, and without
 * `LOBBY_DEMO` the demo gateway and demo provider do not exist (404) while the signed
 * callback and wallet API check the configured secrets only.
 */
import { GameStatus } from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_GATEWAY_SECRET, DEV_PROVIDER_SECRET } from './config.ts';
import { games } from './db/schema/games.ts';
import { NotProductionReady } from './platform/mode.ts';
import { channelSecret } from './core/signatures.ts';
import { startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';
import {
  channelByCode,
  gatewayCall,
  keyed,
  mainOf,
  newMember,
  providerCall,
} from './test/money-kit.ts';
import type { TestMember } from './test/money-kit.ts';

/**
 * Production with real secrets and a durable PGlite folder. The folder is only what the
 * configuration asks for: the harness opens its own in-memory database, never this path.
 */
const PRODUCTION = {
  LOBBY_MODE: 'production',
  LOBBY_GATEWAY_SECRET: 'gateway-secret-for-the-production-test-0123456789',
  LOBBY_PROVIDER_SECRET: 'provider-secret-for-the-production-test-0123456789',
  LOBBY_WPASS_SECRET: 'withdraw-pin-secret-for-the-production-test-0123456789',
  LOBBY_DATA_DIR: '/nonexistent/lobby-production-test/pglite',
};

const DEMO_ROUTES = [
  { method: 'GET', url: '/api/v1/demo/gateway/checkout/:token' },
  { method: 'POST', url: '/api/v1/demo/gateway/checkout/:token' },
  { method: 'GET', url: '/api/v1/demo/provider/play' },
  { method: 'POST', url: '/api/v1/demo/provider/round' },
] as const;

function mounted(server: TestServer): boolean[] {
  return DEMO_ROUTES.map((route) => server.app.hasRoute(route));
}

/** A gateway deposit of `amount`: its order number and the checkout path it answers. */
async function gatewayDeposit(server: TestServer, m: TestMember, amount: number) {
  const list = (await server.request({ path: '/member/deposit/methods', token: m.token })).json()
    .list as { id: number; type: number }[];
  const gateway = list.find((x) => x.type === 3);
  if (!gateway) throw new Error('no gateway method');
  const dep = await keyed(server, m, '/member/deposit/create', { method_id: gateway.id, amount });
  expect(dep.statusCode).toBe(200);
  const { order_no, redirect_url } = dep.json() as { order_no: string; redirect_url: string };
  return { orderNo: order_no, checkout: new URL(redirect_url).pathname };
}

async function openGame(server: TestServer) {
  const [game] = await server.ctx.db
    .select()
    .from(games)
    .where(and(eq(games.brandId, 'default'), eq(games.status, GameStatus.Open)))
    .limit(1);
  if (!game) throw new Error('no open game');
  return game;
}

describe('a production start on development defaults', () => {
  it('is refused, naming the built-in secrets, before any database is opened', async () => {
    const start = startTestServer({ env: { LOBBY_MODE: 'production' } });
    await expect(start).rejects.toBeInstanceOf(NotProductionReady);
    await expect(start).rejects.toThrow(/LOBBY_GATEWAY_SECRET is unset/);
    await expect(start).rejects.toThrow(/LOBBY_PROVIDER_SECRET is unset/);
    const short = startTestServer({
      env: { ...PRODUCTION, NODE_ENV: 'production', LOBBY_MODE: '', LOBBY_GATEWAY_SECRET: 'x' },
    });
    await expect(short).rejects.toThrow(/LOBBY_GATEWAY_SECRET is shorter than 32 characters/);
  });
});

describe('production mode without LOBBY_DEMO', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: PRODUCTION });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('mounts neither the demo gateway nor the demo provider', async () => {
    expect(server.config.mode).toBe('production');
    expect(mounted(server)).toEqual([false, false, false, false]);
    const m = await newMember(server);
    const { checkout } = await gatewayDeposit(server, m, 25_00);
    const page = await server.app.inject({ url: checkout });
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('NOT_FOUND');
    const pay = await server.app.inject({
      method: 'POST',
      url: checkout,
      payload: { decision: 'pay' },
    });
    expect(pay.statusCode).toBe(404);
    // Nothing was credited without a payment.
    expect(await mainOf(server, m)).toBe(0);
    const round = await server.request({
      path: '/demo/provider/round',
      body: { token: 'a'.repeat(43), bet: 100 },
    });
    expect(round.statusCode).toBe(404);
    expect(round.json().code).toBe('NOT_FOUND');
    const play = await server.request({
      path: '/demo/provider/play',
      query: { token: 'a'.repeat(43) },
    });
    expect(play.statusCode).toBe(404);
  });

  it('launches no game, as no provider page exists to open', async () => {
    const game = await openGame(server);
    const m = await newMember(server);
    for (const res of [
      await server.request({ path: '/member/game/demo-launch', body: { game_id: game.id } }),
      await server.request({
        path: '/member/game/launch',
        body: { game_id: game.id },
        token: m.token,
      }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('GAME_UNAVAILABLE');
    }
  });

  it('refuses a gateway callback signed with the development secret, and takes a real one', async () => {
    const m = await newMember(server);
    const { orderNo } = await gatewayDeposit(server, m, 40_00);
    const event = {
      event_id: 'evt_production_0001',
      order_no: orderNo,
      amount: 40_00,
      currency: 'USD',
      status: 'paid',
    };
    const forged = await gatewayCall(server, event, { secret: DEV_GATEWAY_SECRET });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SIGNATURE_INVALID');
    expect(await mainOf(server, m)).toBe(0);
    const real = await gatewayCall(server, event, { secret: PRODUCTION.LOBBY_GATEWAY_SECRET });
    expect(real.statusCode).toBe(200);
    expect(await mainOf(server, m)).toBe(40_00);
  });

  it('refuses a wallet call signed with a secret derived from the development one', async () => {
    const m = await newMember(server);
    const aur = await channelByCode(server, 'AUR');
    const body = { player_id: String(m.id) };
    const forged = await providerCall(
      server,
      { code: 'AUR', secret: channelSecret(DEV_PROVIDER_SECRET, 'default', 'AUR') },
      '/provider/wallet/balance',
      body,
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SIGNATURE_INVALID');
    expect(aur.secret).toBe(channelSecret(PRODUCTION.LOBBY_PROVIDER_SECRET, 'default', 'AUR'));
    const real = await providerCall(server, aur, '/provider/wallet/balance', body);
    expect(real.statusCode).toBe(200);
  });
});

describe('production mode with LOBBY_DEMO=gateway', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...PRODUCTION, LOBBY_DEMO: 'gateway' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('mounts the demo gateway only', async () => {
    expect(mounted(server)).toEqual([true, true, false, false]);
    const m = await newMember(server);
    const { checkout } = await gatewayDeposit(server, m, 30_00);
    const page = await server.app.inject({ url: checkout });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const pay = await server.app.inject({
      method: 'POST',
      url: checkout,
      payload: { decision: 'pay' },
    });
    expect(pay.json().status).toBe(2);
    expect(await mainOf(server, m)).toBe(30_00);
    const round = await server.request({
      path: '/demo/provider/round',
      body: { token: 'a'.repeat(43), bet: 100 },
    });
    expect(round.statusCode).toBe(404);
  });
});
