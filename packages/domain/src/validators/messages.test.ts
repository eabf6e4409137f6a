import { describe, expect, it } from 'vitest';
import { BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import { formatMessage, isMessageKey, messages } from './messages.ts';

describe('messages', () => {
  it('holds the spec §5 and §8 texts under SCREAMING_SNAKE keys', () => {
    for (const key of Object.keys(messages)) expect(key).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(messages.REQUIRED).toBe('Required field');
    expect(messages.FAILED_TO_GET_DATA).toBe('Load Failed, Please Try Again');
    expect(messages.TOO_FREQUENT).toBe('Requests are too frequent please try again later');
    expect(messages.NETWORK_ERROR).toBe('Network error please try again');
    expect(messages.USERNAME_FORMAT).toBe(
      'Must begin with a letter and {min}-{max} characters long',
    );
    expect(messages.TOO_FREQUENT_RETRY_IN).toContain('{interval}');
    expect(messages.BALANCE_FETCH_FAILED).toContain('{name}');
    expect(messages.PROBABILITY_TOTAL).toContain('{total}');
  });

  it('has every spec §5 message text', () => {
    const texts = new Set(Object.values(messages));
    for (const text of [
      'Please Select',
      'Please Select Bank',
      'Please Select Bank Account',
      'Please Enter Bank Account',
      'Please enter the branch code',
      'Please Enter Birthday',
      'Please enter the 6-digit OTP verification code',
      'Password Not Same',
      'Please Select Date',
      'Please Select Gender',
      'Please Select Deposit Method',
      'Please Select Transfer to',
      'Please Select Transfer In',
      '6-digit referral code',
      'Please Fill In Name',
      'Please Enter Username',
      'Please Enter Password',
      'Please Enter Withdrawal Password',
      'The username has been registered',
      'The amount does not meet the transfer limit',
      'The withdrawal amount does not meet the withdrawal limit/excess balance',
      'Password must contain {min}-{max} numbers or characters',
      'Within {min}-{max} digits',
      'Please enter',
      '{min}-{max} Phone number',
      'Invalid Email',
      'Please Enter Amount',
    ]) {
      expect(texts.has(text as never), text).toBe(true);
    }
  });
});

describe('isMessageKey', () => {
  it('recognises catalogue keys only', () => {
    expect(isMessageKey('REQUIRED')).toBe(true);
    expect(isMessageKey('required')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
    for (const text of BAD_TEXTS) expect(isMessageKey(text)).toBe(false);
    for (const v of WRONG_TYPES) expect(isMessageKey(v)).toBe(false);
  });
});

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('USERNAME_FORMAT', { min: 5, max: 20 })).toBe(
      'Must begin with a letter and 5-20 characters long',
    );
    expect(formatMessage('TOO_FREQUENT_RETRY_IN', { interval: 3 })).toBe(
      'Requests are too frequent, try again in 3 minute',
    );
    expect(formatMessage('BALANCE_FETCH_FAILED', { name: 'PG Soft' })).toBe(
      'Failed to obtain the balance of PG Soft',
    );
  });
  it('answers the text unchanged without values', () => {
    expect(formatMessage('REQUIRED')).toBe('Required field');
    expect(formatMessage('PHONE_LENGTH')).toBe('{min}-{max} Phone number');
  });
  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('PHONE_LENGTH', { min: 6 })).toBe('6-{max} Phone number');
  });
  it('falls back to the raw key for an unknown key', () => {
    expect(formatMessage('NOT_A_KEY')).toBe('NOT_A_KEY');
    expect(formatMessage('')).toBe('');
    expect(formatMessage('😀 {x}', { x: 1 })).toBe('😀 1');
  });
  it('does not expand placeholders inside values, nor special replacement patterns', () => {
    expect(formatMessage('BALANCE_FETCH_FAILED', { name: '{name}' })).toBe(
      'Failed to obtain the balance of {name}',
    );
    expect(formatMessage('BALANCE_FETCH_FAILED', { name: "$& $1 $'" })).toBe(
      "Failed to obtain the balance of $& $1 $'",
    );
  });
  it('does not read inherited properties as values', () => {
    expect(formatMessage('{constructor}', {})).toBe('{constructor}');
  });
  it('writes bad values as text without throwing', () => {
    expect(formatMessage('MIN', { min: Number.NaN })).toBe('Must be at least NaN');
    expect(formatMessage('MIN', { min: -0 })).toBe('Must be at least 0');
    expect(formatMessage('MIN', { min: 1e21 })).toBe('Must be at least 1e+21');
  });
});
