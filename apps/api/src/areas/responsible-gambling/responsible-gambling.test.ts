/**
 * Responsible gambling (issue 17): limits and their cooling-off, the deposit-limit race, loss,
 * wager and session limits at launch and transfer in, time-out with the recall of every game
 * wallet, cross-brand self-exclusion, withdrawals during an exclusion, the history and the
 * brand settings. Runs on PGlite and on PostgreSQL.
 */
import { PromotionType } from '@lobby/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { runOps } from '../../ops/dispatch.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import type { TestMember } from '../../test/money-kit.ts';
import {
  heldByDeadRequest,
  channelByCode,
  get,
  keyed,
  ledgerSound,
  mainOf,
  depositedAt,
  newMember,
  playedAt,
  providerCall,
} from '../../test/money-kit.ts';
import { moneyOf } from '../../core/money/money-context.ts';
import { periodOf } from '../../core/compliance/responsible-gambling.ts';
import { ProviderNoAnswer } from '../../core/money/transfers.ts';
import { recallUnderExclusion } from './service.ts';

const HOUR = 3_600_000;
const RG = '/member/responsible_gambling';
let server: TestServer;
let bankMethod: number;

beforeAll(async () => {
  server = await startTestServer();
  const m = await newMember(server);
  const methods = (await get(server, m, '/member/deposit/methods')).json() as {
    list: { id: number; type: number; min_amount: number }[];
  };
  const bank = methods.list.find((x) => x.type === 1);
  if (!bank) throw new Error('no bank method');
  bankMethod = bank.id;
});
afterAll(async () => {
  await server?.close();
});

const post = (m: TestMember, path: string, body?: unknown) =>
  server.request({ path, body: body ?? {}, token: m.token, brand: m.brand });
const setLimit = (m: TestMember, kind: string, value: number | null) =>
  post(m, `${RG}/limits`, { kind, value });
const deposit = (m: TestMember, amount: number) =>
  keyed(server, m, '/member/deposit/create', { method_id: bankMethod, amount });
const limitOf = async (m: TestMember, kind: string) =>
  ((await get(server, m, `${RG}/limits`)).json().list as { kind: string }[]).find(
    (l) => l.kind === kind,
  ) as Record<string, unknown>;

async function gameIn(channelId: number) {
  const list = (
    await server.request({ path: '/member/game/game-list', query: { channel_id: channelId } })
  ).json().list as { id: number }[];
  return list[0]?.id as number;
}

/** What the member's game wallets hold, all channels together. */
async function gameTotal(m: TestMember): Promise<number> {
  const [row] = rowsOf<{ game: string }>(
    await server.ctx.db.execute(
      sql`SELECT coalesce(sum(balance), 0) AS game FROM ledger_accounts WHERE member_id = ${m.id} AND kind = 'game'`,
    ),
  );
  return Number(row?.game);
}

/**
 * Starts an exclusion while the provider answers no status query: a transfer still pending then
 * stays pending (the exclusion cannot settle it, so it has nothing of it to recall).
 */
async function excludeWhileProviderSilent(m: TestMember, kind: string, duration: number) {
  const status = vi
    .spyOn(moneyOf(server.ctx).provider, 'status')
    .mockRejectedValue(new ProviderNoAnswer());
  try {
    const out = await post(m, `${RG}/exclusion`, { kind, duration });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ recalled: 0 });
  } finally {
    status.mockRestore();
  }
  m.token = await server.login(m.username, 'Kettle-Moss-42');
}

function tally(responses: LightMyRequestResponse[]) {
  const codes: Record<string, number> = {};
  for (const r of responses) {
    expect(r.statusCode, r.body).toBeLessThan(500);
    const key = r.statusCode === 200 ? 'ok' : (r.json().code as string);
    codes[key] = (codes[key] ?? 0) + 1;
  }
  return codes;
}

