/**
 * Our side of the provider wallet API: the signed server-to-server calls a game provider makes
 * (balance, debit, credit, rollback). Debit opens a pending bet record, credit settles it
 * (win/loss/draw), rollback cancels it; each is keyed by the provider's transaction id, so a
 * repeat moves nothing. The demo provider (`src/demo/provider.ts`) calls it like any provider.
 */
import { PROVIDER_HEADERS } from '@lobby/contract/wallet';
import { BetResult, BetStatus } from '@lobby/domain';
import { and, eq } from 'drizzle-orm';
import { inTransaction, memberBalance, pgErrorOf, post } from '../../core/money/ledger.ts';
import { assertMayStake } from '../../core/compliance/responsible-gambling.ts';
import { verifySignature } from '../../core/security/signatures.ts';
import type { ChannelRow } from '../../core/money/transfers.ts';
import type { Database } from '../../db/client.ts';
import { betRecords, gameChannels, games, providerCalls } from '../../db/schema/games.ts';
import { members } from '../../db/schema/members.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';

/**
 * The channel a signed provider call comes from, or 401 SIGNATURE_INVALID. `maxAgeMs` is the
 * configuration's `signatureMaxAgeMs`.
 */
export async function verifyProviderCall(
  db: Database,
  brand: Brand,
  headers: Record<string, unknown>,
  body: unknown,
  nowMs: number,
  maxAgeMs: number,
): Promise<ChannelRow> {
  const code = headers[PROVIDER_HEADERS.channel];
  if (typeof code !== 'string' || code.length > 32) throw new ApiError('SIGNATURE_INVALID');
  const [channel] = await db
    .select()
    .from(gameChannels)
    .where(and(eq(gameChannels.brandId, brand.id), eq(gameChannels.code, code)));
  const ok =
    channel !== undefined &&
    verifySignature({
      secret: channel.secret,
      timestamp: headers[PROVIDER_HEADERS.timestamp],
      signature: headers[PROVIDER_HEADERS.signature],
      body,
      nowMs,
      maxAgeMs,
    });
  if (!ok || !channel) throw new ApiError('SIGNATURE_INVALID');
  return channel;
}

async function playerOf(db: Database, brand: Brand, playerId: string): Promise<number> {
  const id = /^\d{1,9}$/.test(playerId) ? Number(playerId) : 0;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brand.id), eq(members.id, id)));
  if (!member) throw new ApiError('NOT_FOUND', { field: 'player_id' });
  return member.id;
}

async function previousCall(db: Database, channelId: number, transactionId: string) {
  const [row] = await db
    .select()
    .from(providerCalls)
    .where(
      and(eq(providerCalls.channelId, channelId), eq(providerCalls.transactionId, transactionId)),
    );
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}

type WalletAnswer = { balance: number; transaction_id: string; duplicate: boolean };

/** Runs one money-moving wallet call once per transaction id; a repeat answers the first result. */
async function once(
  db: Database,
  channel: ChannelRow,
  transactionId: string,
  work: () => Promise<WalletAnswer>,
): Promise<WalletAnswer> {
  const previous = await previousCall(db, channel.id, transactionId);
  if (previous)
    return { balance: previous.balanceAfter, transaction_id: transactionId, duplicate: true };
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await previousCall(db, channel.id, transactionId);
    if (!again) throw new ApiError('CONFLICT');
    return { balance: again.balanceAfter, transaction_id: transactionId, duplicate: true };
  }
}

/** Wallet API: the player's game wallet balance. */
export async function walletBalance(
  db: Database,
  brand: Brand,
  channel: ChannelRow,
  playerId: string,
) {
  const memberId = await playerOf(db, brand, playerId);
  return {
    balance: await memberBalance(db, brand.id, { kind: 'game', memberId, channelId: channel.id }),
  };
}

/** Wallet API: debit a bet and open its bet record. */
export async function walletDebit(
  deps: { db: Database; now: () => number },
  brand: Brand,
  channel: ChannelRow,
  input: {
    player_id: string;
    transaction_id: string;
    round_id: string;
    game_code: string;
    amount: number;
  },
): Promise<WalletAnswer> {
  const memberId = await playerOf(deps.db, brand, input.player_id);
  const [game] = await deps.db
    .select()
    .from(games)
    .where(and(eq(games.channelId, channel.id), eq(games.code, input.game_code)));
  if (!game) throw new ApiError('NOT_FOUND', { field: 'game_code' });
  return once(deps.db, channel, input.transaction_id, () =>
    inTransaction(deps.db, async (tx) => {
      const at = new Date(deps.now());
      const game_ = { kind: 'game' as const, memberId, channelId: channel.id };
      // A stake past the member's loss or wager limit (or during an exclusion) is refused.
      await assertMayStake(tx, brand, memberId, input.amount, at.getTime());
      await tx.insert(betRecords).values({
        brandId: brand.id,
        memberId,
        channelId: channel.id,
        gameId: game.id,
        roundId: input.round_id,
        betAmount: input.amount,
        status: BetStatus.Pending,
        result: BetResult.Unknown,
        betTime: at,
      });
      await post(tx, {
        brandId: brand.id,
        currency: brand.currencyCode,
        kind: 'bet',
        memberId,
        ref: `round:${channel.id}:${input.round_id}`,
        at,
        legs: [
          { account: game_, amount: -input.amount },
          { account: { kind: 'provider_float', channelId: channel.id }, amount: input.amount },
        ],
      });
      const balance = await memberBalance(tx, brand.id, game_);
      await tx.insert(providerCalls).values({
        channelId: channel.id,
        transactionId: input.transaction_id,
        kind: 'debit',
        memberId,
        roundId: input.round_id,
        amount: input.amount,
        balanceAfter: balance,
        createdAt: at,
      });
      return { balance, transaction_id: input.transaction_id, duplicate: false };
    }),
  );
}

