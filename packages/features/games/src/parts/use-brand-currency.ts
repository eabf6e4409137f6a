/** The brand's currency (its symbol and minor-unit decimals), stable between renders. */
import { useCurrenciesQuery } from '@lobby/api-client/config';
import type { CurrencyLike } from '@lobby/ui';
import { useMemo } from 'react';

const FALLBACK: CurrencyLike = { symbol: '', decimals: 2 };

/** The brand's first currency; two decimals and no symbol until it is known. */
export function useBrandCurrency(): CurrencyLike {
  const first = useCurrenciesQuery().data?.[0];
  return useMemo(
    () => (first ? { symbol: first.symbol, decimals: first.decimals } : FALLBACK),
    [first],
  );
}
