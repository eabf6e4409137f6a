import type { MessageKey, MessageValues } from './messages.ts';

/**
 * The failure half of every validator and parser result: a catalogue key plus the values that
 * fill its placeholders. Screens translate the key; the API renders it with `formatMessage`.
 */
export interface ValidationFailure {
  valid: false;
  message: MessageKey;
  values?: Record<string, string | number>;
}

/** What every validator answers. Validators never throw, whatever they are given. */
export type ValidationResult = { valid: true } | ValidationFailure;

/** The one success value, shared so results compare cheaply. */
export const VALID: { valid: true } = Object.freeze({ valid: true });

/** Builds a failure; `values` is omitted when empty so results stay minimal and comparable. */
export function invalid(message: MessageKey, values?: MessageValues): ValidationFailure {
  return values ? { valid: false, message, values: { ...values } } : { valid: false, message };
}
