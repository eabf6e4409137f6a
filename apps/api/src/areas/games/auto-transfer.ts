/**
 * Auto-transfer (the member's `auto_transfer` switch): launching a provider's game first brings
 * every other provider's wallet back to the main wallet, then moves the whole main wallet into
 * the launched provider's. Returning to the site is recall all (`recallEverything`). Every move
 * is a member transfer (`core/money/transfers.ts`) of a wallet's whole balance read with the member's
 * wallets locked, so races are settled by the database: two launches at once, or a launch
 * during a recall, each move what the other left, no move applies twice and the ledger balances.
 */
import type { AutoTransferResult } from '@lobby/contract/games';
import { TransferAction } from '@lobby/domain';
import { walletBalances } from '../../core/money/ledger.ts';
import type { Tx } from '../../core/money/ledger.ts';
import type { MoneyServices } from '../../core/money/money-context.ts';
import { transferWhole } from '../../core/money/transfers.ts';
import type { ChannelRow, WholeTransferInput } from '../../core/money/transfers.ts';
import { ApiError } from '../../base/errors.ts';
import { recallWallets } from './service.ts';

/**
 * Refusals of the move in that leave the launch open: the money stays in the main wallet and
 * the member is told why. Anything else (a responsible-gambling limit or exclusion reached
 * meanwhile, a disabled brand) refuses the launch itself, as it would have a moment earlier.
 */
const MOVE_IN_REFUSALS = new Set([
  'VALIDATION_FAILED', // below the provider's transfer_in_limit
  'INSUFFICIENT_BALANCE',
  'PROVIDER_UNAVAILABLE',
  'GAME_UNAVAILABLE',
]);

/**
 * Auto-transfer at a launch of `channel`'s game: recalls the other providers' wallets, then
 * moves the whole main wallet into `channel`'s. A move in the provider or a limit refuses
 * leaves the money in the main wallet and answers `failed` with the reason (`code`, and `key`
 * for a field's rule such as TRANSFER_LIMIT_NOT_MET): the game still opens with what its
 * wallet holds. `guardIn` is the launch's checks (limits, exclusions), run with the wallets
 * locked.
 */
export async function autoTransferInto(
  money: MoneyServices,
  brand: WholeTransferInput['brand'],
  memberId: number,
  channel: ChannelRow,
  guardIn: (tx: Tx) => Promise<void>,
): Promise<AutoTransferResult> {
  const { recalled } = await recallWallets(money, brand, memberId, channel.id);
  let movedIn = 0;
  let status: AutoTransferResult['status'] = 'empty';
  let reason: Pick<AutoTransferResult, 'code' | 'key'> = {};
  try {
    const answer = await transferWhole(money, {
      brand,
      memberId,
      channel,
      action: TransferAction.In,
      guardIn,
    });
    if (answer) {
      const { amount, status: wire } = answer.transfer;
      status = wire === 2 ? 'moved' : wire === 1 ? 'pending' : 'failed';
      if (wire === 2) movedIn = amount;
      if (wire === 3) reason = { code: 'PROVIDER_UNAVAILABLE' };
    }
  } catch (error) {
    if (!(error instanceof ApiError) || !MOVE_IN_REFUSALS.has(error.code)) throw error;
    status = 'failed';
    reason = { code: error.code, ...(error.key ? { key: error.key } : {}) };
  }
  const balances = await walletBalances(money.db, brand.id, memberId, channel.id);
  return {
    status,
    recalled,
    moved_in: movedIn,
    money: balances.money,
    channel_balance: balances.channel,
    ...reason,
  };
}
