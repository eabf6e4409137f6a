import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAD_NUMBERS, BAD_TEXT, BAD_TEXTS } from '../testing/bad-input.ts';
import {
  addMoney,
  applyBasisPoints,
  compareMoney,
  formatMoney,
  fromMinor,
  isMinorUnits,
  MONEY_PLACEHOLDER,
  normaliseDigits,
  parseMoney,
  subtractMoney,
  sumMoney,
  toMinor,
} from './money.ts';

const safeInt = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const decimals = fc.integer({ min: 0, max: 8 });

describe('parseMoney', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['1,234.5', 123450],
    ['1,234,567.89', 123456789],
    ['007.10', 710],
    ['  12.34  ', 1234],
    ['1.500', 150],
    ['90071992547409.91', 9007199254740991],
  ])('parses %j to %d minor units', (text, minor) => {
    expect(parseMoney(text)).toEqual({ valid: true, minor });
  });

  it('uses the currency decimals', () => {
    expect(parseMoney('12', 0)).toEqual({ valid: true, minor: 12 });
    expect(parseMoney('0.00000001', 8)).toEqual({ valid: true, minor: 1 });
    expect(parseMoney('1.5', 0)).toEqual({
      valid: false,
      message: 'TOO_MANY_DECIMALS',
      values: { decimals: 0 },
    });
    expect(parseMoney('1.0', 0)).toEqual({ valid: true, minor: 1 });
  });

  it('normalises full-width digits and separators on purpose', () => {
    expect(parseMoney(BAD_TEXT.fullWidthDigits)).toEqual({ valid: true, minor: 123400 });
    expect(parseMoney('１，２３４．５')).toEqual({ valid: true, minor: 123450 });
  });

  it('rejects more significant decimals than allowed', () => {
    expect(parseMoney('1.005')).toEqual({
      valid: false,
      message: 'TOO_MANY_DECIMALS',
      values: { decimals: 2 },
    });
  });

  it.each([
    ['', 'REQUIRED'],
    [BAD_TEXT.whitespace, 'REQUIRED'],
    [BAD_TEXT.fullWidth, 'INVALID_AMOUNT'],
    [BAD_TEXT.emoji, 'INVALID_AMOUNT'],
    [BAD_TEXT.nan, 'INVALID_AMOUNT'],
    [BAD_TEXT.infinity, 'INVALID_AMOUNT'],
    [BAD_TEXT.exponent, 'INVALID_AMOUNT'],
    [BAD_TEXT.hex, 'INVALID_AMOUNT'],
    [BAD_TEXT.huge, 'NUMBER_TOO_LARGE'],
    ['90071992547409.92', 'NUMBER_TOO_LARGE'],
    ['12,34', 'INVALID_AMOUNT'],
    ['1,2345', 'INVALID_AMOUNT'],
    ['.5', 'INVALID_AMOUNT'],
    ['5.', 'INVALID_AMOUNT'],
    ['1 000', 'INVALID_AMOUNT'],
    ['+1', 'INVALID_AMOUNT'],
    ['--1', 'INVALID_AMOUNT'],
    ['-1', 'NEGATIVE_NOT_ALLOWED'],
  ])('rejects %j with %s', (text, message) => {
    expect(parseMoney(text)).toMatchObject({ valid: false, message });
  });

  it('gives 0, never -0, for negative zero', () => {
    for (const options of [{}, { allowNegative: true }]) {
      const result = parseMoney(BAD_TEXT.negativeZero, 2, options);
      expect(result.valid && Object.is(result.minor, 0)).toBe(true);
    }
  });

  it('accepts a minus sign only when allowed', () => {
    expect(parseMoney('-1.25', 2, { allowNegative: true })).toEqual({ valid: true, minor: -125 });
  });

  it('answers INVALID_AMOUNT for a non-string instead of throwing', () => {
    expect(parseMoney(12 as unknown as string)).toEqual({
      valid: false,
      message: 'INVALID_AMOUNT',
    });
    expect(parseMoney(null as unknown as string)).toEqual({
      valid: false,
      message: 'INVALID_AMOUNT',
    });
  });

  it('throws only for invalid decimals (a programming error)', () => {
    for (const d of [-1, 9, 1.5, Number.NaN]) expect(() => parseMoney('1', d)).toThrow(RangeError);
  });

  it('round-trips with fromMinor for every safe integer and decimals', () => {
    fc.assert(
      fc.property(safeInt, decimals, (minor, d) => {
        expect(parseMoney(fromMinor(minor, d), d, { allowNegative: true })).toEqual({
          valid: true,
          minor: minor === 0 ? 0 : minor,
        });
      }),
    );
  });

  it('round-trips with formatMoney (grouped) for every safe integer', () => {
    fc.assert(
      fc.property(safeInt, decimals, (minor, d) => {
        const text = formatMoney(minor, { decimals: d });
        expect(parseMoney(text, d, { allowNegative: true })).toEqual({
          valid: true,
          minor: minor === 0 ? 0 : minor,
        });
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const result = parseMoney(text);
        if (result.valid) expect(Number.isSafeInteger(result.minor)).toBe(true);
      }),
    );
  });
});

