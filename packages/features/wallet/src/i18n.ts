import { walletEnglish } from '@lobby/i18n/lazy/wallet';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The wallet screens' translations; their English travels in this chunk. */
export function useWalletTranslation() {
  return useLazyTranslation('wallet', walletEnglish);
}
