/** The locales the product ships (spec §9); English is built in, the others load from the server. */
export const SUPPORTED_LOCALES = ['en', 'ja', 'zh-CN'] as const;
/** A supported locale. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** The fallback locale: the one built into the site. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Explicit API spellings (spec §7); everything else is lower-cased with `-` → `_`. */
const API_LOCALES: Readonly<Record<string, string>> = {
  'zh-cn': 'zh_cn',
  'zh-hk': 'zh_tw',
};

/**
 * The `locale` query value the API expects for a site locale (spec §7): `zh-cn` → `zh_cn`,
 * `zh-hk` → `zh_tw`, case-insensitively (`zh-CN` → `zh_cn`); `en` and `ja` unchanged. Other
 * well-formed tags are lower-cased with `_` separators; anything else (empty, emoji, not a
 * string) answers the default, `en`.
 */
export function toApiLocale(locale: string): string {
  if (typeof locale !== 'string') return DEFAULT_LOCALE;
  const tag = locale.trim().toLowerCase().replaceAll('_', '-');
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(tag)) return DEFAULT_LOCALE;
  return API_LOCALES[tag] ?? tag.replaceAll('-', '_');
}

/** True when a value is exactly one of {@link SUPPORTED_LOCALES}. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Maps anything (a URL segment, a stored value, `navigator.language`, the API's `zh_cn`) to a
 * supported locale: case and `-`/`_` are ignored, a region is dropped (`en-US` → `en`,
 * `ja-JP` → `ja`), and every Chinese tag (zh, zh-CN, zh-Hans, zh-TW, zh_cn) maps to `zh-CN`,
 * the only Chinese the product ships. Anything else falls back to `en`.
 */
export function normaliseLocale(value: unknown): Locale {
  return matchLocale(value) ?? DEFAULT_LOCALE;
}

function matchLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const tag = value.trim().toLowerCase().replaceAll('_', '-');
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(tag)) return undefined;
  const language = tag.split('-')[0];
  if (language === 'zh') return 'zh-CN';
  if (language === 'en' || language === 'ja') return language;
  return undefined;
}

/**
 * Chooses the locale by the spec's order (§4: URL locale, stored, default): the first
 * candidate that maps to a supported locale, else `en`. Missing candidates are skipped.
 */
export function pickLocale(candidates: readonly unknown[]): Locale {
  if (!Array.isArray(candidates)) return DEFAULT_LOCALE;
  for (const candidate of candidates) {
    const found = matchLocale(candidate);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
