/**
 * Compatibility re-export of `src/core/ledger.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export {
  accountKey,
  ensureAccount,
  post,
  pgErrorOf,
  isInsufficientFunds,
  translateLedgerError,
  isRetryable,
  inTransaction,
  memberBalance,
  mainWalletBalance,
  gameBalances,
  reconcile,
  operatorBalances,
  memberAccounts,
} from '../core/ledger.ts';
export type {
  Tx,
  AccountKind,
  AccountRef,
  Leg,
  PostingInput,
  LedgerDifference,
  ReconcileReport,
} from '../core/ledger.ts';
