/**
 * The ledger service: finds (or opens) accounts and posts balanced transactions. The database
 * enforces the rules (see drizzle/0002_ledger_rules.sql); this module orders the legs so two
 * postings always lock accounts in the same order, and turns the database's refusal of a
 * negative balance into `INSUFFICIENT_BALANCE`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { preparedFamily } from '../../db/prepared.ts';
import { memberWallets } from '../../db/schema/members.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger.ts';
import { ApiError } from '../../base/errors.ts';
import { collectMoneyMoved, noteMoneyMoved, publishMoneyMoved } from './money-moved.ts';
import { moneyRecorderOf } from '../observability/recorders.ts';

/** A database handle or an open transaction on it. */
export type Tx = Database;

/** Kinds of account. Member wallets are materialised (never below zero); the rest are operator accounts. */
export type AccountKind =
  | 'main'
  | 'game'
  | 'deposit_clearing'
  | 'withdrawal_clearing'
  | 'promotions'
  | 'provider_float'
  | 'transfer_suspense'
  | 'adjustments'
  | 'payouts';

/** Which account: a kind plus the member and/or channel it belongs to. */
export interface AccountRef {
  kind: AccountKind;
  memberId?: number;
  channelId?: number;
}

/** One leg of a posting. */
export interface Leg {
  account: AccountRef;
  amount: number;
}

/** What to post. */
export interface PostingInput {
  brandId: string;
  currency: string;
  kind: string;
  memberId?: number | null;
  ref: string;
  legs: readonly Leg[];
  at?: Date;
  /**
   * Account ids already known in this transaction, by {@link accountKey} (e.g. locked by
   * {@link lockAccounts}): they are not looked up again, and the ids the posting finds or opens
   * are added, so a second posting of the same transaction looks up nothing.
   */
  accounts?: Map<string, number>;
}

/** The unique key of an account within its brand. */
export function accountKey(ref: AccountRef): string {
  switch (ref.kind) {
    case 'main':
      return `main:${requireId(ref.memberId, 'memberId')}`;
    case 'game':
      return `game:${requireId(ref.memberId, 'memberId')}:${requireId(ref.channelId, 'channelId')}`;
    case 'provider_float':
      return `float:${requireId(ref.channelId, 'channelId')}`;
    default:
      return ref.kind;
  }
}

function requireId(value: number | undefined, name: string): number {
  if (value === undefined || !Number.isSafeInteger(value))
    throw new Error(`ledger: ${name} is required`);
  return value;
}

const isMemberKind = (kind: AccountKind) => kind === 'main' || kind === 'game';

/**
 * The id of an account, opening it when it does not exist yet. A main account opened for a
 * member whose `member_wallets` row already holds money (an opening balance given at creation)
 * gets that money through an `opening` transaction, so the balance is backed by entries.
 */
export async function ensureAccount(
  tx: Tx,
  brandId: string,
  currency: string,
  ref: AccountRef,
): Promise<number> {
  const key = accountKey(ref);
  const [found] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.key, key)));
  if (found) return found.id;
  const [inserted] = await tx
    .insert(ledgerAccounts)
    .values({
      brandId,
      kind: ref.kind,
      key,
      memberId: ref.memberId ?? null,
      channelId: ref.channelId ?? null,
      currencyCode: currency,
      materialised: isMemberKind(ref.kind),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  if (!inserted) {
    const [again] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.key, key)));
    if (!again) throw new Error(`ledger: account ${key} vanished`);
    return again.id;
  }
  if (ref.kind === 'main') {
    const [wallet] = await tx
      .select({ balance: memberWallets.balance })
      .from(memberWallets)
      .where(eq(memberWallets.memberId, requireId(ref.memberId, 'memberId')));
    const opening = wallet?.balance ?? 0;
    if (opening > 0) {
      const adjustments = await ensureAccount(tx, brandId, currency, { kind: 'adjustments' });
      await insertPosting(
        tx,
        {
          brandId,
          kind: 'opening',
          memberId: ref.memberId ?? null,
          ref: `opening:${ref.memberId}`,
          at: new Date(),
        },
        [
          { accountId: adjustments, amount: -opening },
          { accountId: inserted.id, amount: opening },
        ],
      );
    }
  }
  return inserted.id;
}

