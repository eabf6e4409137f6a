/**
 * Where a member's chosen language is kept: the device's storage, as the SDK's language
 * resolution reads it, and a cookie beside it that the page's server reads. Without the
 * cookie the server drew a returning member's first screen in the brand's default language;
 * the browser then started in the chosen one, so the member saw the drawing in one language
 * and the page in another, and React rendered the whole screen anew over it.
 */
import type { CookiePort } from '@lobby/api-client';
import type { LocaleStorage } from '@lobby/i18n/runtime';

/** How long the language cookie lasts (a year; every visit with a choice renews it). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A {@link LocaleStorage} over the device's storage and the cookies: reads the storage first
 * (the browser's own record), then the cookie (all a server has); writes both. Either may be
 * missing or refuse (private mode, cookies off): the other still answers.
 */
export function localeKeeper(
  local: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  cookies: CookiePort,
): LocaleStorage {
  return {
    getItem(key) {
      let stored: string | null = null;
      try {
        stored = local?.getItem(key) ?? null;
      } catch {
        // Storage blocked by privacy settings: the cookie decides.
      }
      return stored ?? cookies.get(key) ?? null;
    },
    setItem(key, value) {
      try {
        local?.setItem(key, value);
      } catch {
        // A full or blocked storage: the cookie still keeps the choice.
      }
      cookies.set(key, value, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS });
    },
  };
}
