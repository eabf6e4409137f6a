/**
 * The bad input every suite feeds its functions (architecture §7): text and numbers that
 * forms, URLs and stored data really produce. Test-only; not exported by the package.
 */
export const BAD_TEXT = {
  empty: '',
  whitespace: ' \t\n\u3000 ',
  fullWidth: 'ＡＢＣ１２３',
  fullWidthDigits: '１２３４',
  emoji: '😀💰',
  zalgo: 'a\u0301\u0302\u0303',
  huge: '9'.repeat(400),
  nan: 'NaN',
  infinity: 'Infinity',
  negativeZero: '-0',
  exponent: '1e21',
  hex: '0x10',
  nul: 'a\u0000b',
  rtl: '\u202eabc',
} as const;

/** Every bad text as a list for `it.each`. */
export const BAD_TEXTS: readonly string[] = Object.values(BAD_TEXT);

/** Numbers that are not well-formed amounts, ids or times. */
export const BAD_NUMBERS: readonly number[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  0.1,
  -1,
];

/** Values of the wrong type entirely, as untyped JSON or a JS caller may pass them. */
export const WRONG_TYPES: readonly unknown[] = [undefined, null, 42, {}, [], true, Symbol('x')];

/** Dates that are not dates. */
export const INVALID_DATES: readonly Date[] = [new Date(Number.NaN), new Date('not a date')];
