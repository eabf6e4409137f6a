/**
 * Exact money: amounts are integers of minor units (see `MinorUnits`). Parsing and formatting
 * work on digit strings and integer arithmetic only; no amount is ever divided or multiplied
 * as a float.
 */
import type { Currency } from '../entities/currency.ts';
import { invalid, type ValidationFailure } from '../validators/result.ts';
import { DEFAULT_DECIMALS } from '../constants.ts';

/** The largest number of decimals a currency may have (keeps amounts in the safe-integer range). */
export const MAX_DECIMALS = 8;

/** What `formatMoney` shows for a value that is not an amount (NaN, a float, out of range). */
export const MONEY_PLACEHOLDER = '--';

/** Result of {@link parseMoney}. */
export type MoneyParseResult = { valid: true; minor: number } | ValidationFailure;

/** Options of {@link parseMoney}. */
export interface ParseMoneyOptions {
  /** Accept a leading minus sign; off by default since members never type negative amounts. */
  allowNegative?: boolean;
}

function checkDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
  return decimals;
}

/** True when a value can be an amount: a safe integer of minor units. */
export function isMinorUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

const FULL_WIDTH: Readonly<Record<string, string>> = {
  '．': '.',
  '，': ',',
  '－': '-',
  '−': '-',
};

/**
 * Normalises full-width digits and separators (what Japanese and Chinese IMEs type) to ASCII,
 * deliberately: members of the ja and zh-CN sites type amounts that way and mean the same
 * number. Nothing else is normalised.
 */
export function normaliseDigits(text: string): string {
  return text.replace(
    /[０-９．，－−]/g,
    (ch) => FULL_WIDTH[ch] ?? String.fromCharCode(ch.charCodeAt(0) - 0xff10 + 0x30),
  );
}

const AMOUNT = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/**
 * Parses what a member typed into an amount of minor units. Accepts `1234.5`, `1,234.50`
 * (commas only as thousands separators), surrounding whitespace and full-width digits; rejects
 * exponents (`1e21`), `NaN`/`Infinity`, more significant decimals than the currency has
 * (`1.005` at 2 decimals; trailing zeros such as `1.500` are fine), amounts beyond the
 * safe-integer range, and a minus sign unless allowed. `-0` parses as 0. Never throws on input.
 *
 * @throws RangeError only when `decimals` itself is not an integer from 0 to 8 (a programming error).
 */
export function parseMoney(
  text: string,
  decimals: number = DEFAULT_DECIMALS,
  options: ParseMoneyOptions = {},
): MoneyParseResult {
  checkDecimals(decimals);
  if (typeof text !== 'string') return invalid('INVALID_AMOUNT');
  const trimmed = normaliseDigits(text).trim();
  if (trimmed === '') return invalid('REQUIRED');
  const match = AMOUNT.exec(trimmed);
  if (!match) return invalid('INVALID_AMOUNT');
  const [, minus, intText = '', fracText = ''] = match;
  const kept = fracText.slice(0, decimals);
  const dropped = fracText.slice(decimals);
  if (/[^0]/.test(dropped)) return invalid('TOO_MANY_DECIMALS', { decimals });
  const digits = (intText.replaceAll(',', '') + kept.padEnd(decimals, '0')).replace(
    /^0+(?=\d)/,
    '',
  );
  if (digits.length > 16 || BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) {
    return invalid('NUMBER_TOO_LARGE');
  }
  const magnitude = Number(digits);
  if (minus && magnitude !== 0 && !options.allowNegative) return invalid('NEGATIVE_NOT_ALLOWED');
  return { valid: true, minor: minus && magnitude !== 0 ? -magnitude : magnitude };
}

/**
 * Convenience over {@link parseMoney} for trusted text (config values, seeds): the amount in
 * minor units, negative allowed, or `undefined` when the text is not an exact amount.
 */
export function toMinor(text: string, decimals: number = DEFAULT_DECIMALS): number | undefined {
  const result = parseMoney(text, decimals, { allowNegative: true });
  return result.valid ? result.minor : undefined;
}

function splitDigits(
  minor: number,
  decimals: number,
): { negative: boolean; int: string; frac: string } {
  const negative = minor < 0;
  const abs = String(negative ? -minor : minor).padStart(decimals + 1, '0');
  const cut = abs.length - decimals;
  return { negative, int: abs.slice(0, cut), frac: abs.slice(cut) };
}

/**
 * A plain decimal string of an amount (`123450` at 2 decimals → `1234.50`), no grouping: what a
 * number input is prefilled with. Exact for every safe integer.
 *
 * @throws RangeError when `minor` is not a safe integer or `decimals` is out of range.
 */
export function fromMinor(minor: number, decimals: number = DEFAULT_DECIMALS): string {
  checkDecimals(decimals);
  if (!isMinorUnits(minor)) throw new RangeError(`not an amount of minor units: ${String(minor)}`);
  const { negative, int, frac } = splitDigits(minor, decimals);
  return `${negative ? '-' : ''}${int}${decimals > 0 ? `.${frac}` : ''}`;
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Decimals of the minor unit; `currency.decimals` wins when a currency is given. Default 2. */
  decimals?: number;
  /** Prefixes the currency symbol and supplies the decimals. */
  currency?: Pick<Currency, 'decimals' | 'symbol'>;
  /** Locale whose group and decimal separators are used; default `en` (`,` and `.`). */
  locale?: string;
  /** Group thousands; default true. */
  grouping?: boolean;
  /**
   * Leaves out a fraction of zeros (`RM10` for `RM10.00`): for labels of round amounts, such as
   * quick picks, where the decimals add width a phone lacks and say nothing. Default false.
   */
  wholeWhenRound?: boolean;
}

