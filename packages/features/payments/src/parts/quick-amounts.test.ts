import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts.ts';

describe('quickAmounts', () => {
  it('starts at the minimum and climbs by round amounts within the maximum', () => {
    expect(quickAmounts(10_00, 50_000_00, 2)).toEqual([
      10_00, 20_00, 50_00, 100_00, 200_00, 500_00,
    ]);
    expect(quickAmounts(30_00, 30_000_00, 2)).toEqual([
      30_00, 50_00, 100_00, 200_00, 500_00, 1_000_00,
    ]);
    expect(quickAmounts(30_00, 60_00, 2)).toEqual([30_00, 50_00]);
  });

  it('works in currencies without minor digits and without limits', () => {
    expect(quickAmounts(1000, 0, 0, 3)).toEqual([1000, 2000, 5000]);
    expect(quickAmounts(0, 0, 2, 4)).toEqual([1_00, 2_00, 5_00, 10_00]);
  });
});
