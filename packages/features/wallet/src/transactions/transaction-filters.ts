/**
 * The transaction list's `q` filter: the chosen range as `created_at` bounds in Unix seconds
 * (`gte` the first second, `lt` the second after the last), which the API reads exactly
 * whatever the platform timezone (the range itself was computed in it).
 */
import { buildQ } from '@lobby/domain/q';
import type { DateRange } from '@lobby/domain/time';
import { toUnixSeconds } from '@lobby/domain/time';

/** `created_at:gte:<start>,created_at:lt:<end + 1 s>` for an inclusive range of instants (ms). */
export function transactionQ(range: DateRange | undefined): string | undefined {
  if (!range) return undefined;
  return buildQ([
    { field: 'created_at', op: 'gte', value: toUnixSeconds(range.start) },
    { field: 'created_at', op: 'lt', value: toUnixSeconds(range.end) + 1 },
  ]);
}
