/**
 * The brand's currency as screens format money with it: every feature reads it here, so the
 * fallback before the currency list arrives is one rule.
 */
import { useCallback, useMemo } from 'react';
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

/**
 * The brand's currency when an action needs it for sure (a message naming an amount after a
 * tap that came before the currency list): the cached answer, or the list asked for now; the
 * fallback if the list cannot be had.
 */
export function useCurrencyLoader(): () => Promise<BrandCurrency> {
  const [load] = configApi.useLazyCurrenciesQuery();
  return useCallback(async () => {
    try {
      const first = (await load(undefined, true).unwrap())[0];
      return first ? { symbol: first.symbol, decimals: first.decimals } : FALLBACK;
    } catch {
      return FALLBACK;
    }
  }, [load]);
}
