import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAD_NUMBERS, BAD_TEXTS, INVALID_DATES, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  FAST_DATE_RANGE_KINDS,
  FAST_DATE_SELECTOR,
  fastDateRange,
  fastDateRangeLabels,
  formatDate,
  formatDateTime,
  fromPlatformClock,
  normaliseOffset,
  parseDateTime,
  timeStatus,
  toMillis,
  toPlatformClock,
  toUnixSeconds,
} from './time.ts';

// 2023-11-14T22:13:20Z = 2023-11-15 06:13:20 at +8 (a Wednesday).
const T = 1_700_000_000_000;

describe('toMillis', () => {
  it('multiplies ten-digit seconds by 1000', () => {
    expect(toMillis(1_700_000_000)).toBe(T);
    expect(toMillis(1_000_000_000)).toBe(1_000_000_000_000);
    expect(toMillis(9_999_999_999)).toBe(9_999_999_999_000);
    expect(toMillis(1_700_000_000.5)).toBe(T + 500);
  });
  it('leaves 13-digit milliseconds and other numbers unchanged', () => {
    expect(toMillis(T)).toBe(T);
    expect(toMillis(999_999_999)).toBe(999_999_999);
    expect(toMillis(0)).toBe(0);
    expect(Object.is(toMillis(-0), 0)).toBe(true);
    expect(toMillis(-1_700_000_000)).toBe(-1_700_000_000);
    expect(toMillis(1e21)).toBe(1e21);
  });
  it('answers NaN for non-finite and wrong types', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(toMillis(n)).toBeNaN();
    for (const v of WRONG_TYPES.filter((x) => typeof x !== 'number'))
      expect(toMillis(v as number)).toBeNaN();
    expect(toMillis('1700000000' as unknown as number)).toBeNaN();
  });
});

describe('toUnixSeconds', () => {
  it('floors to seconds', () => {
    expect(toUnixSeconds(T + 999)).toBe(1_700_000_000);
    expect(toUnixSeconds(-1)).toBe(-1);
    expect(Object.is(toUnixSeconds(-0), 0)).toBe(true);
  });
  it('answers NaN for bad input', () => {
    expect(toUnixSeconds(Number.NaN)).toBeNaN();
    expect(toUnixSeconds(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(toUnixSeconds('1' as unknown as number)).toBeNaN();
  });
});

describe('normaliseOffset', () => {
  it.each([
    [8, 8],
    [-5, -5],
    [5.5, 5.5],
    [0, 0],
    [-0, 0],
    ['+8', 8],
    ['8', 8],
    ['GMT+8', 8],
    ['utc-03:00', -3],
    ['UTC+05:30', 5.5],
    ['+0545', 5.75],
    ['-0', 0],
    [14, 14],
    [-12, -12],
  ])('reads %j as %d', (input, expected) => {
    expect(normaliseOffset(input)).toBe(expected);
  });
  it.each([
    ...BAD_TEXTS.filter((t) => t !== '-0'),
    '+15',
    '-13',
    'GMT+8:75',
    15,
    -13,
    ...BAD_NUMBERS.filter((n) => !Number.isFinite(n) || n > 14),
    null,
    undefined,
    {},
  ])('falls back to +8 for %j', (input) => {
    expect(normaliseOffset(input)).toBe(8);
  });
});

describe('toPlatformClock / fromPlatformClock', () => {
  it('applies the offset both ways', () => {
    expect(toPlatformClock(0, 8)).toBe(8 * 3_600_000);
    expect(fromPlatformClock(8 * 3_600_000, 8)).toBe(0);
    expect(toPlatformClock(0, 5.5)).toBe(5.5 * 3_600_000);
    expect(toPlatformClock(0)).toBe(8 * 3_600_000);
    expect(fromPlatformClock(0)).toBe(-8 * 3_600_000);
  });
  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -8.64e15 + 1e8, max: 8.64e15 - 1e8 }),
        fc.integer({ min: -48, max: 56 }),
        (ms, quarter) => {
          expect(fromPlatformClock(toPlatformClock(ms, quarter / 4), quarter / 4)).toBe(ms);
        },
      ),
    );
  });
  it('answers NaN for an invalid time or offset', () => {
    for (const bad of [Number.NaN, 15, -13, Number.POSITIVE_INFINITY, '8' as unknown as number]) {
      expect(toPlatformClock(0, bad)).toBeNaN();
      expect(fromPlatformClock(0, bad)).toBeNaN();
    }
    expect(toPlatformClock(Number.NaN, 8)).toBeNaN();
    expect(fromPlatformClock(Number.POSITIVE_INFINITY, 8)).toBeNaN();
  });
});