/**
 * The site languages' separators, known without asking Intl: the first `Intl.NumberFormat` of
 * a page loads the ICU number data, one long main-thread task (tens of ms on a phone) that
 * formatting the first balance would otherwise pay.
 */
const SITE_SEPARATORS = { group: ',', decimal: '.' } as const;
const separatorCache = new Map<string, { group: string; decimal: string }>([
  ['en', SITE_SEPARATORS],
  ['ja', SITE_SEPARATORS],
  ['zh-CN', SITE_SEPARATORS],
]);

/** The group and decimal separators of a locale; en's for a locale Intl does not know. */
function separatorsOf(locale: string): { group: string; decimal: string } {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  let found = { group: ',', decimal: '.' };
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
  } catch {
    // An invalid locale tag formats as English rather than failing a whole screen.
  }
  separatorCache.set(locale, found);
  return found;
}

/**
 * Formats minor units for display: `123450` → `1,234.50`, with the currency symbol as a
 * prefix (`-RM1,234.50`). Pure string work on the integer's digits, so every safe integer
 * formats exactly. A value that is not an amount shows as {@link MONEY_PLACEHOLDER} instead of
 * throwing inside a render; `-0` shows as `0.00`. Only the separators follow the locale;
 * grouping is always by thousands.
 *
 * @throws RangeError only when `decimals` is out of range (a programming error).
 */
export function formatMoney(minor: number, options: FormatMoneyOptions = {}): string {
  const decimals = checkDecimals(
    options.currency?.decimals ?? options.decimals ?? DEFAULT_DECIMALS,
  );
  if (!isMinorUnits(minor)) return MONEY_PLACEHOLDER;
  const { group, decimal } = separatorsOf(options.locale ?? 'en');
  const { negative, int, frac } = splitDigits(minor, decimals);
  const grouped = options.grouping === false ? int : int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const shown = decimals > 0 && !(options.wholeWhenRound && /^0*$/.test(frac));
  const body = shown ? `${grouped}${decimal}${frac}` : grouped;
  return `${negative ? '-' : ''}${options.currency?.symbol ?? ''}${body}`;
}

function requireAmount(value: number, name: string): void {
  if (!isMinorUnits(value))
    throw new RangeError(`${name} is not an amount of minor units: ${String(value)}`);
}

function checked(result: number): number {
  if (!Number.isSafeInteger(result))
    throw new RangeError('money overflow: result beyond the safe-integer range');
  return result === 0 ? 0 : result;
}

/**
 * Adds two amounts exactly.
 *
 * @throws RangeError when an operand is not a safe integer or the sum leaves the safe range;
 * a silently rounded balance would be worse than a failed operation.
 */
export function addMoney(a: number, b: number): number {
  requireAmount(a, 'a');
  requireAmount(b, 'b');
  return checked(a + b);
}

/**
 * Subtracts `b` from `a` exactly.
 *
 * @throws RangeError as {@link addMoney}.
 */
export function subtractMoney(a: number, b: number): number {
  requireAmount(a, 'a');
  requireAmount(b, 'b');
  return checked(a - b);
}

/**
 * Sums a list of amounts exactly (e.g. main plus game wallets); 0 for an empty list.
 *
 * @throws RangeError as {@link addMoney}.
 */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce<number>((total, amount) => addMoney(total, amount), 0);
}

/**
 * Orders two amounts: -1, 0 or 1 (for sorting and limit checks).
 *
 * @throws RangeError when an operand is not a safe integer.
 */
export function compareMoney(a: number, b: number): -1 | 0 | 1 {
  requireAmount(a, 'a');
  requireAmount(b, 'b');
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How {@link applyBasisPoints} rounds a fractional minor unit. */
export type MoneyRounding = 'truncate' | 'halfUp';

/**
 * `minor × basisPoints / 10 000`, exactly, e.g. a 10.5% bonus on a deposit is
 * `applyBasisPoints(deposit, 1050)`. Computed in BigInt, so no intermediate is rounded; the
 * final fraction of a minor unit is truncated toward zero (the default, never over-paying a
 * bonus) or rounded half away from zero.
 *
 * @throws RangeError when an operand is not a safe integer or the result leaves the safe range.
 */
export function applyBasisPoints(
  minor: number,
  basisPoints: number,
  rounding: MoneyRounding = 'truncate',
): number {
  requireAmount(minor, 'minor');
  if (!Number.isSafeInteger(basisPoints))
    throw new RangeError(`basisPoints is not an integer: ${String(basisPoints)}`);
  const product = BigInt(minor) * BigInt(basisPoints);
  let quotient = product / 10_000n;
  const remainder = product % 10_000n;
  if (rounding === 'halfUp') {
    const twice = (remainder < 0n ? -remainder : remainder) * 2n;
    if (twice >= 10_000n) quotient += product < 0n ? -1n : 1n;
  }
  if (quotient > BigInt(Number.MAX_SAFE_INTEGER) || quotient < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('money overflow: result beyond the safe-integer range');
  }
  return checked(Number(quotient));
}
