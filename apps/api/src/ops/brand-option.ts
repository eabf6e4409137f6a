/** The `--brand` option most ops commands take, written once for their help and reading. */
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import type { OpsOption } from './types.ts';

/** `--brand B`: the brand a command acts on (required). */
export const BRAND_OPTION: OpsOption = {
  name: 'brand',
  value: 'B',
  required: true,
  text: "the brand id: default, or a shell's id (apps/<id>/brand.json)",
};

/**
 * The brand `--brand` names, checked to exist: its id. Refused as missing (or given bare) or as
 * unknown, before the command reads anything else.
 */
export async function brandArg(
  ctx: AppContext,
  args: Readonly<Record<string, string>>,
): Promise<string> {
  const brand = args.brand;
  if (!brand || brand === 'true') throw new OpsError('Missing --brand');
  if (!(await ctx.brands.byId(brand))) throw new OpsError(`No brand "${brand}"`);
  return brand;
}
