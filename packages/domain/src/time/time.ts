/**
 * Time in the platform's timezone. The wire sends ten-digit Unix seconds; the site works in
 * milliseconds; members read times in the platform timezone (an hour offset, default +8), not
 * their device's. Every helper here is pure: "now" is always passed in.
 */
import { DEFAULT_TIMEZONE_OFFSET } from '../constants.ts';
import { TimeStatus } from '../enums/enums.ts';

const DAY_MS = 86_400_000;

/**
 * Something that names an instant: milliseconds, ten-digit seconds or a Date. A number with
 * exactly ten integer digits is always read as seconds (spec §9), so the milliseconds of
 * 1970-01-12 to 1970-04-26 can only be passed as a Date.
 */
export type TimeInput = number | Date;

/**
 * Milliseconds of a wire time (spec §9): a ten-digit integer part is Unix seconds and is
 * multiplied by 1000; anything else (13-digit milliseconds, 0, negatives) is already
 * milliseconds and returned unchanged. A non-finite input answers NaN.
 */
export function toMillis(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return Number.NaN;
  const whole = Math.trunc(Math.abs(value));
  if (value > 0 && whole >= 1_000_000_000 && whole <= 9_999_999_999)
    return Math.round(value * 1000);
  return value === 0 ? 0 : value;
}

/** Unix seconds of a millisecond time, rounded down: what the wire's time filters take. NaN for non-finite. */
export function toUnixSeconds(ms: number): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return Number.NaN;
  const s = Math.floor(ms / 1000);
  return s === 0 ? 0 : s;
}

/**
 * Reads an hour offset as the system config may send it: a number (8, -5, 5.5) or text
 * (`'+8'`, `'GMT+8'`, `'UTC+05:30'`, `'-03:00'`). Anything unreadable or outside -12..+14
 * falls back to the default +8, so a bad config never shifts every time shown.
 */
export function normaliseOffset(value: unknown): number {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < -12 || value > 14) return DEFAULT_TIMEZONE_OFFSET;
    return value === 0 ? 0 : value;
  }
  if (typeof value !== 'string') return DEFAULT_TIMEZONE_OFFSET;
  const m = /^(?:GMT|UTC)?\s*([+-])?(\d{1,2})(?::?(\d{2}))?$/i.exec(value.trim());
  if (!m) return DEFAULT_TIMEZONE_OFFSET;
  const [, sign, hours = '0', minutes = '0'] = m;
  if (Number(minutes) >= 60) return DEFAULT_TIMEZONE_OFFSET;
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) + Number(minutes) / 60);
  return normaliseOffset(offset);
}

function offsetMs(offsetHours: number): number | undefined {
  if (
    typeof offsetHours !== 'number' ||
    !Number.isFinite(offsetHours) ||
    offsetHours < -12 ||
    offsetHours > 14
  ) {
    return undefined;
  }
  return Math.round(offsetHours * 60) * 60_000;
}

function instant(value: TimeInput): number {
  if (value instanceof Date) return value.getTime();
  return toMillis(value);
}

/**
 * Shifts an instant into platform wall-clock time: the result's UTC fields read as the
 * platform's local fields. The first half of "the offset applied both ways" (spec §9).
 * NaN for an invalid time or offset.
 */
export function toPlatformClock(ms: number, offsetHours: number = DEFAULT_TIMEZONE_OFFSET): number {
  const shift = offsetMs(offsetHours);
  if (shift === undefined || !Number.isFinite(ms)) return Number.NaN;
  return ms + shift;
}

