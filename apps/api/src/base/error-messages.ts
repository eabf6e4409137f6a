/**
 * The `message` of an error answer, translated for the request's locale. A validation failure
 * on a field reads as a sentence naming the field (`The amount must be at least RM50.00.`):
 * the generic message keys (MIN, REQUIRED, …) have a sentence form in `errors:validation.KEY`
 * with the field's name from `errors:field.NAME` ("This value" for a field without a name
 * there). Any other message key is specific enough to stand alone (`Please Select Bank`) and
 * answers its catalogue text. The domain MessageKey texts themselves stay as they are: the member
 * site shows them beside the field they concern, where the field's label is already on screen.
 */
import { hasTranslation, translate } from '@lobby/i18n/catalogues';
import type { CatalogueLocale } from '@lobby/i18n/catalogues';
import type { ApiError } from './errors.ts';

/** The field's name for a sentence: its own, its last part's (`limits.0.amount`), else generic. */
function fieldName(locale: string, field: string): string {
  const last = field.split('.').at(-1) ?? field;
  for (const name of [field, last])
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && hasTranslation('en', `errors:field.${name}`))
      return translate(locale, `errors:field.${name}`);
  return translate(locale, 'errors:field._');
}

/** The translated message of an error answer (see the module's comment). */
export function errorMessage(
  locale: CatalogueLocale | string,
  error: Pick<ApiError, 'code' | 'key' | 'field' | 'values'>,
): string {
  if (!error.key)
    return translate(locale, `errors:${error.code}`, { field: error.field ?? '', ...error.values });
  if (error.field !== undefined && hasTranslation('en', `errors:validation.${error.key}`))
    return translate(locale, `errors:validation.${error.key}`, {
      ...error.values,
      field: fieldName(locale, error.field),
    });
  return translate(locale, `messages:${error.key}`, error.values);
}
