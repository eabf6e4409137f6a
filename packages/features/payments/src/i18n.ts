import { paymentsEnglish } from '@lobby/i18n/lazy/payments';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The payments screens' translations; their English travels in this chunk. */
export function usePaymentsTranslation() {
  return useLazyTranslation('payments', paymentsEnglish);
}
