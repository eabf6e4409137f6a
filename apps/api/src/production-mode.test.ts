/**
 * Production mode on a real server: it refuses to start on development defaults; a fresh
 * database holds no demo (member, money, banks, methods, games, dev origins) and no API
 * reference; without `LOBBY_DEMO` the demo gateway and demo provider do not exist (404) while
 * the signed callback and wallet API check the configured secrets only. What the tests need of
 * a catalogue they add with the ops commands an operator uses.
 */
import { GameStatus } from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_GATEWAY_SECRET, DEV_PROVIDER_SECRET, loadConfig } from './base/config.ts';
import { aboutUs, banks, brands } from './db/schema/brands.ts';
import { featuredWins, gameBanners, gameChannels, games } from './db/schema/games.ts';
import { members } from './db/schema/members.ts';
import { paymentMethods } from './db/schema/payments.ts';
import { promotions } from './db/schema/promotions.ts';
import { helpPages } from './db/schema/help.ts';
import { messages } from './db/schema/messages.ts';
import { ledgerEntries } from './db/schema/ledger.ts';
import { vipLevels } from './db/schema/vip.ts';
import { opsOutbox } from './ops/commands.ts';
import { enqueueMessage } from './core/messaging/outbox.ts';
import { runOps } from './ops/dispatch.ts';
import { NotProductionReady } from './base/mode.ts';
import { channelSecret } from './core/security/signatures.ts';
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
  LOBBY_TOTP_KEY: 'totp-secret-key-for-the-production-test-0123456789',
  LOBBY_DATA_DIR: '/nonexistent/lobby-production-test/pglite',
  // No provider to reach from the test: the operator keeps both kinds in the outbox on purpose.
  LOBBY_OUTBOX_ONLY: 'email,sms',
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

/** What an operator adds to the default brand before members can play and pay (docs/operations.md). */
async function fillBrand(server: TestServer): Promise<void> {
  const run = (command: string, args: Record<string, string>) =>
    runOps(server.ctx, command, { brand: 'default', ...args }, { amounts: 'major' });
  await run('method:add', { type: 'gateway', name: 'Card payment', min: '10', max: '5000' });
  await run('channel:add', { code: 'AUR', name: 'Aurora Gaming', types: 'SlotMachine' });
  await run('game:add', { channel: 'AUR', name: 'Jade Emperor', type: 'SlotMachine' });
}

describe('a production start on a fresh database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: PRODUCTION });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds each brand’s configuration and nothing a member could use', async () => {
    const { db } = server.ctx;
    const brandRows = await db.select().from(brands);
    expect(brandRows.map((b) => b.id)).toContain('default');
    expect(brandRows.map((b) => b.id)).toContain('nexbet');
    for (const table of [
      members,
      ledgerEntries,
      aboutUs,
      vipLevels,
      banks,
      paymentMethods,
      gameChannels,
      games,
      gameBanners,
      featuredWins,
      promotions,
      helpPages,
      messages,
    ])
      expect(await db.select().from(table)).toEqual([]);
    for (const brand of brandRows) {
      expect(brand.corsOrigins, brand.id).toEqual([]);
      expect(
        brand.hosts.filter(
          (h) => h === 'localhost' || h === '127.0.0.1' || h.endsWith('.localhost'),
        ),
        brand.id,
      ).toEqual([]);
    }
    // What a site needs to draw its first screen is there.
    const theme = await server.request({ path: '/member/feature_theme/info', brand: 'nexbet' });
    expect(theme.statusCode).toBe(200);
    const languages = await server.request({ path: '/language_list', brand: 'nexbet' });
    expect(languages.statusCode).toBe(200);
    expect((await server.request({ path: '/member/game/game-list' })).json().total).toBe(0);
  });

  it('lists outbox messages without their bodies (they hold codes)', async () => {
    await enqueueMessage(
      server.ctx.db,
      { brandId: 'default', channel: 'sms', to: '+60199999999', subject: '', body: 'code 424242' },
      server.clock.now(),
    );
    const [row] = await opsOutbox(server.ctx, { to: '+60199999999' });
    expect(row).toMatchObject({ status: 'pending', body: 'hidden' });
    expect(JSON.stringify(row)).not.toContain('424242');
  });

  it('answers the demo login as a wrong one', async () => {
    const res = await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: await server.encrypt('demo1234') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    expect(res.headers.authorization).toBeUndefined();
  });

  it('serves no API reference unless LOBBY_DOCS=1 asks for it', async () => {
    expect(server.config.docs).toBe(false);
    expect((await server.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
  });

  it('refuses brand:create --demo-member, and creates a brand with its configuration only', async () => {
    await expect(
      runOps(server.ctx, 'brand:create', {
        brand: 'acme',
        name: 'Acme',
        theme: 'THEME9',
        currency: 'EUR',
        domain: 'acme.example.com',
        port: '4200',
        'demo-member': 'true',
      }),
    ).rejects.toThrow(/--demo-member is refused in production mode/);
    const made = await runOps(server.ctx, 'brand:create', {
      brand: 'acme',
      name: 'Acme',
      theme: 'THEME9',
      currency: 'EUR',
      domain: 'acme.example.com',
      port: '4200',
    });
    expect(made).toEqual({
      brand: 'acme',
      hosts: ['acme.example.com'],
      origins: [],
      demoMember: null,
    });
    expect(await server.ctx.db.select().from(gameChannels)).toEqual([]);
    expect(await server.ctx.db.select().from(members)).toEqual([]);
  });
});

describe('the API reference by mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...PRODUCTION, LOBBY_DOCS: '1' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is served in production with LOBBY_DOCS=1, in development unless LOBBY_DOCS=0', async () => {
    expect((await server.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig({ LOBBY_DOCS: '0' }).docs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOBBY_DOCS: '1' }).docs).toBe(true);
  });
});

describe('production mode without LOBBY_DEMO', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: PRODUCTION });
    await fillBrand(server);
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
    await fillBrand(server);
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
