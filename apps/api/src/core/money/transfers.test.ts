/**
 * A transfer with a provider in this database commits once: the transfer, its two ledger
 * transactions, the wallet record, the provider's book and the key's answer together, or none
 * of them. These tests pin its answer and ledger, the duplicates that fall back to the claim,
 * and the all-or-nothing of the in-transaction apply. Runs on PGlite and on PostgreSQL.
 */
import { TransferAction } from '@lobby/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { demoProviderTransfers, gameTransfers } from '../../db/schema/games.ts';
import { idempotencyKeys, walletRecords } from '../../db/schema/ledger.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { channelByCode, keyed, ledgerSound, mainOf, newMember } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';
import { requestHash, unclaimedKey } from './idempotency.ts';
import { moneyOf } from './money-context.ts';
import { transfer } from './transfers.ts';
import type { TransferProvider } from './transfers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The ledger transactions of a transfer: kind and the sum of their entries. */
async function postingsOf(transferId: number) {
  return rowsOf<{ kind: string; total: string; entries: string }>(
    await server.ctx.db.execute(sql`
      SELECT t.kind, sum(e.amount) AS total, count(e.id) AS entries
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.ref = ${`transfer:${transferId}`} GROUP BY t.id, t.kind ORDER BY t.id`),
  ).map((r) => ({ kind: r.kind, total: Number(r.total), entries: Number(r.entries) }));
}

/** A direct call of the transfer service for `member`, with its own provider. */
async function transferWith(
  provider: TransferProvider,
  member: TestMember,
  body: { action: TransferAction; amount: number; channel_id: number },
  key: string,
) {
  const brand = await server.ctx.brands.byId(member.brand);
  if (!brand) throw new Error('no brand');
  const scope = {
    brandId: brand.id,
    memberId: member.id,
    key,
    endpointId: 'games.transfer',
    hash: requestHash('games.transfer', {}, body),
  };
  return transfer(
    { ...moneyOf(server.ctx), provider },
    unclaimedKey(server.ctx.db, scope, server.clock.now(), server.config),
    {
      brand,
      memberId: member.id,
      action: body.action,
      amount: body.amount,
      channelId: body.channel_id,
    },
  );
}

