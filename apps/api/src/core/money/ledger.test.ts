import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/migrate.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { ApiError } from '../../base/errors.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { claimKey, canonicalJson, requestHash } from './idempotency.ts';
import {
  ensureAccount,
  inTransaction,
  mainWalletBalance,
  memberBalance,
  post,
  reconcile,
} from './ledger.ts';
import { createMember, findMemberByUsername } from '../security/members.ts';

let server: TestServer;
let memberId: number;
const brand = 'default';
const currency = 'MYR';

beforeAll(async () => {
  server = await startTestServer();
  const m = await createMember(server.ctx.db, {
    brandId: brand,
    currencyCode: currency,
    username: 'ledgerer',
    passwordHash: 'x',
    registrationType: 3,
    balance: 10_000,
  });
  memberId = m.id;
});
afterAll(async () => {
  await server?.close();
});

const main = () => ({ kind: 'main' as const, memberId });
const game = (channelId: number) => ({ kind: 'game' as const, memberId, channelId });

async function expectRejected(promise: Promise<unknown>, pattern: RegExp) {
  let error: unknown;
  try {
    await promise;
  } catch (e) {
    error = e;
  }
  expect(error, 'expected a database refusal').toBeDefined();
  const text = `${String((error as Error).message)} ${String((error as { cause?: Error }).cause?.message ?? '')}`;
  expect(text).toMatch(pattern);
}

