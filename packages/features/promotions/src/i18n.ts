import { promotionsEnglish } from '@lobby/i18n/lazy/promotions';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The promotions screens' translations; their English travels in this chunk. */
export function usePromotionsTranslation() {
  return useLazyTranslation('promotions', promotionsEnglish);
}
