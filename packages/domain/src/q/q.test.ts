import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAD_TEXT, WRONG_TYPES } from '../testing/bad-input.ts';
import { buildQ, isQOperator, parseQ, Q_OPERATORS, type QFilter } from './q.ts';

describe('buildQ', () => {
  it('writes field:op:value joined by commas', () => {
    expect(
      buildQ([
        { field: 'bet_time', op: 'gte', value: 1_700_000_000 },
        { field: 'bet_time', op: 'lt', value: 1_700_086_400 },
        { field: 'status', op: 'in', value: [1, 2] },
        { field: 'name', op: 'ilike', value: '%pg%' },
      ]),
    ).toBe('bet_time:gte:1700000000,bet_time:lt:1700086400,status:in:1|2,name:ilike:%pg%');
  });
  it('escapes the special characters', () => {
    expect(buildQ([{ field: 'a', op: 'ne', value: 'x,y:z|w\\v' }])).toBe('a:ne:x\\,y\\:z\\|w\\\\v');
    expect(buildQ([{ field: 'a', op: 'in', value: ['1|2', '3,4'] }])).toBe('a:in:1\\|2|3\\,4');
  });
  it('writes an empty list as nothing and no filters as an empty string', () => {
    expect(buildQ([])).toBe('');
    expect(buildQ([{ field: 'a', op: 'in', value: [] }])).toBe('');
  });
  it('keeps emoji, full-width and empty values as text', () => {
    expect(buildQ([{ field: 'n', op: 'like', value: BAD_TEXT.emoji }])).toBe(
      `n:like:${BAD_TEXT.emoji}`,
    );
    expect(buildQ([{ field: 'n', op: 'like', value: BAD_TEXT.fullWidth }])).toBe(
      `n:like:${BAD_TEXT.fullWidth}`,
    );
    expect(buildQ([{ field: 'n', op: 'ne', value: '' }])).toBe('n:ne:');
    expect(buildQ([{ field: 'n', op: 'gt', value: -0 }])).toBe('n:gt:0');
    expect(buildQ([{ field: 'n', op: 'gt', value: 1e21 }])).toBe('n:gt:1e+21');
  });
  it('throws on programming errors', () => {
    expect(() => buildQ([{ field: '', op: 'gt', value: 1 }])).toThrow(RangeError);
    expect(() => buildQ([{ field: 'a b', op: 'gt', value: 1 }])).toThrow(RangeError);
    expect(() => buildQ([{ field: '1a', op: 'gt', value: 1 }])).toThrow(RangeError);
    expect(() => buildQ([{ field: 'a:b', op: 'gt', value: 1 }])).toThrow(RangeError);
    expect(() => buildQ([{ field: 'a', op: 'eq' as 'gt', value: 1 }])).toThrow(RangeError);
    expect(() => buildQ([{ field: 'a', op: 'gt', value: Number.NaN }])).toThrow(RangeError);
    expect(() => buildQ([{ field: 'a', op: 'gt', value: Number.POSITIVE_INFINITY }])).toThrow(
      RangeError,
    );
    expect(() => buildQ([{ field: 'a', op: 'in', value: 'x' as never }])).toThrow(TypeError);
    expect(() => buildQ([{ field: 'a', op: 'gt', value: null as never }])).toThrow(TypeError);
    expect(() => buildQ([null as never])).toThrow(RangeError);
  });
});

