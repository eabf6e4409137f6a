import { normaliseDigits } from '../money/money.ts';
import { invalid, VALID, type ValidationResult } from './result.ts';

/** True for the values a form treats as "nothing entered". */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The `required` rule: fails with REQUIRED for undefined, null, NaN, an empty or whitespace-only
 * string and an empty list. `0` and `false` count as entered (use {@link validateRequiredTrue}
 * for a checkbox that must be ticked).
 */
export function validateRequired(value: unknown): ValidationResult {
  return isBlank(value) ? invalid('REQUIRED') : VALID;
}

/** The `required-true` rule: only the boolean `true` passes (terms and conditions). */
export function validateRequiredTrue(value: unknown): ValidationResult {
  return value === true ? VALID : invalid('REQUIRED');
}

function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = normaliseDigits(value).trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

function numericRule(
  value: number | string | null | undefined,
  bound: number,
  fails: (n: number) => boolean,
  key: 'MIN' | 'MAX',
): ValidationResult {
  if (isBlank(value) && typeof value !== 'number') return VALID;
  const n = toNumber(value as number | string);
  if (n === undefined) return invalid('INVALID_NUMBER');
  if (!Number.isFinite(bound)) return VALID;
  return fails(n) ? invalid(key, key === 'MIN' ? { min: bound } : { max: bound }) : VALID;
}

/**
 * Numeric minimum. Empty input passes (pair with {@link validateRequired}); text that is not a
 * plain decimal number (exponents, NaN, Infinity, grouping) fails with INVALID_NUMBER; a
 * non-finite bound means "no bound". Compares JS numbers: for money use `validateAmount`.
 */
export function validateMin(
  value: number | string | null | undefined,
  min: number,
): ValidationResult {
  return numericRule(value, min, (n) => n < min, 'MIN');
}

/** Numeric maximum; the same conventions as {@link validateMin}. */
export function validateMax(
  value: number | string | null | undefined,
  max: number,
): ValidationResult {
  return numericRule(value, max, (n) => n > max, 'MAX');
}

/**
 * Length of text as a member perceives it for limits: Unicode code points, so an emoji counts
 * once, not as two UTF-16 units.
 */
export function textLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function lengthRule(
  value: string | null | undefined,
  bound: number,
  fails: (n: number) => boolean,
  key: 'MIN_LENGTH' | 'MAX_LENGTH',
): ValidationResult {
  if (value === undefined || value === null || value === '') return VALID;
  if (typeof value !== 'string') return invalid('REQUIRED');
  if (!Number.isFinite(bound)) return VALID;
  return fails(textLength(value))
    ? invalid(key, key === 'MIN_LENGTH' ? { min: bound } : { max: bound })
    : VALID;
}

/**
 * Minimum length in code points. Empty input passes (pair with {@link validateRequired});
 * whitespace counts, since the validators never silently trim what will be sent.
 */
export function validateMinLength(value: string | null | undefined, min: number): ValidationResult {
  return lengthRule(value, min, (n) => n < min, 'MIN_LENGTH');
}

/** Maximum length in code points; the same conventions as {@link validateMinLength}. */
export function validateMaxLength(value: string | null | undefined, max: number): ValidationResult {
  return lengthRule(value, max, (n) => n > max, 'MAX_LENGTH');
}