/** The head of a ledger transaction: what {@link insertPostings} writes besides its entries. */
interface PostingHead {
  brandId: string;
  kind: string;
  memberId: number | null;
  ref: string;
  at: Date;
}

/** A ledger transaction ready to insert: its head, its legs by account id, the wallets it moves. */
interface ResolvedPosting {
  head: PostingHead;
  legs: { accountId: number; amount: number }[];
  wallets: { memberId: number; channelId: number | undefined }[];
}

/**
 * Inserts a ledger transaction and its entries in one statement (one round trip): the entries'
 * triggers move the balances, the deferred check sees them sum to zero at commit.
 */
async function insertPosting(
  tx: Tx,
  head: PostingHead,
  legs: { accountId: number; amount: number }[],
): Promise<number> {
  const [id] = await insertPostings(tx, [{ head, legs, wallets: [] }]);
  if (id === undefined) throw new Error('ledger: transaction not created');
  return id;
}

/**
 * Inserts ledger transactions and all their entries in one statement (one round trip, however
 * many transactions): each transaction is a CTE of its own, so its entries carry its id, and
 * each still sums to zero on its own (the deferred check is per transaction). Answers the ids
 * of the transactions inserted, in input order.
 */
async function insertPostings(tx: Tx, postings: readonly ResolvedPosting[]): Promise<number[]> {
  const values: Record<string, unknown> = {};
  postings.forEach(({ head, legs }, i) => {
    values[`brand${i}`] = head.brandId;
    values[`kind${i}`] = head.kind;
    values[`member${i}`] = head.memberId;
    values[`ref${i}`] = head.ref;
    values[`at${i}`] = head.at;
    legs.forEach((l, j) => {
      values[`account${i}_${j}`] = l.accountId;
      values[`amount${i}_${j}`] = l.amount;
    });
  });
  const statement = postingStatement(postings.map((p) => p.legs.length));
  const rows = rowsOf<{ transaction_id: string | number }>(await statement(tx, values));
  return [...new Set(rows.map((r) => Number(r.transaction_id)))].sort((a, b) => a - b);
}

/**
 * The statement of {@link insertPostings} for postings of these many legs each, built once per
 * shape (a transfer's hold and settle are always two of two).
 */
const postingStatement = preparedFamily(
  'ledger_post',
  (legCounts: readonly number[]) => legCounts.join('_'),
  (_db, legCounts) => {
    const p = (name: string) => sql.placeholder(name);
    // Each head after the first is inserted by selecting from the one before (one row), so it
    // is inserted after it: the ids follow the input order (a hold's id below its settle's).
    const heads = legCounts.map(
      (_, i) => sql`${sql.raw(`t${i}`)} AS (
      INSERT INTO ${ledgerTransactions} (brand_id, kind, member_id, ref, created_at)
      SELECT ${p(`brand${i}`)}, ${p(`kind${i}`)}, ${p(`member${i}`)}::integer, ${p(`ref${i}`)}, ${p(`at${i}`)}::timestamptz
      ${i > 0 ? sql`FROM ${sql.raw(`t${i - 1}`)}` : sql``}
      RETURNING id)`,
    );
    const entries = legCounts.map((count, i) => {
      const legs = sql.join(
        Array.from(
          { length: count },
          (_, j) => sql`(${p(`account${i}_${j}`)}::integer, ${p(`amount${i}_${j}`)}::bigint)`,
        ),
        sql`, `,
      );
      return sql`SELECT ${sql.raw(`t${i}`)}.id AS transaction_id, ${sql.raw(String(i))}::integer AS n,
        v.account_id, v.amount, ${p(`at${i}`)}::timestamptz AS created_at
      FROM ${sql.raw(`t${i}`)}, (VALUES ${legs}) AS v (account_id, amount)`;
    });
    // Ascending account ids across all of them: every posting locks its accounts in the same
    // order (no deadlocks). One account's entries keep the postings' order, so its balance
    // passes through the values posting them one by one would (the never-below-zero check sees
    // those).
    return sql`
      WITH ${sql.join(heads, sql`, `)}
      INSERT INTO ${ledgerEntries} (transaction_id, account_id, amount, created_at)
      SELECT e.transaction_id, e.account_id, e.amount, e.created_at
      FROM (${sql.join(entries, sql` UNION ALL `)}) AS e
      ORDER BY e.account_id, e.n
      RETURNING transaction_id`;
  },
);