describe('ledger', () => {
  it('moves an opening balance into the ledger when the main account opens', async () => {
    const { db } = server.ctx;
    expect(await mainWalletBalance(db, brand, memberId)).toBe(10_000);
    await inTransaction(db, (tx) => ensureAccount(tx, brand, currency, main()));
    expect(await memberBalance(db, brand, main())).toBe(10_000);
    const report = await reconcile(db, brand);
    expect(report.differences).toEqual([]);
    expect(report.total).toBe(0);
  });

  it('posts balanced transactions and keeps balances equal to the entries', async () => {
    const { db } = server.ctx;
    await inTransaction(db, (tx) =>
      post(tx, {
        brandId: brand,
        currency,
        kind: 'test',
        memberId,
        ref: 't:1',
        legs: [
          { account: main(), amount: -2_500 },
          { account: game(1), amount: 2_500 },
        ],
      }),
    );
    expect(await memberBalance(db, brand, main())).toBe(7_500);
    expect(await memberBalance(db, brand, game(1))).toBe(2_500);
    // The main wallet is mirrored to member_wallets, which the profile reads.
    const demo = await findMemberByUsername(db, brand, 'ledgerer');
    const [mirror] = rowsOf<{ balance: string }>(
      await db.execute(sql`SELECT balance FROM member_wallets WHERE member_id = ${demo?.id}`),
    );
    expect(Number(mirror?.balance)).toBe(7_500);
    expect((await reconcile(db)).differences).toEqual([]);
  });

  it('refuses a negative member balance with INSUFFICIENT_BALANCE and changes nothing', async () => {
    const { db } = server.ctx;
    const attempt = inTransaction(db, (tx) =>
      post(tx, {
        brandId: brand,
        currency,
        kind: 'test',
        memberId,
        ref: 't:2',
        legs: [
          { account: main(), amount: -7_501 },
          { account: { kind: 'adjustments' }, amount: 7_501 },
        ],
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await memberBalance(db, brand, main())).toBe(7_500);
  });

  it('refuses unbalanced transactions in code and in the database', async () => {
    const { db } = server.ctx;
    await expect(
      inTransaction(db, (tx) =>
        post(tx, {
          brandId: brand,
          currency,
          kind: 'test',
          ref: 't:3',
          legs: [{ account: main(), amount: 5 }],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    const accountId = await inTransaction(db, (tx) => ensureAccount(tx, brand, currency, main()));
    await expectRejected(
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ brandId: brand, kind: 'raw', ref: 'raw:1' })
          .returning({ id: ledgerTransactions.id });
        await tx
          .insert(ledgerEntries)
          .values({ transactionId: row?.id ?? 0, accountId, amount: 1 });
      }),
      /does not balance/,
    );
    expect(await memberBalance(db, brand, main())).toBe(7_500);
  });

  it('keeps entries insert-only and balances changeable only through entries', async () => {
    const { db } = server.ctx;
    await expectRejected(
      db.execute(sql`UPDATE ledger_entries SET amount = amount * 2`),
      /insert-only/,
    );
    await expectRejected(db.execute(sql`DELETE FROM ledger_entries`), /insert-only/);
    await expectRejected(db.execute(sql`DELETE FROM ledger_transactions`), /insert-only/);
    await expectRejected(
      db.execute(
        sql`UPDATE ledger_accounts SET balance = balance + 100 WHERE member_id = ${memberId}`,
      ),
      /only through entries/,
    );
    await expectRejected(
      db.execute(
        sql`INSERT INTO ledger_accounts (brand_id, kind, key, currency_code, materialised, balance) VALUES (${brand}, 'main', 'main:999999', 'MYR', true, 50)`,
      ),
      /opens at zero/,
    );
    await expectRejected(
      db.execute(
        sql`INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT id, 1, 0 FROM ledger_transactions LIMIT 1`,
      ),
      /amount_non_zero|check/,
    );
    expect((await reconcile(db)).differences).toEqual([]);
  });

  it('lets exactly the affordable number of 40 parallel debits through', async () => {
    const { db } = server.ctx;
    const start = await memberBalance(db, brand, main());
    const amount = 1_000;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        inTransaction(db, (tx) =>
          post(tx, {
            brandId: brand,
            currency,
            kind: 'test',
            memberId,
            ref: `race:${i}`,
            legs: [
              { account: main(), amount: -amount },
              { account: game(2), amount },
            ],
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(Math.floor(start / amount));
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await memberBalance(db, brand, main())).toBe(start - ok * amount);
    const report = await reconcile(db);
    expect(report.differences).toEqual([]);
    expect(report.total).toBe(0);
  });
});

describe('idempotency keys', () => {
  const scope = (key: string, hash = 'h1') => ({
    brandId: brand,
    memberId,
    key,
    endpointId: 'test.op',
    hash,
  });

  it('hashes bodies canonically and leaves encrypted fields out', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(requestHash('e', {}, { amount: 1, pw: 'x' }, ['pw'])).toBe(
      requestHash('e', {}, { pw: 'y', amount: 1 }, ['pw']),
    );
    expect(requestHash('e', {}, { amount: 1 })).not.toBe(requestHash('e', {}, { amount: 2 }));
    expect(requestHash('e', { id: 1 }, {})).not.toBe(requestHash('e', { id: 2 }, {}));
  });

  it('replays a stored answer, refuses another body (422) and a duplicate in flight (409)', async () => {
    const { db } = server.ctx;
    const now = server.clock.now();
    const first = await claimKey(db, scope('k1'), now, server.config);
    expect(first.kind).toBe('claimed');
    await expect(claimKey(db, scope('k1'), now, server.config)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_IN_FLIGHT',
    });
    await expect(claimKey(db, scope('k1', 'other'), now, server.config)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    if (first.kind !== 'claimed') throw new Error('unreachable');
    await inTransaction(db, (tx) => first.key.complete(tx, { answer: 42 }));
    expect(await claimKey(db, scope('k1'), now + 1000, server.config)).toEqual({
      kind: 'replay',
      response: { answer: 42 },
    });
    // Kept for at least 24 hours.
    expect(await claimKey(db, scope('k1'), now + 23 * 3_600_000, server.config)).toEqual({
      kind: 'replay',
      response: { answer: 42 },
    });
  });

  it('lets a released key run again and an abandoned one be taken over with its resume point', async () => {
    const { db } = server.ctx;
    const now = server.clock.now();
    const a = await claimKey(db, scope('k2'), now, server.config);
    if (a.kind !== 'claimed') throw new Error('unreachable');
    await a.key.release();
    const b = await claimKey(db, scope('k2'), now, server.config);
    if (b.kind !== 'claimed') throw new Error('unreachable');
    await inTransaction(db, (tx) => b.key.setResumeRef(tx, 'transfer:7'));
    const c = await claimKey(db, scope('k2'), now + 60_000, server.config);
    expect(c.kind).toBe('claimed');
    if (c.kind !== 'claimed') throw new Error('unreachable');
    expect(c.key.resumeRef).toBe('transfer:7');
    // The one that was taken over can no longer complete.
    await expect(
      inTransaction(db, (tx) => b.key.complete(tx, { late: true })),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_IN_FLIGHT' });
    await inTransaction(db, (tx) => c.key.complete(tx, { done: true }));
    expect(await claimKey(db, scope('k2'), now + 61_000, server.config)).toEqual({
      kind: 'replay',
      response: { done: true },
    });
  });
});
