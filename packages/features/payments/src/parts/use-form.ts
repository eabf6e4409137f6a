/**
 * Form state with spec §5's behaviour, small enough for the payments forms: a changed field
 * validates after a 1 s pause, submit validates every field (the first error also shows as a
 * danger toast), each field carries its mark and the message beneath, a number field's
 * refused keystroke is said in the member's language, and a server's refusal marks its field
 * with its already-translated text and moves the focus there.
 */
import { FORM_VALIDATE_DEBOUNCE_MS } from '@lobby/domain/constants';
import type { ValidationFailure, ValidationResult } from '@lobby/domain/validators';
import { useToast } from '@lobby/ui';
import type { FieldStatus } from '@lobby/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Validators by field, each reading the whole form (a confirmation compares with its password). */
export type Validators<V> = { readonly [K in keyof V]?: (values: V) => ValidationResult };

/** A field's error: a domain message key with its values, or a server's translated text. */
export type FieldError = ValidationFailure | { readonly valid: false; readonly text: string };

/** What a text field needs from its form: spread it into a `TextField`. */
export interface FieldBinding {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly status: FieldStatus | undefined;
  readonly message: string | undefined;
  /** Translates why a number field refused a keystroke (the `messages` namespace). */
  readonly refusalText: (refusal: ValidationFailure) => string | undefined;
  /** Registers the field's input, so a server's refusal can move the focus to it. */
  readonly ref: (element: HTMLInputElement | null) => void;
}

/** The form a screen drives. */
export interface Form<V> {
  readonly values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** The value, change handler, mark and message of a text field. */
  bind(field: keyof V): FieldBinding;
  /** Validates every field now; answers whether all passed (toasting the first error). */
  validateAll(): boolean;
  /** Marks a field with a server's error (its text already translated) and focuses it. */
  setServerError(field: keyof V, text: string): void;
  status(field: keyof V): FieldStatus | undefined;
  message(field: keyof V): string | undefined;
  reset(values?: V): void;
}

/** Translates a field error with the `messages` namespace (`{min}` and friends filled in). */
export function useErrorText() {
  const { t } = useTranslation('messages');
  return useCallback(
    (error: FieldError | null | undefined): string | undefined => {
      if (!error) return undefined;
      if ('text' in error) return error.text;
      return t(error.message, { ...(error.values ?? {}) });
    },
    [t],
  );
}

/** The form hook. The first error of a full check is the first field in `validators` order. */
export function useForm<V extends Record<string, unknown>>(
  initial: V,
  validators: Validators<V>,
): Form<V> {
  const toast = useToast();
  const text = useErrorText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, FieldError | null>>>({});
  const latest = useRef(values);
  latest.current = values;
  const rules = useRef(validators);
  rules.current = validators;
  const dirty = useRef(new Set<keyof V>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(initial);
  const inputs = useRef(new Map<keyof V, HTMLInputElement | null>());
  // One ref callback per field for the form's life: a new one each render would re-attach.
  const refs = useRef(new Map<keyof V, (element: HTMLInputElement | null) => void>());
  const refOf = useCallback((field: keyof V) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => void inputs.current.set(field, element);
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback((fields: Iterable<keyof V>, current: V) => {
    const next: Partial<Record<keyof V, FieldError | null>> = {};
    for (const field of fields) {
      const validate = rules.current[field];
      if (!validate) continue;
      const result = validate(current);
      next[field] = result.valid ? null : result;
    }
    return next;
  }, []);

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      dirty.current.add(field);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const fields = [...dirty.current];
        dirty.current.clear();
        setErrors((prev) => ({ ...prev, ...check(fields, latest.current) }));
      }, FORM_VALIDATE_DEBOUNCE_MS);
    },
    [check],
  );

  const validateAll = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current.clear();
    const order = Object.keys(rules.current) as (keyof V)[];
    const next = check(order, latest.current);
    setErrors((prev) => ({ ...prev, ...next }));
    const failed = order.map((f) => next[f]).find((e): e is FieldError => Boolean(e));
    if (failed) {
      const message = text(failed);
      if (message) toast.error(message);
    }
    return !failed;
  }, [check, text, toast]);

  const setServerError = useCallback((field: keyof V, message: string) => {
    setErrors((prev) => ({ ...prev, [field]: { valid: false, text: message } }));
    // The refusal is read where it is: beneath the field the member is taken back to.
    inputs.current.get(field)?.focus();
  }, []);

  return useMemo(() => {
    const status = (field: keyof V): FieldStatus | undefined => {
      const error = errors[field];
      if (error === undefined) return undefined;
      if (error !== null) return 'invalid';
      const value = values[field];
      return typeof value === 'string' && value.trim() === '' ? undefined : 'valid';
    };
    const message = (field: keyof V) => text(errors[field]);
    return {
      values,
      set,
      validateAll,
      setServerError,
      status,
      message,
      bind: (field: keyof V): FieldBinding => ({
        value: String(values[field] ?? ''),
        onChange: (value: string) => set(field, value as V[keyof V]),
        status: status(field),
        message: message(field),
        refusalText: text,
        ref: refOf(field),
      }),
      reset(next?: V) {
        clearTimeout(timer.current);
        dirty.current.clear();
        setValues(next ?? first.current);
        setErrors({});
      },
    };
  }, [values, set, validateAll, setServerError, errors, text, refOf]);
}
