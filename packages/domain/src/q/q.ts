/**
 * The `q` filter of list calls (spec §7).
 *
 * Syntax, one string: filters separated by `,`; each filter is `field:operator:value`.
 * - `field` matches `[A-Za-z_][A-Za-z0-9_.]*` (no escaping needed or allowed).
 * - `operator` is one of {@link Q_OPERATORS}: gt, gte, lt, lte, ne, like, ilike, in.
 * - `value` is any text; for `in` it is a list whose items are separated by `|`.
 * - Inside values, `\` escapes the four special characters: `\\`, `\,`, `\:`, `\|`. Any other
 *   character after `\` is an error. `buildQ` escapes all four; `parseQ` also tolerates a raw
 *   `:` (and a raw `|` outside `in`), since only `,` and `|` separate inside a value.
 * - `like`/`ilike` values carry SQL wildcards (`%`, `_`) as typed; the API escapes for SQL.
 * Example: `bet_time:gte:1700000000,status:in:1|2,name:ilike:%a\,b%`.
 * An empty string is "no filters". Values are text on the wire: `parseQ` returns strings and
 * the API converts per field.
 */
import type { ValidationFailure } from '../validators/result.ts';
import { invalid } from '../validators/result.ts';

/** The comparison operators a `q` filter may use. */
export const Q_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'ne', 'like', 'ilike', 'in'] as const;
/** A `q` operator. */
export type QOperator = (typeof Q_OPERATORS)[number];
/** A scalar `q` value before it is written as text. */
export type QScalar = string | number;

/** One filter to build: a scalar for every operator but `in`, a list for `in`. */
export type QFilter =
  | { field: string; op: Exclude<QOperator, 'in'>; value: QScalar }
  | { field: string; op: 'in'; value: readonly QScalar[] };

/** One filter as parsed: values are text. */
export type ParsedQFilter =
  | { field: string; op: Exclude<QOperator, 'in'>; value: string }
  | { field: string; op: 'in'; value: string[] };

/** Why `parseQ` refused a filter (the `reason` value of its INVALID_FILTER failure). */
export type QErrorReason =
  'emptyFilter' | 'malformed' | 'badField' | 'unknownOperator' | 'badEscape';

/** Result of {@link parseQ}. */
export type QParseResult = { valid: true; filters: ParsedQFilter[] } | ValidationFailure;

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** True for one of {@link Q_OPERATORS}. */
export function isQOperator(value: unknown): value is QOperator {
  return typeof value === 'string' && (Q_OPERATORS as readonly string[]).includes(value);
}

function escapeValue(value: QScalar): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new RangeError(`q value must be a finite number, got ${value}`);
    return String(value);
  }
  if (typeof value !== 'string') throw new TypeError('q value must be a string or a number');
  return value.replace(/[\\,:|]/g, (ch) => `\\${ch}`);
}

/**
 * Writes filters as a `q` string (syntax above). An `in` filter with an empty list is left out:
 * a query string cannot say "in nothing", so callers that mean "match nothing" must not call.
 *
 * @throws RangeError for a field name outside the syntax, an unknown operator or a non-finite
 * number: those are programming errors, not member input.
 */
export function buildQ(filters: readonly QFilter[]): string {
  const out: string[] = [];
  for (const filter of filters) {
    if (typeof filter?.field !== 'string' || !FIELD.test(filter.field)) {
      throw new RangeError(`invalid q field: ${String(filter?.field)}`);
    }
    if (!isQOperator(filter.op)) throw new RangeError(`unknown q operator: ${String(filter.op)}`);
    if (filter.op === 'in') {
      if (!Array.isArray(filter.value)) throw new TypeError('an `in` filter takes a list');
      if (filter.value.length === 0) continue;
      out.push(`${filter.field}:in:${filter.value.map(escapeValue).join('|')}`);
    } else {
      out.push(`${filter.field}:${filter.op}:${escapeValue(filter.value as QScalar)}`);
    }
  }
  return out.join(',');
}

class QSyntaxError {
  readonly reason: QErrorReason;
  constructor(reason: QErrorReason) {
    this.reason = reason;
  }
}

/** Splits on unescaped `sep`, keeping escapes; at most `limit` pieces (the last takes the rest). */
function splitRaw(text: string, sep: string, limit = Infinity): string[] {
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch === '\\') {
      if (i + 1 >= text.length) throw new QSyntaxError('badEscape');
      current += ch + text.charAt(i + 1);
      i += 1;
    } else if (ch === sep && pieces.length < limit - 1) {
      pieces.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  pieces.push(current);
  return pieces;
}

function unescapeValue(raw: string): string {
  return raw.replace(/\\(.?)/gs, (_whole, ch: string) => {
    if (!'\\,:|'.includes(ch) || ch === '') throw new QSyntaxError('badEscape');
    return ch;
  });
}

function parseFilter(segment: string): ParsedQFilter {
  if (segment === '') throw new QSyntaxError('emptyFilter');
  const parts = splitRaw(segment, ':', 3);
  if (parts.length < 3) throw new QSyntaxError('malformed');
  const [field = '', op = '', rawValue = ''] = parts;
  if (!FIELD.test(field)) throw new QSyntaxError('badField');
  if (!isQOperator(op)) throw new QSyntaxError('unknownOperator');
  if (op === 'in') return { field, op, value: splitRaw(rawValue, '|').map(unescapeValue) };
  return { field, op, value: unescapeValue(rawValue) };
}

/**
 * Reads a `q` string (syntax above) back into filters; the inverse of {@link buildQ} for every
 * filter it writes. Never throws: a malformed string answers INVALID_FILTER with
 * `values.reason` (a {@link QErrorReason}) and `values.index`, the 0-based filter at fault.
 */
export function parseQ(text: string): QParseResult {
  if (typeof text !== 'string') return invalid('INVALID_FILTER', { reason: 'malformed', index: 0 });
  if (text === '') return { valid: true, filters: [] };
  const filters: ParsedQFilter[] = [];
  let index = 0;
  try {
    for (const segment of splitRaw(text, ',')) {
      filters.push(parseFilter(segment));
      index += 1;
    }
  } catch (error) {
    const reason = error instanceof QSyntaxError ? error.reason : 'malformed';
    return invalid('INVALID_FILTER', { reason, index });
  }
  return { valid: true, filters };
}
