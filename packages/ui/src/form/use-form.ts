/**
 * The one form model of the member site, with the validation behaviour of spec §5: a changed
 * field validates once the member pauses (debounced by `FORM_VALIDATE_DEBOUNCE_MS`), every field
 * (or a named few) validates on submit, the first error of a submit shows as a danger toast,
 * each field carries its mark and the message beneath, and a server's refusal lands on the
 * field it names. A submit runs once however often it is tapped, and says it is busy.
 *
 * The design system holds no translations: a form is given the `messages` namespace's
 * translate function, and (to map a failed call) a function that reads the server's refusal.
 */
import { FORM_VALIDATE_DEBOUNCE_MS } from '@lobby/domain/constants';
import type { ValidationFailure, ValidationResult } from '@lobby/domain/validators';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldStatus } from '../components/form-field.tsx';
import { useToast } from '../components/toast.tsx';

/** Validators by field; each reads the whole form (a confirmation compares with the password). */
export type FormValidators<V> = { readonly [K in keyof V]?: (values: V) => ValidationResult };

/** A field's error: a domain message key with its values, or a server's translated text. */
export type FieldError = ValidationFailure | { readonly valid: false; readonly text: string };

/** Translates a domain message key of the `messages` namespace with its values. */
export type FormTranslate = (key: string, values: Record<string, unknown>) => string;

/** A failed call read by the form's owner: its translated text and the field it names, if any. */
export interface FormRefusal<V> {
  readonly text: string;
  readonly field?: keyof V | undefined;
}

/** Options of {@link useForm}. */
export interface FormOptions<V> {
  readonly initial: V;
  readonly validators: FormValidators<V>;
  /** The `messages` namespace's translate function (the design system holds no text). */
  readonly translate: FormTranslate;
  /** Show the first error of a submit's validation as a toast. Default true. */
  readonly toastFirstError?: boolean;
  /** Debounce of validation on change. Default `FORM_VALIDATE_DEBOUNCE_MS` (spec §5). */
  readonly debounceMs?: number;
  /** Mark a filled field that passed as valid (a green tick). Default true. */
  readonly markValid?: boolean;
  /** Clear a field's message as soon as the member types in it. Default false. */
  readonly clearOnChange?: boolean;
  /** Move the focus to the field a server refused. Default false. */
  readonly focusRefusedField?: boolean;
  /**
   * Reads a failed submit: its text goes to a danger toast and beneath the field it names.
   * Without it, a submit's failure is thrown to its caller.
   */
  readonly refusal?: (failure: unknown, fields: readonly (keyof V)[]) => FormRefusal<V>;
}

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

/** Options of one {@link Form.submit}. */
export interface SubmitOptions<V> {
  /** The fields to validate first (default every field with a validator; `[]` none). */
  readonly fields?: readonly (keyof V)[] | undefined;
  /** Submits under different keys run side by side (a code request beside a save). */
  readonly key?: string | undefined;
}

/** What {@link useForm} gives a form. */
export interface Form<V> {
  readonly values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** A text field's value, change handler, mark, message and ref, bound in one object. */
  field(field: keyof V): FieldBinding;
  /** Validates `fields` (default all) now; answers whether they passed (toasting the first error). */
  validate(fields?: readonly (keyof V)[]): boolean;
  /**
   * Checks `fields` again where they were checked before, quietly (no toast): for a rule that
   * learns more after the check ran, such as the password strength once its lists load.
   */
  recheck(fields: readonly (keyof V)[]): void;
  /** Marks a field with a server's error (its text already translated). */
  setServerError(field: keyof V, text: string): void;
  status(field: keyof V): FieldStatus | undefined;
  /** The translated message under a field, if any. */
  message(field: keyof V): string | undefined;
  /** Translates a field error (a domain failure or a server's text). */
  text(error: FieldError | null | undefined): string | undefined;
  /** Resets values (default: `initial` as last given) and marks. */
  reset(values?: V): void;
  /**
   * Validates, then runs `task` unless a submit under the same key is running; a failure is
   * mapped by the form's `refusal` (toast and field mark) or thrown without one.
   */
  submit(task: () => Promise<void>, options?: SubmitOptions<V>): Promise<void>;
  /** A submit is on its way (any key, or the one given). */
  busy(key?: string): boolean;
}

type Errors<V> = Partial<Record<keyof V, FieldError | null>>;

/** Runs the validators of `fields` over `values`: null for a pass, the failure otherwise. */
export function validateFields<V>(
  validators: FormValidators<V>,
  fields: Iterable<keyof V>,
  values: V,
): Errors<V> {
  const next: Errors<V> = {};
  for (const field of fields) {
    const validate = validators[field];
    if (!validate) continue;
    const result = validate(values);
    next[field] = result.valid ? null : result;
  }
  return next;
}

