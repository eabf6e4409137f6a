import { walletEnglish } from '@lobby/i18n/lazy/wallet';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The wallet screens' translations; their English travels in this chunk. */
export function useWalletTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'wallet', walletEnglish);
  return useTranslation('wallet');
}
