import { DEFAULT_DECIMALS } from '../constants.ts';
import { normaliseDigits } from '../money/money.ts';
import { invalid, type ValidationFailure } from './result.ts';

/** Options of the number-input helpers (spec §5: optional decimals, default 2; optional negative). */
export interface NumberInputOptions {
  /** Decimal places allowed; 0 means whole numbers only. Default 2. */
  decimals?: number;
  /** Whether a leading minus sign is allowed. Default false. */
  allowNegative?: boolean;
}

/** Result of {@link parseNumberInput}: the canonical text and its number, or a message. */
export type NumberInputResult = { valid: true; text: string; value: number } | ValidationFailure;

function decimalsOf(options: NumberInputOptions): number {
  const d = options.decimals ?? DEFAULT_DECIMALS;
  return Number.isInteger(d) && d >= 0 && d <= 20 ? d : DEFAULT_DECIMALS;
}

/**
 * Parses a number input's final text. Accepts digits with an optional fraction of at most
 * `decimals` places (a trailing `.` is tolerated), an optional leading minus when allowed, full-width
 * digits, and surrounding whitespace. Rejects exponents, grouping commas, `NaN`/`Infinity` and
 * integer parts longer than 15 digits (beyond that a JS number is no longer exact). `-0` gives
 * `0`. The canonical text has no leading zeros and no trailing dot. An invalid `decimals`
 * option falls back to 2. Never throws. For money use `parseMoney`, which returns minor units.
 */
export function parseNumberInput(
  text: string,
  options: NumberInputOptions = {},
): NumberInputResult {
  if (typeof text !== 'string') return invalid('INVALID_NUMBER');
  const decimals = decimalsOf(options);
  const trimmed = normaliseDigits(text).trim();
  if (trimmed === '') return invalid('REQUIRED');
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return invalid('INVALID_NUMBER');
  const [, minus, intDigits = '', frac = ''] = match;
  if (minus && !options.allowNegative) return invalid('NEGATIVE_NOT_ALLOWED');
  if (frac.length > decimals) return invalid('TOO_MANY_DECIMALS', { decimals });
  const int = intDigits.replace(/^0+(?=\d)/, '');
  if (int.length > 15) return invalid('NUMBER_TOO_LARGE');
  const unsigned = frac === '' ? int : `${int}.${frac}`;
  const isZero = /^[0.]+$/.test(unsigned);
  const canonical = minus && !isZero ? `-${unsigned}` : unsigned;
  const value = Number(canonical);
  return { valid: true, text: canonical, value: value === 0 ? 0 : value };
}

/**
 * Filters what is being typed into a number input so it stays parseable: full-width digits
 * become ASCII, anything but digits, one `.` (when decimals are allowed) and a leading `-`
 * (when negatives are allowed) is dropped, and the fraction is cut at `decimals` places.
 * `'１2a.345'` → `'12.34'`. Meant for an input's change handler; never throws.
 */
export function sanitiseNumberInput(text: string, options: NumberInputOptions = {}): string {
  if (typeof text !== 'string') return '';
  const decimals = decimalsOf(options);
  const source = normaliseDigits(text).trim();
  const negative = options.allowNegative === true && source.startsWith('-');
  let int = '';
  let frac = '';
  let seenDot = false;
  for (const ch of source) {
    if (ch >= '0' && ch <= '9') {
      if (seenDot) {
        if (frac.length < decimals) frac += ch;
      } else {
        int += ch;
      }
    } else if (ch === '.' && decimals > 0 && !seenDot) {
      seenDot = true;
    }
  }
  const body = seenDot ? `${int === '' ? '0' : int}.${frac}` : int;
  return negative ? `-${body}` : body;
}
