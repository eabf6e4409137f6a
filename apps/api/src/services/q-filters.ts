/**
 * Turns a `q` filter (spec §7, parsed by `@lobby/domain`'s `parseQ`) into SQL conditions over
 * an allowlist of fields. Time fields take ten-digit Unix seconds or `yyyy-MM-dd[ HH:mm:ss]`
 * read in the brand's platform timezone; anything malformed answers 400 `INVALID_FILTER`
 * naming the reason, never a 500.
 */
import { parseDateTime, parseQ } from '@lobby/domain';
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { fieldError } from '../platform/errors.ts';

/** How a field may be filtered. */
export interface QFieldSpec {
  column: AnyColumn | SQL;
  kind: 'time' | 'int' | 'text';
}

function bad(reason: string): never {
  throw fieldError('q', 'INVALID_FILTER', { reason });
}

function timeValue(text: string, offsetHours: number): Date {
  if (/^\d{10}$/.test(text)) return new Date(Number(text) * 1000);
  const ms = parseDateTime(text, offsetHours);
  if (ms === undefined) bad('badValue');
  return new Date(ms);
}

function intValue(text: string): number {
  if (!/^-?\d{1,15}$/.test(text)) bad('badValue');
  return Number(text);
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

/** Paging with defaults (page 1, 20 per page). */
export function paging(query: { page?: number | undefined; page_size?: number | undefined }): {
  page: number;
  pageSize: number;
  offset: number;
} {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
