/**
 * Small schemas every area reuses: times, money, pagination, encrypted values, acknowledgements.
 * Entity shapes are not here: they come from `@lobby/domain`.
 */
import { Type } from 'typebox';
import type { MessageKey } from '@lobby/domain';
import type { Static, TSchema } from 'typebox';

/**
 * Annotation naming the `@lobby/domain` MessageKey to report when a field fails its schema, so a
 * schema failure reads exactly like the same field failing the client's validator.
 */
export const MESSAGE_KEY_ANNOTATION = 'x-message';

/** Returns `schema` annotated with the MessageKey a failure on it reports. */
export function withMessage<S extends TSchema>(schema: S, key: MessageKey): S {
  return { ...schema, [MESSAGE_KEY_ANNOTATION]: key };
}

/**
 * An RSA-OAEP encrypted field: `<key_id>:<base64 ciphertext>`. Bounded so a huge value is
 * refused by the schema before any decryption work.
 */
export const EncryptedString = Type.String({
  minLength: 3,
  maxLength: 1024,
  pattern: '^[A-Za-z0-9_-]{1,64}:[A-Za-z0-9+/]+={0,2}$',
  description: '`<key_id>:<base64 RSA-OAEP-256 ciphertext>` with the key from GET /key.',
});

/** A browser fingerprint sent with login and register (opaque to the server). */
export const Fingerprint = Type.String({ maxLength: 256 });

/** The answer of calls that only confirm. */
export const Ack = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });
/** The answer of calls that only confirm. */
export type Ack = Static<typeof Ack>;

/** Page and size of a paginated list (1-based). */
export const PageQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

/** A paginated list answer: `{ list, total, page, page_size }`. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object(
    {
      list: Type.Array(item),
      total: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      page_size: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  );
}

/** The `locale` query parameter every call accepts; unknown values fall back to English. */
export const LocaleQuery = Type.Object(
  { locale: Type.Optional(Type.String({ maxLength: 35 })) },
  { additionalProperties: false },
);

/** A path parameter naming a numeric id. */
export const IdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);

/** A positive amount of minor units typed by the member (spec §5 "Please Enter Amount"). */
export const AmountField = withMessage(
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  'PLEASE_ENTER_AMOUNT',
);
