/** The brand's currency for an action that needs it for sure (see useBrandCurrency for renders). */
import { useLazyCurrenciesQuery } from '@lobby/api-client/config';
import type { CurrencyLike } from '@lobby/ui';
import { useCallback } from 'react';

const FALLBACK: CurrencyLike = { symbol: '', decimals: 2 };

/**
 * The brand's currency when an action needs it for sure (a message naming an amount after a
 * tap that came before the currency list): the cached answer, or the list asked for now.
 */
export function useCurrencyLoader(): () => Promise<CurrencyLike> {
  const [load] = useLazyCurrenciesQuery();
  return useCallback(async () => {
    try {
      const first = (await load(undefined, true).unwrap())[0];
      return first ? { symbol: first.symbol, decimals: first.decimals } : FALLBACK;
    } catch {
      return FALLBACK;
    }
  }, [load]);
}