describe('periods', () => {
  it('are calendar day, week (from Monday) and month in the brand timezone', () => {
    // 2026-03-04 is a Wednesday; 23:30 UTC is already Thursday 07:30 at +8.
    const now = Date.UTC(2026, 2, 4, 23, 30);
    expect(periodOf('day', now, 8)).toEqual({
      start: new Date(Date.UTC(2026, 2, 4, 16)),
      end: new Date(Date.UTC(2026, 2, 5, 16)),
    });
    expect(periodOf('week', now, 8).start).toEqual(new Date(Date.UTC(2026, 2, 1, 16)));
    expect(periodOf('week', now, 0).start).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(periodOf('month', now, 8)).toEqual({
      start: new Date(Date.UTC(2026, 1, 28, 16)),
      end: new Date(Date.UTC(2026, 2, 31, 16)),
    });
  });
});

describe('limits', () => {
  it('a new or lower limit applies at once; a deposit past it is refused with its reset time', async () => {
    const m = await newMember(server);
    const set = await setLimit(m, 'deposit_day', 100_00);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ kind: 'deposit_day', value: 100_00, pending: false });
    expect((await deposit(m, 60_00)).statusCode).toBe(200);
    const over = await deposit(m, 50_00);
    expect(over.statusCode).toBe(400);
    const day = periodOf('day', server.clock.now(), 8);
    expect(over.json()).toMatchObject({
      code: 'RG_LIMIT_REACHED',
      field: 'deposit_day',
      until: Math.floor(day.end.getTime() / 1000),
    });
    expect(over.json().message).toMatch(/resets at \d{4}-\d\d-\d\d \d\d:\d\d/);
    const ja = await server.request({
      path: '/member/deposit/create',
      query: { locale: 'ja' },
      body: { method_id: bankMethod, amount: 50_00 },
      token: m.token,
      headers: { 'idempotency-key': `ja-${m.id}` },
    });
    expect(ja.json().message).toContain('リセット');
    expect(await limitOf(m, 'deposit_day')).toMatchObject({ used: 60_00 });
    // Lower: at once.
    expect((await setLimit(m, 'deposit_week', 95_00)).json()).toMatchObject({ value: 95_00 });
    expect((await deposit(m, 40_00)).json()).toMatchObject({
      code: 'RG_LIMIT_REACHED',
      field: 'deposit_week',
    });
    expect((await deposit(m, 35_00)).statusCode).toBe(200);
  });

  it('a raise or a removal waits the cooling-off and a confirmation', async () => {
    const m = await newMember(server);
    await setLimit(m, 'deposit_day', 50_00);
    const raise = await setLimit(m, 'deposit_day', 500_00);
    const effective = Math.floor((server.clock.now() + 24 * HOUR) / 1000);
    expect(raise.json()).toMatchObject({
      value: 50_00,
      pending: true,
      pending_value: 500_00,
      effective_at: effective,
    });
    expect((await deposit(m, 60_00)).json().code).toBe('RG_LIMIT_REACHED');
    const early = await post(m, `${RG}/limits/confirm`, { kind: 'deposit_day' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RG_COOLING_OFF', until: effective });
    server.clock.advance(24 * HOUR + 1000);
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    const confirmed = await post(m, `${RG}/limits/confirm`, { kind: 'deposit_day' });
    expect(confirmed.json()).toMatchObject({ value: 500_00, pending: false, pending_value: null });
    expect((await deposit(m, 60_00)).statusCode).toBe(200);
    // A removal waits too; a lower value meanwhile drops it.
    expect((await setLimit(m, 'deposit_day', null)).json()).toMatchObject({
      value: 500_00,
      pending: true,
      pending_value: null,
    });
    expect((await setLimit(m, 'deposit_day', 400_00)).json()).toMatchObject({
      value: 400_00,
      pending: false,
    });
    expect((await post(m, `${RG}/limits/confirm`, { kind: 'deposit_day' })).json().code).toBe(
      'CONFLICT',
    );
    const history = (await get(server, m, `${RG}/history`, { page_size: 3 })).json();
    expect(history.total).toBe(5);
    expect(history.list.map((h: { event: string }) => h.event)).toEqual([
      'limit_set',
      'limit_pending',
      'limit_confirmed',
    ]);
    expect(history.list[1]).toMatchObject({
      kind: 'deposit_day',
      from_value: 500_00,
      to_value: null,
    });
  });

  it('the cooling-off is the brand setting', async () => {
    await runOps(server.ctx, 'compliance:set', { brand: 'nexbet', 'cooling-off-hours': '2' });
    const m = await newMember(server, { brand: 'nexbet' });
    await setLimit(m, 'wager_day', 10_00);
    expect((await setLimit(m, 'wager_day', 20_00)).json().effective_at).toBe(
      Math.floor((server.clock.now() + 2 * HOUR) / 1000),
    );
  });

  it('refuses bad input with a 4xx', async () => {
    const m = await newMember(server);
    for (const body of [
      { kind: 'deposit_year', value: 1 },
      { kind: 'deposit_day', value: -1 },
      { kind: 'deposit_day', value: 1.5 },
      { kind: 'deposit_day' },
      { kind: 'deposit_day', value: 1, extra: 1 },
    ]) {
      const res = await post(m, `${RG}/limits`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('loss, wager and session limits refuse launches and transfers in once reached', async () => {
    const m = await newMember(server, { balance: 500_00 });
    const aur = await channelByCode(server, 'AUR');
    const game = await gameIn(aur.id);
    const launch = () => post(m, '/member/game/launch', { game_id: game });
    const transferIn = () =>
      keyed(server, m, '/member/game/transfer', { action: 1, amount: 10_00, channel_id: aur.id });
    await setLimit(m, 'loss_day', 50_00);
    await playedAt(server, m, 30_00, 0);
    expect((await launch()).statusCode).toBe(200);
    await playedAt(server, m, 30_00, 10_00);
    const lost = await launch();
    expect(lost.json()).toMatchObject({ code: 'RG_LIMIT_REACHED', field: 'loss_day' });
    expect((await transferIn()).json()).toMatchObject({ code: 'RG_LIMIT_REACHED' });
    expect(await mainOf(server, m)).toBe(500_00);

    const w = await newMember(server, { balance: 500_00 });
    await post(w, `${RG}/limits`, { kind: 'wager_week', value: 100_00 });
    await playedAt(server, w, 100_00, 150_00);
    const wagered = await post(w, '/member/game/launch', { game_id: game });
    expect(wagered.json()).toMatchObject({ code: 'RG_LIMIT_REACHED', field: 'wager_week' });

    const s = await newMember(server, { balance: 500_00 });
    await post(s, `${RG}/limits`, { kind: 'session_minutes', value: 30 });
    expect((await post(s, '/member/game/launch', { game_id: game })).statusCode).toBe(200);
    server.clock.advance(31 * 60_000);
    const long = await post(s, '/member/game/launch', { game_id: game });
    expect(long.json()).toMatchObject({ code: 'RG_LIMIT_REACHED', field: 'session_minutes' });
    // A new sign-in is a new session.
    s.token = await server.login(s.username, 'Kettle-Moss-42');
    expect((await post(s, '/member/game/launch', { game_id: game })).statusCode).toBe(200);
  });
});

describe('stakes', () => {
  it('a round whose stake would pass a loss or wager limit is refused to the provider', async () => {
    const m = await newMember(server, { balance: 200_00 });
    const aur = await channelByCode(server, 'AUR');
    await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 200_00,
      channel_id: aur.id,
    });
    await setLimit(m, 'wager_day', 50_00);
    const debit = (id: string, amount: number) =>
      providerCall(server, aur, '/provider/wallet/debit', {
        player_id: String(m.id),
        transaction_id: `rg-${m.id}-${id}`,
        round_id: `rg-${m.id}-${id}`,
        game_code: 'northern-lights-fortune',
        amount,
      });
    expect((await debit('a', 40_00)).statusCode).toBe(200);
    const over = await debit('b', 20_00);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'RG_LIMIT_REACHED', field: 'wager_day' });
    expect((await debit('c', 10_00)).statusCode).toBe(200);
    expect((await get(server, m, `/member/game/channel-balance/${aur.id}`)).json().balance).toBe(
      150_00,
    );
    await ledgerSound(server);
  });
});