describe('parseQ', () => {
  it('reads filters back as text', () => {
    expect(parseQ('bet_time:gte:1700000000,status:in:1|2,a.b:ilike:%x%')).toEqual({
      valid: true,
      filters: [
        { field: 'bet_time', op: 'gte', value: '1700000000' },
        { field: 'status', op: 'in', value: ['1', '2'] },
        { field: 'a.b', op: 'ilike', value: '%x%' },
      ],
    });
  });
  it('reads an empty string as no filters', () => {
    expect(parseQ('')).toEqual({ valid: true, filters: [] });
  });
  it('tolerates raw colons in values and raw bars outside in', () => {
    expect(parseQ('t:gt:2024-01-01 10:00:00,n:ne:a|b')).toEqual({
      valid: true,
      filters: [
        { field: 't', op: 'gt', value: '2024-01-01 10:00:00' },
        { field: 'n', op: 'ne', value: 'a|b' },
      ],
    });
  });
  it('keeps empty values and empty list items', () => {
    expect(parseQ('a:ne:,b:in:')).toEqual({
      valid: true,
      filters: [
        { field: 'a', op: 'ne', value: '' },
        { field: 'b', op: 'in', value: [''] },
      ],
    });
  });
  it.each([
    ['a:eq:1', 'unknownOperator', 0],
    ['a:gt:1,b:GT:2', 'unknownOperator', 1],
    ['a:gt:1,', 'emptyFilter', 1],
    [',a:gt:1', 'emptyFilter', 0],
    ['a:gt:1,,b:lt:2', 'emptyFilter', 1],
    ['a:gt', 'malformed', 0],
    ['a', 'malformed', 0],
    [':gt:1', 'badField', 0],
    ['1a:gt:1', 'badField', 0],
    ['a b:gt:1', 'badField', 0],
    [`${BAD_TEXT.emoji}:gt:1`, 'badField', 0],
    ['a:gt:x\\', 'badEscape', 0],
    ['a:gt:\\n', 'badEscape', 0],
    ['a:in:1|\\x', 'badEscape', 0],
    [BAD_TEXT.whitespace, 'malformed', 0],
    [BAD_TEXT.huge, 'malformed', 0],
    [BAD_TEXT.fullWidth, 'malformed', 0],
    ['a：gt：1', 'malformed', 0],
  ])('refuses %j (%s at %d) without throwing', (text, reason, index) => {
    expect(parseQ(text)).toEqual({
      valid: false,
      message: 'INVALID_FILTER',
      values: { reason, index },
    });
  });
  it('refuses non-text', () => {
    for (const v of WRONG_TYPES) {
      expect(parseQ(v as string)).toEqual({
        valid: false,
        message: 'INVALID_FILTER',
        values: { reason: 'malformed', index: 0 },
      });
    }
  });
  it('never throws on arbitrary text', () => {
    // Any code point, surrogate halves included, as `unit: 'binary'` gives; built from an integer
    // because fast-check's 'binary' unit spends seconds building its table before the first run.
    const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
    fc.assert(
      fc.property(fc.string({ unit: codePoint }), (text) => {
        expect(typeof parseQ(text).valid).toBe('boolean');
      }),
    );
  });
});

describe('buildQ ⇄ parseQ', () => {
  const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,12}$/);
  const text = fc.string({ unit: 'grapheme', maxLength: 12 });
  const scalar = fc.oneof(text, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const filter: fc.Arbitrary<QFilter> = fc.oneof(
    fc.record({
      field,
      op: fc.constantFrom('gt', 'gte', 'lt', 'lte', 'ne', 'like', 'ilike' as const),
      value: scalar,
    }),
    fc.record({
      field,
      op: fc.constant('in' as const),
      value: fc.array(scalar, { minLength: 1, maxLength: 4 }),
    }),
  );
  it('round-trips every filter list (values come back as text)', () => {
    fc.assert(
      fc.property(fc.array(filter, { maxLength: 6 }), (filters) => {
        const expected = filters.map((f) =>
          f.op === 'in' ? { ...f, value: f.value.map(String) } : { ...f, value: String(f.value) },
        );
        expect(parseQ(buildQ(filters))).toEqual({ valid: true, filters: expected });
      }),
    );
  });
  it('round-trips text that is nothing but separators and escapes', () => {
    const nasty = fc.string({
      unit: fc.constantFrom('\\', ',', ':', '|', 'a', '%'),
      maxLength: 20,
    });
    fc.assert(
      fc.property(nasty, fc.array(nasty, { minLength: 1, maxLength: 3 }), (value, list) => {
        const filters: QFilter[] = [
          { field: 'a', op: 'like', value },
          { field: 'b', op: 'in', value: list },
        ];
        expect(parseQ(buildQ(filters))).toEqual({ valid: true, filters });
      }),
    );
  });
});

describe('isQOperator', () => {
  it('knows the eight operators', () => {
    expect(Q_OPERATORS).toEqual(['gt', 'gte', 'lt', 'lte', 'ne', 'like', 'ilike', 'in']);
    for (const op of Q_OPERATORS) expect(isQOperator(op)).toBe(true);
    for (const v of ['eq', 'GT', '', 'toString', ...WRONG_TYPES])
      expect(isQOperator(v)).toBe(false);
  });
});
