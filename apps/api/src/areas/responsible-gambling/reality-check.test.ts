/**
 * Reality checks (issue 17): the member's interval from the contract's list, the session's
 * time and net position over every provider with the main and game wallets, when the next check
 * is due, Continue recording it in the account history, and the same check over a game through
 * the demo provider's page (status, Continue, Log out). Runs on PGlite and on PostgreSQL.
 */
import { REALITY_CHECK_MINUTES } from '@lobby/contract/responsible-gambling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import type { TestMember } from '../../test/money-kit.ts';
import { channelByCode, get, keyed, mainOf, newMember, playedAt } from '../../test/money-kit.ts';

const MINUTE = 60_000;
const RC = '/member/responsible_gambling/reality_check';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (m: TestMember, path: string, body?: unknown, query?: Record<string, string>) =>
  server.request({
    path,
    body: body ?? {},
    token: m.token,
    brand: m.brand,
    ...(query ? { query } : {}),
  });
const status = async (m: TestMember) => {
  const res = await get(server, m, RC);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
const setInterval = (m: TestMember, minutes: unknown) => post(m, `${RC}/interval`, { minutes });
const nowSeconds = () => Math.floor(server.clock.now() / 1000);
const history = async (m: TestMember) =>
  (await get(server, m, '/member/responsible_gambling/history')).json().list as {
    event: string;
    kind: string;
    from_value: number | null;
    to_value: number | null;
  }[];

async function signedIn(balance = 0): Promise<TestMember> {
  const m = await newMember(server, { balance });
  // A sign-in of its own: the session starts now, on the test clock.
  m.token = await server.login(m.username, 'Kettle-Moss-42');
  return m;
}

/** Launches the first game of channel AUR for a member: its launch token. */
async function launch(m: TestMember, locale?: string): Promise<string> {
  const aur = await channelByCode(server, 'AUR');
  const list = (
    await server.request({ path: '/member/game/game-list', query: { channel_id: aur.id } })
  ).json().list as { id: number }[];
  const res = await post(
    m,
    '/member/game/launch',
    { game_id: list[0]?.id, base_url: 'https://site.example/lobby' },
    locale ? { locale } : undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url as string).searchParams.get('token') as string;
}

const overGame = (token: string, action: string) =>
  server.request({ path: '/demo/provider/reality_check', body: { token, action } });

describe('reality-check interval', () => {
  it('is off until chosen, then due one interval after the choice', async () => {
    const m = await signedIn(100_00);
    expect(await status(m)).toMatchObject({
      interval_minutes: null,
      due_at: null,
      due: false,
      elapsed_seconds: 0,
      session_net: 0,
      main_balance: 100_00,
      game_balance: 0,
      total_balance: 100_00,
      session_started_at: nowSeconds(),
    });
    server.clock.advance(5 * MINUTE);
    const set = await setInterval(m, 10);
    expect(set.statusCode, set.body).toBe(200);
    // Counted from the choice, not the session's start: no check the moment it is chosen.
    expect(set.json()).toMatchObject({
      interval_minutes: 10,
      due: false,
      elapsed_seconds: 5 * 60,
      due_at: nowSeconds() + 600,
      counted_from: nowSeconds(),
    });
    server.clock.advance(10 * MINUTE);
    expect(await status(m)).toMatchObject({ due: true });
    expect((await setInterval(m, null)).json()).toMatchObject({
      interval_minutes: null,
      due: false,
      due_at: null,
    });
    expect((await history(m)).filter((h) => h.event === 'reality_check_set')).toEqual([
      expect.objectContaining({ kind: 'reality_check', from_value: 10, to_value: null }),
      expect.objectContaining({ kind: 'reality_check', from_value: null, to_value: 10 }),
    ]);
  });

  it('takes only the contract’s intervals; anything else is a translated 400', async () => {
    const m = await signedIn();
    for (const minutes of REALITY_CHECK_MINUTES)
      expect((await setInterval(m, minutes)).statusCode).toBe(200);
    for (const minutes of [7, 0, -1, 1.5, 2000, '10', true]) {
      const res = await setInterval(m, minutes);
      expect(res.statusCode, JSON.stringify(minutes)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const missing = await post(m, `${RC}/interval`, {});
    expect(missing.statusCode).toBe(400);
    const extra = await post(m, `${RC}/interval`, { minutes: 10, other: 1 });
    expect(extra.statusCode).toBe(400);
    const en = await setInterval(m, 7);
    expect(en.json()).toMatchObject({
      field: 'minutes',
      key: 'PLEASE_SELECT',
      message: 'The number of minutes must be one of the choices offered.',
    });
    const ja = await post(m, `${RC}/interval`, { minutes: 7 }, { locale: 'ja' });
    expect(ja.statusCode).toBe(400);
    expect(ja.json().message).toBe('分数は選択肢の中から選んでください。');
    expect(ja.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect((await server.request({ path: RC })).statusCode).toBe(401);
  });
});

describe('reality-check status and Continue', () => {
  it('counts the session’s rounds over every provider and every wallet, and Continue moves the next check', async () => {
    const m = await signedIn(500_00);
    const aur = await channelByCode(server, 'AUR');
    const moved = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 100_00,
      channel_id: aur.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await setInterval(m, 15);
    // Rounds of this session (any provider), as the loss limits count them.
    await playedAt(server, m, 30_00, 10_00);
    await playedAt(server, m, 20_00, 45_00);
    const now = await status(m);
    expect(now).toMatchObject({
      staked: 50_00,
      paid_out: 55_00,
      session_net: 5_00,
      main_balance: await mainOf(server, m),
      game_balance: 100_00,
      total_balance: 500_00,
      due: false,
    });

    // Not due yet: Continue changes nothing and records nothing.
    const early = await post(m, `${RC}/acknowledge`);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ due: false, due_at: now.due_at });
    server.clock.advance(15 * MINUTE);
    expect(await status(m)).toMatchObject({ due: true, elapsed_seconds: 15 * 60 });
    const ack = await post(m, `${RC}/acknowledge`);
    expect(ack.json()).toMatchObject({ due: false, due_at: nowSeconds() + 15 * 60 });
    // The same check answered again (another window): harmless, recorded once.
    expect((await post(m, `${RC}/acknowledge`)).statusCode).toBe(200);
    expect((await history(m)).filter((h) => h.event === 'reality_check')).toEqual([
      expect.objectContaining({ kind: 'reality_check', to_value: 15 }),
    ]);

    // A new sign-in is a new session: its own time, its own rounds, counted from its start.
    server.clock.advance(5 * MINUTE);
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    expect(await status(m)).toMatchObject({
      elapsed_seconds: 0,
      staked: 0,
      session_net: 0,
      due_at: nowSeconds() + 15 * 60,
    });
  });
});

describe('reality check over a game', () => {
  it('the game page shows the dialog, continues and logs out through its launch token', async () => {
    const m = await signedIn(200_00);
    const aur = await channelByCode(server, 'AUR');
    await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 100_00,
      channel_id: aur.id,
    });
    await setInterval(m, 10);
    const token = await launch(m);
    const page = await server.request({
      method: 'GET',
      path: '/demo/provider/play',
      query: { token, base: 'https://site.example/lobby' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="rc"');
    expect(page.body).toContain('role="alertdialog"');
    expect(page.body).toContain('https://site.example/setting/safer_play');

    // A real round through the provider's round API counts in the session's net position.
    const round = await server.request({
      path: '/demo/provider/round',
      body: { token, bet: 10_00 },
    });
    expect(round.statusCode, round.body).toBe(200);
    const payout = round.json().payout as number;
    const first = await overGame(token, 'status');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      ended: false,
      reality_check: { due: false, staked: 10_00, paid_out: payout, session_net: payout - 10_00 },
    });

    server.clock.advance(10 * MINUTE);
    expect((await overGame(token, 'status')).json().reality_check).toMatchObject({ due: true });
    const cont = await overGame(token, 'continue');
    expect(cont.json().reality_check).toMatchObject({ due: false, due_at: nowSeconds() + 600 });
    // The site sees the same check answered.
    expect(await status(m)).toMatchObject({ due: false, due_at: nowSeconds() + 600 });
    expect((await history(m)).some((h) => h.event === 'reality_check')).toBe(true);

    const out = await overGame(token, 'logout');
    expect(out.json()).toEqual({ reality_check: null, ended: true });
    // The sign-in session and the launch token have both ended.
    expect((await get(server, m, RC)).statusCode).toBe(401);
    expect((await overGame(token, 'status')).statusCode).toBe(401);
    expect(
      (await server.request({ path: '/demo/provider/round', body: { token, bet: 1_00 } }))
        .statusCode,
    ).toBe(401);
  });

  it('a play-money page has no check, a Japanese one speaks Japanese, bad input is a 400', async () => {
    const demo = await server.request({ path: '/member/game/demo-launch', body: { game_id: 1 } });
    expect(demo.statusCode, demo.body).toBe(200);
    const fun = new URL(demo.json().url as string).searchParams.get('token') as string;
    expect((await overGame(fun, 'status')).json()).toEqual({ reality_check: null, ended: false });
    const funPage = await server.request({
      method: 'GET',
      path: '/demo/provider/play',
      query: { token: fun },
    });
    expect(funPage.body).not.toContain('id="rc"');

    const m = await signedIn(0);
    const token = await launch(m, 'ja');
    const ja = await server.request({
      method: 'GET',
      path: '/demo/provider/play',
      query: { token },
    });
    expect(ja.statusCode).toBe(200);
    expect(ja.body).toMatch(/リアリティチェック|続ける/);

    for (const body of [
      { token, action: 'dismiss' },
      { token },
      { token: 'short', action: 'status' },
      { token, action: 'status', extra: 1 },
    ]) {
      const res = await server.request({ path: '/demo/provider/reality_check', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await overGame('x'.repeat(32), 'status')).statusCode).toBe(401);
  });
});

describe('reality-check test knob', () => {
  it('LOBBY_REALITY_CHECK_MINUTE_MS shortens an interval’s minute (test servers only)', async () => {
    const quick = await startTestServer({ env: { LOBBY_REALITY_CHECK_MINUTE_MS: '100' } });
    try {
      const m = await newMember(quick);
      m.token = await quick.login(m.username, 'Kettle-Moss-42');
      const set = await quick.request({
        path: `${RC}/interval`,
        body: { minutes: 10 },
        token: m.token,
      });
      expect(set.json()).toMatchObject({ due: false });
      // Ten "minutes" of 100 ms each.
      quick.clock.advance(1_000);
      expect((await get(quick, m, RC)).json()).toMatchObject({ due: true });
    } finally {
      await quick.close();
    }
  });
});
