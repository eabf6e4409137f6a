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

/**
 * The form field a refusal concerns when its `field` names none a form has: the one place that
 * maps the API's refusal codes to fields, so every money form puts them on the same field.
 * A refusal a different amount could pass belongs to the amount, and a provider that takes no
 * transfer now to the provider's field; one that refuses whatever the form says (an exclusion,
 * a loss or wager limit already reached, turnover owed) concerns no field and stays a toast.
 */
const FIELD_OF_REFUSAL: Readonly<Record<string, (error: LobbyError) => string | undefined>> = {
  // `field` names the limit kind: deposit limits count this deposit's amount.
  RG_LIMIT_REACHED: (error) => (error.field?.startsWith('deposit_') ? 'amount' : undefined),
  // The daily withdrawal amount (or count) of the member's VIP group.
  WITHDRAWAL_LIMIT: () => 'amount',
  INSUFFICIENT_BALANCE: () => 'amount',
  // A closed provider or one under maintenance: the choice of provider, not the amount.
  GAME_UNAVAILABLE: () => 'channel_id',
};

/**
 * The form field a server error belongs to, when the form has it: the error's own field
 * (dotted fields use their head), else the field its code concerns ({@link FIELD_OF_REFUSAL}).
 */
export function errorField<F extends string>(
  error: LobbyError | undefined,
  fields: readonly F[],
): F | undefined {
  if (!error) return undefined;
  const has = (field: string | undefined): field is F =>
    field !== undefined && (fields as readonly string[]).includes(field);
  const own = error.field?.split('.')[0];
  if (has(own)) return own;
  const concerned = Object.hasOwn(FIELD_OF_REFUSAL, error.code)
    ? FIELD_OF_REFUSAL[error.code]?.(error)
    : undefined;
  return has(concerned) ? concerned : undefined;
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
