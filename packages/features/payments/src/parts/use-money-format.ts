/**
 * The brand's currency (symbol and minor-unit decimals) and money formatting in the member's
 * locale, so every amount on the payments screens is exact and reads the local way.
 */
import { useBrandCurrency } from '@lobby/api-client/config';
import { formatMoney } from '@lobby/domain/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats minor units with the brand's symbol and the locale's separators; `formatRound` leaves
 * out a fraction of zeros, for the labels of round amounts (quick picks).
 */
export function useMoneyFormat() {
  const currency = useBrandCurrency();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const format = useCallback(
    (minor: number) => formatMoney(minor, { currency, locale }),
    [currency, locale],
  );
  const formatRound = useCallback(
    (minor: number) => formatMoney(minor, { currency, locale, wholeWhenRound: true }),
    [currency, locale],
  );
  return { currency, format, formatRound };
}
