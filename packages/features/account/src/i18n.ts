import { accountEnglish } from '@lobby/i18n/lazy/account';
import { useLazyTranslation } from '@lobby/i18n/react';

/** My page's translations; their English travels in this feature's chunk. */
export function useAccountTranslation() {
  return useLazyTranslation('account', accountEnglish);
}
