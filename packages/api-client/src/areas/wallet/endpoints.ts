/**
 * The wallet area without React: the main and game wallets, the transaction records, and
 * transfers between the main wallet and the game (provider) wallets: move, recall all, the
 * balance and transfer limit of one provider's wallet, the transfer list and retry. The
 * balance push (`wallet.events`) is a stream, not a cached call: `startBalanceFeed` reads it.
 */
import { walletRoutes } from '@lobby/contract/manifest';
import { defineArea, withoutEntries } from '../../api/define-area.ts';
import {
  ALL_CHANNEL_BALANCES,
  EVERY_WALLET_MOVED,
  channelBalanceTag,
  transferredTags,
} from '../money-tags.ts';

/** The api with the wallet endpoints injected. */
export const walletApi = defineArea('wallet', withoutEntries(walletRoutes, ['wallet.events']), {
  qualify: ['info'],
}).inject({
  transactions: { provides: ['Transaction'] },
  // The record kinds are fixed per locale: keep them for the life of the page.
  transactionTypes: { provides: ['Config'], keepUnusedDataFor: 600 },
  walletInfo: { provides: ['Balance', ALL_CHANNEL_BALANCES] },
  transfer: { invalidates: (_result, _error, arg) => transferredTags(arg.channel_id) },
  transferInfo: {
    provides: (_result, _error, arg) => ['Balance', channelBalanceTag(arg.channel_id)],
  },
  // Spec §7: cancellable. A balance is asked for when shown and never kept long.
  channelBalance: {
    provides: (_result, _error, arg) => [channelBalanceTag(arg.id)],
    keepUnusedDataFor: 30,
  },
  recallAll: { invalidates: [...EVERY_WALLET_MOVED] },
  transfers: { provides: ['Transfer'] },
  transferRetry: { invalidates: (result) => transferredTags(result?.channel_id) },
});
