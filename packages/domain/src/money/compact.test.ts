import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from './compact.ts';

const RM = { symbol: 'RM', decimals: 2 };
const YEN = { symbol: '¥', decimals: 0 };

describe('formatCompactMoney', () => {
  it('keeps amounts under a thousand whole', () => {
    expect(formatCompactMoney(99_999, { currency: RM })).toBe('RM999.99');
    expect(formatCompactMoney(0, { currency: RM })).toBe('RM0.00');
  });

  it('keeps three significant digits with a suffix', () => {
    expect(formatCompactMoney(123_456, { currency: RM })).toBe('RM1.23K');
    expect(formatCompactMoney(1_234_567_89, { currency: RM })).toBe('RM1.23M');
    expect(formatCompactMoney(12_345_678_90, { currency: RM })).toBe('RM12.3M');
    expect(formatCompactMoney(123_456_789, { currency: YEN })).toBe('¥123M');
  });

  it('cuts rather than rounds up, so it never shows more than there is', () => {
    expect(formatCompactMoney(999_999_999_999, { currency: RM })).toBe('RM9.99B');
    expect(formatCompactMoney(1_999_999, { currency: YEN })).toBe('¥1.99M');
  });

  it('drops trailing zeros', () => {
    expect(formatCompactMoney(120_000_00, { currency: RM })).toBe('RM120K');
    expect(formatCompactMoney(1_000_000, { currency: YEN })).toBe('¥1M');
    expect(formatCompactMoney(1_200_000, { currency: YEN })).toBe('¥1.2M');
  });

  it('signs debts and scales past a trillion with T', () => {
    expect(formatCompactMoney(-4_560_000, { currency: YEN })).toBe('-¥4.56M');
    expect(formatCompactMoney(9_007_199_254_740_991, { currency: YEN })).toBe('¥9007T');
  });

  it('writes the placeholder for what is not an amount', () => {
    expect(formatCompactMoney(Number.NaN, { currency: RM })).toBe('--');
  });
});
