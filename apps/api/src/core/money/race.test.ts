/**
 * The race suite: 50 identical requests at once for each money-moving operation must give
 * exactly the number of successes the rules allow, and leave a sound ledger (entries sum to
 * zero, balances equal their entries, nothing negative). Runs on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { moneyOf } from './money-context.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import {
  channelByCode,
  depositedAt,
  get,
  keyed,
  ledgerSound,
  mainOf,
  newMember,
  playedAt,
} from '../../test/money-kit.ts';

const N = 50;
let server: TestServer;
beforeAll(async () => {
  // These races are about money: 50 withdrawals of one member must reach the balance check
  // together, so the hashing queue's per-member bound (which refuses all but two of them at
  // once, as core/security/hashing.test.ts shows) is set out of the way.
  server = await startTestServer({
    env: { LOBBY_HASH_PER_ACCOUNT: '1000', LOBBY_HASH_QUEUE: '1000' },
  });
});
afterAll(async () => {
  await server?.close();
});

function tally(responses: LightMyRequestResponse[]) {
  const codes = new Map<string, number>();
  for (const r of responses) {
    expect(r.statusCode, r.body).toBeLessThan(500);
    const key = r.statusCode === 200 ? 'ok' : (r.json().code as string);
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(codes);
}

async function countTransfers(memberId: number): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await server.ctx.db.execute(
      sql`SELECT count(*) AS n FROM game_transfers WHERE member_id = ${memberId} AND state = 'posted'`,
    ),
  );
  return Number(row?.n ?? 0);
}

describe(`race: ${N} parallel identical requests`, () => {
  it('withdraw: exactly as many as the balance covers', async () => {
    const m = await newMember(server, { balance: 250_00, withdrawPassword: 'wp1234' });
    const card = (
      await server.request({
        path: '/member/bank_card/add',
        body: {
          bank_name: 'MAY',
          account_name: 'T',
          account_number: '1234567890',
          withdraw_password: await server.encrypt('wp1234'),
        },
        token: m.token,
      })
    ).json();
    const body = {
      bank_card_id: card.id,
      amount: 100_00,
      withdraw_password: await server.encrypt('wp1234'),
    };
    const results = tally(
      await Promise.all(
        Array.from({ length: N }, () => keyed(server, m, '/member/withdraw/apply', body)),
      ),
    );
    expect(results).toEqual({ ok: 2, INSUFFICIENT_BALANCE: N - 2 });
    expect(await mainOf(server, m)).toBe(50_00);
    await ledgerSound(server);
  });

  it('transfer in: exactly as many as the main wallet covers', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const aur = await channelByCode(server, 'AUR');
    const results = tally(
      await Promise.all(
        Array.from({ length: N }, () =>
          keyed(server, m, '/member/game/transfer', {
            action: 1,
            amount: 1_000,
            channel_id: aur.id,
          }),
        ),
      ),
    );
    expect(results).toEqual({ ok: 10, INSUFFICIENT_BALANCE: N - 10 });
    expect(await countTransfers(m.id)).toBe(10);
    expect((await get(server, m, `/member/game/channel-balance/${aur.id}`)).json().balance).toBe(
      10_000,
    );
    await ledgerSound(server);
  });

  it('transfer out: exactly as many as the game wallet covers', async () => {
    const m = await newMember(server, { balance: 5_000 });
    const rll = await channelByCode(server, 'RLL');
    expect(
      (
        await keyed(server, m, '/member/game/transfer', {
          action: 1,
          amount: 5_000,
          channel_id: rll.id,
        })
      ).statusCode,
    ).toBe(200);
    const results = tally(
      await Promise.all(
        Array.from({ length: N }, () =>
          keyed(server, m, '/member/game/transfer', {
            action: 2,
            amount: 1_000,
            channel_id: rll.id,
          }),
        ),
      ),
    );
    expect(results).toEqual({ ok: 5, INSUFFICIENT_BALANCE: N - 5 });
    expect(await mainOf(server, m)).toBe(5_000);
    await ledgerSound(server);
  });

  it('promotion claim: exactly once per period', async () => {
    const m = await newMember(server);
    const checkIn = (
      (await server.request({ path: '/member/promotion/list' })).json() as {
        id: number;
        type: number;
        min_bonus: number;
      }[]
    ).find((p) => p.type === 10);
    if (!checkIn) throw new Error('no check-in promotion');
    const results = tally(
      await Promise.all(
        Array.from({ length: N }, () =>
          keyed(server, m, '/member/promotion/apply', { promotion_id: checkIn.id }),
        ),
      ),
    );
    expect(results).toEqual({ ok: 1, ALREADY_CLAIMED: N - 1 });
    expect(await mainOf(server, m)).toBe(checkIn.min_bonus);
    await ledgerSound(server);
  });

  it('promotion claim after a cancelled one: exactly once more in the period', async () => {
    const m = await newMember(server);
    const manual = (
      (await server.request({ path: '/member/promotion/list' })).json() as {
        id: number;
        type: number;
        time_status: number;
      }[]
    ).find((p) => p.type === 1 && p.time_status === 2);
    if (!manual) throw new Error('no manual promotion');
    const first = await keyed(server, m, '/member/promotion/apply', { promotion_id: manual.id });
    const cancelled = await server.request({
      path: `/member/promotion/cancel/${first.json().claim.id as number}`,
      body: {},
      token: m.token,
    });
    expect(cancelled.json().status).toBe(4);
    const results = tally(
      await Promise.all(
        Array.from({ length: N }, () =>
          keyed(server, m, '/member/promotion/apply', { promotion_id: manual.id }),
        ),
      ),
    );
    expect(results).toEqual({ ok: 1, ALREADY_CLAIMED: N - 1 });
    const [row] = rowsOf<{ n: string }>(
      await server.ctx.db.execute(
        sql`SELECT count(*) AS n FROM promotion_claims WHERE member_id = ${m.id} AND status = 1`,
      ),
    );
    expect(Number(row?.n)).toBe(1);
    await ledgerSound(server);
  });

  it('VIP upgrade bonus: paid exactly once', async () => {
    const m = await newMember(server);
    // Enough deposits and turnover for VIP 2 (conditions from the seed: 2.6^n × 100 and 2.8^n × 1,000).
    await depositedAt(server, m, 700_00);
    await playedAt(server, m, 8_000_00, 8_000_00);
    const progress = (await get(server, m, '/member/vip/progress')).json();
    expect(progress.level).toBe(2);
    const due = progress.claimable.reduce((s: number, c: { bonus: number }) => s + c.bonus, 0);
    expect(due).toBeGreaterThan(0);
    const results = tally(
      await Promise.all(Array.from({ length: N }, () => keyed(server, m, '/member/vip/claim', {}))),
    );
    expect(results).toEqual({ ok: 1, NOTHING_TO_CLAIM: N - 1 });
    expect(await mainOf(server, m)).toBe(due);
    expect((await get(server, m, '/member/vip/progress')).json().claimable).toEqual([]);
    await ledgerSound(server);
  });

  it('a reused idempotency key: one execution, every success the same answer', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const jds = await channelByCode(server, 'JDS');
    const body = { action: 1, amount: 1_000, channel_id: jds.id };
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        keyed(server, m, '/member/game/transfer', body, 'same-key-for-all'),
      ),
    );
    const results = tally(responses);
    expect(results.ok ?? 0).toBeGreaterThanOrEqual(1);
    expect((results.ok ?? 0) + (results.IDEMPOTENCY_IN_FLIGHT ?? 0)).toBe(N);
    const bodies = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await countTransfers(m.id)).toBe(1);
    expect(await mainOf(server, m)).toBe(9_000);
    // Afterwards the key replays, and refuses another body.
    expect((await keyed(server, m, '/member/game/transfer', body, 'same-key-for-all')).body).toBe(
      [...bodies][0],
    );
    expect(
      (
        await keyed(
          server,
          m,
          '/member/game/transfer',
          { ...body, amount: 2_000 },
          'same-key-for-all',
        )
      ).statusCode,
    ).toBe(422);
    await ledgerSound(server);
  });

  it('self-exclusion on one brand against transfers in on another: each lands and is recalled, or is refused', async () => {
    // Two members of the operator's brands with the same verified email: the self-exclusion
    // taken on one recalls the other's game wallets while that member keeps transferring in.
    const taker = await newMember(server, { brand: 'default' });
    const other = await newMember(server, { brand: 'nexbet', balance: N * 1_00 });
    const email = `race${taker.id}@example.com`;
    for (const m of [taker, other])
      await server.ctx.db.execute(
        sql`UPDATE members SET email = ${email}, email_verified_at = now() WHERE id = ${m.id}`,
      );
    const aur = await channelByCode(server, 'AUR', 'nexbet');
    const transfers = Array.from({ length: N }, () =>
      keyed(server, other, '/member/game/transfer', {
        action: 1,
        amount: 1_00,
        channel_id: aur.id,
      }),
    );
    const exclusion = server.request({
      path: '/member/responsible_gambling/exclusion',
      body: { kind: 'self_exclusion', duration: 6 },
      token: taker.token,
    });
    const [excluded, ...results] = await Promise.all([exclusion, ...transfers]);
    expect(excluded?.statusCode, excluded?.body).toBe(200);
    // Refused: by the exclusion, or because the exclusion ended the session first.
    const codes = tally(results);
    expect(Object.keys(codes).every((c) => ['ok', 'RG_EXCLUDED', 'UNAUTHORIZED'].includes(c))).toBe(
      true,
    );
    // Whatever landed came back: no money left in a game wallet, none lost.
    const [wallets] = rowsOf<{ game: string; pending: string }>(
      await server.ctx.db.execute(sql`
        SELECT
          (SELECT coalesce(sum(balance), 0) FROM ledger_accounts
            WHERE member_id = ${other.id} AND kind = 'game') AS game,
          (SELECT count(*) FROM game_transfers
            WHERE member_id = ${other.id} AND state = 'pending') AS pending`),
    );
    expect(Number(wallets?.game)).toBe(0);
    expect(Number(wallets?.pending)).toBe(0);
    const [main] = rowsOf<{ balance: string }>(
      await server.ctx.db.execute(
        sql`SELECT balance FROM ledger_accounts WHERE member_id = ${other.id} AND kind = 'main'`,
      ),
    );
    expect(Number(main?.balance)).toBe(N * 1_00);
    await ledgerSound(server);
  });

  it('a transfer in already past its exclusion check when a self-exclusion elsewhere starts lands first and is recalled', async () => {
    // Deterministic version of the race above: the transfer in holds the member's wallet lock,
    // has passed its check and waits inside its transaction while the self-exclusion on the
    // other brand commits and recalls. The recall must wait for it, not read the wallet before.
    const taker = await newMember(server, { brand: 'default' });
    const other = await newMember(server, { brand: 'nexbet', balance: 5_00 });
    const email = `paused${taker.id}@example.com`;
    for (const m of [taker, other])
      await server.ctx.db.execute(
        sql`UPDATE members SET email = ${email}, email_verified_at = now() WHERE id = ${m.id}`,
      );
    const aur = await channelByCode(server, 'AUR', 'nexbet');
    const within = moneyOf(server.ctx).provider.sameDatabase;
    if (!within) throw new Error('the demo provider applies transfers in this database');
    const apply = within.apply;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    within.apply = async (tx, channel, order, action, amount) => {
      if (channel.id === aur.id) {
        entered();
        await released;
      }
      return apply(tx, channel, order, action, amount);
    };
    try {
      const moving = keyed(server, other, '/member/game/transfer', {
        action: 1,
        amount: 3_00,
        channel_id: aur.id,
      });
      await inside;
      const exclusion = server.request({
        path: '/member/responsible_gambling/exclusion',
        body: { kind: 'self_exclusion', duration: 6 },
        token: taker.token,
      });
      // Let the exclusion run as far as it can while the transfer waits (on PGlite, one
      // connection: it waits for the transfer's transaction), then let the transfer commit.
      await Promise.race([exclusion, new Promise((r) => setTimeout(r, 400))]);
      release();
      const [moved, excluded] = await Promise.all([moving, exclusion]);
      expect(excluded.statusCode, excluded.body).toBe(200);
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      release();
      within.apply = apply;
    }
    const [game] = rowsOf<{ balance: string }>(
      await server.ctx.db.execute(
        sql`SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts WHERE member_id = ${other.id} AND kind = 'game'`,
      ),
    );
    expect(Number(game?.balance)).toBe(0);
    const [main] = rowsOf<{ balance: string }>(
      await server.ctx.db.execute(
        sql`SELECT balance FROM ledger_accounts WHERE member_id = ${other.id} AND kind = 'main'`,
      ),
    );
    expect(Number(main?.balance)).toBe(5_00);
    await ledgerSound(server);
  });
});
