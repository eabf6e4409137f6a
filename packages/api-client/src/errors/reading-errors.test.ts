import { describe, expect, it } from 'vitest';
import type { LobbyError } from '../base-query/types.ts';
import { errorField, errorMessage, isAborted, lobbyErrorOf } from './reading-errors.ts';

const refusal: LobbyError = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Within 6-30 digits',
  field: 'account_number.0',
};

describe('reading SDK errors', () => {
  it('finds the SDK error in a rejection, and nothing in anything else', () => {
    expect(lobbyErrorOf(refusal)).toBe(refusal);
    expect(lobbyErrorOf(new Error('x'))).toBeUndefined();
    expect(lobbyErrorOf(null)).toBeUndefined();
    expect(lobbyErrorOf('oops')).toBeUndefined();
  });

  it('names the form field by the head of a dotted field, only when the form has it', () => {
    expect(errorField(refusal, ['account_number', 'bank_name'])).toBe('account_number');
    expect(errorField(refusal, ['amount'])).toBeUndefined();
    expect(errorField(undefined, ['amount'])).toBeUndefined();
  });

  it('puts a refusal on the field it concerns: the amount, the provider, or none', () => {
    const refused = (code: string, field?: string): LobbyError => ({
      status: 400,
      code,
      message: 'refused',
      ...(field ? { field } : {}),
    });
    const form = ['amount', 'withdraw_password'] as const;
    expect(errorField(refused('RG_LIMIT_REACHED', 'deposit_day'), form)).toBe('amount');
    expect(errorField(refused('RG_LIMIT_REACHED', 'deposit_month'), form)).toBe('amount');
    expect(errorField(refused('WITHDRAWAL_LIMIT'), form)).toBe('amount');
    expect(errorField(refused('INSUFFICIENT_BALANCE'), form)).toBe('amount');
    // Refused whatever the amount: a toast, not a field.
    expect(errorField(refused('RG_LIMIT_REACHED', 'loss_day'), form)).toBeUndefined();
    expect(errorField(refused('RG_LIMIT_REACHED', 'session_minutes'), form)).toBeUndefined();
    expect(errorField(refused('RG_EXCLUDED'), form)).toBeUndefined();
    expect(errorField(refused('TURNOVER_REQUIRED'), form)).toBeUndefined();
    // A form without an amount field keeps it a toast; the error's own field comes first.
    expect(errorField(refused('INSUFFICIENT_BALANCE'), ['coupon'])).toBeUndefined();
    expect(errorField(refused('WRONG_PASSWORD', 'withdraw_password'), form)).toBe(
      'withdraw_password',
    );
    expect(errorField(refused('toString'), form)).toBeUndefined();
    expect(errorField(refused('GAME_UNAVAILABLE'), ['amount', 'channel_id'])).toBe('channel_id');
  });

  it("shows the server's message, else the fallback, never a blank", () => {
    expect(errorMessage(refusal, 'Load Failed')).toBe('Within 6-30 digits');
    expect(errorMessage({ ...refusal, message: '  ' }, 'Load Failed')).toBe('Load Failed');
    expect(errorMessage(new Error('boom'), 'Load Failed')).toBe('Load Failed');
  });

  it("tells the member's own cancel from a failure", () => {
    expect(isAborted({ ...refusal, code: 'ABORTED' })).toBe(true);
    expect(isAborted(Object.assign(new Error('stop'), { name: 'AbortError' }))).toBe(true);
    expect(isAborted(refusal)).toBe(false);
  });
});
