/**
 * The payments area without React: deposit methods and deposits, bank cards, withdrawals.
 * The demo gateway's page and its signed callback (`gateway.*`) are not member calls: a
 * gateway deposit answers `redirect_url`, the page the member is sent to.
 */
import { paymentsRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** What a withdrawal (or its cancel) makes stale: the main balance, the limits left today, the records. */
const withdrawn = { invalidates: ['Balance', 'Withdrawal', 'Transaction'] } as const;

/** The api with the payments endpoints injected. */
export const paymentsApi = defineArea('payments', paymentsRoutes).inject({
  // The brand's methods and limits: configuration, kept for the life of the page.
  depositMethods: { provides: ['Config'], keepUnusedDataFor: 600 },
  topupCode: { provides: ['UserInfo'] },
  // A new deposit is pending: it changes the records, not yet the balance.
  deposit: { invalidates: ['Deposit', 'Transaction'] },
  deposits: { provides: ['Deposit'] },
  bankCards: { provides: ['BankCard'] },
  addBankCard: { invalidates: ['BankCard'] },
  deleteBankCard: { invalidates: ['BankCard'] },
  withdrawInfo: { provides: ['Balance', 'BankCard', 'Withdrawal'] },
  withdraw: withdrawn,
  withdrawCancel: withdrawn,
  withdrawals: { provides: ['Withdrawal'] },
});
