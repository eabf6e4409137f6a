/**
 * Statuses of transfers and transaction records (the contract's numbers: 1 pending, 2 success,
 * 3 failed, 4 cancelled), as the badge tone and the wallet text key that show them. Kept as
 * plain numbers here: the contract's constants live beside its schemas, which a site never loads.
 */
import type { BadgeTone } from '@lobby/ui';

/** The record statuses every wallet list shows. */
export const RecordState = { Pending: 1, Success: 2, Failed: 3, Cancelled: 4 } as const;

const KEYS: Readonly<Record<number, string>> = {
  1: 'status.pending',
  2: 'status.success',
  3: 'status.failed',
  4: 'status.cancelled',
};
const TONES: Readonly<Record<number, BadgeTone>> = {
  1: 'pending',
  2: 'win',
  3: 'loss',
  4: 'neutral',
};

/** The wallet text key naming a status (an unknown one reads as pending: never as done). */
export function statusKey(status: number): string {
  return KEYS[status] ?? 'status.pending';
}

/** The badge tone of a status. */
export function statusTone(status: number): BadgeTone {
  return TONES[status] ?? 'pending';
}
