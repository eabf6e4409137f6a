import { memoryCookies, memoryStorage } from '@lobby/api-client';
import { LOCALE_STORAGE_KEY, resolveLocale, storeLocale } from '@lobby/i18n/runtime';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, localeKeeper } from './locale-keeper.ts';

describe('localeKeeper', () => {
  it('keeps a choice in the storage and in a cookie a server can read', () => {
    const local = memoryStorage();
    const cookies = memoryCookies();
    storeLocale(localeKeeper(local, cookies), 'ja');
    expect(local.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(cookies.get(LOCALE_STORAGE_KEY)).toBe('ja');
    // A server has the request's cookies and no storage: it starts in the same language.
    expect(resolveLocale({ storage: localeKeeper(undefined, cookies) })).toBe('ja');
  });

  it("reads the device's storage before the cookie, and the cookie when storage has none", () => {
    const local = memoryStorage();
    const cookies = memoryCookies();
    cookies.set(LOCALE_STORAGE_KEY, 'zh-CN');
    const keeper = localeKeeper(local, cookies);
    expect(keeper.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    local.setItem(LOCALE_STORAGE_KEY, 'ja');
    expect(keeper.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
  });

  it('keeps the choice in the cookie when the storage refuses, and reads past a blocked one', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const set: { name: string; value: string; maxAge?: number }[] = [];
    const cookies = memoryCookies();
    const keeper = localeKeeper(refusing, {
      ...cookies,
      set: (name, value, options) => {
        set.push({ name, value, maxAge: options?.maxAgeSeconds });
        cookies.set(name, value, options);
      },
    });
    keeper.setItem(LOCALE_STORAGE_KEY, 'ja');
    expect(set).toEqual([
      { name: LOCALE_STORAGE_KEY, value: 'ja', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
    ]);
    expect(keeper.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
  });
});
