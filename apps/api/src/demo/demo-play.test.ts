/**
 * Play money (games.demoLaunch): a guest or a member opens the demo provider's page in
 * play-money mode, and its rounds move only the session's own play balance — never a wallet,
 * the ledger, a bet record or a provider wallet call. Bad input and unavailable games are
 * refused as the real launch refuses them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/migrate.ts';
import { games, providerSessions } from '../db/schema/games.ts';
import { sha256 } from '../core/security/tokens.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { channelByCode, get, keyed, ledgerSound, mainOf, newMember } from '../test/money-kit.ts';
import type { TestMember } from '../test/money-kit.ts';

/** The public lookups' limit on this server: low enough for the rate-limit check to reach. */
const LOOKUP_LIMIT = 20;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_RL_LOOKUP: String(LOOKUP_LIMIT) } });
});
afterAll(async () => {
  await server?.close();
});

/** The seeded game named `name` of a brand (closed ones too, which no list shows). */
async function gameNamed(name: string, brand = 'default') {
  const [row] = await server.ctx.db
    .select()
    .from(games)
    .where(and(eq(games.brandId, brand), eq(games.name, name)));
  if (!row) throw new Error(`no game ${name}`);
  return row;
}

// Each call comes from an address of its own, so only the rate-limit test meets the limit.
let address = 0;
function demoLaunch(
  body: unknown,
  options: { token?: string; brand?: string; ip?: string; locale?: string; json?: boolean } = {},
) {
  address += 1;
  return server.request({
    path: '/member/game/demo-launch',
    body,
    // A body already written out as text, sent as JSON (malformed or of the wrong shape).
    ...(options.json ? { headers: { 'content-type': 'application/json' } } : {}),
    ip: options.ip ?? `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    ...(options.token ? { token: options.token } : {}),
    ...(options.brand ? { brand: options.brand } : {}),
    ...(options.locale ? { query: { locale: options.locale } } : {}),
  });
}

function round(token: string, bet: number, extra: Record<string, unknown> = {}, brand?: string) {
  return server.request({
    path: '/demo/provider/round',
    body: { token, bet, ...extra },
    ...(brand ? { brand } : {}),
  });
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') as string;

/** Row counts of every table a real round writes, and a digest of every ledger balance. */
async function moneyFingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of [
    'ledger_transactions',
    'ledger_entries',
    'bet_records',
    'provider_calls',
    'game_transfers',
    'member_wallets',
  ]) {
    const [row] = rowsOf<{ n: string }>(
      await server.ctx.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)),
    );
    parts.push(`${table}=${row?.n}`);
  }
  const [balances] = rowsOf<{ d: string | null }>(
    await server.ctx.db.execute(
      sql`SELECT md5(string_agg(id || ':' || balance, ',' ORDER BY id)) AS d FROM ledger_accounts`,
    ),
  );
  return `${parts.join(' ')} balances=${balances?.d}`;
}

/** What a member holds for real: main wallet, one game wallet and the bet log. */
async function realHoldings(member: TestMember, channelId: number) {
  return {
    main: await mainOf(server, member),
    game: (await get(server, member, `/member/game/channel-balance/${channelId}`)).json()
      .balance as number,
    bets: (await get(server, member, '/member/game/log')).json().total as number,
  };
}

describe('play-money launch', () => {
  it('opens a clearly marked play-money page for a guest, holding 1,000.00 of play money', async () => {
    const slots = await gameNamed('Skyline Sevens');
    const res = await demoLaunch(
      { game_id: slots.id, is_mobile: 1, theme: 'DIAMOND', base_url: 'https://site.example/g' },
      { locale: 'ja' },
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      game_id: slots.id,
      channel_id: slots.channelId,
      play_balance: 100_000,
    });
    expect(answer.expires_at).toBe(
      Math.floor((server.clock.now() + server.config.launchTtlMs) / 1000),
    );
    const url = new URL(answer.url);
    expect(url.pathname).toBe('/api/v1/demo/provider/play');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      locale: 'ja',
      is_mobile: '1',
      theme: 'DIAMOND',
      base: 'https://site.example/g',
    });
    // A session of its own: flagged fun, nobody's, holding the play balance.
    const [session] = await server.ctx.db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.tokenHash, sha256(tokenOf(answer.url))));
    expect(session).toMatchObject({ fun: true, memberId: null, playBalance: 100_000 });

    const page = await server.request({ path: `/demo/provider/play?${url.searchParams}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('Skyline Sevens');
    expect(page.body).toContain('<div class="badge" id="mode">Play money — demo</div>');
    expect(page.body).toContain('<title>Skyline Sevens · Play money — demo</title>');
    expect(page.body).toMatch(/<span>Play money balance<\/span><strong id="balance">1,000\.00</);
  });

  it('starts with 1,000 in a currency without decimals', async () => {
    const fuboGame = (
      await server.request({ path: '/member/game/game-list', brand: 'fubo', query: { hot: 1 } })
    ).json().list[0];
    const res = await demoLaunch({ game_id: fuboGame.id }, { brand: 'fubo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().play_balance).toBe(1_000);
    // A token of one brand opens nothing in another.
    const elsewhere = await round(tokenOf(res.json().url), 1, {}, 'nexbet');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('UNAUTHENTICATED');
  });

  it('plays rounds for a guest and a member that move only the play balance', async () => {
    const m = await newMember(server, { balance: 50_000 });
    const sky = await channelByCode(server, 'SKY');
    expect(
      (
        await keyed(server, m, '/member/game/transfer', {
          action: 1,
          amount: 10_000,
          channel_id: sky.id,
        })
      ).statusCode,
    ).toBe(200);
    const before = await realHoldings(m, sky.id);
    expect(before).toEqual({ main: 40_000, game: 10_000, bets: 0 });
    const fingerprint = await moneyFingerprint();

    const slots = await gameNamed('Skyline Sevens');
    const dice = await gameNamed('Skyline Dice 100');
    const asMember = await demoLaunch({ game_id: slots.id }, { token: m.token });
    expect(asMember.statusCode).toBe(200);
    // A member's token changes nothing: the session is as memberless as a guest's.
    const [memberSession] = await server.ctx.db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.tokenHash, sha256(tokenOf(asMember.json().url))));
    expect(memberSession).toMatchObject({ fun: true, memberId: null });
    const asGuest = await demoLaunch({ game_id: dice.id });
    expect(asGuest.statusCode).toBe(200);

    let slotBalance = 100_000;
    for (let i = 0; i < 6; i += 1) {
      const res = await round(tokenOf(asMember.json().url), 1_000);
      expect(res.statusCode).toBe(200);
      const r = res.json();
      expect(r.reels).toHaveLength(3);
      slotBalance = slotBalance - 1_000 + r.payout;
      expect(r.balance).toBe(slotBalance);
    }
    let diceBalance = 100_000;
    for (const over of [true, false, true]) {
      const res = await round(tokenOf(asGuest.json().url), 2_500, { target: 40, over });
      expect(res.statusCode).toBe(200);
      const r = res.json();
      expect(r.game).toBe('dice');
      expect(r.payout === 0 || (over ? r.roll > 40 : r.roll < 40)).toBe(true);
      diceBalance = diceBalance - 2_500 + r.payout;
      expect(r.balance).toBe(diceBalance);
    }
    // Each session kept its own play balance, and the page shows it.
    const page = await server.request({
      path: `/demo/provider/play?${new URL(asMember.json().url).searchParams}`,
    });
    expect(page.body).toContain(
      `<strong id="balance">${(slotBalance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}</strong>`,
    );

    // Nothing real moved: the member's wallets and bets, the ledger, the provider wallet API.
    expect(await realHoldings(m, sky.id)).toEqual(before);
    expect(await moneyFingerprint()).toBe(fingerprint);
    await ledgerSound(server);
  });

  it('refuses a bet above the play balance with the error a real round gives, changing nothing', async () => {
    const slots = await gameNamed('Skyline Sevens');
    const m = await newMember(server);
    const token = tokenOf((await demoLaunch({ game_id: slots.id })).json().url);
    const fingerprint = await moneyFingerprint();
    const tooBig = await round(token, 100_001);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });

    // The same as a real round whose game wallet is short.
    const real = await server.request({
      path: '/member/game/launch',
      body: { game_id: slots.id },
      token: m.token,
    });
    const realRound = await round(tokenOf(real.json().url), 100_001);
    expect(realRound.statusCode).toBe(tooBig.statusCode);
    expect(realRound.json()).toEqual(tooBig.json());

    // The play balance is whole: the next round may stake all of it.
    const all = await round(token, 100_000);
    expect(all.statusCode).toBe(200);
    expect(all.json().balance).toBe(all.json().payout);
    expect(await moneyFingerprint()).toBe(fingerprint);
  });

  it('refuses closed and maintained games the way a launch does', async () => {
    const m = await newMember(server);
    for (const name of ['Sunken Galleon', 'Crystal Fjord', 'Paddock Sportsbook']) {
      const game = await gameNamed(name);
      const demo = await demoLaunch({ game_id: game.id });
      expect(demo.statusCode, name).toBe(409);
      expect(demo.json().code, name).toBe('GAME_UNAVAILABLE');
      const real = await server.request({
        path: '/member/game/launch',
        body: { game_id: game.id },
        token: m.token,
      });
      expect(real.json(), name).toEqual(demo.json());
    }
    // A game closed after its page opened plays no more rounds.
    const sevens = await gameNamed('Skyline Sevens');
    const token = tokenOf((await demoLaunch({ game_id: sevens.id })).json().url);
    await server.ctx.db.update(games).set({ status: 0 }).where(eq(games.id, sevens.id));
    try {
      const res = await round(token, 100);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('GAME_UNAVAILABLE');
    } finally {
      await server.ctx.db.update(games).set({ status: 1 }).where(eq(games.id, sevens.id));
    }
  });

  it('answers 404 for an unknown game and for a game of another brand', async () => {
    const unknown = await demoLaunch({ game_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const fuboGame = (
      await server.request({ path: '/member/game/game-list', brand: 'fubo', query: { hot: 1 } })
    ).json().list[0];
    const other = await demoLaunch({ game_id: fuboGame.id });
    expect(other.statusCode).toBe(404);
  });

  it('answers bad input with a 400, never a 5xx, opening no session', async () => {
    const [count] = await server.ctx.db.select({ n: sql<string>`count(*)` }).from(providerSessions);
    const slots = await gameNamed('Skyline Sevens');
    const bodies: unknown[] = [
      {},
      { game_id: 'x' },
      { game_id: '1' },
      { game_id: 0 },
      { game_id: -1 },
      { game_id: 1.5 },
      { game_id: 99_999_999_999 },
      { game_id: null },
      { game_id: slots.id, is_mobile: 2 },
      { game_id: slots.id, is_mobile: '1' },
      { game_id: slots.id, theme: 'a b' },
      { game_id: slots.id, theme: '<script>' },
      { game_id: slots.id, theme: 'x'.repeat(33) },
      { game_id: slots.id, base_url: 'x'.repeat(257) },
      { game_id: slots.id, base_url: 42 },
      { game_id: slots.id, admin: true },
      [{ game_id: slots.id }],
      'game_id=1',
      42,
    ];
    for (const body of bodies) {
      const res = await demoLaunch(JSON.stringify(body), { json: true });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().code, JSON.stringify(body)).toBe('string');
      expect(typeof res.json().message, JSON.stringify(body)).toBe('string');
    }
    const missing = await demoLaunch({});
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'game_id' });
    expect((await demoLaunch('{"game_id":', { json: true })).statusCode).toBe(400);
    // Not JSON at all: refused as a 4xx too.
    const text = await demoLaunch('game_id=1');
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const [after] = await server.ctx.db.select({ n: sql<string>`count(*)` }).from(providerSessions);
    expect(Number(after?.n)).toBe(Number(count?.n));

    // Rounds with a bad bet are refused before any balance is read.
    const token = tokenOf((await demoLaunch({ game_id: slots.id })).json().url);
    for (const bet of [0, -5, 1.5, '100', null]) {
      const res = await round(token, bet as number);
      expect(res.statusCode, String(bet)).toBe(400);
    }
  });

  it('ends with the session: an expired play-money token plays nothing', async () => {
    const slots = await gameNamed('Skyline Sevens');
    const token = tokenOf((await demoLaunch({ game_id: slots.id })).json().url);
    server.clock.advance(server.config.launchTtlMs + 1_000);
    const res = await round(token, 100);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('is limited per client like the other public lookups', async () => {
    const slots = await gameNamed('Skyline Sevens');
    const ip = '10.250.0.1';
    for (let i = 0; i < LOOKUP_LIMIT; i += 1)
      expect((await demoLaunch({ game_id: slots.id }, { ip })).statusCode).toBe(200);
    const limited = await demoLaunch({ game_id: slots.id }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another client is not held back by this one.
    expect((await demoLaunch({ game_id: slots.id })).statusCode).toBe(200);
  });
});
