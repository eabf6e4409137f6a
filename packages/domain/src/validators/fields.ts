import { DEFAULT_DECIMALS } from '../constants.ts';
import { PaymentType } from '../enums/enums.ts';
import { formatMoney, isMinorUnits, parseMoney } from '../money/money.ts';
import {
  CONFIGURED_DEFAULT_LENGTH_BOUNDS,
  MOBILE_LENGTH_BOUNDS,
  type Bounds,
} from './length-bounds.ts';
import { invalid, VALID, type ValidationFailure, type ValidationResult } from './result.ts';
import { isBlank, textLength } from './rules.ts';

function within(value: string, bounds: Bounds): boolean {
  const n = textLength(value);
  return n >= bounds.min && n <= bounds.max;
}

function boundsValues(bounds: Bounds): { min: number; max: number } {
  return { min: bounds.min, max: bounds.max };
}

/**
 * Username (spec §5): an ASCII letter, then ASCII letters and digits, within `bounds`. Only
 * ASCII, so full-width and look-alike letters cannot make two accounts that read the same.
 * Empty → PLEASE_ENTER_USERNAME; anything else wrong → USERNAME_FORMAT {min, max}. Not trimmed.
 */
export function validateUsername(value: string, bounds: Bounds): ValidationResult {
  if (isBlank(value) || typeof value !== 'string') return invalid('PLEASE_ENTER_USERNAME');
  if (/^[A-Za-z][A-Za-z0-9]*$/.test(value) && within(value, bounds)) return VALID;
  return invalid('USERNAME_FORMAT', boundsValues(bounds));
}

/**
 * Username at sign-in: only required. The format rule is for choosing a new name; an existing
 * member's name (made by an operator or the backend) is the server's to accept or refuse, so
 * the form never stops a login the server would allow.
 */
export function validateSignInUsername(value: string): ValidationResult {
  if (isBlank(value) || typeof value !== 'string') return invalid('PLEASE_ENTER_USERNAME');
  return VALID;
}

/** Printable ASCII without space: what can be typed identically on every keyboard. */
const PASSWORD_CHARS = /^[\x21-\x7e]+$/;

/**
 * Login password (spec §5): required, within `bounds`, printable ASCII without spaces (so a
 * password typed on a phone keyboard matches the desktop one). Empty or whitespace-only →
 * PLEASE_ENTER_PASSWORD; otherwise PASSWORD_FORMAT {min, max}.
 */
export function validatePassword(value: string, bounds: Bounds): ValidationResult {
  if (isBlank(value) || typeof value !== 'string') return invalid('PLEASE_ENTER_PASSWORD');
  if (PASSWORD_CHARS.test(value) && within(value, bounds)) return VALID;
  return invalid('PASSWORD_FORMAT', boundsValues(bounds));
}

/** Straight runs, read both ways: digits wrap (7890, 0987) as on a keypad row. */
const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz'];

/**
 * Whether a withdrawal password is one of the first guesses of anyone trying: one character
 * repeated (1111), a straight run up or down (1234, 4321, abcd), or the member's own username
 * (case-insensitive). A 4-digit PIN has only 10,000 values; these few carry most of the
 * real-world choices.
 */
export function isTrivialWithdrawalPassword(value: string, username?: string): boolean {
  const lower = value.toLowerCase();
  if (/^(.)\1+$/.test(lower)) return true;
  const reversed = [...lower].reverse().join('');
  if (RUNS.some((run) => run.includes(lower) || run.includes(reversed))) return true;
  return username !== undefined && username !== '' && lower === username.toLowerCase();
}

/**
 * A withdrawal password as typed to use it (withdrawal, adding a bank card): 4 to 16 numbers
 * or characters (spec §5; printable ASCII, no spaces). Empty → PLEASE_ENTER_WITHDRAWAL_PASSWORD;
 * otherwise WPASS_FORMAT {min, max}. Not the trivial-value rule of
 * {@link validateWithdrawalPassword}, so a password set before that rule still works until the
 * member changes it.
 */
export function validateWithdrawalPasswordEntry(
  value: string,
  bounds: Bounds = MOBILE_LENGTH_BOUNDS.withdrawalPassword,
): ValidationResult {
  if (isBlank(value) || typeof value !== 'string')
    return invalid('PLEASE_ENTER_WITHDRAWAL_PASSWORD');
  if (PASSWORD_CHARS.test(value) && within(value, bounds)) return VALID;
  return invalid('WPASS_FORMAT', boundsValues(bounds));
}