/**
 * Checks a posting and finds (or opens) its accounts: legs on the same account are merged, zero
 * legs dropped. The ids found are added to `input.accounts` when given.
 */
async function resolvePosting(tx: Tx, input: PostingInput): Promise<ResolvedPosting> {
  let total = 0;
  const byAccount = new Map<number, number>();
  const known = input.accounts ?? new Map<string, number>();
  // One lookup for every account the legs name and the caller did not know; only missing ones
  // are opened one by one.
  const keys = [...new Set(input.legs.map((leg) => accountKey(leg.account)))].filter(
    (key) => !known.has(key),
  );
  if (keys.length > 0) {
    const rows = await tx
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.brandId, input.brandId), inArray(ledgerAccounts.key, keys)));
    for (const r of rows) known.set(r.key, r.id);
  }
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amount))
      throw new Error(`ledger: amount ${leg.amount} is not an integer of minor units`);
    total += leg.amount;
    const key = accountKey(leg.account);
    let id = known.get(key);
    if (id === undefined) {
      id = await ensureAccount(tx, input.brandId, input.currency, leg.account);
      known.set(key, id);
    }
    byAccount.set(id, (byAccount.get(id) ?? 0) + leg.amount);
  }
  if (total !== 0)
    throw new Error(`ledger: ${input.kind} ${input.ref} does not balance (${total})`);
  const legs = [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({ accountId, amount }));
  if (legs.length === 0) throw new Error(`ledger: ${input.kind} ${input.ref} moves nothing`);
  const head = {
    brandId: input.brandId,
    kind: input.kind,
    memberId: input.memberId ?? null,
    ref: input.ref,
    at: input.at ?? new Date(),
  };
  // The member wallets among the legs that move, for the balance push once inserted.
  const moving = new Set(legs.map((l) => l.accountId));
  const wallets: ResolvedPosting['wallets'] = [];
  for (const { account } of input.legs) {
    const { kind, memberId, channelId } = account;
    const accountId = known.get(accountKey(account));
    if ((kind === 'main' || kind === 'game') && memberId !== undefined && accountId !== undefined)
      if (moving.has(accountId))
        wallets.push({ memberId, channelId: kind === 'game' ? channelId : undefined });
  }
  return { head, legs, wallets };
}

/**
 * Tells the balance push whose wallets a posting moved; it sends after `inTransaction` commits
 * (core/money/money-moved.ts). Once here for every kind of move, never per route.
 */
function noteMoved({ head, wallets }: ResolvedPosting): void {
  for (const w of wallets) noteMoneyMoved(head.brandId, w.memberId, w.channelId, head.at);
}

/**
 * The kinds of the postings the running {@link inTransaction} attempt tried, counted by the
 * money metrics once it commits or fails (a posting outside it is not counted).
 */
const attemptedKinds = new AsyncLocalStorage<string[]>();

/**
 * Posts a balanced transaction. Legs on the same account are merged; zero legs are dropped.
 * Throws `INSUFFICIENT_BALANCE` when a member wallet would go below zero (the database refuses
 * it; the surrounding transaction must then be abandoned).
 */
export async function post(tx: Tx, input: PostingInput): Promise<number> {
  attemptedKinds.getStore()?.push(input.kind);
  const posting = await resolvePosting(tx, input);
  let id: number;
  try {
    id = await insertPosting(tx, posting.head, posting.legs);
  } catch (error) {
    throw translateLedgerError(error);
  }
  noteMoved(posting);
  return id;
}

/**
 * Posts several balanced transactions in one statement, as {@link post} does each: one round
 * trip where consecutive `post` calls make one each (a transfer's hold and settle committed
 * together). Each stays a ledger transaction of its own, balanced on its own.
 */
export async function postAll(tx: Tx, inputs: readonly PostingInput[]): Promise<void> {
  const postings: ResolvedPosting[] = [];
  attemptedKinds.getStore()?.push(...inputs.map((input) => input.kind));
  for (const input of inputs) postings.push(await resolvePosting(tx, input));
  try {
    await insertPostings(tx, postings);
  } catch (error) {
    throw translateLedgerError(error);
  }
  for (const posting of postings) noteMoved(posting);
}

