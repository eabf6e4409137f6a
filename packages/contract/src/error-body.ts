/**
 * The schema of every error answer's body, apart from the codes (`errors.ts`) so that a browser
 * bundle using the codes builds no schema. `@lobby/contract/errors` exports both.
 */
import { Type } from 'typebox';
import type { Static } from 'typebox';

/**
 * The body of every non-2xx answer. `field` and `key` appear on validation failures: the field
 * name (dotted for nested fields) and the `@lobby/domain` MessageKey, so a form can mark the
 * field and show the same message its own validator would.
 */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'One of ErrorCode.' }),
    message: Type.String({ description: 'Translated for the request locale.' }),
    field: Type.Optional(Type.String()),
    key: Type.Optional(Type.String({ description: 'The @lobby/domain MessageKey.' })),
  },
  { additionalProperties: false },
);

/** The body of every non-2xx answer. */
export type ErrorBody = Static<typeof ErrorBody>;
