/**
 * A form's one action: check the fields (the first message as a danger toast, spec §5), send
 * once however often it is tapped (`useSingleFlight`), and put a refusal on its field with the
 * server's translated message as an error toast too.
 */
import { useSingleFlight, useToast } from '@lobby/ui';
import type { SettingsForm } from './use-settings-form.ts';

/** What {@link useFormAction} answers. */
export interface FormAction {
  /** A call is on its way (the submit button's `loading`). */
  readonly busy: boolean;
  /** Checks `fields` of `form`, then runs `task` unless one is already running under `key`. */
  run<F extends string>(
    form: SettingsForm<F>,
    fields: readonly F[] | undefined,
    task: () => Promise<void>,
    key?: string,
  ): Promise<void>;
}

/** See the module note. */
export function useFormAction(): FormAction {
  const once = useSingleFlight();
  const toast = useToast();
  return {
    busy: once.busy,
    run: async (form, fields, task, key) => {
      await once.run(async () => {
        const first = form.check(fields);
        if (first !== undefined) {
          toast.error(first);
          return;
        }
        try {
          await task();
        } catch (failure) {
          toast.error(form.refuse(failure));
        }
      }, key);
    },
  };
}
