/**
 * Turns a `q` filter (spec §7, parsed by `@lobby/domain`'s `parseQ`) into SQL conditions over
 * an allowlist of fields. Time fields take ten-digit Unix seconds or `yyyy-MM-dd[ HH:mm:ss]`
 * read in the brand's platform timezone; anything malformed answers 400 `INVALID_FILTER`
 * naming the reason, never a 500.
 */
import { parseDateTime, parseQ } from '@lobby/domain';
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { fieldError } from '../../base/errors.ts';

/** How a field may be filtered. */
export interface QFieldSpec {
  column: AnyColumn | SQL;
  kind: 'time' | 'int' | 'text';
}

function bad(reason: string): never {
  throw fieldError('q', 'INVALID_FILTER', { reason });
}

/** The times a record can carry: from the Unix epoch to the end of year 9999. */
const EARLIEST_MS = 0;
const LATEST_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

function timeValue(text: string, offsetHours: number): Date {
  const ms = /^\d{10}$/.test(text) ? Number(text) * 1000 : parseDateTime(text, offsetHours);
  // Year 0 and the like are no record's time; some databases refuse them with an error.
  if (ms === undefined || ms < EARLIEST_MS || ms > LATEST_MS) bad('badValue');
  return new Date(ms);
}

/** Integer fields (status, type, result, ids) are 32-bit columns: a larger value matches nothing. */
const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

function intValue(text: string): number {
  if (!/^-?\d{1,10}$/.test(text)) bad('badValue');
  const value = Number(text);
  // Out of the column's range the database would fail the whole query (a 500); it is bad input.
  if (value < INT32_MIN || value > INT32_MAX) bad('badValue');
  return value;
}

/** SQL conditions for a `q` string over the allowed fields. */
export function qConditions(
  q: string | undefined,
  fields: Readonly<Record<string, QFieldSpec>>,
  offsetHours: number,
): SQL[] {
  if (!q) return [];
  const parsed = parseQ(q);
  if (!parsed.valid)
    bad(String((parsed.values as Record<string, unknown> | undefined)?.reason ?? 'malformed'));
  if (parsed.filters.length > 10) bad('tooMany');
  const out: SQL[] = [];
  for (const filter of parsed.filters) {
    const spec = Object.hasOwn(fields, filter.field) ? fields[filter.field] : undefined;
    if (!spec) bad('badField');
    const convert = (text: string): unknown =>
      spec.kind === 'time'
        ? timeValue(text, offsetHours)
        : spec.kind === 'int'
          ? intValue(text)
          : text;
    const column = spec.column;
    switch (filter.op) {
      case 'gt':
        out.push(sql`${column} > ${convert(filter.value)}`);
        break;
      case 'gte':
        out.push(sql`${column} >= ${convert(filter.value)}`);
        break;
      case 'lt':
        out.push(sql`${column} < ${convert(filter.value)}`);
        break;
      case 'lte':
        out.push(sql`${column} <= ${convert(filter.value)}`);
        break;
      case 'ne':
        out.push(sql`${column} <> ${convert(filter.value)}`);
        break;
      case 'in': {
        if (filter.value.length === 0 || filter.value.length > 50) bad('badValue');
        const values = filter.value.map(convert);
        out.push(
          sql`${column} IN (${sql.join(
            values.map((v) => sql`${v}`),
            sql`, `,
          )})`,
        );
        break;
      }
      case 'like':
      case 'ilike': {
        if (spec.kind !== 'text') bad('unknownOperator');
        // The member's % and _ are wildcards as typed; only the escape character is escaped.
        const pattern = filter.value.replace(/\\/g, '\\\\');
        out.push(
          filter.op === 'like' ? sql`${column} LIKE ${pattern}` : sql`${column} ILIKE ${pattern}`,
        );
        break;
      }
      default:
        bad('unknownOperator');
    }
  }
  return out;
}

/** A page of a list: its number, its size and the rows to skip. */
export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** Paging with defaults (page 1, 20 per page). */
export function paging(query: {
  page?: number | undefined;
  page_size?: number | undefined;
}): Paging {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