/**
 * Locks the accounts of `refs` that exist, in ascending id order (the order every posting locks
 * in), and answers their ids by {@link accountKey} for {@link PostingInput.accounts}, with the
 * ids of the `alsoFind` accounts that exist, read without a lock (an operator account every
 * member's postings share, which a lock would make a queue). A transaction that posts twice on
 * the same accounts in opposite orders (a transfer's hold and settle in one commit) takes its
 * locks here first, so two of them cannot deadlock. One statement.
 */
export async function lockAccounts(
  tx: Tx,
  brandId: string,
  refs: readonly AccountRef[],
  alsoFind: readonly AccountRef[] = [],
): Promise<Map<string, number>> {
  const values: Record<string, unknown> = { brandId };
  refs.forEach((ref, i) => (values[`lock${i}`] = accountKey(ref)));
  alsoFind.forEach((ref, i) => (values[`find${i}`] = accountKey(ref)));
  const statement = lockStatement({ lock: refs.length, find: alsoFind.length });
  const rows = rowsOf<{ id: number; key: string }>(await statement(tx, values));
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

/** The statement of {@link lockAccounts} for so many keys to lock and to find, built once per shape. */
const lockStatement = preparedFamily(
  'ledger_lock',
  ({ lock, find }: { lock: number; find: number }) => `${lock}_${find}`,
  (_db, { lock, find }) => {
    const keys = (prefix: string, count: number) =>
      sql.join(
        Array.from({ length: count }, (_, i) => sql`${sql.placeholder(`${prefix}${i}`)}`),
        sql`, `,
      );
    const brandId = sql.placeholder('brandId');
    const found = find
      ? sql`UNION ALL SELECT id, key FROM ${ledgerAccounts}
        WHERE brand_id = ${brandId} AND key IN (${keys('find', find)})`
      : sql``;
    return sql`
      WITH locked AS (
        SELECT id, key FROM ${ledgerAccounts}
        WHERE brand_id = ${brandId} AND key IN (${keys('lock', lock)})
        ORDER BY id FOR UPDATE)
      SELECT id, key FROM locked ${found}`;
  },
);

/** The Postgres error fields found on an error or its causes (drizzle wraps driver errors). */
export function pgErrorOf(
  error: unknown,
): { code?: string; constraint?: string; message?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const e = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return {
        code: e.code,
        ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
        ...(typeof e.message === 'string' ? { message: e.message } : {}),
      };
    }
    current = e.cause;
  }
  return undefined;
}

/** Whether an error is the database refusing a negative member balance. */
export function isInsufficientFunds(error: unknown): boolean {
  const pg = pgErrorOf(error);
  if (!pg || pg.code !== '23514') return false;
  const text = `${pg.constraint ?? ''} ${pg.message ?? ''}`;
  return (
    text.includes('ledger_accounts_balance_non_negative') ||
    text.includes('member_wallets_balance_non_negative')
  );
}

/** Maps the database's refusal of a negative balance to the contract's error. */
export function translateLedgerError(error: unknown): unknown {
  return isInsufficientFunds(error) ? new ApiError('INSUFFICIENT_BALANCE') : error;
}

/** Whether an error is a serialization failure or deadlock, after which the transaction may simply be run again. */
export function isRetryable(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
}

/**
 * Runs `work` in a database transaction, retrying a few times after a deadlock or
 * serialization failure (PostgreSQL under contention), and translating a refused negative
 * balance into `INSUFFICIENT_BALANCE`. Once it commits, members whose wallets it moved get a
 * `balance` event on their open streams.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  // A nested call's postings are counted with the enclosing transaction's, when it ends.
  const recorder = attemptedKinds.getStore() ? undefined : moneyRecorderOf(db);
  for (let attempt = 1; ; attempt += 1) {
    const kinds: string[] = [];
    try {
      // Each attempt collects afresh: a rolled-back attempt moved nothing.
      const transaction = () =>
        collectMoneyMoved(() => db.transaction(async (tx) => work(tx as unknown as Tx)));
      const { result, moved } = await (recorder
        ? attemptedKinds.run(kinds, transaction)
        : transaction());
      // After the commit, never before: a member must not see money a rollback takes back.
      publishMoneyMoved(db, moved);
      for (const kind of kinds) recorder?.moneyOperation(kind, 'committed');
      return result;
    } catch (error) {
      if (attempt < 4 && isRetryable(error)) continue;
      const failure = translateLedgerError(error);
      const refused = failure instanceof ApiError && failure.code === 'INSUFFICIENT_BALANCE';
      for (const kind of kinds) recorder?.moneyOperation(kind, refused ? 'refused' : 'failed');
      throw failure;
    }
  }
}

/** Balance of one member account (0 when it was never opened). */
export async function memberBalance(db: Tx, brandId: string, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.brandId, brandId), eq(ledgerAccounts.key, accountKey(ref))));
  return row?.balance ?? 0;
}