describe('formatDateTime / formatDate', () => {
  it('formats in the platform timezone', () => {
    expect(formatDateTime(T)).toBe('2023-11-15 06:13:20');
    expect(formatDateTime(T, 0)).toBe('2023-11-14 22:13:20');
    expect(formatDateTime(T, -5)).toBe('2023-11-14 17:13:20');
    expect(formatDateTime(T, 5.5)).toBe('2023-11-15 03:43:20');
    expect(formatDate(T)).toBe('2023-11-15');
  });
  it('accepts ten-digit seconds and Dates', () => {
    expect(formatDateTime(1_700_000_000)).toBe('2023-11-15 06:13:20');
    expect(formatDateTime(new Date(T))).toBe('2023-11-15 06:13:20');
  });
  it('pads every field', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 2, 3, 4, 5), 0)).toBe('2024-01-02 03:04:05');
    const y5 = new Date(0);
    y5.setUTCFullYear(5, 0, 1);
    expect(formatDateTime(y5, 0)).toBe('0005-01-01 00:00:00');
  });
  it('formats invalid input as an empty string', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, 1e21, -1e15])
      expect(formatDateTime(n)).toBe('');
    for (const d of INVALID_DATES) expect(formatDateTime(d)).toBe('');
    expect(formatDateTime(T, Number.NaN)).toBe('');
    expect(formatDateTime(T, 99)).toBe('');
    expect(formatDateTime('2023' as unknown as number)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('parseDateTime', () => {
  it('inverts formatDateTime', () => {
    expect(parseDateTime('2023-11-15 06:13:20')).toBe(T);
    expect(parseDateTime('2023-11-14 22:13:20', 0)).toBe(T);
    expect(parseDateTime('  2023-11-15 06:13:20 ')).toBe(T);
    expect(parseDateTime('2023-11-15')).toBe(Date.UTC(2023, 10, 14, 16));
    expect(parseDateTime('0005-01-01 00:00:00', 0)).toBe(new Date(0).setUTCFullYear(5, 0, 1));
  });
  it('round-trips every second from year 1000 to 9999 at every quarter-hour offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30_610_224_000, max: 253_402_300_799 - 14 * 3600 }),
        fc.integer({ min: -48, max: 56 }),
        (seconds, quarter) => {
          const ms = seconds * 1000;
          const offset = quarter / 4;
          expect(parseDateTime(formatDateTime(new Date(ms), offset), offset)).toBe(ms);
        },
      ),
    );
  });
  it('honours leap years', () => {
    expect(parseDateTime('2024-02-29 00:00:00', 0)).toBe(Date.UTC(2024, 1, 29));
    expect(parseDateTime('2023-02-29 00:00:00', 0)).toBeUndefined();
    expect(parseDateTime('1900-02-29 00:00:00', 0)).toBeUndefined();
    expect(parseDateTime('2000-02-29 00:00:00', 0)).toBe(Date.UTC(2000, 1, 29));
  });
  it.each([
    ...BAD_TEXTS,
    '２０２３-１１-１５ ０６:１３:２０',
    '2023-13-01 00:00:00',
    '2023-00-01 00:00:00',
    '2023-04-31 00:00:00',
    '2023-01-00 00:00:00',
    '2023-01-01 24:00:00',
    '2023-01-01 00:60:00',
    '2023-01-01 00:00:60',
    '2023-1-1 0:0:0',
    '2023-01-01T00:00:00Z',
    '2023-01-01 00:00',
    'Invalid Date',
  ])('answers undefined for %j', (text) => {
    expect(parseDateTime(text)).toBeUndefined();
  });
  it('answers undefined for a bad offset or wrong type', () => {
    expect(parseDateTime('2023-11-15 06:13:20', Number.NaN)).toBeUndefined();
    expect(parseDateTime('2023-11-15 06:13:20', 20)).toBeUndefined();
    for (const v of WRONG_TYPES) expect(parseDateTime(v as string)).toBeUndefined();
  });
});

describe('timeStatus', () => {
  const start = T;
  const end = T + 1000;
  it('is 1 before, 2 between (inclusive), 3 after', () => {
    expect(timeStatus(start, end, start - 1)).toBe(1);
    expect(timeStatus(start, end, start)).toBe(2);
    expect(timeStatus(start, end, end)).toBe(2);
    expect(timeStatus(start, end, end + 1)).toBe(3);
  });
  it('reads wire seconds and Dates', () => {
    expect(timeStatus(1_700_000_000, 1_700_000_100, new Date(T + 50_000))).toBe(2);
    expect(timeStatus(new Date(start), new Date(end), T + 5000)).toBe(3);
  });
  it('treats a missing, zero or invalid bound as open', () => {
    expect(timeStatus(0, 0, T)).toBe(2);
    expect(timeStatus(null, undefined, T)).toBe(2);
    expect(timeStatus(Number.NaN, Number.NaN, T)).toBe(2);
    expect(timeStatus(start, 0, T + 1e12)).toBe(2);
    expect(timeStatus(0, end, 0)).toBe(2);
    expect(timeStatus(INVALID_DATES[0], end, end + 1)).toBe(3);
  });
  it('answers 1 for an invalid now', () => {
    for (const now of [Number.NaN, Number.POSITIVE_INFINITY, ...INVALID_DATES])
      expect(timeStatus(start, end, now)).toBe(1);
  });
  it('handles an end before the start', () => {
    expect(timeStatus(end, start, end + 1)).toBe(3);
    expect(timeStatus(end, start, start - 1)).toBe(1);
  });
});

