/** The brand's currency as money arithmetic needs it. */
import { and, eq } from 'drizzle-orm';
import { currencies } from '../db/schema/brands.ts';
import type { Brand } from '../platform/brands.ts';
import type { Tx } from './ledger.ts';

/** The brand's currency decimals (2 when the currency row is missing). */
export async function currencyDecimals(db: Tx, brand: Brand): Promise<number> {
  const [row] = await db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(and(eq(currencies.brandId, brand.id), eq(currencies.code, brand.currencyCode)));
  return row?.decimals ?? 2;
}
