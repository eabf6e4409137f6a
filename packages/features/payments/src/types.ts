import type { Session } from '@lobby/api-client';

/** What the site hands every payments screen (the shape `@lobby/feature-account` uses). */
export interface PaymentsScreenProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name, for texts that name the site. */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog: a guest reached a screen that needs an account. */
  onRequireSignIn(): void;
}

/**
 * Props of the deposit screen, mounted at DEPOSIT_INDEX and at DEPOSIT_GATEWAY (where the
 * gateway sends the member back: the screen then opens on the latest gateway deposit's result).
 */
export interface DepositScreenProps extends PaymentsScreenProps {
  /**
   * A deposit this page saw go from pending to paid (its order number): the site runs the
   * theme config's deposit analytics snippet. Not called for a deposit first seen already
   * paid, so the gateway's return page and a reload do not count one deposit twice.
   */
  onDeposited?(orderNo: string): void;
}

/** Props of the withdrawal screen (WITHDRAW_INDEX, WITHDRAW_MAIN and WITHDRAW_PAGE share it). */
export type WithdrawScreenProps = PaymentsScreenProps;

/** Props of the bank-card list (BANK_CARD_LIST). */
export type BankCardListScreenProps = PaymentsScreenProps;

/** Props of every add-bank-card layout (ADD_BANK_CARD, a theme variant). */
export type AddBankCardScreenProps = PaymentsScreenProps;