describe('toMinor', () => {
  it('converts trusted text, negatives included', () => {
    expect(toMinor('-12.30')).toBe(-1230);
    expect(toMinor('5', 0)).toBe(5);
  });
  it.each(BAD_TEXTS.filter((t) => t !== BAD_TEXT.fullWidthDigits && t !== BAD_TEXT.negativeZero))(
    'answers undefined for %j',
    (text) => {
      expect(toMinor(text)).toBeUndefined();
    },
  );
});

describe('fromMinor', () => {
  it.each([
    [0, 2, '0.00'],
    [5, 2, '0.05'],
    [123450, 2, '1234.50'],
    [-123450, 2, '-1234.50'],
    [-5, 2, '-0.05'],
    [7, 0, '7'],
    [1, 8, '0.00000001'],
    [-0, 2, '0.00'],
  ])('writes %d at %d decimals as %s', (minor, d, text) => {
    expect(fromMinor(minor, d)).toBe(text);
  });
  it.each(BAD_NUMBERS.filter((n) => !Number.isSafeInteger(n)))('throws RangeError for %d', (n) => {
    expect(() => fromMinor(n)).toThrow(RangeError);
  });
  it('throws for invalid decimals', () => {
    expect(() => fromMinor(1, 99)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('leaves out only a fraction of zeros when asked (labels of round amounts)', () => {
    const currency = { symbol: 'BHD', decimals: 3 };
    expect(formatMoney(10_000, { currency, wholeWhenRound: true })).toBe('BHD10');
    expect(formatMoney(10_500, { currency, wholeWhenRound: true })).toBe('BHD10.500');
    expect(formatMoney(-1_000_00, { wholeWhenRound: true })).toBe('-1,000');
    expect(formatMoney(10_000, { currency })).toBe('BHD10.000');
  });

  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [123450, '1,234.50'],
    [-123450, '-1,234.50'],
    [100000000, '1,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
    [Number.MIN_SAFE_INTEGER, '-90,071,992,547,409.91'],
  ])('formats %d as %s', (minor, text) => {
    expect(formatMoney(minor)).toBe(text);
  });

  it('prefixes the currency symbol after the sign and uses the currency decimals', () => {
    expect(formatMoney(-123450, { currency: { decimals: 2, symbol: 'RM' } })).toBe('-RM1,234.50');
    expect(formatMoney(1234, { decimals: 2, currency: { decimals: 0, symbol: '¥' } })).toBe(
      '¥1,234',
    );
  });

  it('can skip grouping', () => {
    expect(formatMoney(123456789, { grouping: false })).toBe('1234567.89');
  });

  it("writes the site languages' separators as Intl would, without asking it", () => {
    for (const locale of ['en', 'ja', 'zh-CN']) {
      const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
      const group = parts.find((p) => p.type === 'group')?.value;
      const decimal = parts.find((p) => p.type === 'decimal')?.value;
      expect(formatMoney(123456750, { locale })).toBe(`1${group}234${group}567${decimal}50`);
    }
  });

  it('uses the locale separators, falling back to English for an invalid locale', () => {
    expect(formatMoney(123456789, { locale: 'de-DE' })).toBe('1.234.567,89');
    expect(formatMoney(123456789, { locale: 'ja' })).toBe('1,234,567.89');
    expect(formatMoney(123456789, { locale: 'zh-CN' })).toBe('1,234,567.89');
    expect(formatMoney(123456789, { locale: '😀 not a locale' })).toBe('1,234,567.89');
    expect(formatMoney(123456789, { locale: '' })).toBe('1,234,567.89');
  });

  it.each(BAD_NUMBERS.filter((n) => !Number.isSafeInteger(n)))(
    'shows the placeholder for %d',
    (n) => {
      expect(formatMoney(n)).toBe(MONEY_PLACEHOLDER);
    },
  );

  it('shows the placeholder for a non-number', () => {
    expect(formatMoney('12' as unknown as number)).toBe(MONEY_PLACEHOLDER);
  });

  it('throws only for invalid decimals', () => {
    expect(() => formatMoney(1, { decimals: -1 })).toThrow(RangeError);
  });

  it('agrees with an independent BigInt rendering', () => {
    fc.assert(
      fc.property(safeInt, decimals, (minor, d) => {
        const big = BigInt(minor);
        const abs = big < 0n ? -big : big;
        const scale = 10n ** BigInt(d);
        const int = (abs / scale).toString();
        const frac = (abs % scale).toString().padStart(d, '0');
        const expected = `${big < 0n ? '-' : ''}${int}${d > 0 ? `.${frac}` : ''}`;
        expect(formatMoney(minor, { decimals: d, grouping: false })).toBe(expected);
      }),
    );
  });
});

describe('isMinorUnits', () => {
  it('accepts safe integers only', () => {
    expect(isMinorUnits(0)).toBe(true);
    expect(isMinorUnits(-5)).toBe(true);
    expect(isMinorUnits(Number.MAX_SAFE_INTEGER)).toBe(true);
    for (const n of [Number.NaN, 1.5, 1e21, Number.POSITIVE_INFINITY, '1', null])
      expect(isMinorUnits(n)).toBe(false);
  });
});

describe('normaliseDigits', () => {
  it('maps full-width digits and separators only', () => {
    expect(normaliseDigits('０１２３４５６７８９．，－−')).toBe('0123456789.,--');
    expect(normaliseDigits(BAD_TEXT.fullWidth)).toBe('ＡＢＣ123');
    expect(normaliseDigits(BAD_TEXT.emoji)).toBe(BAD_TEXT.emoji);
    expect(normaliseDigits('')).toBe('');
  });
});

describe('addMoney / subtractMoney / sumMoney / compareMoney', () => {
  it('computes exactly where floats would not', () => {
    expect(addMoney(10, 20)).toBe(30); // 0.10 + 0.20
    expect(subtractMoney(30, 10)).toBe(20);
    expect(addMoney(Number.MAX_SAFE_INTEGER - 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([1, 2, 3, -6])).toBe(0);
  });

  it('never answers -0', () => {
    expect(Object.is(addMoney(-0, 0), 0)).toBe(true);
    expect(Object.is(subtractMoney(-0, 0), 0)).toBe(true);
  });

  it('throws RangeError on overflow', () => {
    expect(() => addMoney(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => subtractMoney(Number.MIN_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => sumMoney([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it.each(BAD_NUMBERS.filter((n) => !Number.isSafeInteger(n)))(
    'throws RangeError for operand %d',
    (n) => {
      expect(() => addMoney(n, 1)).toThrow(RangeError);
      expect(() => addMoney(1, n)).toThrow(RangeError);
      expect(() => subtractMoney(n, 1)).toThrow(RangeError);
      expect(() => compareMoney(1, n)).toThrow(RangeError);
      expect(() => compareMoney(n, 1)).toThrow(RangeError);
    },
  );

  it('orders amounts', () => {
    expect(compareMoney(1, 2)).toBe(-1);
    expect(compareMoney(2, 1)).toBe(1);
    expect(compareMoney(-0, 0)).toBe(0);
  });

  it('matches BigInt arithmetic whenever the result is safe', () => {
    fc.assert(
      fc.property(safeInt, safeInt, (a, b) => {
        const exact = BigInt(a) + BigInt(b);
        const safe =
          exact <= BigInt(Number.MAX_SAFE_INTEGER) && exact >= BigInt(Number.MIN_SAFE_INTEGER);
        if (safe) expect(BigInt(addMoney(a, b))).toBe(exact);
        else expect(() => addMoney(a, b)).toThrow(RangeError);
      }),
    );
  });
});

describe('applyBasisPoints', () => {
  it('applies a rate exactly, truncating by default', () => {
    expect(applyBasisPoints(10000, 1050)).toBe(1050); // 10.5% of 100.00
    expect(applyBasisPoints(333, 5000)).toBe(166); // 1.665 → 1.66
    expect(applyBasisPoints(-333, 5000)).toBe(-166);
    expect(applyBasisPoints(0, 5000)).toBe(0);
    expect(Object.is(applyBasisPoints(-1, 1), 0)).toBe(true);
  });

  it('rounds half away from zero on request', () => {
    expect(applyBasisPoints(333, 5000, 'halfUp')).toBe(167);
    expect(applyBasisPoints(-333, 5000, 'halfUp')).toBe(-167);
    expect(applyBasisPoints(332, 5000, 'halfUp')).toBe(166);
    expect(applyBasisPoints(1, 4999, 'halfUp')).toBe(0);
  });

  it('handles amounts whose float product would lose precision', () => {
    expect(applyBasisPoints(Number.MAX_SAFE_INTEGER, 10000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(applyBasisPoints(Number.MAX_SAFE_INTEGER, 3)).toBe(2702159776422);
  });

  it('throws RangeError on bad operands and overflow', () => {
    expect(() => applyBasisPoints(Number.MAX_SAFE_INTEGER, 10001)).toThrow(RangeError);
    expect(() => applyBasisPoints(Number.MIN_SAFE_INTEGER, 10001)).toThrow(RangeError);
    for (const n of BAD_NUMBERS.filter((x) => !Number.isSafeInteger(x))) {
      expect(() => applyBasisPoints(n, 1)).toThrow(RangeError);
      expect(() => applyBasisPoints(1, n)).toThrow(RangeError);
    }
  });
});
