/** `@lobby/domain/locale`: supported locales and the API's locale spelling. */
export {
  SUPPORTED_LOCALES,
  type Locale,
  DEFAULT_LOCALE,
  toApiLocale,
  isLocale,
  normaliseLocale,
  pickLocale,
} from './locale.ts';
