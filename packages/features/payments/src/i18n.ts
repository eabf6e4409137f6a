import { paymentsEnglish } from '@lobby/i18n/lazy/payments';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The payments screens' translations; their English travels in this chunk. */
export function usePaymentsTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'payments', paymentsEnglish);
  return useTranslation('payments');
}
