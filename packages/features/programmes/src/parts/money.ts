/**
 * Money as these screens write it: exact minor units through `@lobby/domain` formatting in the
 * brand's currency (one rule for every amount on the page, in texts as well as in cells).
 */
import { useBrandCurrency } from '@lobby/api-client/config';
import { formatMoney } from '@lobby/domain/money';
import { useCallback } from 'react';

/** A formatter of minor units in the brand's currency. */
export function useMoney(): (minor: number) => string {
  const currency = useBrandCurrency();
  return useCallback((minor: number) => formatMoney(minor, { currency }), [currency]);
}

/**
 * A rate in basis points as a percentage, exactly (2500 → "25%", 1250 → "12.5%"): integer
 * arithmetic, so no float ever rounds a commission rate a member reads.
 */
export function basisPointsText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = Math.abs(bp % 100);
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}
