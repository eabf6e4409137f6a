import { authApi } from '@lobby/api-client/auth';
import { createLiveHarness, PASSWORD, uniqueUsername } from '@lobby/test-kit/live';
import { describe, expect, it } from 'vitest';
import { errorField, lobbyErrorOf } from '@lobby/api-client';

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

  it('reads the reference API’s refusals as the SDK rejects them', async () => {
    const harness = createLiveHarness();
    const register = (username: string, confirmation = PASSWORD) =>
      harness.store
        .dispatch(
          authApi.endpoints.register.initiate({
            username,
            password: PASSWORD,
            password_confirmation: confirmation,
            age_confirmed: true,
            $options: { handleErrors: true },
          }),
        )
        .unwrap()
        .then(
          () => undefined,
          (rejection: unknown) => rejection,
        );
    const mismatch = lobbyErrorOf(await register(uniqueUsername(), 'other-pass1'));
    expect(mismatch).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(errorField(mismatch, ['password', 'password_confirmation'] as const)).toBe(
      'password_confirmation',
    );
    // A refusal that names no field stays a toast only.
    const login = await harness.store
      .dispatch(
        authApi.endpoints.login.initiate({
          username: uniqueUsername(),
          password: PASSWORD,
          $options: { handleErrors: true },
        }),
      )
      .unwrap()
      .catch((rejection: unknown) => rejection);
    const refused = lobbyErrorOf(login);
    expect(refused).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect username or password',
    });
    expect(errorField(refused, ['username', 'password'] as const)).toBeUndefined();
  });

  it('ignores anything else', () => {
    for (const value of [null, undefined, 'x', new Error('boom'), { message: 'no code' }])
      expect(lobbyErrorOf(value)).toBeUndefined();
  });
});
