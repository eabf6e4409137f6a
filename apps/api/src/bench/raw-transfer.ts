/**
 * The transfer bench's baseline: the money work of one wallet transfer as ONE plain SQL
 * transaction sent straight through the driver, with the statement shapes the transfer service
 * sends (core/money/transfers.ts, core/money/ledger.ts, core/money/wallet-records.ts): lock the member's two
 * wallet accounts in id order (finding the suspense account's id in the same statement), insert the transfer row, post the hold (a ledger transaction and
 * its two entries, whose triggers move the balances and mirror the main wallet), insert the
 * wallet record, post the settle the same way, mark the transfer posted and the record done.
 * What a request does besides (session, idempotency key, channel, the provider's book, reading
 * the balances for the answer) is the application's cost, so it is not in the baseline.
 */
import type { PGlite } from '@electric-sql/pglite';
import { TransactionKind } from '@lobby/contract/wallet';
import { TransferAction } from '@lobby/domain';
import type pg from 'pg';
import { orderNo } from '../core/money/wallet-records.ts';
import { percentiles } from './bench-kit.ts';

/** One statement on an open transaction. */
export type Query = (text: string, params: unknown[]) => Promise<unknown>;

/** Runs `work` as one transaction on a connection of its own (committed, or rolled back on a throw). */
export type RunTransaction = (work: (query: Query) => Promise<void>) => Promise<void>;

/** A member's side of the baseline: the ids the transfer service looks up or locks. */
export interface RawWallet {
  memberId: number;
  mainAccountId: number;
  gameAccountId: number;
}

/** What every baseline transaction needs. */
export interface RawSetup {
  brandId: string;
  channelId: number;
  channelName: string;
  suspenseAccountId: number;
  amount: number;
}

/** The name each baseline statement is prepared under, by its text. */
const statementNames = new Map<string, string>();

/**
 * The name a statement's text is prepared under: the transfer service's statements are named
 * (db/prepared.ts), so PostgreSQL parses and plans each once per connection; the baseline's
 * are too, or the ratio would credit the service with work the baseline alone repeats.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `raw_transfer_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Transactions on a node-postgres pool: BEGIN and COMMIT on one checked-out client, each
 * statement prepared under its name as the transfer service's are.
 */
export function poolTransactions(pool: pg.Pool): RunTransaction {
  return async (work) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work((text, params) =>
        client.query({ name: statementName(text), text, values: params }),
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

/** Transactions on PGlite (one connection: they run one at a time). */
export function pgliteTransactions(client: PGlite): RunTransaction {
  return async (work) => {
    await client.transaction(async (tx) => work((text, params) => tx.query(text, params)));
  };
}

const POSTING = `WITH t AS (
  INSERT INTO ledger_transactions (brand_id, kind, member_id, ref, created_at)
  VALUES ($1, $2, $3, $4, $5) RETURNING id)
INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
SELECT t.id, v.account_id, v.amount, $5 FROM t,
  (VALUES ($6::integer, $7::bigint), ($8::integer, $9::bigint)) AS v (account_id, amount)
ORDER BY v.account_id`;

async function postTwoLegs(
  query: Query,
  head: { brandId: string; kind: string; memberId: number; ref: string; at: Date },
  legs: [number, number][],
): Promise<void> {
  const sorted = [...legs].sort((a, b) => a[0] - b[0]);
  await query(POSTING, [
    head.brandId,
    head.kind,
    head.memberId,
    head.ref,
    head.at,
    ...sorted.flat(),
  ]);
}

/** One transfer's money work in one transaction: `In` moves main → game, `Out` back. */
export async function rawTransfer(
  run: RunTransaction,
  setup: RawSetup,
  wallet: RawWallet,
  action: TransferAction,
): Promise<void> {
  const { brandId, amount } = setup;
  const { memberId } = wallet;
  const at = new Date();
  const inward = action === TransferAction.In;
  const order = orderNo(inward ? 'TI' : 'TO', at.getTime());
  const [from, to] = inward
    ? [wallet.mainAccountId, wallet.gameAccountId]
    : [wallet.gameAccountId, wallet.mainAccountId];
  await run(async (query) => {
    await query(
      `WITH locked AS (
         SELECT id, key FROM ledger_accounts WHERE brand_id = $1 AND key IN ($2, $3)
         ORDER BY id FOR UPDATE)
       SELECT id, key FROM locked
       UNION ALL SELECT id, key FROM ledger_accounts WHERE brand_id = $1 AND key IN ($4)`,
      [brandId, `main:${memberId}`, `game:${memberId}:${setup.channelId}`, 'transfer_suspense'],
    );
    const inserted = (await query(
      `INSERT INTO game_transfers (brand_id, member_id, channel_id, order_no, action, amount, state, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7) RETURNING *`,
      [brandId, memberId, setup.channelId, order, action, amount, at],
    )) as { rows: { id: number }[] };
    const id = inserted.rows[0]?.id;
    const ref = `transfer:${id}`;
    await postTwoLegs(query, { brandId, kind: 'transfer_hold', memberId, ref, at }, [
      [from, -amount],
      [setup.suspenseAccountId, amount],
    ]);
    await query(
      `INSERT INTO wallet_records (brand_id, member_id, type, status, amount, order_no, channel_id, remark, created_at, updated_at)
       VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $8)`,
      [
        brandId,
        memberId,
        inward ? TransactionKind.TransferIn : TransactionKind.TransferOut,
        inward ? -amount : amount,
        order,
        setup.channelId,
        setup.channelName,
        at,
      ],
    );
    await postTwoLegs(query, { brandId, kind: 'transfer_post', memberId, ref, at }, [
      [setup.suspenseAccountId, -amount],
      [to, amount],
    ]);
    await query(
      `UPDATE game_transfers SET state = 'posted', updated_at = $1 WHERE id = $2 RETURNING *`,
      [at, id],
    );
    await query(
      'UPDATE wallet_records SET status = 2, updated_at = $1 WHERE brand_id = $2 AND order_no = $3',
      [at, brandId, order],
    );
  });
}

/** What a timed run measured: committed transactions per second and their latency. */
export interface RawResult {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `clients` concurrent loops of {@link rawTransfer} over `wallets` (client i on wallet
 * i mod n, alternating in and out), `warmupS` seconds discarded, then `seconds` measured:
 * only transactions begun and committed in that window count, a failed one is an error.
 */
export async function rawRate(
  run: RunTransaction,
  setup: RawSetup,
  wallets: readonly RawWallet[],
  options: { clients: number; warmupS: number; seconds: number },
): Promise<RawResult> {
  const start = Date.now();
  const measureFrom = start + options.warmupS * 1000;
  const end = measureFrom + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      const wallet = wallets[client % wallets.length] as RawWallet;
      let action: TransferAction = TransferAction.In;
      while (Date.now() < end) {
        const began = performance.now();
        const startedAt = Date.now();
        let ok = true;
        try {
          await rawTransfer(run, setup, wallet, action);
          action = action === TransferAction.In ? TransferAction.Out : TransferAction.In;
        } catch {
          ok = false;
        }
        // Counted when begun and committed inside the measured window, as the HTTP load counts.
        if (startedAt < measureFrom || Date.now() > end) continue;
        if (ok) latencies.push(performance.now() - began);
        else errors += 1;
      }
    }),
  );
  return {
    rate: Math.round(latencies.length / options.seconds),
    ...percentiles(latencies),
    errors,
  };
}
