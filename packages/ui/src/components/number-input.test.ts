import { describe, expect, it } from 'vitest';
import { readNumberInput, sanitizeNumberInput } from './number-input.ts';

describe('sanitizeNumberInput', () => {
  it('keeps digits and up to two decimals by default', () => {
    expect(sanitizeNumberInput('123.456')).toBe('123.45');
    expect(sanitizeNumberInput('12')).toBe('12');
    expect(sanitizeNumberInput('12.')).toBe('12.');
  });

  it('drops letters, spaces, grouping commas and second points', () => {
    expect(sanitizeNumberInput('1a2b3')).toBe('123');
    expect(sanitizeNumberInput(' 1,234.5.6 ')).toBe('1234.56');
    expect(sanitizeNumberInput('abc')).toBe('');
    expect(sanitizeNumberInput('1e5')).toBe('15');
  });

  it('allows no point at all with zero decimals', () => {
    expect(sanitizeNumberInput('12.34', { decimals: 0 })).toBe('1234');
  });

  it('honours other decimal counts and starts a bare point with 0', () => {
    expect(sanitizeNumberInput('.5', { decimals: 3 })).toBe('0.5');
    expect(sanitizeNumberInput('1.23456', { decimals: 4 })).toBe('1.2345');
  });

  it('keeps a leading minus only when negatives are allowed', () => {
    expect(sanitizeNumberInput('-12.5')).toBe('12.5');
    expect(sanitizeNumberInput('-12.5', { allowNegative: true })).toBe('-12.5');
    expect(sanitizeNumberInput('1-2', { allowNegative: true })).toBe('12');
    expect(sanitizeNumberInput('--3', { allowNegative: true })).toBe('-3');
  });

  it('converts full-width digits and points', () => {
    expect(sanitizeNumberInput('１２３．４５')).toBe('123.45');
    expect(sanitizeNumberInput('－５', { allowNegative: true })).toBe('-5');
  });
});

describe('readNumberInput', () => {
  const refusal = (raw: string, rules?: Parameters<typeof readNumberInput>[1]) => {
    const read = readNumberInput(raw, rules);
    return read.accepted ? undefined : read.refusal;
  };

  it('accepts digits with up to the allowed decimals, as typed', () => {
    expect(readNumberInput('12.34')).toEqual({ accepted: true, text: '12.34' });
    expect(readNumberInput('12.')).toEqual({ accepted: true, text: '12.' });
    expect(readNumberInput('')).toEqual({ accepted: true, text: '' });
    expect(readNumberInput('.5')).toEqual({ accepted: true, text: '0.5' });
  });

  it('converts what only looks different: full-width characters, spaces, grouped thousands', () => {
    expect(readNumberInput(' １２３．４５ ')).toEqual({ accepted: true, text: '123.45' });
    expect(readNumberInput('1,234,567.8')).toEqual({ accepted: true, text: '1234567.8' });
    expect(readNumberInput('1 234 567')).toEqual({ accepted: true, text: '1234567' });
    expect(readNumberInput('123 456', { decimals: 0 })).toEqual({ accepted: true, text: '123456' });
    expect(readNumberInput('－５', { allowNegative: true })).toEqual({
      accepted: true,
      text: '-5',
    });
  });

  it('refuses a minus the field cannot take instead of dropping it', () => {
    expect(refusal('-5')).toEqual({ valid: false, message: 'NEGATIVE_NOT_ALLOWED' });
    expect(refusal('5-')).toEqual({ valid: false, message: 'NEGATIVE_NOT_ALLOWED' });
    expect(refusal('−5')).toEqual({ valid: false, message: 'NEGATIVE_NOT_ALLOWED' });
    expect(readNumberInput('-5', { allowNegative: true })).toEqual({ accepted: true, text: '-5' });
    expect(refusal('5-', { allowNegative: true })).toEqual({
      valid: false,
      message: 'INVALID_NUMBER',
    });
  });

  it('refuses letters, second points, odd commas and decimals the field cannot hold', () => {
    for (const raw of ['1a', '1e5', '1.2.3', '1,5', '12,34.5', '1 5', '1,234 567', 'NaN']) {
      expect(refusal(raw), raw).toEqual({ valid: false, message: 'INVALID_NUMBER' });
    }
    expect(refusal('1.234')).toEqual({
      valid: false,
      message: 'TOO_MANY_DECIMALS',
      values: { decimals: 2 },
    });
    expect(refusal('1.5', { decimals: 0 })).toEqual({ valid: false, message: 'WHOLE_NUMBER' });
    expect(refusal('1.', { decimals: 0 })).toEqual({ valid: false, message: 'WHOLE_NUMBER' });
  });
});