/**
 * The main-wallet balance as SQL: the ledger account when opened, else the `member_wallets` row
 * (an opening balance not yet moved into the ledger), else 0.
 */
function mainBalanceSql(p: Pick<BalanceParams, 'brandId' | 'memberId' | 'mainKey'>) {
  return sql`coalesce(
    (SELECT balance FROM ${ledgerAccounts} WHERE brand_id = ${p.brandId} AND key = ${p.mainKey}),
    (SELECT balance FROM ${memberWallets} WHERE member_id = ${p.memberId}::integer),
    0)`;
}

/**
 * What the balance SQL of {@link walletBalancesSql} reads with: each a value, or a placeholder
 * of a statement built once (see `db/prepared.ts`), filled with {@link walletKeys}' keys.
 */
export interface BalanceParams {
  brandId: string | Placeholder;
  memberId: number | Placeholder;
  /** The main wallet's {@link accountKey}. */
  mainKey: string | Placeholder;
  /** The game wallet's {@link accountKey}. */
  gameKey: string | Placeholder;
}

/** The account keys of a member's main wallet and one game wallet. */
export function walletKeys(memberId: number, channelId: number) {
  return {
    mainKey: accountKey({ kind: 'main', memberId }),
    gameKey: accountKey({ kind: 'game', memberId, channelId }),
  };
}

/**
 * The main-wallet balance: the ledger account when opened, else the `member_wallets` row (an
 * opening balance not yet moved into the ledger).
 */
export async function mainWalletBalance(
  db: Tx,
  brandId: string,
  memberId: number,
): Promise<number> {
  const [row] = rowsOf<{ money: string | number }>(
    await db.execute(
      sql`SELECT ${mainBalanceSql({ brandId, memberId, mainKey: accountKey({ kind: 'main', memberId }) })} AS money`,
    ),
  );
  return Number(row?.money ?? 0);
}

/** The main wallet and one game wallet of a member, as two SQL expressions. */
export function walletBalancesSql(brandId: string, memberId: number, channelId: number) {
  return balancesSql({ brandId, memberId, ...walletKeys(memberId, channelId) });
}

/** {@link walletBalancesSql} of values or placeholders (see {@link BalanceParams}). */
export function balancesSql(p: BalanceParams) {
  return {
    money: sql<number>`${mainBalanceSql(p)}`.mapWith(Number),
    channel: sql<number>`coalesce(
      (SELECT balance FROM ${ledgerAccounts} WHERE brand_id = ${p.brandId} AND key = ${p.gameKey}),
      0)`.mapWith(Number),
  };
}

/** A member's main-wallet balance and one game wallet's. */
export interface WalletBalances {
  money: number;
  channel: number;
}

/** The main wallet and one game wallet of a member, read in one query (a transfer's answer). */
export async function walletBalances(
  db: Tx,
  brandId: string,
  memberId: number,
  channelId: number,
): Promise<WalletBalances> {
  const balances = walletBalancesSql(brandId, memberId, channelId);
  const [row] = rowsOf<{ money: string | number; channel: string | number }>(
    await db.execute(sql`SELECT ${balances.money} AS money, ${balances.channel} AS channel`),
  );
  return { money: Number(row?.money ?? 0), channel: Number(row?.channel ?? 0) };
}

/** Game wallet balances of a member by channel id. */
export async function gameBalances(
  db: Tx,
  brandId: string,
  memberId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ channelId: ledgerAccounts.channelId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.brandId, brandId),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'game'),
      ),
    );
  return new Map(rows.map((r) => [r.channelId ?? 0, r.balance]));
}

/** One difference found by {@link reconcile}. */
export interface LedgerDifference {
  problem:
    | 'balance_differs'
    | 'wallet_mirror_differs'
    | 'transaction_unbalanced'
    | 'negative_balance'
    | 'ledger_not_zero';
  detail: string;
}

