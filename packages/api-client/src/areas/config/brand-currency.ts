/**
 * The brand's currency as screens format money with it: every feature reads it here, so the
 * fallback before the currency list arrives is one rule.
 */
import { useMemo } from 'react';
import { configApi } from './react-api.ts';

/** A currency as amounts are formatted with it: its symbol and minor-unit decimals. */
export interface BrandCurrency {
  readonly symbol: string;
  readonly decimals: number;
}

const FALLBACK: BrandCurrency = { symbol: '', decimals: 2 };

/** The brand's first currency, stable between renders; two decimals and no symbol until known. */
export function useBrandCurrency(): BrandCurrency {
  const first = configApi.useCurrenciesQuery().data?.[0];
  return useMemo(
    () => (first ? { symbol: first.symbol, decimals: first.decimals } : FALLBACK),
    [first],
  );
}
