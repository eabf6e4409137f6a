/**
 * Reading the SDK's errors in forms: a validation error names its field, which the form marks;
 * every error shows its (already translated) message as a danger toast.
 */
import type { LobbyError } from '@lobby/api-client';

/** The SDK error inside an RTK Query rejection, if it is one. */
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
