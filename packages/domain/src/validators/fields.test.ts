import { describe, expect, it } from 'vitest';
import { BAD_TEXT, BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  isFieldRequired,
  validateAmount,
  validateBankAccount,
  validateEmail,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateReferralCode,
  validateUsername,
  validateSignInUsername,
  validateWithdrawalPassword,
  validateWithdrawalPasswordEntry,
  isTrivialWithdrawalPassword,
} from './fields.ts';
import { lengthBounds } from './length-bounds.ts';

const VALID = { valid: true };
const mobile = lengthBounds('mobile');
const configured = lengthBounds('configured');

describe('validateSignInUsername', () => {
  it.each(['demo', 'abcde', '1abcd', 'a'.repeat(40)])('lets %j through to the server', (name) => {
    expect(validateSignInUsername(name)).toEqual(VALID);
  });
  it('asks for a username when empty', () => {
    for (const v of ['', BAD_TEXT.whitespace, ...WRONG_TYPES]) {
      expect(validateSignInUsername(v as string)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER_USERNAME',
      });
    }
  });
});

describe('validateUsername', () => {
  const fmt = { valid: false, message: 'USERNAME_FORMAT', values: { min: 5, max: 20 } };
  it.each(['abcde', 'A1234', 'player01', 'a'.repeat(20)])('accepts %j', (name) => {
    expect(validateUsername(name, mobile.username)).toEqual(VALID);
  });
  it.each([
    '1abcd',
    'abcd',
    'a'.repeat(21),
    'abc de',
    ' abcde',
    'abc_de',
    'ａｂｃｄｅ',
    'abcdé',
    'abcd😀',
    BAD_TEXT.fullWidth,
    BAD_TEXT.emoji,
    BAD_TEXT.huge,
    BAD_TEXT.nan.padEnd(5, 'x') + '!',
    BAD_TEXT.exponent,
    BAD_TEXT.negativeZero,
    BAD_TEXT.nul,
    BAD_TEXT.rtl,
  ])('rejects %j with the format message', (name) => {
    expect(validateUsername(name, mobile.username)).toEqual(fmt);
  });
  it('asks for a username when empty', () => {
    for (const v of ['', BAD_TEXT.whitespace, ...WRONG_TYPES]) {
      expect(validateUsername(v as string, mobile.username)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER_USERNAME',
      });
    }
  });
  it('uses the bounds it is given', () => {
    expect(validateUsername('abc', { min: 3, max: 4 })).toEqual(VALID);
    expect(validateUsername('abcde', { min: 3, max: 4 })).toEqual({
      valid: false,
      message: 'USERNAME_FORMAT',
      values: { min: 3, max: 4 },
    });
  });
});

describe('validatePassword', () => {
  it.each(['abc123', 'P@ssw0rd!', '~'.repeat(20)])('accepts %j', (pw) => {
    expect(validatePassword(pw, mobile.password)).toEqual(VALID);
  });
  it.each([
    'abc12',
    'a'.repeat(21),
    'pass word',
    'пароль123',
    BAD_TEXT.fullWidth,
    BAD_TEXT.emoji + 'abcd',
    BAD_TEXT.huge,
    BAD_TEXT.nul + 'cdefg',
  ])('rejects %j with the format message', (pw) => {
    expect(validatePassword(pw, mobile.password)).toEqual({
      valid: false,
      message: 'PASSWORD_FORMAT',
      values: { min: 6, max: 20 },
    });
  });
  it('asks for a password when empty', () => {
    for (const v of ['', BAD_TEXT.whitespace, ...WRONG_TYPES]) {
      expect(validatePassword(v as string, mobile.password)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER_PASSWORD',
      });
    }
  });
});

