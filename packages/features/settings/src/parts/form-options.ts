/**
 * How every settings form behaves on the design system's form model (`useForm`): a field's
 * message goes as soon as the member types in it again, only errors are marked (no green
 * ticks), and a refused call's translated message lands on the field it names (and in a toast).
 */
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import type { FormRefusal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/** The settings forms' options of `useForm`, to spread beside `initial` and `validators`. */
export function useSettingsFormOptions() {
  const { t } = useTranslation('messages');
  return {
    translate: t,
    markValid: false,
    clearOnChange: true,
    refusal: <V>(failure: unknown, fields: readonly (keyof V)[]): FormRefusal<V> => ({
      text: errorMessage(failure, t('FAILED_TO_GET_DATA')),
      field: errorField(lobbyErrorOf(failure), fields as readonly string[]) as keyof V | undefined,
    }),
  } as const;
}
