import { describe, expect, it } from 'vitest';
import { BAD_TEXT } from '../testing/bad-input.ts';
import { dropEmptyParams } from './params.ts';

describe('dropEmptyParams', () => {
  it('drops undefined, null, empty strings and empty arrays', () => {
    expect(dropEmptyParams({ a: undefined, b: null, c: '', d: [], e: 'x' })).toEqual({ e: 'x' });
  });
  it('keeps 0, false, whitespace, NaN, -0, emoji, non-empty arrays and objects', () => {
    const input = {
      zero: 0,
      negZero: -0,
      no: false,
      space: BAD_TEXT.whitespace,
      nan: Number.NaN,
      emoji: BAD_TEXT.emoji,
      big: 1e21,
      list: [0],
      nested: { a: undefined },
    };
    expect(dropEmptyParams(input)).toEqual(input);
  });
  it('does not change its input', () => {
    const input = { a: undefined, b: 1 };
    const out = dropEmptyParams(input);
    expect(input).toEqual({ a: undefined, b: 1 });
    expect(out).not.toBe(input);
  });
  it('answers an empty object for non-objects', () => {
    expect(dropEmptyParams(null as never)).toEqual({});
    expect(dropEmptyParams(undefined as never)).toEqual({});
    expect(dropEmptyParams('abc' as never)).toEqual({});
    expect(dropEmptyParams({})).toEqual({});
  });
  it('ignores inherited keys', () => {
    const proto = { inherited: 1 };
    const input = Object.create(proto) as { own?: number };
    input.own = 2;
    expect(dropEmptyParams(input)).toEqual({ own: 2 });
  });
});
