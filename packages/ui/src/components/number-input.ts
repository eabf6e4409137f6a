import { DEFAULT_DECIMALS } from '../internal/domain.ts';

/** Rules for what a number field accepts (spec §5: digits, optional decimals, optional negative). */
export interface NumberInputRules {
  /** Decimal places allowed; 0 allows none. Default 2. */
  decimals?: number;
  /** Whether a leading minus is allowed. Default false. */
  allowNegative?: boolean;
}

/** The default number of decimals (spec §9). */
export const DEFAULT_INPUT_DECIMALS = DEFAULT_DECIMALS;

/**
 * Cleans what a member typed or pasted into a number field: keeps digits, at most one
 * decimal point (and only if decimals are allowed), a leading minus if negatives are allowed,
 * and truncates extra decimals. Full-width digits (from CJK keyboards) become ASCII.
 * It never rounds: the member sees exactly what will be sent.
 */
export function sanitizeNumberInput(raw: string, rules: NumberInputRules = {}): string {
  const decimals = Math.max(0, Math.floor(rules.decimals ?? DEFAULT_INPUT_DECIMALS));
  const text = raw
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\uFF0D\u2212]/g, '-')
    .trim();
  const negative = rules.allowNegative === true && text.startsWith('-');
  let out = '';
  let seenDot = false;
  let fraction = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenDot) {
        if (fraction >= decimals) continue;
        fraction += 1;
      }
      out += ch;
    } else if (ch === '.' && !seenDot && decimals > 0) {
      seenDot = true;
      out += out === '' ? '0.' : '.';
    }
  }
  return `${negative ? '-' : ''}${out}`;
}