describe('race', () => {
  it('50 parallel deposits against a deposit limit never pass it', async () => {
    const m = await newMember(server);
    await setLimit(m, 'deposit_day', 300_00);
    const results = tally(await Promise.all(Array.from({ length: 50 }, () => deposit(m, 30_00))));
    expect(results).toEqual({ ok: 10, RG_LIMIT_REACHED: 40 });
    const [row] = rowsOf<{ total: string }>(
      await server.ctx.db.execute(
        sql`SELECT sum(amount) AS total FROM deposits WHERE member_id = ${m.id}`,
      ),
    );
    expect(Number(row?.total)).toBe(300_00);
  });
});

describe('race', () => {
  it('transfers in racing a time-out: each lands before it (and is recalled) or is refused', async () => {
    const m = await newMember(server, { balance: 500_00 });
    const aur = await channelByCode(server, 'AUR');
    const transfers = Array.from({ length: 20 }, () =>
      keyed(server, m, '/member/game/transfer', { action: 1, amount: 10_00, channel_id: aur.id }),
    );
    const [out, ...answers] = await Promise.all([
      post(m, `${RG}/exclusion`, { kind: 'timeout', duration: 1 }),
      ...transfers,
    ]);
    expect(out?.statusCode, out?.body).toBe(200);
    const landed = answers.filter((r) => r.statusCode === 200).length;
    for (const r of answers)
      if (r.statusCode !== 200) expect(['RG_EXCLUDED', 'SESSION_REVOKED']).toContain(r.json().code);
    expect(out?.json().recalled).toBe(landed * 10_00);
    const [game] = rowsOf<{ total: string }>(
      await server.ctx.db.execute(
        sql`SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts WHERE member_id = ${m.id} AND kind = 'game'`,
      ),
    );
    expect(Number(game?.total)).toBe(0);
    await ledgerSound(server);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out recalls every game wallet, ends sessions, blocks play and deposits, keeps withdrawals', async () => {
    const m = await newMember(server, { balance: 300_00, withdrawPassword: 'wp1234' });
    const aur = await channelByCode(server, 'AUR');
    const rll = await channelByCode(server, 'RLL');
    for (const channel of [aur, rll])
      expect(
        (
          await keyed(server, m, '/member/game/transfer', {
            action: 1,
            amount: 100_00,
            channel_id: channel.id,
          })
        ).statusCode,
      ).toBe(200);
    expect(await mainOf(server, m)).toBe(100_00);
    const bad = await post(m, `${RG}/exclusion`, { kind: 'timeout', duration: 43 });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'duration' });

    const out = await post(m, `${RG}/exclusion`, { kind: 'timeout', duration: 1 });
    expect(out.statusCode, out.body).toBe(200);
    const endsAt = Math.floor((server.clock.now() + 24 * HOUR) / 1000);
    expect(out.json()).toMatchObject({
      recalled: 200_00,
      exclusion: { kind: 'timeout', ends_at: endsAt, active: true, can_end: false },
    });
    await ledgerSound(server);
    expect((await get(server, m, '/member/wallet/info')).statusCode).toBe(401);

    // Signing in stays possible: to withdraw, and to end the time-out later.
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    expect(await mainOf(server, m)).toBe(300_00);
    const refused = { code: 'RG_EXCLUDED', until: endsAt };
    expect((await deposit(m, 30_00)).json()).toMatchObject(refused);
    expect(
      (
        await keyed(server, m, '/member/game/transfer', {
          action: 1,
          amount: 1_00,
          channel_id: aur.id,
        })
      ).json(),
    ).toMatchObject(refused);
    expect(
      (await post(m, '/member/game/launch', { game_id: await gameIn(aur.id) })).json(),
    ).toMatchObject(refused);
    // Nor a VIP upgrade bonus: an inducement to play, as a promotion is.
    expect((await keyed(server, m, '/member/vip/claim', {})).json()).toMatchObject(refused);
    expect((await setLimit(m, 'deposit_month', 1000_00)).statusCode).toBe(200);

    const card = (
      await post(m, '/member/bank_card/add', {
        bank_name: 'MAY',
        account_name: 'T',
        account_number: '1234567890',
        withdraw_password: await server.encrypt('wp1234'),
      })
    ).json();
    const withdrawal = await keyed(server, m, '/member/withdraw/apply', {
      bank_card_id: card.id,
      amount: 100_00,
      withdraw_password: await server.encrypt('wp1234'),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await ledgerSound(server);

    // It never ends by itself: the member ends it after it expires.
    expect((await post(m, `${RG}/exclusion/end`)).json()).toMatchObject(refused);
    server.clock.advance(24 * HOUR + 1000);
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    expect((await deposit(m, 30_00)).json().code).toBe('RG_EXCLUDED');
    expect((await get(server, m, `${RG}/exclusion`)).json().exclusion).toMatchObject({
      active: true,
      can_end: true,
    });
    const ended = await post(m, `${RG}/exclusion/end`);
    expect(ended.json().exclusion).toMatchObject({ active: false });
    expect((await deposit(m, 30_00)).statusCode).toBe(200);
    const events = (await get(server, m, `${RG}/history`))
      .json()
      .list.map((h: { event: string }) => h.event);
    expect(events).toEqual(['exclusion_ended', 'limit_set', 'exclusion_started']);
  });

  it('the sweep recalls game money an exclusion left behind (a recall cut short by a crash)', async () => {
    const m = await newMember(server, { balance: 50_00 });
    const channel = await channelByCode(server, 'AUR');
    const moved = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 30_00,
      channel_id: channel.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The exclusion committed, and the server stopped before its recall.
    await server.ctx.db.execute(sql`
      INSERT INTO member_exclusions (brand_id, member_id, kind, operator_id, started_at, ends_at)
      VALUES ('default', ${m.id}, 'timeout', 'default', now(), now() + interval '1 day')`);
    const services = {
      money: moneyOf(server.ctx),
      brandById: (id: string) => server.ctx.brands.byId(id),
    };
    expect(await recallUnderExclusion(server.ctx.db, services)).toBeGreaterThanOrEqual(1);
    const [left] = rowsOf<{ game: string }>(
      await server.ctx.db.execute(
        sql`SELECT coalesce(sum(balance), 0) AS game FROM ledger_accounts WHERE member_id = ${m.id} AND kind = 'game'`,
      ),
    );
    expect(Number(left?.game)).toBe(0);
    expect((await get(server, m, '/member/wallet/info')).json().main).toBe(50_00);
    // Nothing is left for the next sweep to do for this member.
    const again = await recallUnderExclusion(server.ctx.db, services);
    expect(again).toBe(0);
    await ledgerSound(server);
  });

  it('a retry that lands a transfer in held before a time-out recalls it before answering', async () => {
    const m = await newMember(server, { balance: 50_00 });
    const grf = await channelByCode(server, 'GRF');
    // The provider applies the transfer but its answer is lost: pending, the money in suspense.
    await runMoneyOps(server.ctx, 'channel:set', {
      brand: 'default',
      code: 'GRF',
      mode: 'timeout',
    });
    const held = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 30_00,
      channel_id: grf.id,
    });
    expect(held.json()).toMatchObject({ transfer: { status: 1 }, money: 20_00 });
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'ok' });
    await excludeWhileProviderSilent(m, 'timeout', 1);

    const retried = await keyed(
      server,
      m,
      `/member/game/transfer/retry/${held.json().transfer.id}`,
      {},
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 2, amount: 30_00 });
    // It landed after the time-out began, and the same request recalled it.
    expect(await gameTotal(m)).toBe(0);
    expect(await mainOf(server, m)).toBe(50_00);
    await ledgerSound(server);
  });

  it('a retried key that finishes a transfer in held before a self-exclusion recalls it before answering', async () => {
    const m = await newMember(server, { balance: 50_00 });
    const aur = await channelByCode(server, 'AUR');
    const body = { action: 1 as const, amount: 30_00, channel_id: aur.id };
    const key = `died-${m.id}`;
    // The request held the money, the provider applied it, and the request died before hearing so.
    const row = await heldByDeadRequest(server, m, aur, body, key);
    expect(await moneyOf(server.ctx).provider.apply(aur, row.orderNo, 1, 30_00)).toBe('accepted');
    await excludeWhileProviderSilent(m, 'self_exclusion', 6);

    server.clock.advance(60_000);
    const resumed = await keyed(server, m, '/member/game/transfer', body, key);
    expect(resumed.statusCode, resumed.body).toBe(200);
    // It landed after the self-exclusion began, and the same request recalled it.
    expect(resumed.json()).toMatchObject({
      transfer: { status: 2, amount: 30_00 },
      money: 50_00,
      channel_balance: 0,
    });
    expect(await gameTotal(m)).toBe(0);
    expect((await keyed(server, m, '/member/game/transfer', body, key)).json()).toEqual(
      resumed.json(),
    );
    await ledgerSound(server);
  });

  it('a self-exclusion covers the operator’s other brands by verified email or mobile', async () => {
    const a = await newMember(server, { brand: 'default' });
    const b = await newMember(server, { brand: 'nexbet', balance: 50_00 });
    const c = await newMember(server, { brand: 'fubo' });
    const unverified = await newMember(server, { brand: 'helo8' });
    const email = `x${a.id}@example.com`;
    for (const member of [a, b, c])
      await server.ctx.db.execute(
        sql`UPDATE members SET email = ${email}, email_verified_at = now() WHERE id = ${member.id}`,
      );
    await server.ctx.db.execute(
      sql`UPDATE members SET email = ${email.toUpperCase()} WHERE id = ${unverified.id}`,
    );
    await runOps(server.ctx, 'compliance:set', { brand: 'fubo', operator: 'elsewhere' });
    const nexbetChannel = await channelByCode(server, 'AUR', 'nexbet');
    expect(
      (
        await keyed(server, b, '/member/game/transfer', {
          action: 1,
          amount: 20_00,
          channel_id: nexbetChannel.id,
        })
      ).statusCode,
    ).toBe(200);

    const short = await post(a, `${RG}/exclusion`, { kind: 'self_exclusion', duration: 5 });
    expect(short.statusCode).toBe(400);
    const out = await post(a, `${RG}/exclusion`, { kind: 'self_exclusion', duration: 6 });
    expect(out.statusCode, out.body).toBe(200);
    const endsAt = out.json().exclusion.ends_at as number;
    expect(endsAt * 1000 - server.clock.now()).toBeGreaterThan(180 * 24 * HOUR);

    // Another brand of the operator: sessions ended, game money recalled, sign-in refused.
    expect((await get(server, b, '/member/wallet/info')).statusCode).toBe(401);
    const refused = await server.request({
      path: '/member/auth/login',
      brand: 'nexbet',
      body: { username: b.username, password: await server.encrypt('Kettle-Moss-42') },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RG_EXCLUDED', until: endsAt });
    const [wallets] = rowsOf<{ game: string }>(
      await server.ctx.db.execute(
        sql`SELECT coalesce(sum(balance), 0) AS game FROM ledger_accounts WHERE member_id = ${b.id} AND kind = 'game'`,
      ),
    );
    expect(Number(wallets?.game)).toBe(0);
    await ledgerSound(server);
    // Another operator's brand, and an unverified email, are not covered.
    await server.login(c.username, 'Kettle-Moss-42', 'fubo');
    await server.login(unverified.username, 'Kettle-Moss-42', 'helo8');
    // The brand where it was taken: sign-in stays possible (to withdraw, to end it later).
    await server.login(a.username, 'Kettle-Moss-42');
    // A second exclusion while one is in force is refused.
    a.token = await server.login(a.username, 'Kettle-Moss-42');
    expect((await post(a, `${RG}/exclusion`, { kind: 'timeout', duration: 1 })).json().code).toBe(
      'RG_EXCLUDED',
    );
  });
});

