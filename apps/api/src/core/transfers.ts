/**
 * Transfers between the main wallet and a game wallet, in two phases so a provider that fails
 * or never answers cannot lose money:
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
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gameChannels, gameTransfers } from '../db/schema/games.ts';
import { ApiError, fieldError } from '../platform/errors.ts';
import type { Brand } from '../platform/brands.ts';
import type { ClaimedKey } from './idempotency.ts';
import type { Tx } from './ledger.ts';
import { inTransaction, mainWalletBalance, memberBalance, post } from './ledger.ts';
import { addRecord, orderNo, updateRecord } from './wallet-records.ts';

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

/** Phase 1: checks, holds the money and records the pending transfer. */
export async function holdTransfer(
  tx: Tx,
  input: {
    brand: Brand;
    memberId: number;
    channel: ChannelRow;
    action: TransferAction;
    amount: number;
    at: Date;
  },
): Promise<TransferRow> {
  const { brand, channel, action, amount, memberId, at } = input;
  if (channel.status === GameStatus.Closed)
    throw new ApiError('GAME_UNAVAILABLE', { field: 'channel_id' });
  if (action === TransferAction.In && channel.status !== GameStatus.Open)
    throw new ApiError('GAME_UNAVAILABLE', { field: 'channel_id' });
  if (
    action === TransferAction.In &&
    channel.transferInLimit > 0 &&
    amount < channel.transferInLimit
  ) {
    throw fieldError('amount', 'TRANSFER_LIMIT_NOT_MET');
  }
  const order = orderNo(action === TransferAction.In ? 'TI' : 'TO', at.getTime());
  const [row] = await tx
    .insert(gameTransfers)
    .values({
      brandId: brand.id,
      memberId,
      channelId: channel.id,
      orderNo: order,
      action,
      amount,
      state: 'pending',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('transfer not created');
  await post(tx, {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: 'transfer_hold',
    memberId,
    ref: `transfer:${row.id}`,
    at,
    legs: [
      { account: source(action, memberId, channel.id), amount: -amount },
      { account: { kind: 'transfer_suspense' }, amount },
    ],
  });
  await addRecord(tx, {
    brandId: brand.id,
    memberId,
    type: action === TransferAction.In ? TransactionKind.TransferIn : TransactionKind.TransferOut,
    status: 1,
    amount: action === TransferAction.In ? -amount : amount,
    orderNo: order,
    channelId: channel.id,
    remark: channel.name,
    at,
  });
  return row;
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
  const action = row.action as TransferAction;
  const target =
    outcome === 'accepted'
      ? destination(action, row.memberId, row.channelId)
      : source(action, row.memberId, row.channelId);
  await post(tx, {
    brandId: brand.id,
    currency: brand.currencyCode,
    kind: outcome === 'accepted' ? 'transfer_post' : 'transfer_void',
    memberId: row.memberId,
    ref: `transfer:${row.id}`,
    at,
    legs: [
      { account: { kind: 'transfer_suspense' }, amount: -row.amount },
      { account: target, amount: row.amount },
    ],
  });
  const state = outcome === 'accepted' ? 'posted' : 'voided';
  const [updated] = await tx
    .update(gameTransfers)
    .set({ state, updatedAt: at })
    .where(eq(gameTransfers.id, row.id))
    .returning();
  await updateRecord(tx, brand.id, row.orderNo, { status: outcome === 'accepted' ? 2 : 3, at });
  return updated ?? row;
}

/** The answer of a transfer: the record and both balances. */
export async function transferAnswer(db: Tx, brand: Brand, row: TransferRow, channelName: string) {
  return {
    transfer: transferWire(row, channelName),
    money: await mainWalletBalance(db, brand.id, row.memberId),
    channel_balance: await memberBalance(db, brand.id, {
      kind: 'game',
      memberId: row.memberId,
      channelId: row.channelId,
    }),
  };
}

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
  key?: ClaimedKey,
): Promise<TransferRow> {
  const [row] = await deps.db.select().from(gameTransfers).where(eq(gameTransfers.id, transferId));
  if (!row) throw new ApiError('NOT_FOUND');
  const channel = await channelOf(deps.db, brand.id, row.channelId);
  if (row.state !== 'pending') {
    if (key)
      await inTransaction(deps.db, async (tx) =>
        key.complete(tx, await transferAnswer(tx, brand, row, channel.name)),
      );
    return row;
  }
  const outcome = await askStatus(deps, channel, row.orderNo);
  const at = new Date(deps.now());
  return inTransaction(deps.db, async (tx) => {
    const settled = outcome
      ? await settleTransfer(tx, brand, row.id, outcome, at)
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
        )[0] ?? row);
    if (key) await key.complete(tx, await transferAnswer(tx, brand, settled, channel.name));
    return settled;
  });
}

/** The input of {@link transfer}. */
export interface TransferInput {
  brand: Brand;
  memberId: number;
  action: TransferAction;
  amount: number;
  channelId: number;
}

/**
 * A keyed member transfer (POST /member/game/transfer). `key` is the request's claimed key
 * (the binding layer claimed it and answered a replay): the hold records it as the resume point,
 * so a retry after a crash finishes this transfer instead of starting another.
 */
export async function transfer(deps: TransferDeps, key: ClaimedKey, input: TransferInput) {
  const { brand, memberId } = input;
  const resumeId = key.resumeRef?.startsWith('transfer:')
    ? Number(key.resumeRef.slice('transfer:'.length))
    : undefined;
  if (resumeId) {
    const row = await resolveTransfer(deps, brand, resumeId, key);
    return transferAnswer(
      deps.db,
      brand,
      row,
      (await channelOf(deps.db, brand.id, row.channelId)).name,
    );
  }
  let held: TransferRow;
  let channel: ChannelRow;
  try {
    channel = await channelOf(deps.db, brand.id, input.channelId);
    const at = new Date(deps.now());
    held = await inTransaction(deps.db, async (tx) => {
      const row = await holdTransfer(tx, {
        brand,
        memberId,
        channel,
        action: input.action,
        amount: input.amount,
        at,
      });
      await key.setResumeRef(tx, `transfer:${row.id}`);
      return row;
    });
  } catch (error) {
    await key.release();
    throw error;
  }
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

/** Transfers one game wallet out, without a key (recall all, operator tools). */
export async function transferOutUnkeyed(
  deps: TransferDeps,
  brand: Brand,
  memberId: number,
  channel: ChannelRow,
  amount: number,
): Promise<TransferRow> {
  const at = new Date(deps.now());
  const held = await inTransaction(deps.db, (tx) =>
    holdTransfer(tx, { brand, memberId, channel, action: TransferAction.Out, amount, at }),
  );
  let outcome: ProviderOutcome | undefined;
  try {
    outcome = await deps.provider.apply(channel, held.orderNo, TransferAction.Out, amount);
  } catch (error) {
    if (!(error instanceof ProviderNoAnswer)) throw error;
  }
  if (!outcome) return held;
  return inTransaction(deps.db, (tx) =>
    settleTransfer(tx, brand, held.id, outcome, new Date(deps.now())),
  );
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
