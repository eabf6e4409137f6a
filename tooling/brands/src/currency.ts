/**
 * What a brand's currency code (the `currency` of its brand.json, which states only the code)
 * means on screen: its narrow symbol (RM, ¥, $) and decimals, as `Intl` knows them. The API's
 * seed and the Storybook's brand toolbar both read it here.
 */

/** A currency's code, the symbol shown beside amounts, and its decimals. */
export interface BrandCurrency {
  readonly code: string;
  readonly symbol: string;
  readonly decimals: number;
}

/** The symbol and decimals of an ISO 4217 code (`Intl` throws a RangeError on a malformed one). */
export function currencyOf(code: string): BrandCurrency {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  });
  const symbol = format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
  return { code, symbol, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
}
