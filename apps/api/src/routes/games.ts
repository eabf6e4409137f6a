/**
 * Compatibility shim for the promotions area, which still lives in `routes/promotions.ts` (not
 * yet moved to `areas/promotions/`). Delete this file when promotions moves.
 */
import { currencyDecimals as decimalsOf } from '../core/currency.ts';
import type { Brand } from '../platform/brands.ts';
import type { AppContext } from '../platform/context.ts';

/** The brand's currency decimals (see `core/currency.ts`). */
export async function currencyDecimals(ctx: AppContext, brand: Brand): Promise<number> {
  return decimalsOf(ctx.db, brand);
}
