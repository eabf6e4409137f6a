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
  /** The method of a call that got no answer (see {@link LobbyError.method}). */
  readonly method?: string;
  /** The URL of a call that got no answer (see {@link LobbyError.url}). */
  readonly url?: string;
  /** Why a call got no answer, in one line (see {@link LobbyError.cause}). */
  declare readonly cause?: string;
  /**
   * The translated text for members ({@link LobbyError.message}). `message` is the same, then,
   * for a call that got no answer, the method, URL and cause a developer needs.
   */
  readonly memberMessage: string;

  constructor(endpoint: string, error: LobbyError) {
    super(developerMessage(error));
    this.name = 'LobbyApiError';
    this.endpoint = endpoint;
    this.status = error.status;
    this.code = error.code;
    this.memberMessage = error.message;
    if (error.field !== undefined) this.field = error.field;
    if (error.key !== undefined) this.key = error.key;
    if (error.until !== undefined) this.until = error.until;
    if (error.idempotencyKey !== undefined) this.idempotencyKey = error.idempotencyKey;
    if (error.method !== undefined) this.method = error.method;
    if (error.url !== undefined) this.url = error.url;
    if (error.cause !== undefined) Object.defineProperty(this, 'cause', { value: error.cause });
  }
}

/** The message of a {@link LobbyApiError}: the member's text, and what a developer needs. */
function developerMessage(error: LobbyError): string {
  if (error.url === undefined) return error.message;
  const where = `${error.method ?? 'GET'} ${error.url}`;
  return `${error.message} (${where} got no answer${error.cause ? `: ${error.cause}` : ''})`;
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
