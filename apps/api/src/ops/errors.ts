/**
 * What an operator reads when a command fails: a sentence, never a bare error code. Services
 * called by ops commands throw the API's `ApiError` (a contract code such as
 * `INSUFFICIENT_BALANCE`); it is rendered with the same English sentence a member would read
 * (`base/error-messages.ts`).
 */
import { DatabaseInUseError } from '../db/folder-lock.ts';
import { errorMessage } from '../base/error-messages.ts';
import { ApiError } from '../base/errors.ts';
import { OpsError } from './ops-error.ts';

/**
 * The sentence for an error an operator can act on (bad arguments, a refused money move, a
 * database in use), or undefined for an unexpected failure (a bug: its stack belongs in a log).
 */
export function describeOpsError(error: unknown): string | undefined {
  if (error instanceof OpsError || error instanceof DatabaseInUseError) return error.message;
  if (error instanceof ApiError) return errorMessage('en', error);
  return undefined;
}
