/**
 * Reading the SDK's errors on the payments screens: a refusal may name its field (the form marks
 * it) and always carries the server's message, already translated for the member's locale.
 */
import type { LobbyError } from '@lobby/api-client';

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