/** The seeded welcome promotion of the default brand (a repeat bonus of up to 500.00). */
async function welcomePromotion(): Promise<{ id: number } | undefined> {
  const promos = (await server.request({ path: '/member/promotion/list' })).json() as {
    id: number;
    type: number;
    max_bonus: number;
  }[];
  return promos.find((p) => p.type === PromotionType.RepeatBonus && p.max_bonus === 500_00);
}

describe('compliance settings', () => {
  it('the bonus wagering cap bounds what a promotion asks to be wagered', async () => {
    const welcome = await welcomePromotion();
    const claim = async (m: TestMember) => {
      await depositedAt(server, m, 200_00);
      return (
        await keyed(server, m, '/member/promotion/apply', { promotion_id: welcome?.id })
      ).json().claim as { bonus: number; target_turnover: number };
    };
    // Uncapped: thirty times the bonus (the seeded promotion's multiplier).
    expect(await claim(await newMember(server))).toMatchObject({
      bonus: 200_00,
      target_turnover: 400_00 * 15,
    });
    await runOps(server.ctx, 'compliance:set', { brand: 'default', 'bonus-wagering-cap': '10' });
    expect(await claim(await newMember(server))).toMatchObject({
      bonus: 200_00,
      target_turnover: 200_00 * 10,
    });
    await runOps(server.ctx, 'compliance:set', { brand: 'default', 'bonus-wagering-cap': '0' });
  });

  it('no promotion is taken up under a time-out', async () => {
    const welcome = await welcomePromotion();
    const m = await newMember(server);
    await depositedAt(server, m, 200_00);
    expect((await post(m, `${RG}/exclusion`, { kind: 'timeout', duration: 1 })).statusCode).toBe(
      200,
    );
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    const refused = await keyed(server, m, '/member/promotion/apply', {
      promotion_id: welcome?.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RG_EXCLUDED' });
    const claims = await get(server, m, '/member/promotion/my', { page: 1, page_size: 10 });
    expect(claims.json().list).toEqual([]);
    await ledgerSound(server);
  });

  it('are public, with defaults, and set by ops', async () => {
    // The default brand has no seeded compliance links (the demo brands have, issue 17).
    const defaults = await server.request({ path: `${RG}/config`, brand: 'default' });
    expect(defaults.json()).toEqual({
      minimum_age: 18,
      self_exclusion_scheme_url: '',
      cooling_off_hours: 24,
      bonus_wagering_cap: 0,
      licence_badge_url: '',
      licence_page_url: '',
    });
    await runOps(server.ctx, 'compliance:set', {
      brand: 'helo8',
      'minimum-age': '21',
      'scheme-url': 'https://www.gamstop.co.uk',
      'bonus-wagering-cap': '35',
      'licence-page-url': 'https://regulator.example/licence/42',
    });
    expect((await server.request({ path: `${RG}/config`, brand: 'helo8' })).json()).toMatchObject({
      minimum_age: 21,
      self_exclusion_scheme_url: 'https://www.gamstop.co.uk',
      cooling_off_hours: 24,
      bonus_wagering_cap: 35,
      licence_page_url: 'https://regulator.example/licence/42',
    });
    await expect(
      runOps(server.ctx, 'compliance:set', { brand: 'helo8', 'minimum-age': '-3' }),
    ).rejects.toThrow(/minimum-age/);
    await expect(
      runOps(server.ctx, 'compliance:set', { brand: 'helo8', 'scheme-url': 'javascript:x' }),
    ).rejects.toThrow(/scheme-url/);
  });
});