/**
 * A new withdrawal password (setting or changing it): the format of
 * {@link validateWithdrawalPasswordEntry}, and not trivial ({@link isTrivialWithdrawalPassword};
 * pass the member's `username` to refuse it too) → WPASS_TRIVIAL.
 */
export function validateWithdrawalPassword(
  value: string,
  bounds: Bounds = MOBILE_LENGTH_BOUNDS.withdrawalPassword,
  member: { username?: string | undefined } = {},
): ValidationResult {
  const format = validateWithdrawalPasswordEntry(value, bounds);
  if (!format.valid) return format;
  return isTrivialWithdrawalPassword(value, member.username) ? invalid('WPASS_TRIVIAL') : VALID;
}

/**
 * Password confirmation: REQUIRED when empty, PASSWORD_NOT_SAME when it differs from the
 * password (exact comparison, no trimming or normalisation).
 */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult {
  if (isBlank(confirmation) || typeof confirmation !== 'string') return invalid('REQUIRED');
  return password === confirmation ? VALID : invalid('PASSWORD_NOT_SAME');
}

/**
 * Bank account number (spec §5). For bank type 1 (`PaymentType.Bank`) the number must be
 * ASCII digits only, within `bounds` (6–30 configured; pass `lengthBounds('mobile').bankCard`
 * for the mobile 6–20): empty → PLEASE_ENTER_BANK_ACCOUNT, otherwise BANK_ACCOUNT_LENGTH
 * {min, max}. Other types (crypto addresses, gateway ids) are only required: PLEASE_ENTER.
 */
export function validateBankAccount(
  value: string,
  bankType: number,
  bounds: Bounds = CONFIGURED_DEFAULT_LENGTH_BOUNDS.bankCard,
): ValidationResult {
  const blank = isBlank(value) || typeof value !== 'string';
  if (bankType !== PaymentType.Bank) return blank ? invalid('PLEASE_ENTER') : VALID;
  if (blank) return invalid('PLEASE_ENTER_BANK_ACCOUNT');
  if (/^\d+$/.test(value) && within(value, bounds)) return VALID;
  return invalid('BANK_ACCOUNT_LENGTH', boundsValues(bounds));
}

/** Whether a member-group field setting (member_email, member_phone, ...) makes the field required: above 1. */
export function isFieldRequired(setting: unknown): boolean {
  return typeof setting === 'number' && setting > 1;
}

/** Input of {@link validatePhone}. */
export interface PhoneInput {
  /** The selected area code, with or without a leading `+` (e.g. `60` or `+60`). */
  areaCode: string;
  /** The number as typed; leading zeros are stripped. */
  number: string;
  /** The permission config's `member.member_phone`; above 1 makes the phone required. */
  memberPhoneSetting: number;
  /** Bounds of the whole phone (area code included), e.g. `lengthBounds('configured').phone`. */
  bounds: Bounds;
}

/** Answer of {@link validatePhone}: the result, and when valid and entered the combined number. */
export interface PhoneValidation {
  result: ValidationResult;
  /** Area code and number without leading zeros (`60` + `0123456789` → `60123456789`), for the target field. */
  combined?: string;
}

/**
 * Phone (spec §5). The number's leading zeros are stripped and it is combined with the area
 * code for the target field. It is required when `memberPhoneSetting` is above 1 or a number
 * was typed; empty and required → REQUIRED. The number (after stripping) must be ASCII digits
 * whose length is within the bounds minus the area code's length (a floor of 1), otherwise
 * PHONE_LENGTH with those reduced {min, max}. A malformed area code → PLEASE_SELECT.
 */
