import { describe, expect, it } from 'vitest';
import { errorField, lobbyErrorOf } from './api-error.ts';

describe('form errors from the SDK', () => {
  it('recognises an SDK error and finds its form field', () => {
    const error = lobbyErrorOf({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid Email',
      field: 'email',
    });
    expect(error?.code).toBe('VALIDATION_FAILED');
    expect(errorField(error, ['username', 'email'] as const)).toBe('email');
    expect(
      errorField({ status: 400, code: 'X', message: 'm', field: 'mobile.number' }, [
        'mobile',
      ] as const),
    ).toBe('mobile');
    expect(
      errorField({ status: 400, code: 'X', message: 'm', field: 'other' }, ['email'] as const),
    ).toBeUndefined();
    expect(errorField(undefined, ['email'] as const)).toBeUndefined();
  });

  it('ignores anything else', () => {
    for (const value of [null, undefined, 'x', new Error('boom'), { message: 'no code' }])
      expect(lobbyErrorOf(value)).toBeUndefined();
  });
});
