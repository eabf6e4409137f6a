import { describe, expect, it } from 'vitest';
import { sanitizeNumberInput } from './number-input.ts';

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
