import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAD_TEXT, WRONG_TYPES } from '../testing/bad-input.ts';
import { parseNumberInput, sanitiseNumberInput } from './number-input.ts';

describe('parseNumberInput', () => {
  it.each([
    ['0', '0', 0],
    ['12', '12', 12],
    ['12.5', '12.5', 12.5],
    ['12.50', '12.50', 12.5],
    ['007', '7', 7],
    ['5.', '5', 5],
    [' 3.1 ', '3.1', 3.1],
    [BAD_TEXT.fullWidthDigits, '1234', 1234],
    ['999999999999999', '999999999999999', 999999999999999],
  ])('parses %j as %s', (text, canonical, value) => {
    expect(parseNumberInput(text)).toEqual({ valid: true, text: canonical, value });
  });

  it('allows decimals up to the option (default 2)', () => {
    expect(parseNumberInput('1.234')).toEqual({
      valid: false,
      message: 'TOO_MANY_DECIMALS',
      values: { decimals: 2 },
    });
    expect(parseNumberInput('1.234', { decimals: 3 })).toMatchObject({ valid: true, value: 1.234 });
    expect(parseNumberInput('1.5', { decimals: 0 })).toEqual({
      valid: false,
      message: 'TOO_MANY_DECIMALS',
      values: { decimals: 0 },
    });
    expect(parseNumberInput('1', { decimals: 0 })).toMatchObject({ valid: true, value: 1 });
  });

  it('allows a minus sign only when asked', () => {
    expect(parseNumberInput('-3')).toEqual({ valid: false, message: 'NEGATIVE_NOT_ALLOWED' });
    expect(parseNumberInput('-3.25', { allowNegative: true })).toEqual({
      valid: true,
      text: '-3.25',
      value: -3.25,
    });
  });

  it('turns negative zero into 0', () => {
    for (const text of ['-0', '-0.00', '-000']) {
      const result = parseNumberInput(text, { allowNegative: true });
      expect(result).toMatchObject({ valid: true, text: text === '-0.00' ? '0.00' : '0' });
      expect(result.valid && Object.is(result.value, 0)).toBe(true);
    }
  });

  it('falls back to 2 decimals for an invalid option', () => {
    for (const decimals of [-1, 1.5, Number.NaN, 99]) {
      expect(parseNumberInput('1.234', { decimals })).toMatchObject({
        valid: false,
        message: 'TOO_MANY_DECIMALS',
      });
      expect(parseNumberInput('1.23', { decimals })).toMatchObject({ valid: true });
    }
  });

  it.each([
    ['', 'REQUIRED'],
    [BAD_TEXT.whitespace, 'REQUIRED'],
    [BAD_TEXT.fullWidth, 'INVALID_NUMBER'],
    [BAD_TEXT.emoji, 'INVALID_NUMBER'],
    [BAD_TEXT.nan, 'INVALID_NUMBER'],
    [BAD_TEXT.infinity, 'INVALID_NUMBER'],
    [BAD_TEXT.exponent, 'INVALID_NUMBER'],
    [BAD_TEXT.hex, 'INVALID_NUMBER'],
    [BAD_TEXT.huge, 'NUMBER_TOO_LARGE'],
    ['1000000000000000', 'NUMBER_TOO_LARGE'],
    ['1,000', 'INVALID_NUMBER'],
    ['.5', 'INVALID_NUMBER'],
    ['1.2.3', 'INVALID_NUMBER'],
    ['+1', 'INVALID_NUMBER'],
  ])('rejects %j with %s', (text, message) => {
    expect(parseNumberInput(text)).toMatchObject({ valid: false, message });
  });

  it('rejects non-text without throwing', () => {
    for (const v of WRONG_TYPES)
      expect(parseNumberInput(v as string)).toEqual({ valid: false, message: 'INVALID_NUMBER' });
  });
});

describe('sanitiseNumberInput', () => {
  it.each([
    ['12a.345', {}, '12.34'],
    ['１2a.345', {}, '12.34'],
    ['1.2.3', {}, '1.23'],
    ['.5', {}, '0.5'],
    ['5.', {}, '5.'],
    ['-12', {}, '12'],
    ['-12', { allowNegative: true }, '-12'],
    ['1-2', { allowNegative: true }, '12'],
    ['12.5', { decimals: 0 }, '125'],
    ['1.23456', { decimals: 4 }, '1.2345'],
    ['', {}, ''],
    [BAD_TEXT.emoji, {}, ''],
    [BAD_TEXT.exponent, {}, '121'],
    [BAD_TEXT.nan, {}, ''],
    [BAD_TEXT.whitespace, {}, ''],
  ])('filters %j (%j) to %j', (text, options, expected) => {
    expect(sanitiseNumberInput(text, options)).toBe(expected);
  });

  it('answers an empty string for non-text', () => {
    for (const v of WRONG_TYPES) expect(sanitiseNumberInput(v as string)).toBe('');
  });

  it('always yields text parseNumberInput accepts (or empty)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (text, decimals, allowNegative) => {
          const clean = sanitiseNumberInput(text, { decimals, allowNegative });
          const digits = clean.replace(/[^0-9]/g, '');
          if (
            digits === '' ||
            clean
              .split('.')[0]!
              .replace('-', '')
              .replace(/^0+(?=\d)/, '').length > 15
          )
            return;
          expect(parseNumberInput(clean, { decimals, allowNegative }).valid).toBe(true);
        },
      ),
    );
  });
});
