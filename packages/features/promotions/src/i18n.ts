import { promotionsEnglish } from '@lobby/i18n/lazy/promotions';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The promotions screens' translations; their English travels in this chunk. */
export function usePromotionsTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'promotions', promotionsEnglish);
  return useTranslation('promotions');
}
