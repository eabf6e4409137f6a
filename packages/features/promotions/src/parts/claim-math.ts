/**
 * The arithmetic behind the promotion screens, kept pure and exact: money stays in integer
 * minor units through the `@lobby/domain` helpers and rates stay in basis points, so what a
 * member is told they would forfeit is the very amount the ledger holds, never a float's
 * approximation of it.
 */
import type { MyPromotion } from '@lobby/contract/promotions';
import { Recurrence, RewardStatus } from '@lobby/domain/enums';
import { compareMoney, subtractMoney } from '@lobby/domain/money';

/** What giving up a claim costs at this moment. */
export interface CancelCost {
  /** The bonus the member would lose (paid for an active claim, promised for one being verified). */
  readonly bonusForfeited: number;
  /** Turnover already played towards the target, which would stop counting for this bonus. */
  readonly turnoverDone: number;
  /** Turnover still owed before the bonus (and the base) may be withdrawn; 0 once reached. */
  readonly turnoverOwed: number;
  /** The target, for the progress bar. */
  readonly target: number;
}

/** What cancelling a claim costs now (see {@link CancelCost}); exact in minor units. */
export function cancelCost(
  claim: Pick<MyPromotion, 'bonus' | 'turnover' | 'target_turnover' | 'status'>,
): CancelCost {
  const target = claim.target_turnover;
  // The API caps turnover at the target; clamp anyway so an odd answer never shows a negative debt.
  const done = compareMoney(claim.turnover, target) > 0 && target > 0 ? target : claim.turnover;
  const owed =
    claim.status === RewardStatus.Completed || compareMoney(done, target) >= 0
      ? 0
      : subtractMoney(target, done);
  return { bonusForfeited: claim.bonus, turnoverDone: done, turnoverOwed: owed, target };
}

/** A basis-point rate as a percentage, exactly: 1050 → `10.5%`, 10000 → `100%`. */
export function percentOf(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const cents = Math.abs(basisPoints % 100);
  if (cents === 0) return `${whole}%`;
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}%`;
}

/**
 * The prizes drawn on the roulette wheel: spread from the promotion's minimum to its maximum
 * bonus. The server alone decides the prize; the one it answers always sits on the wheel (it
 * replaces the nearest drawn prize if it is not there), so the wheel stops on what was won.
 */
export function wheelPrizes(min: number, max: number, won?: number): number[] {
  const span = Math.max(0, max - min);
  // Eight slices, weighted towards the small prizes as such wheels are.
  const weights = [0, 1, 2, 3, 5, 8, 13, 21];
  const prizes = [...new Set(weights.map((w) => min + Math.floor((span * w) / 21)))];
  while (prizes.length < 6) prizes.push(prizes[prizes.length - 1] ?? min);
  if (won !== undefined && !prizes.includes(won)) {
    let nearest = 0;
    prizes.forEach((prize, index) => {
      if (Math.abs(prize - won) < Math.abs((prizes[nearest] ?? 0) - won)) nearest = index;
    });
    prizes[nearest] = won;
  }
  return prizes;
}

const DAY = 86_400_000;

/**
 * When the recurrence period holding `now` began (platform timezone, weeks from Monday), as the
 * server counts "one claim per period"; the epoch for a one-time promotion.
 */
export function periodStart(recurrence: number, now: number, offsetHours: number): number {
  if (recurrence === Recurrence.OneTime) return 0;
  const shift = Math.round(offsetHours * 60) * 60_000;
  const local = new Date(now + shift);
  const dayStart = Math.floor((now + shift) / DAY) * DAY;
  if (recurrence === Recurrence.Everyday) return dayStart - shift;
  if (recurrence === Recurrence.EveryWeek) {
    const weekday = (local.getUTCDay() + 6) % 7;
    return dayStart - weekday * DAY - shift;
  }
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - shift;
}

/** Claims that still hold their period: cancelled and rejected ones give it back (the contract). */
export function holdsPeriod(status: number): boolean {
  return status !== RewardStatus.Cancel && status !== RewardStatus.Rejected;
}