describe('fastDateRange', () => {
  const show = (
    kind: (typeof FAST_DATE_RANGE_KINDS)[number],
    now = T,
    offset = 8,
    weekStartsOn: 0 | 1 = 1,
  ) => {
    const range = fastDateRange(kind, now, offset, { weekStartsOn });
    return range && [formatDateTime(range.start, offset), formatDateTime(range.end, offset)];
  };
  it.each([
    ['today', '2023-11-15 00:00:00', '2023-11-15 23:59:59'],
    ['yesterday', '2023-11-14 00:00:00', '2023-11-14 23:59:59'],
    ['past7Days', '2023-11-09 00:00:00', '2023-11-15 23:59:59'],
    ['past30Days', '2023-10-17 00:00:00', '2023-11-15 23:59:59'],
    ['thisWeek', '2023-11-13 00:00:00', '2023-11-15 23:59:59'],
    ['lastWeek', '2023-11-06 00:00:00', '2023-11-12 23:59:59'],
    ['thisMonth', '2023-11-01 00:00:00', '2023-11-15 23:59:59'],
    ['lastMonth', '2023-10-01 00:00:00', '2023-10-31 23:59:59'],
  ] as const)('%s at 2023-11-15 06:13 (+8)', (kind, from, to) => {
    expect(show(kind)).toEqual([from, to]);
  });
  it('uses the platform day, not the UTC day', () => {
    // 22:13 UTC on the 14th is already the 15th at +8 but still the 14th at -5.
    expect(show('today', T, -5)).toEqual(['2023-11-14 00:00:00', '2023-11-14 23:59:59']);
  });
  it('ends the range on the last millisecond', () => {
    const r = fastDateRange('today', T);
    expect(r && r.end - r.start).toBe(86_400_000 - 1);
  });
  it('can start weeks on Sunday', () => {
    expect(show('thisWeek', T, 8, 0)).toEqual(['2023-11-12 00:00:00', '2023-11-15 23:59:59']);
    expect(show('lastWeek', T, 8, 0)).toEqual(['2023-11-05 00:00:00', '2023-11-11 23:59:59']);
  });
  it('handles a Monday, January and leap February', () => {
    const monday = Date.UTC(2024, 0, 1, 4); // 2024-01-01 12:00 at +8, a Monday
    expect(show('thisWeek', monday)).toEqual(['2024-01-01 00:00:00', '2024-01-01 23:59:59']);
    expect(show('lastMonth', monday)).toEqual(['2023-12-01 00:00:00', '2023-12-31 23:59:59']);
    const march = Date.UTC(2024, 2, 10);
    expect(show('lastMonth', march)).toEqual(['2024-02-01 00:00:00', '2024-02-29 23:59:59']);
  });
  it('reads a ten-digit now as seconds, as every wire time', () => {
    expect(fastDateRange('today', 1_000_000_000, 0)).toEqual(
      fastDateRange('today', new Date(1_000_000_000_000), 0),
    );
  });
  it('accepts seconds and Dates for now', () => {
    expect(fastDateRange('today', 1_700_000_000)).toEqual(fastDateRange('today', new Date(T)));
  });
  it('answers undefined for bad input', () => {
    for (const now of [Number.NaN, Number.POSITIVE_INFINITY, ...INVALID_DATES])
      expect(fastDateRange('today', now)).toBeUndefined();
    expect(fastDateRange('today', T, Number.NaN)).toBeUndefined();
    expect(fastDateRange('tomorrow' as 'today', T)).toBeUndefined();
    expect(fastDateRange('' as 'today', T)).toBeUndefined();
  });
  it('offers the spec selector choices with labels', () => {
    expect(FAST_DATE_SELECTOR).toEqual([
      'today',
      'yesterday',
      'past7Days',
      'lastMonth',
      'thisMonth',
    ]);
    expect(fastDateRangeLabels.past7Days).toBe('dateRange.past7Days');
    expect(Object.keys(fastDateRangeLabels)).toEqual([...FAST_DATE_RANGE_KINDS]);
  });
  it('always contains now for the ranges that end today', () => {
    fc.assert(
      // From 1970-04-27 on: smaller ten-digit numbers are read as seconds (spec §9).
      fc.property(
        fc.integer({ min: 10_000_000_000, max: 4_102_444_800_000 }),
        fc.integer({ min: -48, max: 56 }),
        (now, q) => {
          for (const kind of [
            'today',
            'past7Days',
            'past30Days',
            'thisWeek',
            'thisMonth',
          ] as const) {
            const r = fastDateRange(kind, now, q / 4);
            expect(r && r.start <= now && now <= r.end).toBe(true);
          }
          const y = fastDateRange('yesterday', now, q / 4);
          expect(y && y.end < now).toBe(true);
        },
      ),
    );
  });
});
