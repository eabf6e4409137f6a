/**
 * The new-card hold (`brand.security.new_card_hold_hours`): money may not leave to a bank card
 * added less than that long ago when it would be that card's first withdrawal, so a thief who
 * took over a session and added their own card cannot cash out before the member hears of it.
 * A card counts as used once a withdrawal to its account number is pending or paid (a re-added
 * card that was paid to before is not new). Checked inside the withdrawal's transaction, after
 * the member's lock and before any money moves, so a refused request changes nothing.
 */
import { WithdrawalStatus } from '@lobby/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { brandTime } from '../../core/compliance/responsible-gambling.ts';
import type { Tx } from '../../core/money/ledger.ts';
import type { bankCards } from '../../db/schema/payments.ts';
import { withdrawals } from '../../db/schema/payments.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';

/** Throws 409 `NEW_CARD_HOLD` (with `until`) when the card is still held for this withdrawal. */
export async function assertCardNotOnHold(
  tx: Tx,
  brand: Pick<Brand, 'security' | 'timezoneOffset'>,
  memberId: number,
  card: Pick<typeof bankCards.$inferSelect, 'accountNumber' | 'createdAt'>,
  now: number,
): Promise<void> {
  const hours = brand.security.new_card_hold_hours;
  if (hours <= 0) return;
  const until = card.createdAt.getTime() + hours * 3_600_000;
  if (now >= until) return;
  const [used] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.accountNumber, card.accountNumber),
        inArray(withdrawals.status, [WithdrawalStatus.Pending, WithdrawalStatus.Success]),
      ),
    )
    .limit(1);
  if (used) return;
  throw new ApiError('NEW_CARD_HOLD', {
    until: Math.ceil(until / 1000),
    values: { until: brandTime(until, brand.timezoneOffset) },
  });
}
