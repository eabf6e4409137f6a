import { accountEnglish } from '@lobby/i18n/lazy/account';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** My page's translations; their English travels in this feature's chunk. */
export function useAccountTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'account', accountEnglish);
  return useTranslation('account');
}
