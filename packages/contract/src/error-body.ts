/**
 * The schema of every error answer's body, apart from the codes (`errors.ts`) so that a browser
 * bundle using the codes builds no schema and carries no TypeBox: the package's root exports it,
 * `@lobby/contract/errors` only the codes. (Re-exported from `errors.ts`, it came with the codes
 * into every site's first screen, with TypeBox's builders.)
 */
import { Type } from 'typebox';
import type { Static } from 'typebox';

/**
 * The body of every non-2xx answer. `field` and `key` appear on validation failures: the field
 * name (dotted for nested fields) and the `@lobby/domain` MessageKey, so a form can mark the
 * field and show the same message its own validator would. `until` appears on the responsible
 * gambling refusals.
 */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'One of ErrorCode.' }),
    message: Type.String({ description: 'Translated for the request locale.' }),
    field: Type.Optional(Type.String()),
    key: Type.Optional(Type.String({ description: 'The @lobby/domain MessageKey.' })),
    until: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Unix seconds: when the refusal ends (RG_LIMIT_REACHED: the limit resets; RG_EXCLUDED: the exclusion ends; RG_COOLING_OFF: the change can be confirmed).',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The body of every non-2xx answer. */
export type ErrorBody = Static<typeof ErrorBody>;
