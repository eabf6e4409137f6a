/**
 * Transfers between the main wallet and a game wallet. With a provider that keeps its book in
 * this database (the demo provider outside its drills), the hold, the provider's apply and the
 * settle run in one transaction with the key's claim and answer: one commit, all or nothing.
 * With any other provider, in two phases so a provider that fails or never answers cannot lose
 * money:
 *
 * 1. hold: one transaction debits the source wallet into transfer suspense and records the
 *    transfer as pending (and, for a keyed request, where to resume);
 * 2. the provider is asked to apply it (by our order number, which it treats idempotently);
 * 3. settle: accepted → suspense to the destination wallet (posted); refused → suspense back to
 *    the source (voided). No answer leaves it pending; asking the provider for the order's
 *    status later (member retry, operator recovery, a retried request) settles it. The demo
 *    provider records a refusal when asked about an order it never saw, so a late original
 *    request can never apply it afterwards.
 */
import { TransactionKind } from '@lobby/contract/wallet';
import { GameStatus, TransferAction } from '@lobby/domain';
import { and, asc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { gameChannels, gameTransfers } from '../../db/schema/games.ts';
import { walletRecords } from '../../db/schema/ledger.ts';
import { ApiError, fieldError } from '../../base/errors.ts';
import type { Brand } from '../../base/brands.ts';
import { onConfigChanged } from '../cluster/cluster.ts';
import type { Cluster } from '../cluster/cluster.ts';
import { KeyExists, completeWith } from './idempotency.ts';
import type { ClaimedKey, UnclaimedKey } from './idempotency.ts';
import type { AccountRef, PostingInput, Tx, WalletBalances } from './ledger.ts';
import {
  balancesSql,
  inTransaction,
  lockAccounts,
  post,
  postAll,
  walletBalances,
  walletBalancesSql,
  walletKeys,
} from './ledger.ts';
import { addRecord, orderNo, recordRow, updateRecord } from './wallet-records.ts';

/** A transfer row. */
export type TransferRow = typeof gameTransfers.$inferSelect;
/** A channel row. */
export type ChannelRow = typeof gameChannels.$inferSelect;

/** What a provider says about a transfer. */
export type ProviderOutcome = 'accepted' | 'refused';

/** Thrown by a provider adapter when it gave no answer (timeout, connection lost). */
export class ProviderNoAnswer extends Error {
  constructor(message = 'provider did not answer') {
    super(message);
    this.name = 'ProviderNoAnswer';
  }
}

/** The provider side of a transfer. */
export interface TransferProvider {
  /** Asks the provider to apply a transfer; throws {@link ProviderNoAnswer} when it does not answer. */
  apply(
    channel: ChannelRow,
    order: string,
    action: TransferAction,
    amount: number,
  ): Promise<ProviderOutcome>;
  /** Asks what became of an order (always answers; an unknown order is refused for good). */
  status(channel: ChannelRow, order: string): Promise<ProviderOutcome>;
  /** Present when the provider keeps its book in this database. */
  sameDatabase?: SameDatabaseProvider;
}

/**
 * A provider whose book lives in this database: it applies a transfer on our own transaction,
 * so the hold, its apply and the settle commit together or not at all (no pending state, no
 * second or third commit).
 */
export interface SameDatabaseProvider {
  /** Whether it applies `channel`'s transfers so (a channel acting as an outside provider does not). */
  covers(channel: ChannelRow): boolean;
  /** Applies a transfer within `tx`. */
  apply(
    tx: Tx,
    channel: ChannelRow,
    order: string,
    action: TransferAction,
    amount: number,
  ): Promise<ProviderOutcome>;
}

/** Status on the wire: 1 pending, 2 success, 3 failed. */
export function wireStatus(state: string): 1 | 2 | 3 {
  return state === 'posted' ? 2 : state === 'voided' ? 3 : 1;
}

/** The wire shape of a transfer. */
export function transferWire(row: TransferRow, channelName: string) {
  return {
    id: row.id,
    order_no: row.orderNo,
    action: row.action as TransferAction,
    channel_id: row.channelId,
    channel_name: channelName,
    amount: row.amount,
    status: wireStatus(row.state),
    created_at: Math.floor(row.createdAt.getTime() / 1000),
    updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** Dependencies of the transfer service. */
export interface TransferDeps {
  db: Database;
  now: () => number;
  provider: TransferProvider;
  /** A brand's channel (or 404), as a member's transfer reads it: see {@link channelLookup}. */
  channel: ChannelLookup;
}

/** Finds a channel of a brand, or throws 404. */
export type ChannelLookup = (brandId: string, channelId: number) => Promise<ChannelRow>;

/**
 * {@link channelOf} with each answer kept for `cacheMs` (the brand cache's time, 0 in tests):
 * a member's transfer reads its channel on every request. An operator's change (status, limit,
 * demo mode) drops the brand's channels on every instance through `cluster`'s `config` note;
 * the cache time is the backstop.
 */
export function channelLookup(
  db: Database,
  cacheMs: number,
  now: () => number,
  cluster: Cluster,
): ChannelLookup {
  const cache = new Map<string, { at: number; channel: ChannelRow }>();
  onConfigChanged(cluster, (brandId) => {
    if (brandId === undefined) return cache.clear();
    for (const id of cache.keys()) if (id.startsWith(`${brandId}:`)) cache.delete(id);
  });
  return async (brandId, channelId) => {
    const id = `${brandId}:${channelId}`;
    const hit = cache.get(id);
    if (hit && now() - hit.at < cacheMs) return hit.channel;
    const channel = await channelOf(db, brandId, channelId);
    if (cacheMs > 0) cache.set(id, { at: now(), channel });
    return channel;
  };
}

/** A channel of a brand, or 404. */
export async function channelOf(db: Tx, brandId: string, channelId: number): Promise<ChannelRow> {
  const [channel] = await db
    .select()
    .from(gameChannels)
    .where(and(eq(gameChannels.brandId, brandId), eq(gameChannels.id, channelId)));
  if (!channel) throw new ApiError('NOT_FOUND', { field: 'channel_id' });
  return channel;
}

const source = (action: TransferAction, memberId: number, channelId: number) =>
  action === TransferAction.In
    ? { kind: 'main' as const, memberId }
    : { kind: 'game' as const, memberId, channelId };
const destination = (action: TransferAction, memberId: number, channelId: number) =>
  action === TransferAction.In
    ? { kind: 'game' as const, memberId, channelId }
    : { kind: 'main' as const, memberId };

/** What a hold needs. */
export interface HoldInput {
  brand: Brand;
  memberId: number;
  channel: ChannelRow;
  action: TransferAction;
  amount: number;
  at: Date;
  /**
   * A check a transfer in must pass, run after the member's wallets are locked: whatever locks
   * the main wallet to change what it checks (an exclusion starting) is then seen, or waits.
   */
  guardIn?: ((tx: Tx) => Promise<void>) | undefined;
  /**
   * Move the source wallet's whole balance, read once the member's wallets are locked (`amount`
   * is then ignored): a concurrent move of the same money waits for the lock and then finds
   * what is left, so no move is applied twice and none asks for money that has gone.
   */
  whole?: boolean | undefined;
}

/** Thrown by a {@link HoldInput.whole} transfer whose source wallet is empty: nothing to move. */
export class NothingToMove extends Error {
  constructor() {
    super('nothing to move');
    this.name = 'NothingToMove';
  }
}

/** Refuses a transfer in below the channel's transfer_in_limit (spec §5: a minimum). */
function assertTransferInLimit(channel: ChannelRow, action: TransferAction, amount: number) {
  if (
    action === TransferAction.In &&
    channel.transferInLimit > 0 &&
    amount < channel.transferInLimit
  )
    throw fieldError('amount', 'TRANSFER_LIMIT_NOT_MET');
}

/** Phase 1: checks, holds the money and records the pending transfer. */
export async function holdTransfer(tx: Tx, input: HoldInput): Promise<TransferRow> {
  return (await holdLocked(tx, input)).row;
}

/** The member's two wallets a transfer moves money between. */
function walletsOf(memberId: number, channelId: number): AccountRef[] {
  return [
    { kind: 'main', memberId },
    { kind: 'game', memberId, channelId },
  ];
}

/**
 * {@link holdTransfer}, answering also the ids of the accounts it posted on. It first locks the
 * member's two wallets in id order, so a settle in the same transaction (on the other wallet)
 * cannot deadlock with another transfer of the member going the other way.
 */
async function holdLocked(
  tx: Tx,
  input: HoldInput,
): Promise<{ row: TransferRow; accounts: Map<string, number> }> {
  const { brand, channel, at } = input;
  const { accounts, row } = await lockAndInsert(tx, input, 'pending');
  await post(tx, holdPosting(brand, row, at, accounts));
  await addRecord(tx, transferRecord(row, channel.name, 1, at));
  return { row, accounts };
}

/**
 * The start of every transfer: refuses what the channel does not allow, locks the member's two
 * wallets (see {@link holdLocked}), runs the transfer in's guard and inserts the transfer row in
 * `state`. Answers the row and the ids of the accounts locked and found.
 */
async function lockAndInsert(
  tx: Tx,
  input: HoldInput,
  state: 'pending' | 'posted',
): Promise<{ row: TransferRow; accounts: Map<string, number> }> {
  const { brand, channel, action, memberId, at } = input;
  if (channel.status === GameStatus.Closed)
    throw new ApiError('GAME_UNAVAILABLE', { field: 'channel_id' });
  if (action === TransferAction.In && channel.status !== GameStatus.Open)
    throw new ApiError('GAME_UNAVAILABLE', { field: 'channel_id' });
  if (!input.whole) assertTransferInLimit(channel, action, input.amount);
  const order = orderNo(action === TransferAction.In ? 'TI' : 'TO', at.getTime());
  const accounts = await lockAccounts(tx, brand.id, walletsOf(memberId, channel.id), [
    { kind: 'transfer_suspense' },
  ]);
  if (action === TransferAction.In && input.guardIn) await input.guardIn(tx);
  const amount = input.whole ? await wholeAmount(tx, input) : input.amount;
  const [row] = await insertTransfer(tx, {
    brandId: brand.id,
    memberId,
    channelId: channel.id,
    orderNo: order,
    action,
    amount,
    state,
    at,
  });
  if (!row) throw new Error('transfer not created');
  return { row, accounts };
}

/** What a whole-balance transfer moves: its source wallet's balance, read under the lock. */
async function wholeAmount(tx: Tx, input: HoldInput): Promise<number> {
  const { money, channel } = await walletBalances(
    tx,
    input.brand.id,
    input.memberId,
    input.channel.id,
  );
  const amount = input.action === TransferAction.In ? money : channel;
  if (amount <= 0) throw new NothingToMove();
  assertTransferInLimit(input.channel, input.action, amount);
  return amount;
}

// The statements of every member transfer, built once (db/prepared.ts).
const p = sql.placeholder;

/** Inserts a transfer row, answering it. */
const insertTransfer = preparedStatement<
  {
    brandId: string;
    memberId: number;
    channelId: number;
    orderNo: string;
    action: TransferAction;
    amount: number;
    state: 'pending' | 'posted';
    at: Date;
  },
  ReturnType<typeof insertTransferQuery>
>('transfer_insert', (db) => insertTransferQuery(db));
function insertTransferQuery(db: Database) {
  return db
    .insert(gameTransfers)
    .values({
      brandId: p('brandId'),
      memberId: p('memberId'),
      channelId: p('channelId'),
      orderNo: p('orderNo'),
      action: p('action'),
      amount: p('amount'),
      state: p('state'),
      createdAt: p('at'),
      updatedAt: p('at'),
    })
    .returning();
}

/** Inserts a transfer's wallet record, answering both balances (see {@link transferWithin}). */
const insertRecordWithBalances = preparedStatement<
  ReturnType<typeof recordRow> & { mainKey: string; gameKey: string },
  ReturnType<typeof insertRecordQuery>
>('transfer_record_balances', (db) => insertRecordQuery(db));
function insertRecordQuery(db: Database) {
  const balances = balancesSql({
    brandId: p('brandId'),
    memberId: p('memberId'),
    mainKey: p('mainKey'),
    gameKey: p('gameKey'),
  });
  return db
    .insert(walletRecords)
    .values({
      brandId: p('brandId'),
      memberId: p('memberId'),
      type: p('type'),
      status: p('status'),
      amount: p('amount'),
      orderNo: p('orderNo'),
      channelId: p('channelId'),
      remark: p('remark'),
      createdAt: p('createdAt'),
      updatedAt: p('updatedAt'),
    })
    .returning({ money: balances.money, channel: balances.channel });
}

/** The hold of a transfer: its source wallet into transfer suspense. */
function holdPosting(
  brand: Brand,
  row: TransferRow,
  at: Date,
  accounts?: Map<string, number>,
): PostingInput {
  const action = row.action as TransferAction;
  return {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: 'transfer_hold',
    memberId: row.memberId,
    ref: `transfer:${row.id}`,
    at,
    ...(accounts ? { accounts } : {}),
    legs: [
      { account: source(action, row.memberId, row.channelId), amount: -row.amount },
      { account: { kind: 'transfer_suspense' }, amount: row.amount },
    ],
  };
}

/** The settle of a held transfer: suspense to the destination (accepted) or back (refused). */
function settlePosting(
  brand: Brand,
  row: TransferRow,
  outcome: ProviderOutcome,
  at: Date,
  accounts?: Map<string, number>,
): PostingInput {
  const action = row.action as TransferAction;
  const target =
    outcome === 'accepted'
      ? destination(action, row.memberId, row.channelId)
      : source(action, row.memberId, row.channelId);
  return {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: outcome === 'accepted' ? 'transfer_post' : 'transfer_void',
    memberId: row.memberId,
    ref: `transfer:${row.id}`,
    at,
    ...(accounts ? { accounts } : {}),
    legs: [
      { account: { kind: 'transfer_suspense' }, amount: -row.amount },
      { account: target, amount: row.amount },
    ],
  };
}

/** The member's record of a transfer (1 pending, 2 done). */
function transferRecord(row: TransferRow, channelName: string, status: 1 | 2, at: Date) {
  const action = row.action as TransferAction;
  return {
    brandId: row.brandId,
    memberId: row.memberId,
    type: action === TransferAction.In ? TransactionKind.TransferIn : TransactionKind.TransferOut,
    status,
    amount: action === TransferAction.In ? -row.amount : row.amount,
    orderNo: row.orderNo,
    channelId: row.channelId,
    remark: channelName,
    at,
  } as const;
}

/** Phase 3: settles a pending transfer by the provider's outcome (a settled one is left as it is). */
export async function settleTransfer(
  tx: Tx,
  brand: Brand,
  transferId: number,
  outcome: ProviderOutcome,
  at: Date,
): Promise<TransferRow> {
  const [row] = await tx
    .select()
    .from(gameTransfers)
    .where(eq(gameTransfers.id, transferId))
    .for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.state !== 'pending') return row;
  return (await settleHeld(tx, brand, row, outcome, at)).row;
}

/**
 * Settles `row`, a pending transfer this transaction holds (locked, or inserted by it), and
 * answers it with the balances after; `accounts` are account ids the transaction knows.
 */
async function settleHeld(
  tx: Tx,
  brand: Brand,
  row: TransferRow,
  outcome: ProviderOutcome,
  at: Date,
  accounts?: Map<string, number>,
): Promise<{ row: TransferRow; balances: WalletBalances }> {
  await post(tx, settlePosting(brand, row, outcome, at, accounts));
  const settled = await markSettled(
    tx,
    brand.id,
    row,
    outcome === 'accepted' ? 'posted' : 'voided',
    at,
  );
  await updateRecord(tx, brand.id, row.orderNo, { status: outcome === 'accepted' ? 2 : 3, at });
  return settled;
}

/**
 * Sets a transfer's final state and reads the member's two balances in the same statement
 * (its RETURNING sees the settle's postings, made by an earlier statement of the transaction).
 */
async function markSettled(
  tx: Tx,
  brandId: string,
  row: TransferRow,
  state: 'posted' | 'voided',
  at: Date,
): Promise<{ row: TransferRow; balances: WalletBalances }> {
  const balances = walletBalancesSql(brandId, row.memberId, row.channelId);
  const [updated] = await tx
    .update(gameTransfers)
    .set({ state, updatedAt: at })
    .where(eq(gameTransfers.id, row.id))
    .returning({
      ...getTableColumns(gameTransfers),
      money: balances.money,
      channelBalance: balances.channel,
    });
  if (!updated) throw new Error(`transfer ${row.id} vanished`);
  const { money, channelBalance: channel, ...settled } = updated;
  return { row: settled, balances: { money, channel } };
}

/** The answer of a transfer: the record and both balances (read now). */
export async function transferAnswer(db: Tx, brand: Brand, row: TransferRow, channelName: string) {
  return answerOf(
    row,
    channelName,
    await walletBalances(db, brand.id, row.memberId, row.channelId),
  );
}

/** The answer of a transfer from its row and the balances read with it. */
function answerOf(row: TransferRow, channelName: string, balances: WalletBalances) {
  return {
    transfer: transferWire(row, channelName),
    money: balances.money,
    channel_balance: balances.channel,
  };
}

/** What a transfer answers (and its key replays). */
export type TransferAnswer = ReturnType<typeof answerOf>;

async function askStatus(
  deps: TransferDeps,
  channel: ChannelRow,
  order: string,
): Promise<ProviderOutcome | undefined> {
  try {
    return await deps.provider.status(channel, order);
  } catch (error) {
    if (error instanceof ProviderNoAnswer) return undefined;
    throw error;
  }
}

/** Settles one pending transfer by asking the provider; answers the row as it stands after. */
export async function resolveTransfer(
  deps: TransferDeps,
  brand: Brand,
  transferId: number,
): Promise<TransferRow> {
  const [row] = await deps.db.select().from(gameTransfers).where(eq(gameTransfers.id, transferId));
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.state !== 'pending') return row;
  const channel = await channelOf(deps.db, brand.id, row.channelId);
  const outcome = await askStatus(deps, channel, row.orderNo);
  const at = new Date(deps.now());
  return inTransaction(deps.db, async (tx) =>
    outcome
      ? settleTransfer(tx, brand, row.id, outcome, at)
      : ((
          await tx
            .update(gameTransfers)
            .set({
              attempts: sql`${gameTransfers.attempts} + 1`,
              lastError: 'no answer',
              updatedAt: at,
            })
            .where(eq(gameTransfers.id, row.id))
            .returning()
        )[0] ?? row),
  );
}

/** The transfer a key's resume point names, if any. */
function resumedTransferId(key: ClaimedKey): number | undefined {
  return key.resumeRef?.startsWith('transfer:')
    ? Number(key.resumeRef.slice('transfer:'.length))
    : undefined;
}

/** How the first transaction of a keyed transfer ended. */
type FirstStep =
  | { kind: 'answered'; answer: TransferAnswer }
  | { kind: 'resume'; key: ClaimedKey; transferId: number }
  | { kind: 'held'; key: ClaimedKey; row: TransferRow; channel: ChannelRow };

/**
 * A whole transfer in the caller's transaction, for a provider in this database: hold, apply
 * and settle, answering the transfer. A refusal throws, so all of it rolls back.
 */
async function transferWithin(
  tx: Tx,
  provider: SameDatabaseProvider,
  hold: HoldInput,
): Promise<TransferAnswer> {
  const { brand, channel, action, at } = hold;
  // Hold, apply and settle commit together or not at all, so nobody ever sees the transfer
  // pending: its row and record are written as they end (posted, done), not written pending and
  // updated after, and the hold and the settle are posted in one statement (two ledger
  // transactions, each balanced). Four round trips fewer than hold, apply, settle one by one.
  const { row, accounts } = await lockAndInsert(tx, hold, 'posted');
  const outcome = await provider.apply(tx, channel, row.orderNo, action, row.amount);
  if (outcome === 'refused') throw new ApiError('PROVIDER_UNAVAILABLE');
  await postAll(tx, [
    holdPosting(brand, row, at, accounts),
    settlePosting(brand, row, outcome, at, accounts),
  ]);
  // The record's insert answers both balances: its RETURNING sees the postings just made.
  const [after] = await insertRecordWithBalances(tx, {
    ...recordRow(transferRecord(row, channel.name, 2, at)),
    ...walletKeys(row.memberId, row.channelId),
  });
  if (!after) throw new Error('transfer record not created');
  return answerOf(row, channel.name, after);
}

/**
 * A transfer with a provider in this database whose key is new, in one commit: the whole
 * transfer and the key, stored done with the answer. Answers undefined when this does not
 * apply: the channel's provider is an outside one, or the key exists (a retry or a duplicate:
 * what it did is undone, and the claim answers it).
 */
async function transferInOneCommit(
  deps: TransferDeps,
  key: UnclaimedKey,
  input: TransferInput,
): Promise<TransferAnswer | undefined> {
  const within = deps.provider.sameDatabase;
  if (!within) return undefined;
  try {
    const channel = await deps.channel(input.brand.id, input.channelId);
    if (!within.covers(channel)) return undefined;
    const hold = { ...input, channel, at: new Date(deps.now()) };
    return await inTransaction(deps.db, async (tx) => {
      const answer = await transferWithin(tx, within, hold);
      await key.completeOn(tx, answer);
      return answer;
    });
  } catch (error) {
    // A refusal (no money, closed channel) of a retried request answers as its first did.
    if (error instanceof KeyExists || (await key.exists())) return undefined;
    throw error;
  }
}

/**
 * The first transaction of a keyed transfer: claims the key (a replay answers here), finds a
 * half-done transfer to resume (the takeover commits), else holds the money, recording the
 * resume point, or, with a provider in this database, does the whole transfer.
 */
async function firstStep(
  deps: TransferDeps,
  unclaimed: UnclaimedKey,
  input: TransferInput,
  at: Date,
): Promise<FirstStep> {
  return inTransaction(deps.db, async (tx): Promise<FirstStep> => {
    const claim = await unclaimed.claimOn(tx);
    if (claim.kind === 'replay')
      return { kind: 'answered', answer: claim.response as TransferAnswer };
    const { key } = claim;
    const transferId = resumedTransferId(key);
    if (transferId !== undefined) return { kind: 'resume', key, transferId };
    const channel = await channelOf(tx, input.brand.id, input.channelId);
    const hold = { ...input, channel, at };
    const within = deps.provider.sameDatabase;
    if (within?.covers(channel)) {
      const answer = await transferWithin(tx, within, hold);
      await key.complete(tx, answer);
      return { kind: 'answered', answer };
    }
    const row = await holdTransfer(tx, hold);
    await key.setResumeRef(tx, `transfer:${row.id}`);
    return { kind: 'held', key, row, channel };
  });
}

/** The input of {@link transfer}. */
export interface TransferInput {
  brand: Brand;
  memberId: number;
  action: TransferAction;
  amount: number;
  channelId: number;
  /** See {@link HoldInput.guardIn}. */
  guardIn?: ((tx: Tx) => Promise<void>) | undefined;
  /**
   * Run when a retry finishes the transfer an earlier request held, before the answer is stored:
   * held before a time-out or self-exclusion began, it may land in the game wallet after it.
   */
  afterResume?: (() => Promise<unknown>) | undefined;
}

/**
 * A keyed member transfer (POST /member/game/transfer). With a provider in this database and a
 * new key, the whole transfer and its key commit at once ({@link transferInOneCommit}).
 * Otherwise the key is claimed in the transaction that holds the money, which records it as
 * the resume point, so a retry after a crash finishes this transfer instead of starting
 * another; a failure before that commit leaves neither a hold nor a claim.
 */
export async function transfer(
  deps: TransferDeps,
  unclaimed: UnclaimedKey,
  input: TransferInput,
): Promise<TransferAnswer> {
  const { brand } = input;
  const whole = await transferInOneCommit(deps, unclaimed, input);
  if (whole) return whole;
  const first = await firstStep(deps, unclaimed, input, new Date(deps.now()));
  if (first.kind === 'answered') return first.answer;
  if (first.kind === 'resume') {
    const row = await resolveTransfer(deps, brand, first.transferId);
    // The key is stored done after the hook, so its answer has the balances the member is left
    // with. Should this request die before, the key keeps its resume point: a retry finishes it.
    await input.afterResume?.();
    const { name } = await channelOf(deps.db, brand.id, row.channelId);
    return completeWith(deps.db, first.key, (tx) => transferAnswer(tx, brand, row, name));
  }
  const { key, row: held, channel } = first;
  let outcome: ProviderOutcome | undefined;
  let failure: string | undefined;
  try {
    outcome = await deps.provider.apply(channel, held.orderNo, input.action, input.amount);
  } catch (error) {
    failure = error instanceof Error ? error.message : 'provider error';
    // An answer that is not "no answer" is an error of ours: ask for the status instead.
    if (!(error instanceof ProviderNoAnswer))
      outcome = await askStatus(deps, channel, held.orderNo);
  }
  const at = new Date(deps.now());
  if (outcome === 'refused') {
    await inTransaction(deps.db, (tx) => settleTransfer(tx, brand, held.id, 'refused', at));
    await key.release();
    throw new ApiError('PROVIDER_UNAVAILABLE');
  }
  return inTransaction(deps.db, async (tx) => {
    const row = outcome
      ? await settleTransfer(tx, brand, held.id, outcome, at)
      : ((
          await tx
            .update(gameTransfers)
            .set({ attempts: 1, lastError: failure ?? 'no answer', updatedAt: at })
            .where(eq(gameTransfers.id, held.id))
            .returning()
        )[0] ?? held);
    const answer = await transferAnswer(tx, brand, row, channel.name);
    await key.complete(tx, answer);
    return answer;
  });
}

/** What {@link transferWhole} moves: a member's whole main wallet in, or a game wallet out. */
export interface WholeTransferInput {
  brand: Brand;
  memberId: number;
  channel: ChannelRow;
  action: TransferAction;
  /** See {@link HoldInput.guardIn}. */
  guardIn?: ((tx: Tx) => Promise<void>) | undefined;
}

/**
 * Moves a wallet's whole balance (main into a game wallet, or a game wallet back to main)
 * without a key: auto-transfer at a launch, recalls. The amount is read with the member's
 * wallets locked ({@link HoldInput.whole}), so the move is its own idempotency: a repeat or a
 * concurrent duplicate finds the wallet it empties empty and answers undefined (nothing to
 * move). The path is a member transfer's: one commit with a provider in this database (a
 * refusal throws, nothing happened); else hold, ask, settle (a refusal answers the voided
 * transfer, the money back; no answer leaves it pending for the retry and the operator).
 */
export async function transferWhole(
  deps: TransferDeps,
  input: WholeTransferInput,
): Promise<TransferAnswer | undefined> {
  const { brand, channel } = input;
  const hold: HoldInput = { ...input, amount: 0, whole: true, at: new Date(deps.now()) };
  const within = deps.provider.sameDatabase;
  try {
    if (within?.covers(channel))
      return await inTransaction(deps.db, (tx) => transferWithin(tx, within, hold));
    const held = await inTransaction(deps.db, (tx) => holdTransfer(tx, hold));
    let outcome: ProviderOutcome | undefined;
    try {
      outcome = await deps.provider.apply(
        channel,
        held.orderNo,
        held.action as TransferAction,
        held.amount,
      );
    } catch (error) {
      if (!(error instanceof ProviderNoAnswer)) throw error;
    }
    const row = outcome
      ? await inTransaction(deps.db, (tx) =>
          settleTransfer(tx, brand, held.id, outcome, new Date(deps.now())),
        )
      : held;
    return await transferAnswer(deps.db, brand, row, channel.name);
  } catch (error) {
    if (error instanceof NothingToMove) return undefined;
    throw error;
  }
}

/** Settles every transfer pending for longer than `olderThanMs` (operator recovery). */
export async function recoverPendingTransfers(
  deps: TransferDeps,
  brands: (id: string) => Promise<Brand | undefined>,
  olderThanMs: number,
) {
  const cutoff = new Date(deps.now() - olderThanMs);
  const pending = await deps.db
    .select()
    .from(gameTransfers)
    .where(and(eq(gameTransfers.state, 'pending'), lt(gameTransfers.updatedAt, cutoff)))
    .orderBy(asc(gameTransfers.id))
    .limit(1000);
  const results: { order_no: string; state: string }[] = [];
  for (const row of pending) {
    const brand = await brands(row.brandId);
    if (!brand) continue;
    const settled = await resolveTransfer(deps, brand, row.id);
    results.push({ order_no: row.orderNo, state: settled.state });
  }
  return results;
}
