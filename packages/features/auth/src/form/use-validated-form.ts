/**
 * Form state with the validation behaviour of spec §5: a field validates when its value
 * changes (debounced 1 s) and every field validates on demand (submit); each field is marked
 * valid or invalid with its message beneath; on demand, the first error also shows as a danger
 * toast unless the form turns toasts off.
 */
import { FORM_VALIDATE_DEBOUNCE_MS } from '@lobby/domain/constants';
import type { ValidationFailure, ValidationResult } from '@lobby/domain/validators';
import { useToast } from '@lobby/ui';
import type { FieldStatus } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Validators by field; each reads the whole form (a confirmation compares with the password). */
export type FormValidators<V> = { readonly [K in keyof V]?: (values: V) => ValidationResult };

/** A field's error: a domain message key with its values, or a server's translated text. */
export type FieldError = ValidationFailure | { readonly valid: false; readonly text: string };

/** Options of {@link useValidatedForm}. */
export interface ValidatedFormOptions<V> {
  readonly initial: V;
  readonly validators: FormValidators<V>;
  /** Show the first error of an on-demand validation as a toast. Default true. */
  readonly toastFirstError?: boolean;
  /** Debounce of validation on change. Default 1 s (spec §5). */
  readonly debounceMs?: number;
}

/** The keys of a form whose values are text. */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/** What a text field needs from its form: spread it into a `TextField`. */
export interface FieldBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly status: FieldStatus | undefined;
  readonly message: string | undefined;
}

/** What {@link useValidatedForm} gives a form. */
export interface ValidatedForm<V> {
  readonly values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** A text field's value, change handler, mark and message, bound in one object. */
  field(field: TextKeys<V>): FieldBinding;
  /** Validates every field now; answers whether all passed (toasting the first error). */
  validateAll(): boolean;
  /** Marks a field with a server's error (its text already translated). */
  setServerError(field: keyof V, text: string): void;
  status(field: keyof V): FieldStatus | undefined;
  /** The translated message under a field, if any. */
  message(field: keyof V): string | undefined;
  /** Resets values and marks. */
  reset(values?: V): void;
}

/** Translates a field error with the `messages` namespace (`{min}` and friends filled in). */
export function useErrorText() {
  const { t } = useTranslation('messages');
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error) return undefined;
      if ('text' in error) return error.text;
      return t(error.message, { ...(error.values ?? {}) });
    },
    [t],
  );
}

/** The form hook. Field order (for the "first" error) is the order of `validators`. */
export function useValidatedForm<V extends Record<string, unknown>>(
  options: ValidatedFormOptions<V>,
): ValidatedForm<V> {
  const { validators, toastFirstError = true, debounceMs = FORM_VALIDATE_DEBOUNCE_MS } = options;
  const toast = useToast();
  const text = useErrorText();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldError | null>>>({});
  const dirty = useRef(new Set<keyof V>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(values);
  latest.current = values;
  const validatorsRef = useRef(validators);
  validatorsRef.current = validators;

  const check = useCallback((fields: Iterable<keyof V>, current: V) => {
    const next: Partial<Record<keyof V, FieldError | null>> = {};
    for (const field of fields) {
      const validate = validatorsRef.current[field];
      if (!validate) continue;
      const result = validate(current);
      next[field] = result.valid ? null : result;
    }
    return next;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      dirty.current.add(field);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const fields = [...dirty.current];
        dirty.current.clear();
        setErrors((prev) => ({ ...prev, ...check(fields, latest.current) }));
      }, debounceMs);
    },
    [check, debounceMs],
  );

  const validateAll = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current.clear();
    const order = Object.keys(validatorsRef.current) as (keyof V)[];
    const next = check(order, latest.current);
    setErrors((prev) => ({ ...prev, ...next }));
    const first = order.map((f) => next[f]).find((e): e is FieldError => Boolean(e));
    if (first && toastFirstError) {
      const message = text(first);
      if (message) toast.error(message);
    }
    return !first;
  }, [check, text, toast, toastFirstError]);

  const setServerError = useCallback((field: keyof V, message: string) => {
    setErrors((prev) => ({ ...prev, [field]: { valid: false, text: message } }));
  }, []);

  return useMemo(() => {
    const status = (field: keyof V): FieldStatus | undefined => {
      const error = errors[field];
      if (error === undefined) return undefined;
      if (error !== null) return 'invalid';
      // An empty optional field is not worth a green tick; only a filled, valid one is.
      const value = values[field];
      return typeof value === 'string' && value.trim() === '' ? undefined : 'valid';
    };
    const message = (field: keyof V) => {
      const error = errors[field];
      return error ? text(error) : undefined;
    };
    return {
      values,
      set,
      validateAll,
      setServerError,
      status,
      message,
      field: (field: TextKeys<V>): FieldBinding => ({
        value: values[field] as string,
        onChange: (value: string) => set(field, value as V[typeof field]),
        status: status(field),
        message: message(field),
      }),
      reset(next?: V) {
        clearTimeout(timer.current);
        dirty.current.clear();
        setValues(next ?? options.initial);
        setErrors({});
      },
    };
  }, [values, set, validateAll, setServerError, errors, text, options.initial]);
}
