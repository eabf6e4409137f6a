/**
 * Money in ops commands, exact both ways. An operator types amounts in major units of the
 * brand's currency (`25.00` or `25` is 2500 minor units of USD) and reads them back formatted
 * with the currency (`25.00 USD`), never as bare minor units. The ops CLI asks for major units;
 * code calling {@link runOps} directly or through the control channel (tests, the bench) keeps
 * passing whole minor units, which is what it already computes with.
 */
import { formatMoney, parseMoney } from '@lobby/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { currencies } from '../db/schema/brands.ts';
import { members } from '../db/schema/members.ts';
import type { AppContext } from '../core/context.ts';
import { OpsError } from './ops-error.ts';
import type { AmountUnit } from './types.ts';

/** A brand's currency as ops commands need it. */
export interface OpsCurrency {
  code: string;
  decimals: number;
}

/** The currency of a brand, or an OpsError when there is no such brand. */
export async function brandCurrency(ctx: AppContext, brandId: string): Promise<OpsCurrency> {
  const brand = await ctx.brands.byId(brandId);
  if (!brand) throw new OpsError(`No brand "${brandId}"`);
  const [row] = await ctx.db
    .select({ decimals: currencies.decimals })
    .from(currencies)
    .where(and(eq(currencies.brandId, brand.id), eq(currencies.code, brand.currencyCode)));
  return { code: brand.currencyCode, decimals: row?.decimals ?? 2 };
}

/** What an amount option expects, in words (`an amount in USD with at most 2 decimals, like 25.00`). */
export function amountHint(currency: OpsCurrency): string {
  return currency.decimals === 0
    ? `a whole amount in ${currency.code} (it has no decimals), like 25`
    : `an amount in ${currency.code} with at most ${currency.decimals} decimals, like 25 or 25.${'0'.repeat(currency.decimals)}`;
}

/**
 * Reads an amount option into minor units, or throws an OpsError naming the option and what it
 * takes. Major units: digits with an optional point and at most the currency's decimals, an
 * optional leading minus when `allowNegative`; nothing else (`1e3`, `+5`, `0x10`, `1,000`,
 * `25.001`, spaces, empty), because a shell typo must not move a different sum of money.
 * Minor units: digits only. The conversion is the domain's `parseMoney` (integer arithmetic).
 */
export function parseOpsAmount(
  raw: string | undefined,
  option: string,
  currency: OpsCurrency,
  unit: AmountUnit,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): number {
  const sign = allowNegative ? '-?' : '';
  if (unit === 'minor') {
    if (raw === undefined || !new RegExp(`^${sign}\\d+$`).test(raw))
      throw new OpsError(
        `--${option} must be a whole number of minor units${allowNegative ? '' : ' (not negative)'}, got ${JSON.stringify(raw ?? '')}`,
      );
    const n = Number(raw);
    if (!Number.isSafeInteger(n)) throw new OpsError(`--${option} is too large`);
    return n === 0 ? 0 : n;
  }
  const expects = `--${option} takes ${amountHint(currency)}`;
  if (raw === undefined || raw === '' || raw === 'true')
    throw new OpsError(`Missing --${option}: it takes ${amountHint(currency)}`);
  const decimals = currency.decimals > 0 ? `(?:\\.\\d{1,${currency.decimals}})?` : '';
  if (!new RegExp(`^-?\\d+${decimals}$`).test(raw))
    throw new OpsError(`${expects}; got ${JSON.stringify(raw)}`);
  const parsed = parseMoney(raw, currency.decimals, { allowNegative });
  if (!parsed.valid) {
    if (parsed.message === 'NEGATIVE_NOT_ALLOWED')
      throw new OpsError(`--${option} cannot be negative; got ${JSON.stringify(raw)}`);
    if (parsed.message === 'NUMBER_TOO_LARGE')
      throw new OpsError(`--${option} is too large; got ${JSON.stringify(raw)}`);
    throw new OpsError(`${expects}; got ${JSON.stringify(raw)}`);
  }
  return parsed.minor;
}

/** An amount of minor units as an operator reads it: `2500` in USD → `25.00 USD`. */
export function formatOpsAmount(minor: number, currency: OpsCurrency): string {
  return `${formatMoney(minor, { decimals: currency.decimals })} ${currency.code}`;
}

/** Usernames of members by id, for listings that store only the id. */
export async function usernamesOf(
  ctx: AppContext,
  memberIds: readonly (number | null)[],
): Promise<Map<number, string>> {
  const ids = [...new Set(memberIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * An amount option of a command in minor units, read in `unit` (see {@link parseOpsAmount});
 * undefined when an optional option is absent. The brand's currency is looked up only for
 * major units, so a missing brand is reported as such.
 */
export async function amountOption(
  ctx: AppContext,
  args: Readonly<Record<string, string>>,
  option: string,
  brandId: string,
  unit: AmountUnit,
  { required = false, allowNegative = false }: { required?: boolean; allowNegative?: boolean } = {},
): Promise<number | undefined> {
  const raw = args[option];
  if (raw === undefined && !required) return undefined;
  const currency: OpsCurrency =
    unit === 'major' ? await brandCurrency(ctx, brandId) : { code: '', decimals: 0 };
  return parseOpsAmount(raw, option, currency, unit, { allowNegative });
}
