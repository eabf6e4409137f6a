import { Type, type Static } from 'typebox';

/** One selectable language: its key (a locale such as `zh-CN`) and its display name. */
export const Language = Type.Object({
  key: Type.String({ minLength: 1 }),
  name: Type.String(),
});
/** One selectable language. */
export type Language = Static<typeof Language>;

/**
 * The language list answer (`GET /language_list`): every language, those game providers
 * support, those offered in the selector, and the default key.
 */
export const LanguagePayload = Type.Object({
  all_lang: Type.Array(Language),
  game_languages: Type.Array(Language),
  langList: Type.Array(Language),
  defaultLang: Type.String({ minLength: 1 }),
});
/** The language list answer. */
export type LanguagePayload = Static<typeof LanguagePayload>;
