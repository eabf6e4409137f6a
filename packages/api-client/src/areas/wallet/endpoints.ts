/** The wallet area without React: the main and game wallets and the transaction records. */
import { walletRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { ALL_CHANNEL_BALANCES } from '../money-tags.ts';

/** The api with the wallet endpoints injected. */
export const walletApi = defineArea('wallet', walletRoutes, { qualify: ['info'] }).inject({
  transactions: { provides: ['Transaction'] },
  // The record kinds are fixed per locale: keep them for the life of the page.
  transactionTypes: { provides: ['Config'], keepUnusedDataFor: 600 },
  walletInfo: { provides: ['Balance', ALL_CHANNEL_BALANCES] },
});
