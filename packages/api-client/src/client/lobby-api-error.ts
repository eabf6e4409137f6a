/**
 * The error the promise-based calls of `createLobbyClient` reject with: a real `Error` (stack,
 * `instanceof`) carrying the same fields hooks see in `error`.
 */
import type { LobbyError } from '../base-query/types.ts';

/** A failed call. `code` is the contract's error code, or one of the SDK's client codes. */
export class LobbyApiError extends Error implements LobbyError {
  readonly status: number;
  readonly code: LobbyError['code'];
  readonly field?: string;
  readonly key?: string;
  /** Unix seconds a responsible-gambling refusal ends (see {@link LobbyError.until}). */
  readonly until?: number;
  /** The `Idempotency-Key` of a failed money-moving call: pass it back to retry the same operation. */
  readonly idempotencyKey?: string;
  /** The endpoint name the call was made to. */
  readonly endpoint: string;

  constructor(endpoint: string, error: LobbyError) {
    super(error.message);
    this.name = 'LobbyApiError';
    this.endpoint = endpoint;
    this.status = error.status;
    this.code = error.code;
    if (error.field !== undefined) this.field = error.field;
    if (error.key !== undefined) this.key = error.key;
    if (error.until !== undefined) this.until = error.until;
    if (error.idempotencyKey !== undefined) this.idempotencyKey = error.idempotencyKey;
  }
}

/** Turns whatever `unwrap()` rejected with into a {@link LobbyApiError}. */
export function toLobbyApiError(endpoint: string, rejection: unknown): LobbyApiError {
  if (rejection instanceof LobbyApiError) return rejection;
  const value = rejection as Partial<LobbyError> & { name?: string; message?: string };
  if (
    value &&
    typeof value === 'object' &&
    typeof value.code === 'string' &&
    typeof value.status === 'number'
  ) {
    return new LobbyApiError(endpoint, value as LobbyError);
  }
  return new LobbyApiError(endpoint, {
    status: 0,
    code: 'REQUEST_FAILED',
    message: value?.message ?? String(rejection),
  });
}
