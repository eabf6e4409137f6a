/**
 * The small form model every settings form shares (`@lobby/ui` has none): values by field,
 * the spec §5 timing (a field is checked 1 s after the member stops typing, every field on
 * submit), messages translated from the domain's `messages` keys, and a server refusal placed
 * on the field it names.
 */
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import type { ValidationResult } from '@lobby/domain/validators';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';

/** Spec §5: validation on model change is debounced by one second. */
export const VALIDATE_AFTER_MS = 1000;

/** One field's rule over the whole form (a confirmation reads the password beside it). */
export type FieldRule<F extends string> = (values: Readonly<Record<F, string>>) => ValidationResult;

/** What {@link useSettingsForm} answers. */
export interface SettingsForm<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  readonly errors: Readonly<Partial<Record<F, string>>>;
  /** Sets a field and checks it once the member pauses. */
  set(field: F, value: string): void;
  /** Checks `fields` (default all) now; answers the first message, or undefined when valid. */
  check(fields?: readonly F[]): string | undefined;
  /** Puts a failed call's translated message on the field it names; answers the message. */
  refuse(failure: unknown): string;
  /** Back to the first values, no messages. */
  reset(): void;
  /** The props a `TextField` needs for a field: value, change, message and state. */
  field(name: F): {
    value: string;
    onChange: (value: string) => void;
    message?: string;
    status?: 'invalid';
  };
}

/** The form model (see the module note); `rules` name every field of the form. */
export function useSettingsForm<F extends string>(
  initial: Readonly<Record<F, string>>,
  rules: Readonly<Record<F, FieldRule<F>>>,
): SettingsForm<F> {
  const { t } = useSettingsTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const latest = useRef({ values, rules });
  latest.current = { values, rules };
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());

  const text = useCallback(
    (result: ValidationResult) =>
      result.valid ? undefined : t(`messages:${result.message}`, result.values ?? {}),
    [t],
  );

  const mark = useCallback(
    (field: F, message: string | undefined) =>
      setErrors((all) => {
        if (all[field] === message) return all;
        const next = { ...all };
        if (message === undefined) delete next[field];
        else next[field] = message;
        return next;
      }),
    [],
  );

  // Pending checks die with the form.
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const set = (field: F, value: string) => {
    setValues((all) => ({ ...all, [field]: value }));
    mark(field, undefined);
    const old = timers.current.get(field);
    if (old) clearTimeout(old);
    timers.current.set(
      field,
      setTimeout(() => {
        const now = latest.current;
        mark(field, text(now.rules[field](now.values)));
      }, VALIDATE_AFTER_MS),
    );
  };

  const check = (fields?: readonly F[]) => {
    const names = fields ?? (Object.keys(rules) as F[]);
    const found: Partial<Record<F, string>> = {};
    for (const name of names) {
      const message = text(rules[name](values));
      if (message !== undefined) found[name] = message;
    }
    setErrors((all) => {
      const next = { ...all };
      for (const name of names) delete next[name];
      return { ...next, ...found };
    });
    return names.map((name) => found[name]).find((message) => message !== undefined);
  };

  const refuse = (failure: unknown) => {
    const message = errorMessage(failure, t('messages:FAILED_TO_GET_DATA'));
    const field = errorField(lobbyErrorOf(failure), Object.keys(rules) as F[]);
    if (field) mark(field, message);
    return message;
  };

  const reset = () => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
    setValues(initial);
    setErrors({});
  };

  const field = (name: F) => {
    const message = errors[name];
    return {
      value: values[name],
      onChange: (value: string) => set(name, value),
      ...(message !== undefined ? { message, status: 'invalid' as const } : {}),
    };
  };

  return { values, errors, set, check, refuse, reset, field };
}
