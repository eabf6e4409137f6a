/**
 * Reading the SDK's errors in screens: an RTK Query rejection carries a {@link LobbyError}
 * whose message is already translated for the member's locale and which may name the form
 * field it belongs to. Every feature reads errors through these, so one rule decides what a
 * member sees.
 */
import type { LobbyError } from '../base-query/types.ts';
import { ClientErrorCode } from '../base-query/types.ts';

/** The SDK error inside an RTK Query rejection or result, if it is one. */
export function lobbyErrorOf(error: unknown): LobbyError | undefined {
  if (
    error &&
    typeof error === 'object' &&
    'code' in error &&
    'message' in error &&
    'status' in error
  ) {
    return error as LobbyError;
  }
  return undefined;
}

/** The form field a server error belongs to, when the form has it (dotted fields use their head). */
export function errorField<F extends string>(
  error: LobbyError | undefined,
  fields: readonly F[],
): F | undefined {
  const field = error?.field?.split('.')[0];
  return field && (fields as readonly string[]).includes(field) ? (field as F) : undefined;
}

/** The message to show for a failed call: the server's, else `fallback` (never blank). */
export function errorMessage(error: unknown, fallback: string): string {
  const message = lobbyErrorOf(error)?.message;
  return message && message.trim() !== '' ? message : fallback;
}

/** Whether a failure was the member's own cancel (logged only, never shown; spec §8). */
export function isAborted(error: unknown): boolean {
  const code = lobbyErrorOf(error)?.code;
  return (
    code === ClientErrorCode.ABORTED || (error instanceof Error && error.name === 'AbortError')
  );
}
