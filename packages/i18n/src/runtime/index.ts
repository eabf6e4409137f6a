/**
 * `@lobby/i18n/runtime`: the site's i18next runtime. English is built in; ja and zh-CN load
 * once from the storage origin and merge in; the starting language follows the URL, then the
 * stored choice, then the brand default; a missing key answers the key.
 */
export { createI18n } from './create-i18n.ts';
export type { CreateI18nOptions } from './create-i18n.ts';
export { LanguageLoadError, languageFileUrl, loadLanguage, namespacesOf } from './load-language.ts';
export type { LanguageSource } from './load-language.ts';
export {
  LOCALE_QUERY_PARAMS,
  LOCALE_STORAGE_KEY,
  resolveLocale,
  storeLocale,
  urlNamesLocale,
} from './resolve-locale.ts';
export type { LocaleStorage, ResolveLocaleInput } from './resolve-locale.ts';
export { RUNTIME_NAMESPACES, UI_NAMESPACES, englishResources } from './resources.ts';
export type { ResourceTree, RuntimeNamespace, UiNamespace } from './resources.ts';
export { LAZY_NAMESPACES, ensureNamespace } from './lazy-namespace.ts';
export type { LazyNamespace } from './lazy-namespace.ts';
