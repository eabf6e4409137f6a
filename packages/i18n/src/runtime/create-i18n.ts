/**
 * The site's i18next instance: English built in, `{name}` placeholders (the catalogues' and
 * `@lobby/domain`'s syntax), and a missing key answered with the key itself (spec §8).
 */
import { DEFAULT_LOCALE } from '@lobby/domain/locale';
import type { Locale } from '@lobby/domain/locale';
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { RUNTIME_NAMESPACES, englishResources } from './resources.ts';
import type { RuntimeNamespace } from './resources.ts';

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The locale to start in; its texts must be loaded with `loadLanguage` unless it is English. */
  readonly locale?: Locale;
  /** The namespace `t` reads when a key names none. Default `site`. */
  readonly defaultNamespace?: RuntimeNamespace;
}

/**
 * Creates an initialised instance (synchronously: English is in the bundle, so the first render
 * never waits). Every site and every story gets its own instance, never the i18next singleton,
 * so two sites or two tests on one page cannot switch each other's language.
 */
export function createI18n(options: CreateI18nOptions = {}): I18n {
  const instance = createInstance();
  void instance.init({
    initAsync: false,
    lng: options.locale ?? DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false,
    ns: [...RUNTIME_NAMESPACES],
    defaultNS: options.defaultNamespace ?? 'site',
    fallbackNS: false,
    // A copy of the namespace map: i18next writes added bundles into the object it is given,
    // and one instance's lazy namespaces must not appear in another's.
    resources: { [DEFAULT_LOCALE]: { ...englishResources } },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    // The site reports a missing key as the key itself; saving or logging it is not needed.
    saveMissing: false,
  });
  return instance;
}
