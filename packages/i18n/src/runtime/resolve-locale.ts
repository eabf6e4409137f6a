/**
 * Which language a page starts in (spec §4: URL locale, stored, default) and where the choice
 * is kept, so a chosen language survives reloads.
 */
import { pickLocale } from '@lobby/domain/locale';
import type { Locale } from '@lobby/domain/locale';

/** The storage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'lobby_locale';

/** Query parameters that carry a locale in a URL (`?lang=ja`, or `?locale=zh-CN`). */
export const LOCALE_QUERY_PARAMS = ['lang', 'locale'] as const;

/** The small part of `Storage` the locale needs. */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Inputs of {@link resolveLocale}. */
export interface ResolveLocaleInput {
  /** The page URL (its query may name a locale). */
  readonly url?: string | URL;
  readonly storage?: LocaleStorage;
  /** The brand's default language (`defaultLang` of the language list), when known. */
  readonly defaultLocale?: string;
}

function urlLocale(url: string | URL | undefined): string | undefined {
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  } catch {
    return undefined;
  }
  for (const name of LOCALE_QUERY_PARAMS) {
    const value = parsed.searchParams.get(name);
    if (value) return value;
  }
  return undefined;
}

function storedLocale(storage: LocaleStorage | undefined): string | undefined {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can throw (blocked by privacy settings): the next candidate decides.
    return undefined;
  }
}

/**
 * The starting locale: the URL's, else the stored one, else the brand default, else English.
 * Unsupported values are skipped (`?lang=fr` falls through to the stored choice).
 */
export function resolveLocale(input: ResolveLocaleInput = {}): Locale {
  return pickLocale([urlLocale(input.url), storedLocale(input.storage), input.defaultLocale]);
}

/** Whether the URL names a supported locale (so the site stores it as the member's choice). */
export function urlNamesLocale(url: string | URL | undefined): boolean {
  const value = urlLocale(url);
  if (value === undefined) return false;
  // pickLocale answers English for anything unknown, so English itself is recognised by its tag.
  return pickLocale([value]) !== 'en' || /^en(?:[-_][A-Za-z0-9]{1,8})*$/.test(value.trim());
}

/** Keeps the chosen locale; a storage failure is ignored (the choice then lasts one page). */
export function storeLocale(storage: LocaleStorage | undefined, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the language still applies to this page.
  }
}
