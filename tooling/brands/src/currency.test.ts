import { describe, expect, it } from 'vitest';
import { currencyOf } from './currency.ts';

describe('currencyOf', () => {
  it('gives a code its narrow symbol and decimals', () => {
    expect(currencyOf('MYR')).toEqual({ code: 'MYR', symbol: 'RM', decimals: 2 });
    expect(currencyOf('JPY')).toEqual({ code: 'JPY', symbol: '¥', decimals: 0 });
    expect(currencyOf('THB')).toEqual({ code: 'THB', symbol: '฿', decimals: 2 });
  });

  it('refuses a code that is no currency code', () => {
    expect(() => currencyOf('dollars')).toThrow(RangeError);
  });
});