/** What {@link reconcile} found. */
export interface ReconcileReport {
  accounts: number;
  transactions: number;
  entries: number;
  /** Sum of every entry: always 0 in a sound ledger. */
  total: number;
  memberTotal: number;
  differences: LedgerDifference[];
}

/**
 * Checks the ledger against itself: every materialised balance equals the sum of its entries
 * and is not negative, every main wallet's mirror in member_wallets equals it, every
 * transaction sums to zero and all entries together sum to zero. `amount` writes the amounts
 * in the differences' details (minor units by default; the ops command writes money).
 */
export async function reconcile(
  db: Database,
  brandId?: string,
  { amount = String }: { amount?: (minor: number) => string } = {},
): Promise<ReconcileReport> {
  const brandFilter = brandId ? sql`AND a.brand_id = ${brandId}` : sql``;
  const balances = rowsOf<{
    id: number;
    key: string;
    balance: string;
    summed: string;
    materialised: boolean;
  }>(
    await db.execute(sql`
      SELECT a.id, a.key, a.balance, a.materialised, coalesce(sum(e.amount), 0) AS summed
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE true ${brandFilter}
      GROUP BY a.id`),
  );
  const differences: LedgerDifference[] = [];
  let total = 0;
  let memberTotal = 0;
  for (const row of balances) {
    const summed = Number(row.summed);
    total += summed;
    if (row.materialised) {
      memberTotal += summed;
      if (Number(row.balance) !== summed)
        differences.push({
          problem: 'balance_differs',
          detail: `${row.key}: balance ${amount(Number(row.balance))}, entries ${amount(summed)}`,
        });
      if (summed < 0)
        differences.push({ problem: 'negative_balance', detail: `${row.key}: ${amount(summed)}` });
    }
  }
  const mirrors = rowsOf<{ key: string; balance: string; wallet: string | null }>(
    await db.execute(sql`
      SELECT a.key, a.balance, w.balance AS wallet FROM ledger_accounts a
      LEFT JOIN member_wallets w ON w.member_id = a.member_id
      WHERE a.kind = 'main' ${brandFilter} AND (w.balance IS NULL OR w.balance <> a.balance)`),
  );
  for (const m of mirrors)
    differences.push({
      problem: 'wallet_mirror_differs',
      detail: `${m.key}: ledger ${amount(Number(m.balance))}, member_wallets ${m.wallet === null ? 'missing' : amount(Number(m.wallet))}`,
    });
  const unbalanced = rowsOf<{ transaction_id: string; total: string }>(
    await db.execute(sql`
      SELECT e.transaction_id, sum(e.amount) AS total FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE true ${brandFilter}
      GROUP BY e.transaction_id HAVING sum(e.amount) <> 0 LIMIT 100`),
  );
  for (const u of unbalanced)
    differences.push({
      problem: 'transaction_unbalanced',
      detail: `transaction ${u.transaction_id}: ${amount(Number(u.total))}`,
    });
  if (total !== 0)
    differences.push({ problem: 'ledger_not_zero', detail: `all entries sum to ${amount(total)}` });
  const [counts] = rowsOf<{ transactions: string; entries: string }>(
    await db.execute(sql`
      SELECT count(DISTINCT e.transaction_id) AS transactions, count(*) AS entries FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id WHERE true ${brandFilter}`),
  );
  return {
    accounts: balances.length,
    transactions: Number(counts?.transactions ?? 0),
    entries: Number(counts?.entries ?? 0),
    total,
    memberTotal,
    differences,
  };
}

/** Operator account balances (sum of entries) by account key. */
export async function operatorBalances(
  db: Database,
  brandId: string,
): Promise<Map<string, number>> {
  const rows = rowsOf<{ key: string; summed: string }>(
    await db.execute(sql`
      SELECT a.key, coalesce(sum(e.amount), 0) AS summed FROM ledger_accounts a
      LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.brand_id = ${brandId} AND NOT a.materialised GROUP BY a.key`),
  );
  return new Map(rows.map((r) => [r.key, Number(r.summed)]));
}

/** Accounts of members, for listing. */
export async function memberAccounts(db: Tx, memberIds: readonly number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.memberId, [...memberIds]));
}