/** Wallet API: settle a round (credit its payout, which may be 0). */
export async function walletCredit(
  deps: { db: Database; now: () => number },
  brand: Brand,
  channel: ChannelRow,
  input: {
    player_id: string;
    transaction_id: string;
    round_id: string;
    amount: number;
    detail?: string | undefined;
  },
): Promise<WalletAnswer> {
  const memberId = await playerOf(deps.db, brand, input.player_id);
  return once(deps.db, channel, input.transaction_id, () =>
    inTransaction(deps.db, async (tx) => {
      const at = new Date(deps.now());
      const [bet] = await tx
        .select()
        .from(betRecords)
        .where(
          and(
            eq(betRecords.channelId, channel.id),
            eq(betRecords.roundId, input.round_id),
            eq(betRecords.memberId, memberId),
          ),
        )
        .for('update');
      if (!bet) throw new ApiError('NOT_FOUND', { field: 'round_id' });
      if (bet.status !== BetStatus.Pending) throw new ApiError('CONFLICT', { field: 'round_id' });
      const game_ = { kind: 'game' as const, memberId, channelId: channel.id };
      if (input.amount > 0) {
        await post(tx, {
          brandId: brand.id,
          currency: brand.currencyCode,
          kind: 'payout',
          memberId,
          ref: `round:${channel.id}:${input.round_id}`,
          at,
          legs: [
            { account: { kind: 'provider_float', channelId: channel.id }, amount: -input.amount },
            { account: game_, amount: input.amount },
          ],
        });
      }
      const result =
        input.amount > bet.betAmount
          ? BetResult.Win
          : input.amount < bet.betAmount
            ? BetResult.Loss
            : BetResult.Draw;
      await tx
        .update(betRecords)
        .set({
          payout: input.amount,
          validBet: bet.betAmount,
          status: BetStatus.Settled,
          result,
          settledAt: at,
          detail: (input.detail ?? '').slice(0, 256),
        })
        .where(eq(betRecords.id, bet.id));
      const balance = await memberBalance(tx, brand.id, game_);
      await tx.insert(providerCalls).values({
        channelId: channel.id,
        transactionId: input.transaction_id,
        kind: 'credit',
        memberId,
        roundId: input.round_id,
        amount: input.amount,
        balanceAfter: balance,
        createdAt: at,
      });
      return { balance, transaction_id: input.transaction_id, duplicate: false };
    }),
  );
}

/** Wallet API: cancel an unsettled round and refund its bet. */
export async function walletRollback(
  deps: { db: Database; now: () => number },
  brand: Brand,
  channel: ChannelRow,
  input: { player_id: string; transaction_id: string; round_id: string },
): Promise<WalletAnswer> {
  const memberId = await playerOf(deps.db, brand, input.player_id);
  return once(deps.db, channel, input.transaction_id, () =>
    inTransaction(deps.db, async (tx) => {
      const at = new Date(deps.now());
      const [bet] = await tx
        .select()
        .from(betRecords)
        .where(
          and(
            eq(betRecords.channelId, channel.id),
            eq(betRecords.roundId, input.round_id),
            eq(betRecords.memberId, memberId),
          ),
        )
        .for('update');
      if (!bet) throw new ApiError('NOT_FOUND', { field: 'round_id' });
      if (bet.status !== BetStatus.Pending) throw new ApiError('CONFLICT', { field: 'round_id' });
      const game_ = { kind: 'game' as const, memberId, channelId: channel.id };
      await post(tx, {
        brandId: brand.id,
        currency: brand.currencyCode,
        kind: 'refund',
        memberId,
        ref: `round:${channel.id}:${input.round_id}`,
        at,
        legs: [
          { account: { kind: 'provider_float', channelId: channel.id }, amount: -bet.betAmount },
          { account: game_, amount: bet.betAmount },
        ],
      });
      await tx
        .update(betRecords)
        .set({ status: BetStatus.Cancelled, result: BetResult.Invalid, settledAt: at })
        .where(eq(betRecords.id, bet.id));
      const balance = await memberBalance(tx, brand.id, game_);
      await tx.insert(providerCalls).values({
        channelId: channel.id,
        transactionId: input.transaction_id,
        kind: 'rollback',
        memberId,
        roundId: input.round_id,
        amount: bet.betAmount,
        balanceAfter: balance,
        createdAt: at,
      });
      return { balance, transaction_id: input.transaction_id, duplicate: false };
    }),
  );
}