describe('a transfer in one commit (the demo provider in this database)', () => {
  it('answers both balances and leaves the hold and the settle, the record, the book and the key', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const aur = await channelByCode(server, 'AUR');
    const res = await keyed(
      server,
      m,
      '/member/game/transfer',
      { action: 1, amount: 2_500, channel_id: aur.id },
      'one-commit-in',
    );
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      transfer: { status: 2, amount: 2_500, action: 1, channel_id: aur.id },
      money: 7_500,
      channel_balance: 2_500,
    });
    const id = answer.transfer.id as number;
    expect(await postingsOf(id)).toEqual([
      { kind: 'transfer_hold', total: 0, entries: 2 },
      { kind: 'transfer_post', total: 0, entries: 2 },
    ]);
    const [row] = await server.ctx.db.select().from(gameTransfers).where(eq(gameTransfers.id, id));
    expect(row?.state).toBe('posted');
    const [record] = await server.ctx.db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.orderNo, answer.transfer.order_no));
    expect(record).toMatchObject({ status: 2, amount: -2_500 });
    const [book] = await server.ctx.db
      .select()
      .from(demoProviderTransfers)
      .where(eq(demoProviderTransfers.orderNo, answer.transfer.order_no));
    expect(book?.outcome).toBe('accepted');
    const [key] = await server.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'one-commit-in')));
    expect(key).toMatchObject({ state: 'done', responseStatus: 200, resumeRef: null });

    // And back out: the answer's balances are the ledger's.
    const out = await keyed(server, m, '/member/game/transfer', {
      action: 2,
      amount: 1_000,
      channel_id: aur.id,
    });
    expect(out.json()).toMatchObject({
      transfer: { status: 2 },
      money: 8_500,
      channel_balance: 1_500,
    });
    expect(await mainOf(server, m)).toBe(8_500);
    await ledgerSound(server);
  });

  it('replays a retried key, also when the money it moved no longer covers it again', async () => {
    const m = await newMember(server, { balance: 3_000 });
    const aur = await channelByCode(server, 'AUR');
    const body = { action: 1, amount: 3_000, channel_id: aur.id };
    const first = await keyed(server, m, '/member/game/transfer', body, 'retry-all-in');
    expect(first.json()).toMatchObject({ money: 0, channel_balance: 3_000 });
    const again = await keyed(server, m, '/member/game/transfer', body, 'retry-all-in');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const reused = await keyed(
      server,
      m,
      '/member/game/transfer',
      { ...body, amount: 1 },
      'retry-all-in',
    );
    expect(reused.statusCode).toBe(422);
    const [count] = rowsOf<{ n: string }>(
      await server.ctx.db.execute(
        sql`SELECT count(*) AS n FROM game_transfers WHERE member_id = ${m.id}`,
      ),
    );
    expect(Number(count?.n)).toBe(1);
    expect(await mainOf(server, m)).toBe(0);
    await ledgerSound(server);
  });

  it('a refusal leaves nothing: no transfer, no record, no key, and the key can be used again', async () => {
    const m = await newMember(server, { balance: 1_000 });
    const aur = await channelByCode(server, 'AUR');
    const refused = await keyed(
      server,
      m,
      '/member/game/transfer',
      { action: 1, amount: 5_000, channel_id: aur.id },
      'too-much',
    );
    expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    const [key] = await server.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'too-much')));
    expect(key).toBeUndefined();
    const [records] = rowsOf<{ n: string }>(
      await server.ctx.db.execute(
        sql`SELECT count(*) AS n FROM wallet_records WHERE member_id = ${m.id} AND type IN (3, 4)`,
      ),
    );
    expect(Number(records?.n)).toBe(0);
    expect(await mainOf(server, m)).toBe(1_000);
  });

  it('rolls the whole transfer back when the in-database apply refuses or fails, keeping no key', async () => {
    const m = await newMember(server, { balance: 4_000 });
    const aur = await channelByCode(server, 'AUR');
    const demo = moneyOf(server.ctx).provider;
    let applied = 0;
    const refusing: TransferProvider = {
      ...demo,
      sameDatabase: {
        covers: () => true,
        apply: async () => {
          applied += 1;
          return 'refused';
        },
      },
    };
    const failing: TransferProvider = {
      ...demo,
      sameDatabase: {
        covers: () => true,
        apply: async () => {
          applied += 1;
          throw new Error('book unavailable');
        },
      },
    };
    const body = { action: TransferAction.In, amount: 1_500, channel_id: aur.id };
    await expect(transferWith(refusing, m, body, 'in-db-refused')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    await expect(transferWith(failing, m, body, 'in-db-refused')).rejects.toThrow(
      'book unavailable',
    );
    expect(applied).toBe(2);
    const [held] = rowsOf<{ n: string }>(
      await server.ctx.db.execute(
        sql`SELECT count(*) AS n FROM game_transfers WHERE member_id = ${m.id}`,
      ),
    );
    expect(Number(held?.n)).toBe(0);
    expect(await mainOf(server, m)).toBe(4_000);

    // Nothing of those attempts stayed, the key included: the same key now transfers.
    const done = await transferWith(demo, m, body, 'in-db-refused');
    expect(done).toMatchObject({ transfer: { status: 2 }, money: 2_500, channel_balance: 1_500 });
    await ledgerSound(server);
  });

  it('a channel in a drill takes the two phases: the key is claimed with the hold, which records where to resume', async () => {
    const m = await newMember(server, { balance: 5_000 });
    const grf = await channelByCode(server, 'GRF');
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'drop' });
    try {
      const pending = await keyed(
        server,
        m,
        '/member/game/transfer',
        { action: 1, amount: 2_000, channel_id: grf.id },
        'drill-drop',
      );
      expect(pending.json()).toMatchObject({ transfer: { status: 1 }, money: 3_000 });
      const id = pending.json().transfer.id as number;
      const [key] = await server.ctx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'drill-drop')));
      expect(key).toMatchObject({ state: 'done', resumeRef: `transfer:${id}` });
      expect(await postingsOf(id)).toEqual([{ kind: 'transfer_hold', total: 0, entries: 2 }]);
    } finally {
      await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'ok' });
    }
    await ledgerSound(server);
  });
});