/** The submits on their way by key, with a guard that holds synchronously. */
function useRunning() {
  const running = useRef(new Set<string>());
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const run = useCallback(async (task: () => Promise<void>, key: string) => {
    // A double tap in one frame: the button's `loading` only disables it after a render.
    if (running.current.has(key)) return;
    running.current.add(key);
    setKeys(new Set(running.current));
    try {
      await task();
    } finally {
      running.current.delete(key);
      setKeys(new Set(running.current));
    }
  }, []);
  return { run, keys };
}

/** The form hook. Field order (for the "first" error) is the order of `validators`. */
export function useForm<V extends Record<string, unknown>>(options: FormOptions<V>): Form<V> {
  const toast = useToast();
  const { translate, toastFirstError = true, markValid = true, clearOnChange = false } = options;
  const debounceMs = options.debounceMs ?? FORM_VALIDATE_DEBOUNCE_MS;
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const latest = useRef(options);
  latest.current = options;
  const current = useRef(values);
  current.current = values;
  const dirty = useRef(new Set<keyof V>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputs = useRef(new Map<keyof V, HTMLInputElement | null>());
  // One ref callback per field for the form's life: a new one each render would re-attach.
  const refs = useRef(new Map<keyof V, (element: HTMLInputElement | null) => void>());
  const { run, keys: runningKeys } = useRunning();

  useEffect(() => () => clearTimeout(timer.current), []);

  const text = useCallback(
    (error: FieldError | null | undefined): string | undefined => {
      if (!error) return undefined;
      if ('text' in error) return error.text;
      return translate(error.message, { ...(error.values ?? {}) });
    },
    [translate],
  );

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      if (clearOnChange) setErrors(({ [field]: _cleared, ...rest }) => rest as Errors<V>);
      dirty.current.add(field);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const fields = [...dirty.current];
        dirty.current.clear();
        const next = validateFields(latest.current.validators, fields, current.current);
        setErrors((prev) => ({ ...prev, ...next }));
      }, debounceMs);
    },
    [clearOnChange, debounceMs],
  );

  const validate = useCallback(
    (fields?: readonly (keyof V)[]) => {
      const order = fields ?? (Object.keys(latest.current.validators) as (keyof V)[]);
      clearTimeout(timer.current);
      for (const field of order) dirty.current.delete(field);
      const next = validateFields(latest.current.validators, order, current.current);
      setErrors((prev) => ({ ...prev, ...next }));
      const failed = order.map((f) => next[f]).find((e): e is FieldError => Boolean(e));
      if (failed && toastFirstError) {
        const message = text(failed);
        if (message) toast.error(message);
      }
      return !failed;
    },
    [text, toast, toastFirstError],
  );

  const recheck = useCallback((fields: readonly (keyof V)[]) => {
    setErrors((prev) => {
      const checked = fields.filter((field) => prev[field] !== undefined);
      if (checked.length === 0) return prev;
      return { ...prev, ...validateFields(latest.current.validators, checked, current.current) };
    });
  }, []);

  const setServerError = useCallback((field: keyof V, message: string) => {
    setErrors((prev) => ({ ...prev, [field]: { valid: false, text: message } }));
    // The refusal is read where it is: beneath the field the member is taken back to.
    if (latest.current.focusRefusedField) inputs.current.get(field)?.focus();
  }, []);

  const submit = useCallback(
    (task: () => Promise<void>, submitOptions: SubmitOptions<V> = {}) =>
      run(async () => {
        if (!validate(submitOptions.fields)) return;
        try {
          await task();
        } catch (failure) {
          const read = latest.current.refusal;
          if (!read) throw failure;
          const fields = Object.keys(latest.current.validators) as (keyof V)[];
          const refusal = read(failure, fields);
          if (refusal.field !== undefined) setServerError(refusal.field, refusal.text);
          toast.error(refusal.text);
        }
      }, submitOptions.key ?? ''),
    [run, validate, setServerError, toast],
  );

  const refOf = useCallback((field: keyof V) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => void inputs.current.set(field, element);
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  return useMemo(() => {
    const status = (field: keyof V): FieldStatus | undefined => {
      const error = errors[field];
      if (error === undefined) return undefined;
      if (error !== null) return 'invalid';
      if (!markValid) return undefined;
      // An empty optional field is not worth a green tick; only a filled, valid one is.
      const value = values[field];
      return typeof value === 'string' && value.trim() === '' ? undefined : 'valid';
    };
    const message = (field: keyof V) => text(errors[field]);
    return {
      values,
      set,
      validate,
      recheck,
      setServerError,
      status,
      message,
      text,
      submit,
      busy: (key?: string) => (key === undefined ? runningKeys.size > 0 : runningKeys.has(key)),
      field: (field: keyof V): FieldBinding => ({
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
        setValues(next ?? latest.current.initial);
        setErrors({});
      },
    };
  }, [
    values,
    errors,
    markValid,
    set,
    validate,
    recheck,
    setServerError,
    text,
    submit,
    runningKeys,
    refOf,
  ]);
}
