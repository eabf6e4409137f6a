/** The brand's currency as money arithmetic and money shown in messages need it. */
import { and, eq } from 'drizzle-orm';
import { currencies } from '../../db/schema/brands.ts';
import type { Brand } from '../../base/brands.ts';
import type { Tx } from './ledger.ts';

/** A brand's currency: its code, the symbol money is shown with, and its decimals. */
export interface BrandCurrency {
  code: string;
  symbol: string;
  decimals: number;
}

/**
 * The brand's currency (2 decimals and the code as its symbol when the currency row is
 * missing).
 */
export async function currencyOf(db: Tx, brand: Brand): Promise<BrandCurrency> {
  const [row] = await db
    .select({ symbol: currencies.symbol, decimals: currencies.decimals })
    .from(currencies)
    .where(and(eq(currencies.brandId, brand.id), eq(currencies.code, brand.currencyCode)));
  return {
    code: brand.currencyCode,
    symbol: row?.symbol ?? brand.currencyCode,
    decimals: row?.decimals ?? 2,
  };
}

/** The brand's currency decimals (2 when the currency row is missing). */
export async function currencyDecimals(db: Tx, brand: Brand): Promise<number> {
  return (await currencyOf(db, brand)).decimals;
}