export function validatePhone(input: PhoneInput): PhoneValidation {
  const raw = typeof input?.number === 'string' ? input.number.trim() : '';
  const required = isFieldRequired(input?.memberPhoneSetting) || raw !== '';
  if (raw === '') return { result: required ? invalid('REQUIRED') : VALID };
  const code = typeof input.areaCode === 'string' ? input.areaCode.trim().replace(/^\+/, '') : '';
  if (!/^\d{0,4}$/.test(code)) return { result: invalid('PLEASE_SELECT') };
  const bounds = input.bounds ?? CONFIGURED_DEFAULT_LENGTH_BOUNDS.phone;
  const max = Math.max(1, bounds.max - code.length);
  const min = Math.min(max, Math.max(1, bounds.min - code.length));
  const stripped = raw.replace(/^0+/, '');
  if (!/^\d+$/.test(stripped) || stripped.length < min || stripped.length > max) {
    return { result: invalid('PHONE_LENGTH', { min, max }) };
  }
  return { result: VALID, combined: `${code}${stripped}` };
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Email (spec §5): required only when `memberEmailSetting` is above 1 (empty and required →
 * REQUIRED; empty otherwise passes). A value must be a plain ASCII address with a dotted
 * domain, at most 254 characters, else INVALID_EMAIL. Not trimmed: a stray space is an error
 * the member can see, not something silently sent.
 */
export function validateEmail(value: string, memberEmailSetting: number): ValidationResult {
  if (isBlank(value) || typeof value !== 'string') {
    return isFieldRequired(memberEmailSetting) ? invalid('REQUIRED') : VALID;
  }
  if (value.length > 254 || !EMAIL.test(value) || value.includes('..'))
    return invalid('INVALID_EMAIL');
  return VALID;
}

/** Options of {@link validateAmount}; bounds are minor units. */
export interface AmountOptions {
  /** Decimals of the currency. Default 2. */
  decimals?: number;
  /** Smallest allowed amount (minor units) → MIN {min} formatted. */
  min?: number;
  /** Largest allowed amount (minor units) → MAX {max} formatted. */
  max?: number;
  /** Available balance (minor units); more than it → INSUFFICIENT_AMOUNT. */
  balance?: number;
  /**
   * Writes a bound (minor units) into the MIN and MAX messages. Screens pass the money
   * formatter their limit hint uses, so "Must be at least RM10.00" reads like the hint
   * "RM10.00 – RM50,000.00"; without it a bound is the bare number ("10.00").
   */
  formatBound?: (minor: number) => string;
}

/** Answer of {@link validateAmount}: the amount in minor units when valid. */
export type AmountValidation = { valid: true; minor: number } | ValidationFailure;

/**
 * Amount (spec §5): a non-zero positive amount typed by the member. Empty or zero →
 * PLEASE_ENTER_AMOUNT; unparseable or negative → INVALID_AMOUNT; too many decimals →
 * TOO_MANY_DECIMALS; beyond the safe range → NUMBER_TOO_LARGE; then the optional min, max
 * (values written by `formatBound`, else as plain money) and balance checks. Bounds that are not safe integers are
 * ignored. Never throws (an invalid `decimals` falls back to 2).
 */
export function validateAmount(text: string, options: AmountOptions = {}): AmountValidation {
  const d = options.decimals;
  const decimals =
    typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 8 ? d : DEFAULT_DECIMALS;
  if (isBlank(text) || typeof text !== 'string') return invalid('PLEASE_ENTER_AMOUNT');
  const parsed = parseMoney(text, decimals);
  if (!parsed.valid) {
    return parsed.message === 'NEGATIVE_NOT_ALLOWED' ? invalid('INVALID_AMOUNT') : parsed;
  }
  const { minor } = parsed;
  if (minor === 0) return invalid('PLEASE_ENTER_AMOUNT');
  const bound = options.formatBound ?? ((value: number) => formatMoney(value, { decimals }));
  if (isMinorUnits(options.min) && minor < options.min) {
    return invalid('MIN', { min: bound(options.min) });
  }
  if (isMinorUnits(options.max) && minor > options.max) {
    return invalid('MAX', { max: bound(options.max) });
  }
  if (isMinorUnits(options.balance) && minor > options.balance)
    return invalid('INSUFFICIENT_AMOUNT');
  return { valid: true, minor };
}

/** OTP code: exactly six ASCII digits, else PLEASE_ENTER_OTP. */
export function validateOtp(value: string): ValidationResult {
  return typeof value === 'string' && /^\d{6}$/.test(value) ? VALID : invalid('PLEASE_ENTER_OTP');
}

/** Referral code: optional, but when given exactly six ASCII digits, else REFERRAL_CODE_FORMAT. */
export function validateReferralCode(value: string | null | undefined): ValidationResult {
  if (value === undefined || value === null || value === '') return VALID;
  return typeof value === 'string' && /^\d{6}$/.test(value)
    ? VALID
    : invalid('REFERRAL_CODE_FORMAT');
}
