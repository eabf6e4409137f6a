/**
 * Whether operator-authored content (help pages, banners) is served at an instant: not retired,
 * and inside its window (a null start is "at once", a null end "no end"). One definition, which
 * every read path of such content adds to its query.
 */
import { and, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** The schedule columns of an authored table. */
export interface ScheduleColumns {
  startAt: AnyColumn;
  endAt: AnyColumn;
  retiredAt: AnyColumn;
}

/** The SQL condition: the row is in service at `now` (ms). */
export function inServiceAt(table: ScheduleColumns, now: number): SQL {
  const at = new Date(now);
  return and(
    isNull(table.retiredAt),
    or(isNull(table.startAt), lte(table.startAt, at)),
    or(isNull(table.endAt), gt(table.endAt, at)),
  ) as SQL;
}