describe('validateWithdrawalPassword', () => {
  it('accepts 4 to 16 characters by default', () => {
    expect(validateWithdrawalPassword('1357')).toEqual(VALID);
    expect(validateWithdrawalPassword('a'.repeat(15) + 'b')).toEqual(VALID);
  });
  it.each([
    '1111',
    'aaaaaa',
    'AaAa',
    '1234',
    '0123456789',
    '7890',
    '4321',
    '0987',
    'abcd',
    'DCBA',
    'wxyz',
  ])('refuses the trivial %j', (pw) => {
    expect(validateWithdrawalPassword(pw)).toEqual({ valid: false, message: 'WPASS_TRIVIAL' });
    // Typing an existing one (set before the rule) is still only held to the format.
    expect(validateWithdrawalPasswordEntry(pw)).toEqual(VALID);
  });
  it("refuses the member's own username, in any case", () => {
    expect(validateWithdrawalPassword('Player01', undefined, { username: 'player01' })).toEqual({
      valid: false,
      message: 'WPASS_TRIVIAL',
    });
    expect(validateWithdrawalPassword('player01', undefined, { username: 'other01' })).toEqual(
      VALID,
    );
    expect(isTrivialWithdrawalPassword('1357', '')).toBe(false);
  });
  it.each(['1235', '2468', '1212', 'abce', 'a1b2', '12a4', '9012'])('accepts %j', (pw) => {
    expect(validateWithdrawalPassword(pw)).toEqual(VALID);
  });
  it.each(['123', 'a'.repeat(17), '12 34', BAD_TEXT.fullWidth, BAD_TEXT.emoji, BAD_TEXT.huge])(
    'rejects %j',
    (pw) => {
      const format = { valid: false, message: 'WPASS_FORMAT', values: { min: 4, max: 16 } };
      expect(validateWithdrawalPassword(pw)).toEqual(format);
      expect(validateWithdrawalPasswordEntry(pw)).toEqual(format);
    },
  );
  it('asks for it when empty', () => {
    for (const v of ['', BAD_TEXT.whitespace, ...WRONG_TYPES]) {
      expect(validateWithdrawalPassword(v as string)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
      });
      expect(validateWithdrawalPasswordEntry(v as string)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
      });
    }
  });
  it('takes other bounds', () => {
    expect(validateWithdrawalPassword('902715', { min: 6, max: 6 })).toEqual(VALID);
  });
});

describe('validatePasswordConfirmation', () => {
  it('passes an identical confirmation', () => {
    expect(validatePasswordConfirmation('abc123', 'abc123')).toEqual(VALID);
  });
  it('fails a different one with Password Not Same', () => {
    for (const other of ['abc124', 'abc123 ', 'ABC123', BAD_TEXT.emoji, BAD_TEXT.fullWidth]) {
      expect(validatePasswordConfirmation('abc123', other)).toEqual({
        valid: false,
        message: 'PASSWORD_NOT_SAME',
      });
    }
  });
  it('fails an empty one as REQUIRED', () => {
    for (const v of ['', BAD_TEXT.whitespace, ...WRONG_TYPES]) {
      expect(validatePasswordConfirmation('abc123', v as string)).toEqual({
        valid: false,
        message: 'REQUIRED',
      });
    }
  });
});

