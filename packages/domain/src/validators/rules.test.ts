import { describe, expect, it } from 'vitest';
import { BAD_TEXT, BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  isBlank,
  textLength,
  validateMax,
  validateMaxLength,
  validateMin,
  validateMinLength,
  validateRequired,
  validateRequiredTrue,
} from './rules.ts';

const REQUIRED = { valid: false, message: 'REQUIRED' };
const VALID = { valid: true };

describe('validateRequired / isBlank', () => {
  it.each([undefined, null, '', ' ', BAD_TEXT.whitespace, Number.NaN, []])(
    'fails for %j',
    (value) => {
      expect(validateRequired(value)).toEqual(REQUIRED);
      expect(isBlank(value)).toBe(true);
    },
  );
  it.each([
    0,
    -0,
    false,
    'a',
    BAD_TEXT.emoji,
    BAD_TEXT.fullWidth,
    BAD_TEXT.huge,
    1e21,
    [0],
    {},
    Number.POSITIVE_INFINITY,
  ])('passes for %j', (value) => {
    expect(validateRequired(value)).toEqual(VALID);
  });
});

describe('validateRequiredTrue', () => {
  it('passes only for true', () => {
    expect(validateRequiredTrue(true)).toEqual(VALID);
    for (const v of [false, 'true', 1, ...WRONG_TYPES.filter((x) => x !== true), ...BAD_TEXTS])
      expect(validateRequiredTrue(v)).toEqual(REQUIRED);
  });
});

describe('validateMin / validateMax', () => {
  it('compares numbers and numeric text', () => {
    expect(validateMin(5, 5)).toEqual(VALID);
    expect(validateMin(4.99, 5)).toEqual({ valid: false, message: 'MIN', values: { min: 5 } });
    expect(validateMin('10', 5)).toEqual(VALID);
    expect(validateMin('-1', 0)).toEqual({ valid: false, message: 'MIN', values: { min: 0 } });
    expect(validateMax(5, 5)).toEqual(VALID);
    expect(validateMax('5.01', 5)).toEqual({ valid: false, message: 'MAX', values: { max: 5 } });
    expect(validateMax(-0, 0)).toEqual(VALID);
    expect(validateMin(-0, 0)).toEqual(VALID);
  });
  it('reads full-width digits', () => {
    expect(validateMax(BAD_TEXT.fullWidthDigits, 1000)).toEqual({
      valid: false,
      message: 'MAX',
      values: { max: 1000 },
    });
  });
  it('lets empty input through to the required rule', () => {
    for (const v of [undefined, null, '', BAD_TEXT.whitespace]) {
      expect(validateMin(v, 5)).toEqual(VALID);
      expect(validateMax(v, 5)).toEqual(VALID);
    }
  });
  it.each([
    BAD_TEXT.fullWidth,
    BAD_TEXT.emoji,
    BAD_TEXT.nan,
    BAD_TEXT.infinity,
    BAD_TEXT.exponent,
    BAD_TEXT.hex,
    '1,000',
    '.5',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('fails %j with INVALID_NUMBER', (value) => {
    expect(validateMin(value, 0)).toEqual({ valid: false, message: 'INVALID_NUMBER' });
    expect(validateMax(value, 0)).toEqual({ valid: false, message: 'INVALID_NUMBER' });
  });
  it('handles huge values', () => {
    expect(validateMax(BAD_TEXT.huge, 1e21)).toEqual({
      valid: false,
      message: 'MAX',
      values: { max: 1e21 },
    });
    expect(validateMin(1e21, 0)).toEqual(VALID);
  });
  it('treats a non-finite bound as no bound', () => {
    expect(validateMin(1, Number.NaN)).toEqual(VALID);
    expect(validateMax(1, Number.NEGATIVE_INFINITY)).toEqual(VALID);
  });
  it('fails wrong types as INVALID_NUMBER', () => {
    expect(validateMin({} as never, 0)).toEqual({ valid: false, message: 'INVALID_NUMBER' });
    expect(validateMax(true as never, 0)).toEqual({ valid: false, message: 'INVALID_NUMBER' });
  });
});

describe('textLength', () => {
  it('counts code points', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength(BAD_TEXT.emoji)).toBe(2);
    expect(textLength(BAD_TEXT.fullWidth)).toBe(6);
    expect(textLength(BAD_TEXT.zalgo)).toBe(4);
  });
});

describe('validateMinLength / validateMaxLength', () => {
  it('checks length in code points', () => {
    expect(validateMinLength('abc', 3)).toEqual(VALID);
    expect(validateMinLength('ab', 3)).toEqual({
      valid: false,
      message: 'MIN_LENGTH',
      values: { min: 3 },
    });
    expect(validateMaxLength('😀😀', 2)).toEqual(VALID);
    expect(validateMaxLength('😀😀😀', 2)).toEqual({
      valid: false,
      message: 'MAX_LENGTH',
      values: { max: 2 },
    });
    expect(validateMaxLength(BAD_TEXT.huge, 30)).toEqual({
      valid: false,
      message: 'MAX_LENGTH',
      values: { max: 30 },
    });
  });
  it('counts whitespace (no silent trimming)', () => {
    expect(validateMinLength('   ', 3)).toEqual(VALID);
    expect(validateMaxLength(' a ', 1)).toEqual({
      valid: false,
      message: 'MAX_LENGTH',
      values: { max: 1 },
    });
  });
  it('lets empty input through to the required rule', () => {
    for (const v of [undefined, null, '']) {
      expect(validateMinLength(v, 3)).toEqual(VALID);
      expect(validateMaxLength(v, 3)).toEqual(VALID);
    }
  });
  it('fails non-text as REQUIRED', () => {
    expect(validateMinLength(12 as never, 1)).toEqual(REQUIRED);
    expect(validateMaxLength({} as never, 1)).toEqual(REQUIRED);
  });
  it('treats a non-finite bound as no bound', () => {
    expect(validateMinLength('a', Number.NaN)).toEqual(VALID);
    expect(validateMaxLength('a', Number.POSITIVE_INFINITY)).toEqual(VALID);
  });
});
