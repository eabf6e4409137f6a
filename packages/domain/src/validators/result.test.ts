import { describe, expect, it } from 'vitest';
import { invalid, VALID } from './result.ts';

describe('VALID / invalid', () => {
  it('shares one frozen success value', () => {
    expect(VALID).toEqual({ valid: true });
    expect(Object.isFrozen(VALID)).toBe(true);
  });
  it('builds failures, omitting absent values and copying given ones', () => {
    expect(invalid('REQUIRED')).toEqual({ valid: false, message: 'REQUIRED' });
    expect(invalid('REQUIRED')).not.toHaveProperty('values');
    const values = { min: 1, max: 2 };
    const failure = invalid('PHONE_LENGTH', values);
    expect(failure).toEqual({ valid: false, message: 'PHONE_LENGTH', values: { min: 1, max: 2 } });
    expect(failure.values).not.toBe(values);
  });
  it('keeps odd values as given', () => {
    expect(invalid('MIN', { min: Number.NaN }).values?.min).toBeNaN();
    expect(invalid('MIN', {})).toEqual({ valid: false, message: 'MIN', values: {} });
  });
});
