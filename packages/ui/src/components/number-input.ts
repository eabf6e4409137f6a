import { DEFAULT_DECIMALS } from '../internal/domain.ts';
import type { ValidationFailure } from '../internal/domain.ts';

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
 * Why a number field refused what was typed or pasted: a message key of the domain's catalogue
 * (NEGATIVE_NOT_ALLOWED for a minus the field cannot take, WHOLE_NUMBER for a point where no
 * decimals are allowed, TOO_MANY_DECIMALS with `{decimals}`, INVALID_NUMBER for anything else),
 * translated by the screen like any validation message.
 */
export type NumberInputRefusal = ValidationFailure;

/** What {@link readNumberInput} answers: the text to keep, or why the input is refused. */
export type NumberInputReading =
  | { readonly accepted: true; readonly text: string }
  | { readonly accepted: false; readonly refusal: NumberInputRefusal };

// Thousands grouped the usual way ("1,234.5", "1 234.5", a pasted "123 456" code), one
// separator throughout: it goes, the number stays the same.
const GROUPED = /^-?\d{1,3}([, \u00A0\u202F])\d{3}(\1\d{3})*(\.\d*)?$/;

function refuse(message: NumberInputRefusal['message'], values?: { decimals: number }) {
  const refusal: NumberInputRefusal = values
    ? { valid: false, message, values }
    : { valid: false, message };
  return { accepted: false as const, refusal };
}

/**
 * Reads what a member typed or pasted into a number field, never changing its value: full-width
 * digits, points and minus signs (CJK keyboards) become ASCII, surrounding spaces and thousands
 * separators (commas or spaces) in their usual places go, and a bare leading point gains its zero. Anything else the
 * field cannot take (a minus where negatives are not allowed, a letter, a second point, a point
 * in a whole-number field, a decimal too many) is refused with the reason, so the field can
 * keep its value and say why instead of silently dropping a character.
 */
export function readNumberInput(raw: string, rules: NumberInputRules = {}): NumberInputReading {
  const decimals = Math.max(0, Math.floor(rules.decimals ?? DEFAULT_INPUT_DECIMALS));
  let text = raw
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0E\u3002]/g, '.')
    .replace(/[\uFF0D\u2212]/g, '-')
    .replace(/\uFF0C/g, ',')
    .trim();
  if (GROUPED.test(text)) text = text.replace(/[, \u00A0\u202F]/g, '');
  if (text.includes('-') && rules.allowNegative !== true) return refuse('NEGATIVE_NOT_ALLOWED');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) {
    const point = text.includes('.') && decimals === 0 && /^-?[\d.]*$/.test(text);
    return point ? refuse('WHOLE_NUMBER') : refuse('INVALID_NUMBER');
  }
  const [, minus = '', int = '', fraction] = match;
  if (fraction !== undefined && decimals === 0) return refuse('WHOLE_NUMBER');
  if (fraction !== undefined && fraction.length > decimals)
    return refuse('TOO_MANY_DECIMALS', { decimals });
  const body = fraction === undefined ? int : `${int === '' ? '0' : int}.${fraction}`;
  return { accepted: true, text: `${minus}${body}` };
}

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
