/**
 * `@lobby/feature-wallet`: the member's money between wallets — the wallet with its provider
 * wallets and live freshness, transfers (with the §5 limit warning, fast transfer and the
 * retry of stuck transfers), the transfer list, the auto-transfer setting and the transaction
 * records. Every screen is meant to be loaded lazily by the site.
 */
export { WalletScreen } from './wallet/wallet-screen.tsx';
export type { WalletScreenProps } from './wallet/wallet-screen.tsx';
export { TransferScreen } from './transfer/transfer-screen.tsx';
export type { TransferScreenProps } from './transfer/transfer-screen.tsx';
export { TransferListScreen } from './transfer-list/transfer-list-screen.tsx';
export type { TransferListScreenProps } from './transfer-list/transfer-list-screen.tsx';
export { TransactionsScreen, TRANSACTION_PAGE_SIZE } from './transactions/transactions-screen.tsx';
export type { TransactionsScreenProps } from './transactions/transactions-screen.tsx';
export { AutoTransferSetting } from './auto-transfer/auto-transfer-setting.tsx';
export type { AutoTransferSettingProps } from './auto-transfer/auto-transfer-setting.tsx';
export { FastTransferButton, useFastTransfer } from './transfer/fast-transfer.tsx';
export type {
  FastTransfer,
  FastTransferButtonProps,
  FastTransferChannel,
} from './transfer/fast-transfer.tsx';
export type { TransferOutcome } from './transfer/use-transfer-form.ts';
export { useBalanceFreshness, STALE_AFTER_MS } from './wallet/use-balance-freshness.ts';
export type { BalanceFreshness } from './wallet/use-balance-freshness.ts';
export type { WalletScreenBaseProps } from './types.ts';
