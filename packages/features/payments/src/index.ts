/**
 * `@lobby/feature-payments`: deposit, withdrawal and bank-card screens — money in through a
 * bank transfer, crypto or a payment gateway (with a live result), money out to a bank card
 * behind the withdrawal password, and the cards themselves (add-bank-card per screen variant,
 * each the subpath `@lobby/feature-payments/variants/<variant>`).
 */
export { DepositScreen } from './deposit/deposit-screen.tsx';
export { WithdrawScreen } from './withdraw/withdraw-screen.tsx';
export { BankCardListScreen } from './bank-cards/bank-card-list-screen.tsx';
export type {
  AddBankCardScreenProps,
  BankCardListScreenProps,
  DepositScreenProps,
  PaymentsScreenProps,
  WithdrawScreenProps,
} from './types.ts';