/** The inverse of {@link toPlatformClock}: platform wall-clock time back to an instant. */
export function fromPlatformClock(
  ms: number,
  offsetHours: number = DEFAULT_TIMEZONE_OFFSET,
): number {
  const shift = offsetMs(offsetHours);
  if (shift === undefined || !Number.isFinite(ms)) return Number.NaN;
  return ms - shift;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function wallClock(value: TimeInput, offsetHours: number): Date | undefined {
  const shifted = toPlatformClock(instant(value), offsetHours);
  if (!Number.isFinite(shifted)) return undefined;
  const date = new Date(shifted);
  const year = date.getUTCFullYear();
  return Number.isNaN(year) || year < 0 || year > 9999 ? undefined : date;
}

/**
 * Formats an instant as `yyyy-MM-dd HH:mm:ss` in the platform timezone (spec §9). Accepts
 * milliseconds, ten-digit seconds or a Date. An invalid time or offset (or a year outside
 * 0–9999) formats as `''`, so a bad record shows blank rather than crashing a list.
 */
export function formatDateTime(
  value: TimeInput,
  offsetHours: number = DEFAULT_TIMEZONE_OFFSET,
): string {
  const d = wallClock(value, offsetHours);
  if (!d) return '';
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Formats an instant as `yyyy-MM-dd` in the platform timezone; `''` when invalid. */
export function formatDate(
  value: TimeInput,
  offsetHours: number = DEFAULT_TIMEZONE_OFFSET,
): string {
  return formatDateTime(value, offsetHours).slice(0, 10);
}

/**
 * Reads `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd`, meaning midnight) as platform time and answers
 * the instant in milliseconds: the inverse of {@link formatDateTime}. Calendar-checked (no
 * 31 February, leap years honoured); ASCII digits only; surrounding whitespace ignored.
 * Anything else answers `undefined`.
 */
export function parseDateTime(
  text: string,
  offsetHours: number = DEFAULT_TIMEZONE_OFFSET,
): number | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  if (mo === undefined || mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return undefined;
  const check = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  check.setUTCFullYear(y ?? 0, mo - 1, d);
  check.setUTCHours(h, mi, s, 0);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return undefined;
  const ms = fromPlatformClock(check.getTime(), offsetHours);
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * Time-based status (spec §4): 1 before `start`, 2 from `start` to `end` inclusive, 3 after
 * `end`. Inputs may be ms, ten-digit seconds or Dates. A missing, zero or invalid `start` means
 * "already started" and such an `end` means "never ends" (open-ended promotions). A `now` that
 * is not a valid time answers 1, the status that enables nothing.
 */
export function timeStatus(
  start: TimeInput | null | undefined,
  end: TimeInput | null | undefined,
  now: TimeInput,
): TimeStatus {
  const at = instant(now);
  if (!Number.isFinite(at)) return TimeStatus.NotStarted;
  const from = start === null || start === undefined ? Number.NaN : instant(start);
  const to = end === null || end === undefined ? Number.NaN : instant(end);
  if (Number.isFinite(from) && from !== 0 && at < from) return TimeStatus.NotStarted;
  if (Number.isFinite(to) && to !== 0 && at > to) return TimeStatus.Ended;
  return TimeStatus.InProgress;
}

/** An inclusive range of instants in milliseconds: `end` is the last millisecond of the range. */
export interface DateRange {
  start: number;
  end: number;
}

/** Kinds of {@link fastDateRange}. */
export const FAST_DATE_RANGE_KINDS = [
  'today',
  'yesterday',
  'past7Days',
  'past30Days',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
/** A fast date range kind. */
export type FastDateRangeKind = (typeof FAST_DATE_RANGE_KINDS)[number];

/** The choices of the fast date selector, in its order (spec §2). */
export const FAST_DATE_SELECTOR: readonly FastDateRangeKind[] = Object.freeze([
  'today',
  'yesterday',
  'past7Days',
  'lastMonth',
  'thisMonth',
]);

/** i18n label keys of the fast date range kinds, e.g. `dateRange.past7Days` ("Past 7 Days"). */
export const fastDateRangeLabels: Readonly<Record<FastDateRangeKind, string>> = Object.freeze(
  Object.fromEntries(FAST_DATE_RANGE_KINDS.map((k) => [k, `dateRange.${k}`])) as Record<
    FastDateRangeKind,
    string
  >,
);

/** Options of {@link fastDateRange}. */
export interface FastDateRangeOptions {
  /** First day of a calendar week: 1 Monday (ISO, default) or 0 Sunday. */
  weekStartsOn?: 0 | 1;
}

/**
 * The range of a fast date choice in the platform timezone, as instants (ms):
 * - `today`, `yesterday`: that calendar day;
 * - `past7Days`, `past30Days`: the last 7 / 30 calendar days including today;
 * - `thisWeek`, `thisMonth`: from the start of the calendar week / month to the end of today
 *   (no future in a record filter);
 * - `lastWeek`, `lastMonth`: the whole previous calendar week / month.
 * Weeks start on Monday unless `weekStartsOn: 0`. Answers `undefined` for an unknown kind, an
 * invalid `now` or an invalid offset.
 */
export function fastDateRange(
  kind: FastDateRangeKind,
  now: TimeInput,
  offsetHours: number = DEFAULT_TIMEZONE_OFFSET,
  options: FastDateRangeOptions = {},
): DateRange | undefined {
  const wall = toPlatformClock(instant(now), offsetHours);
  if (!Number.isFinite(wall) || !(FAST_DATE_RANGE_KINDS as readonly string[]).includes(kind))
    return undefined;
  const today = Math.floor(wall / DAY_MS) * DAY_MS;
  const endOfToday = today + DAY_MS - 1;
  const d = new Date(today);
  const weekStart = options.weekStartsOn === 0 ? 0 : 1;
  const thisWeek = today - ((d.getUTCDay() - weekStart + 7) % 7) * DAY_MS;
  const thisMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const lastMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  const wallRanges: Record<FastDateRangeKind, [number, number]> = {
    today: [today, endOfToday],
    yesterday: [today - DAY_MS, today - 1],
    past7Days: [today - 6 * DAY_MS, endOfToday],
    past30Days: [today - 29 * DAY_MS, endOfToday],
    thisWeek: [thisWeek, endOfToday],
    lastWeek: [thisWeek - 7 * DAY_MS, thisWeek - 1],
    thisMonth: [thisMonth, endOfToday],
    lastMonth: [lastMonth, thisMonth - 1],
  };
  const [start, end] = wallRanges[kind];
  return { start: fromPlatformClock(start, offsetHours), end: fromPlatformClock(end, offsetHours) };
}
