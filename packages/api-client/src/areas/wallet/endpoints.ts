/**
 * The wallet area without React: the main and game wallets and the transaction records. The
 * balance push (`wallet.events`) is a stream, not a cached call: `startBalanceFeed` reads it.
 */
import { walletRoutes } from '@lobby/contract/manifest';
import { defineArea, withoutEntries } from '../../api/define-area.ts';
import { ALL_CHANNEL_BALANCES } from '../money-tags.ts';

/** The api with the wallet endpoints injected. */
export const walletApi = defineArea('wallet', withoutEntries(walletRoutes, ['wallet.events']), {
  qualify: ['info'],
}).inject({
  transactions: { provides: ['Transaction'] },
  // The record kinds are fixed per locale: keep them for the life of the page.
  transactionTypes: { provides: ['Config'], keepUnusedDataFor: 600 },
  walletInfo: { provides: ['Balance', ALL_CHANNEL_BALANCES] },
});
