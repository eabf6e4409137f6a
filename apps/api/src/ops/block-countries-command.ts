/**
 * `ops brand:block-countries`: the countries a brand does not serve (blocked regions,
 * `areas/config/blocked-regions.ts`). Without `--set` it lists them; `--set` replaces the list
 * (`--set ""` clears it). Visitors are placed by the header `LOBBY_COUNTRY_HEADER` names; without
 * it the list is kept but nobody is blocked, which the answer says.
 */
import {
  CountryListError,
  parseCountryList,
  setBlockedCountries,
} from '../areas/config/blocked-regions.ts';
import { announceConfigChange } from '../core/cluster/cluster.ts';
import type { AppContext } from '../core/context.ts';
import { BRAND_OPTION } from './brand-option.ts';
import { OpsError } from './ops-error.ts';
import type { OpsCommand, OpsHelp } from './types.ts';

/** What the command answers: the brand's blocked countries after it ran. */
export interface BlockedCountriesResult {
  brand: string;
  blocked: string[];
  /** The header visitors' countries are read from; null: none is read, nobody is blocked. */
  countryHeader: string | null;
}

/** Lists the brand's blocked countries, or replaces them with `set` (a comma-separated list). */
export async function opsBlockCountries(
  ctx: AppContext,
  brandId: string,
  set: string | undefined,
): Promise<BlockedCountriesResult> {
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  const countryHeader = ctx.config.countryHeader ?? null;
  if (set === undefined) return { brand: brandId, blocked: brand.blockedCountries, countryHeader };
  let countries: string[];
  try {
    countries = parseCountryList(set);
  } catch (error) {
    if (error instanceof CountryListError)
      throw new OpsError(
        `--set takes ISO 3166-1 alpha-2 codes (e.g. JP,US); not codes: ${error.bad.join(', ')}`,
      );
    throw error;
  }
  const blocked = await setBlockedCountries(ctx.db, brandId, countries);
  announceConfigChange(ctx.cluster, brandId);
  return { brand: brandId, blocked: blocked ?? countries, countryHeader };
}

const help: OpsHelp = {
  about:
    "Lists or sets the countries a brand blocks: visitors the edge places there (LOBBY_COUNTRY_HEADER) get 451 REGION_BLOCKED and the site's /area_forbidden.",
  options: [
    BRAND_OPTION,
    {
      name: 'set',
      value: 'LIST',
      text: 'ISO 3166-1 alpha-2 codes, comma-separated, replacing the list ("" clears it)',
    },
  ],
  example: '--brand nexbet --set JP,US',
};

/** The `brand:block-countries` command. */
export const blockCountriesCommand: OpsCommand = {
  name: 'brand:block-countries',
  usage: `  brand:block-countries --brand B [--set LIST]  (lists, or sets, the ISO country codes the
                  brand blocks, e.g. --set JP,US; --set "" clears)\n`,
  help,
  run(ctx, args) {
    const brandId = args.brand;
    if (!brandId || brandId === 'true') throw new OpsError('Missing --brand');
    // A bare `--set` (the parser's `true`) is the empty list, as `--set ""` is.
    const set = args.set === 'true' ? '' : args.set;
    return opsBlockCountries(ctx, brandId, set);
  },
};