describe('validateBankAccount', () => {
  const length = { valid: false, message: 'BANK_ACCOUNT_LENGTH', values: { min: 6, max: 30 } };
  it('accepts 6 to 30 digits for bank type 1', () => {
    expect(validateBankAccount('123456', 1)).toEqual(VALID);
    expect(validateBankAccount('1'.repeat(30), 1)).toEqual(VALID);
  });
  it.each([
    '12345',
    '1'.repeat(31),
    '1234 5678',
    '12345a',
    '１２３４５６',
    BAD_TEXT.emoji,
    BAD_TEXT.huge,
    BAD_TEXT.exponent,
    BAD_TEXT.negativeZero,
    '-123456',
  ])('rejects %j for bank type 1', (account) => {
    expect(validateBankAccount(account, 1)).toEqual(length);
  });
  it('asks for the account when empty (type 1)', () => {
    for (const v of ['', BAD_TEXT.whitespace, ...WRONG_TYPES]) {
      expect(validateBankAccount(v as string, 1)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER_BANK_ACCOUNT',
      });
    }
  });
  it('only requires a value for other types', () => {
    expect(validateBankAccount('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 2)).toEqual(VALID);
    expect(validateBankAccount(BAD_TEXT.emoji, 3)).toEqual(VALID);
    for (const v of ['', BAD_TEXT.whitespace, null]) {
      expect(validateBankAccount(v as string, 2)).toEqual({
        valid: false,
        message: 'PLEASE_ENTER',
      });
    }
    for (const type of [0, Number.NaN, -1, 1.5])
      expect(validateBankAccount('', type)).toEqual({ valid: false, message: 'PLEASE_ENTER' });
  });
  it('takes the mobile bounds', () => {
    expect(validateBankAccount('1'.repeat(21), 1, mobile.bankCard)).toEqual({
      valid: false,
      message: 'BANK_ACCOUNT_LENGTH',
      values: { min: 6, max: 20 },
    });
  });
});

describe('isFieldRequired', () => {
  it('is true above 1 only', () => {
    expect(isFieldRequired(2)).toBe(true);
    expect(isFieldRequired(9)).toBe(true);
    for (const v of [0, 1, 1.5 - 0.5, Number.NaN, '2', null, undefined, -0])
      expect(isFieldRequired(v)).toBe(false);
    expect(isFieldRequired(1.5)).toBe(true);
  });
});

describe('validatePhone', () => {
  const base = { areaCode: '60', memberPhoneSetting: 1, bounds: mobile.phone };
  it('strips leading zeros and combines with the area code', () => {
    expect(validatePhone({ ...base, number: '0123456789' })).toEqual({
      result: VALID,
      combined: '60123456789',
    });
    expect(validatePhone({ ...base, areaCode: '+86', number: '13800138000' })).toEqual({
      result: VALID,
      combined: '8613800138000',
    });
    expect(validatePhone({ ...base, areaCode: '', number: '0012345678' })).toEqual({
      result: VALID,
      combined: '12345678',
    });
  });
  it('bounds the number by the bounds minus the area code length', () => {
    // 8–13 minus "60" → 6–11 digits after stripping.
    const err = { result: { valid: false, message: 'PHONE_LENGTH', values: { min: 6, max: 11 } } };
    expect(validatePhone({ ...base, number: '12345' })).toEqual(err);
    expect(validatePhone({ ...base, number: '123456' }).result).toEqual(VALID);
    expect(validatePhone({ ...base, number: '12345678901' }).result).toEqual(VALID);
    expect(validatePhone({ ...base, number: '123456789012' })).toEqual(err);
    expect(validatePhone({ ...base, number: '0000012345' })).toEqual(err);
  });
  it('keeps the reduced bounds at least 1', () => {
    expect(
      validatePhone({ ...base, areaCode: '1234', number: '1', bounds: { min: 2, max: 3 } }),
    ).toEqual({
      result: VALID,
      combined: '12341',
    });
  });
  it('requires a number when member_phone is above 1', () => {
    expect(validatePhone({ ...base, memberPhoneSetting: 2, number: '' })).toEqual({
      result: { valid: false, message: 'REQUIRED' },
    });
    expect(validatePhone({ ...base, memberPhoneSetting: 2, number: BAD_TEXT.whitespace })).toEqual({
      result: { valid: false, message: 'REQUIRED' },
    });
  });
  it('passes an empty optional phone without a combined value', () => {
    expect(validatePhone({ ...base, number: '' })).toEqual({ result: VALID });
    expect(
      validatePhone({ ...base, memberPhoneSetting: Number.NaN, number: null as never }),
    ).toEqual({ result: VALID });
  });
  it.each([
    BAD_TEXT.fullWidthDigits + '5678',
    BAD_TEXT.emoji,
    BAD_TEXT.fullWidth,
    BAD_TEXT.huge,
    BAD_TEXT.exponent,
    '-0123456',
    '0',
    '000000',
    '123 4567',
    '+60123456',
  ])('rejects a typed %j', (number) => {
    expect(validatePhone({ ...base, number }).result).toMatchObject({
      valid: false,
      message: 'PHONE_LENGTH',
    });
  });
  it('rejects a malformed area code', () => {
    for (const areaCode of ['6a', '12345', BAD_TEXT.emoji, '６０', '++60']) {
      expect(validatePhone({ ...base, areaCode, number: '123456789' })).toEqual({
        result: { valid: false, message: 'PLEASE_SELECT' },
      });
    }
    expect(validatePhone({ ...base, areaCode: null as never, number: '12345678' })).toEqual({
      result: VALID,
      combined: '12345678',
    });
  });
  it('falls back to the configured bounds when none are given', () => {
    expect(validatePhone({ ...base, bounds: undefined as never, number: '123456' }).result).toEqual(
      VALID,
    );
  });
  it('survives a missing input object', () => {
    expect(validatePhone(undefined as never)).toEqual({ result: VALID });
  });
});

describe('validateEmail', () => {
  it.each([
    'a@b.co',
    'first.last+tag@example.com',
    "o'brien@mail.example.org",
    'x@sub-domain.example.io',
  ])('accepts %j', (email) => {
    expect(validateEmail(email, 2)).toEqual(VALID);
  });
  it.each([
    'plain',
    'a@b',
    'a@.com',
    'a@b..com',
    'a..b@c.com',
    ' a@b.co',
    'a@b.co ',
    'a b@c.co',
    'a@-b.co',
    'ａ@b.co',
    '😀@b.co',
    `${'a'.repeat(250)}@b.co`,
    BAD_TEXT.fullWidth,
    BAD_TEXT.huge,
    BAD_TEXT.exponent,
  ])('rejects %j', (email) => {
    expect(validateEmail(email, 1)).toEqual({ valid: false, message: 'INVALID_EMAIL' });
  });
  it('requires an email only when member_email is above 1', () => {
    for (const v of ['', BAD_TEXT.whitespace, undefined, null]) {
      expect(validateEmail(v as string, 2)).toEqual({ valid: false, message: 'REQUIRED' });
      expect(validateEmail(v as string, 1)).toEqual(VALID);
      expect(validateEmail(v as string, 0)).toEqual(VALID);
      expect(validateEmail(v as string, Number.NaN)).toEqual(VALID);
    }
  });
});

describe('validateAmount', () => {
  it('answers the amount in minor units', () => {
    expect(validateAmount('100')).toEqual({ valid: true, minor: 10000 });
    expect(validateAmount('1,234.56')).toEqual({ valid: true, minor: 123456 });
    expect(validateAmount('１００')).toEqual({ valid: true, minor: 10000 });
    expect(validateAmount('5', { decimals: 0 })).toEqual({ valid: true, minor: 5 });
  });
  it('asks for an amount when empty or zero', () => {
    for (const v of ['', BAD_TEXT.whitespace, '0', '0.00', BAD_TEXT.negativeZero, ...WRONG_TYPES]) {
      expect(validateAmount(v as string)).toEqual({ valid: false, message: 'PLEASE_ENTER_AMOUNT' });
    }
  });
  it.each([
    [BAD_TEXT.fullWidth, 'INVALID_AMOUNT'],
    [BAD_TEXT.emoji, 'INVALID_AMOUNT'],
    [BAD_TEXT.nan, 'INVALID_AMOUNT'],
    [BAD_TEXT.exponent, 'INVALID_AMOUNT'],
    ['-5', 'INVALID_AMOUNT'],
    ['1.234', 'TOO_MANY_DECIMALS'],
    [BAD_TEXT.huge, 'NUMBER_TOO_LARGE'],
  ])('rejects %j with %s', (text, message) => {
    expect(validateAmount(text)).toMatchObject({ valid: false, message });
  });
  it('applies min, max and balance (minor units, shown formatted)', () => {
    const options = { min: 1000, max: 500000, balance: 20000 };
    expect(validateAmount('9.99', options)).toEqual({
      valid: false,
      message: 'MIN',
      values: { min: '10.00' },
    });
    expect(validateAmount('5000.01', { ...options, balance: 1e9 })).toEqual({
      valid: false,
      message: 'MAX',
      values: { max: '5,000.00' },
    });
    expect(validateAmount('200.01', options)).toEqual({
      valid: false,
      message: 'INSUFFICIENT_AMOUNT',
    });
    expect(validateAmount('200', options)).toEqual({ valid: true, minor: 20000 });
  });
  it('writes the bounds with the formatter a screen gives (the one its hint uses)', () => {
    const formatBound = (minor: number) => `RM${(minor / 100).toFixed(2)}`;
    const options = { min: 1000, max: 500000, formatBound };
    expect(validateAmount('9.99', options)).toEqual({
      valid: false,
      message: 'MIN',
      values: { min: 'RM10.00' },
    });
    expect(validateAmount('5000.01', options)).toEqual({
      valid: false,
      message: 'MAX',
      values: { max: 'RM5000.00' },
    });
  });
  it('ignores bounds that are not amounts and falls back to 2 decimals', () => {
    const bad = { min: Number.NaN, max: 1e21, balance: 0.5, decimals: 99 };
    expect(validateAmount('1.25', bad)).toEqual({ valid: true, minor: 125 });
    expect(validateAmount('1.25', { decimals: Number.NaN })).toEqual({ valid: true, minor: 125 });
  });
});

describe('validateOtp', () => {
  it('accepts exactly six ASCII digits', () => {
    expect(validateOtp('012345')).toEqual(VALID);
    for (const v of ['12345', '1234567', '１２３４５６', '12345a', ...BAD_TEXTS, ...WRONG_TYPES]) {
      expect(validateOtp(v as string)).toEqual({ valid: false, message: 'PLEASE_ENTER_OTP' });
    }
  });
});

describe('validateReferralCode', () => {
  it('is optional but six digits when given', () => {
    for (const v of ['', undefined, null]) expect(validateReferralCode(v)).toEqual(VALID);
    expect(validateReferralCode('123456')).toEqual(VALID);
    for (const v of [
      '12345',
      'abcdef',
      BAD_TEXT.whitespace,
      BAD_TEXT.emoji,
      BAD_TEXT.fullWidthDigits + '56',
      123456,
    ]) {
      expect(validateReferralCode(v as string)).toEqual({
        valid: false,
        message: 'REFERRAL_CODE_FORMAT',
      });
    }
  });
});

describe('configured vs mobile bounds', () => {
  it('gives different answers where the spec readings differ', () => {
    const account = '1'.repeat(25);
    expect(validateBankAccount(account, 1, configured.bankCard)).toEqual(VALID);
    expect(validateBankAccount(account, 1, mobile.bankCard).valid).toBe(false);
  });
});
