/**
 * Money and dates as the promotion screens show them: the brand's currency through the
 * `@lobby/domain` formatter (exact for every minor-unit integer) and days in the platform
 * timezone (spec §9), so a window reads the same for every member wherever they are.
 */
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import type { PromotionItem } from '@lobby/contract/promotions';
import { formatMoney } from '@lobby/domain/money';
import { formatDate } from '@lobby/domain/time';
import { useCallback } from 'react';
import { usePromotionsTranslation } from '../i18n.ts';

/** Formats minor units in the brand's currency (`RM1,234.50`). */
export function useMoney(): (minor: number) => string {
  const currency = useBrandCurrency();
  return useCallback((minor: number) => formatMoney(minor, { currency }), [currency]);
}

/** A promotion's time window in words: "2026-01-01 – 2026-12-31", open ends said as such. */
export function useWindowText(): (
  promotion: Pick<PromotionItem, 'start_time' | 'end_time'>,
) => string {
  const { t } = usePromotionsTranslation();
  const offset = usePlatformOffset();
  return useCallback(
    ({ start_time, end_time }) => {
      const from = start_time > 0 ? formatDate(start_time, offset) : '';
      const to = end_time > 0 ? formatDate(end_time, offset) : '';
      if (from && to) return t('window.between', { from, to });
      if (to) return t('window.until', { to });
      if (from) return t('window.from', { from });
      return t('window.always');
    },
    [offset, t],
  );
}
