/**
 * Blocked regions: the countries a brand does not serve. The deployment's edge (a CDN or the
 * balancer) tells the visitor's country in a header it overwrites on every request, named by
 * `LOBBY_COUNTRY_HEADER`; with no such setting no header is read, since a visitor could send it
 * themselves. A visitor from a blocked country gets 451 `REGION_BLOCKED` on every call but those
 * the contract marks `whenRegionBlocked`, and the site's page leads to `/area_forbidden`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
   BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
   CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ
   DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
   GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
   ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
   LA LB LC LI LK LR LS LT LU LV LY
   MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
   NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA
   RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ
   TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ
   VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/),
);

/** A list of country codes that is not one (`bad` holds the entries that are no code). */
export class CountryListError extends Error {
  readonly bad: readonly string[];
  constructor(bad: readonly string[]) {
    super(`Not ISO 3166-1 alpha-2 country codes: ${bad.join(', ')}`);
    this.name = 'CountryListError';
    this.bad = bad;
  }
}

/**
 * Reads a comma-separated list of ISO 3166-1 alpha-2 codes (any case, spaces allowed) into
 * upper-case codes, sorted and without repeats; "" is the empty list. Throws
 * {@link CountryListError} naming every entry that is no assigned code.
 */
export function parseCountryList(raw: string): string[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '');
  const bad = entries.filter((code) => !ISO_COUNTRY_CODES.has(code));
  if (bad.length) throw new CountryListError(bad);
  return [...new Set(entries)].sort();
}

/**
 * The visitor's country from the edge's header, upper case, or undefined: when no header is
 * configured (the request's own headers are then never trusted), when it is absent, repeated,
 * or not an assigned code (`XX`, `T1` and the like some CDNs send for unknown or Tor).
 */
export function visitorCountry(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  headerName: string | undefined,
): string | undefined {
  if (!headerName) return undefined;
  const value = headers[headerName];
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return ISO_COUNTRY_CODES.has(code) ? code : undefined;
}

/** Whether the brand blocks the visitor's country (an unknown country is never blocked). */
export function isRegionBlocked(
  brand: { readonly blockedCountries: readonly string[] } | undefined,
  country: string | undefined,
): boolean {
  return country !== undefined && brand !== undefined && brand.blockedCountries.includes(country);
}

/** Replaces the brand's blocked countries; answers the stored list, or undefined for no brand. */
export async function setBlockedCountries(
  db: Database,
  brandId: string,
  countries: readonly string[],
): Promise<string[] | undefined> {
  const [row] = await db
    .update(brands)
    .set({ blockedCountries: [...countries] })
    .where(eq(brands.id, brandId))
    .returning({ blockedCountries: brands.blockedCountries });
  return row?.blockedCountries;
}
