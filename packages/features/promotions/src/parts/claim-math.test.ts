/**
 * The arithmetic the screens show: what cancelling costs in exact minor units (no float drift
 * even on amounts past 2^53 / 100), rates as percentages, and the roulette wheel always holding
 * the server's prize.
 */
import { describe, expect, it } from 'vitest';
import { cancelCost, percentOf, wheelPrizes } from './claim-math.ts';

describe('claim arithmetic', () => {
  it('says exactly what cancelling costs, rates as percentages, and where the wheel stops', () => {
    // 0.1 + 0.2 style amounts, and one a float could not hold to the cent.
    expect(cancelCost({ status: 2, bonus: 30, turnover: 10, target_turnover: 40 })).toEqual({
      bonusForfeited: 30,
      turnoverDone: 10,
      turnoverOwed: 30,
      target: 40,
    });
    const big = 9_007_199_254_740_000;
    expect(
      cancelCost({ status: 2, bonus: 1, turnover: 1, target_turnover: big }).turnoverOwed,
    ).toBe(big - 1);
    // Reached or completed: nothing owed, never a negative debt.
    expect(
      cancelCost({ status: 3, bonus: 5, turnover: 50, target_turnover: 40 }).turnoverOwed,
    ).toBe(0);
    expect(percentOf(10_000)).toBe('100%');
    expect(percentOf(1_050)).toBe('10.5%');
    expect(percentOf(6_875)).toBe('68.75%');
    expect(wheelPrizes(1_00, 188_00)).toHaveLength(8);
    expect(wheelPrizes(1_00, 188_00, 77_77)).toContain(77_77);
  });
});
