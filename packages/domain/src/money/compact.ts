/**
 * A short form of an amount for where a full one does not fit (the header's balance chip on a
 * phone): `RM1.23M`, `¥999B`. Always rounded toward zero, so it never shows more money than
 * there is; the full amount belongs beside it in an accessible name or title.
 */
import { formatMoney, fromMinor } from './money.ts';
import type { FormatMoneyOptions } from './money.ts';

/** The suffixes of the short form, by power of a thousand. */
const SCALES = ['', 'K', 'M', 'B', 'T'] as const;

/** Significant digits the short form keeps (`1.23M`, `12.3M`, `123M`). */
const SIGNIFICANT = 3;

/**
 * Formats minor units in the short form: under a thousand it is {@link formatMoney}'s; above,
 * three significant digits of the whole units, cut (never rounded up) and with trailing zeros
 * dropped, then K, M, B or T. `formatCompactMoney(123_456_789, { currency: RM })` →
 * `RM1.23M`. Exact string work on the digits, like `formatMoney`.
 */
export function formatCompactMoney(minor: number, options: FormatMoneyOptions = {}): string {
  const full = formatMoney(minor, options);
  const decimals = options.currency?.decimals ?? options.decimals ?? 2;
  const digits = /^-?(\d+)/.exec(Number.isSafeInteger(minor) ? fromMinor(minor, decimals) : '');
  const whole = digits?.[1] ?? '';
  if (whole.length <= 3) return full;
  const scale = Math.min(Math.floor((whole.length - 1) / 3), SCALES.length - 1);
  const head = whole.slice(0, whole.length - scale * 3);
  const kept = whole.slice(head.length, head.length + Math.max(0, SIGNIFICANT - head.length));
  const fraction = kept.replace(/0+$/, '');
  // The locale's decimal mark, as formatMoney writes it.
  const mark = formatMoney(5, {
    decimals: 1,
    ...(options.locale ? { locale: options.locale } : {}),
  })[1];
  const body = fraction ? `${head}${mark}${fraction}` : head;
  return `${minor < 0 ? '-' : ''}${options.currency?.symbol ?? ''}${body}${SCALES[scale]}`;
}
