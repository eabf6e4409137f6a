/**
 * Errors a handler throws on purpose. Each carries a contract `ErrorCode`; the error handler
 * turns it into `{ code, message }` with the message translated for the request locale, and
 * anything that is not an `ApiError` into a 500 `INTERNAL` whose detail stays in the log.
 */
import { ERROR_STATUS } from '@lobby/contract/errors';
import type { ErrorCode } from '@lobby/contract/errors';
import { validateRequired } from '@lobby/domain';
import type { MessageKey } from '@lobby/domain';

/** Values filling a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number>;

/** An error answered to the client as it is. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The field at fault (validation errors). */
  readonly field: string | undefined;
  /** The domain MessageKey describing the fault (validation errors). */
  readonly key: MessageKey | undefined;
  readonly values: MessageValues | undefined;
  /** Extra response headers (e.g. Retry-After). */
  readonly headers: Record<string, string> | undefined;
  /** Unix seconds the refusal ends (responsible gambling: a limit resets, an exclusion ends). */
  readonly until: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      field?: string;
      key?: MessageKey;
      values?: MessageValues;
      headers?: Record<string, string>;
      until?: number;
    } = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.field = options.field;
    this.key = options.key;
    this.values = options.values;
    this.headers = options.headers;
    this.until = options.until;
  }
}

/** A validation failure on one field, reported with the domain message key. */
export function fieldError(field: string, key: MessageKey, values?: MessageValues): ApiError {
  return new ApiError('VALIDATION_FAILED', { field, key, ...(values ? { values } : {}) });
}

/** Throws a field error when a domain validator failed; returns otherwise. */
export function check(
  field: string,
  result: { valid: true } | { valid: false; message: MessageKey; values?: MessageValues },
): void {
  if (!result.valid) throw fieldError(field, result.message, result.values);
}

/** Throws a field error with `key` when `value` is blank (the domain's "required" rule). */
export function requireField(field: string, value: unknown, key: MessageKey = 'REQUIRED'): void {
  if (!validateRequired(value).valid) throw fieldError(field, key);
}
