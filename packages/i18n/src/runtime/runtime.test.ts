import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { LanguageLoadError, languageFileUrl, loadLanguage, namespacesOf } from './load-language.ts';
import {
  LOCALE_STORAGE_KEY,
  resolveLocale,
  storeLocale,
  urlNamesLocale,
} from './resolve-locale.ts';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createI18n', () => {
  it('has English built in with {name} placeholders', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('site:menu.welcome', { brand: 'NexBet' })).toBe('Welcome to NexBet');
    expect(i18n.t('messages:USERNAME_FORMAT', { min: 5, max: 20 })).toBe(
      'Must begin with a letter and 5-20 characters long',
    );
  });

  it('answers a missing key with the key itself', () => {
    const i18n = createI18n();
    expect(i18n.t('site:no.such.key')).toBe('no.such.key');
    expect(i18n.t('nothing')).toBe('nothing');
  });

  it('falls back to English for a key the loaded language lacks', async () => {
    const i18n = createI18n({ locale: 'ja' });
    const fetch = vi.fn(async () => jsonResponse({ site: { nav: { home: 'ホーム' } } }));
    await loadLanguage(i18n, 'ja', { storageUrl: 'https://cdn.test', ts: 1, fetch });
    expect(i18n.t('site:nav.home')).toBe('ホーム');
    expect(i18n.t('site:nav.contact')).toBe('Contact');
  });

  it('gives every instance its own language', () => {
    const a = createI18n({ locale: 'en' });
    const b = createI18n({ locale: 'ja' });
    expect(a.language).toBe('en');
    expect(b.language).toBe('ja');
  });
});

describe('loadLanguage', () => {
  it('fetches the storage file with ts once and merges it deeply', async () => {
    const i18n = createI18n({ locale: 'zh-CN' });
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({ site: { nav: { home: '首页' } }, auth: { tabs: { signIn: '登录' } } }),
    );
    const source = { storageUrl: 'https://cdn.test/', ts: 'r1', fetch };
    await Promise.all([loadLanguage(i18n, 'zh-CN', source), loadLanguage(i18n, 'zh-CN', source)]);
    await loadLanguage(i18n, 'zh-CN', source);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://cdn.test/frontend/lang/zh-CN/zh-CN.json?ts=r1');
    expect(i18n.t('site:nav.home')).toBe('首页');
    expect(i18n.t('auth:tabs.signIn')).toBe('登录');
    // Merged, not replaced: untouched keys of the same namespace still answer (in English).
    expect(i18n.t('site:nav.contact')).toBe('Contact');
  });

  it('never fetches English', async () => {
    const fetch = vi.fn();
    await loadLanguage(createI18n(), 'en', { storageUrl: 'https://cdn.test', ts: 1, fetch });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', async () => new Response('nope', { status: 404 }), 404],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 }), 200],
    ['a file without texts', async () => jsonResponse({ site: 'x', list: [1] }), 200],
    [
      'no answer',
      async () => {
        throw new TypeError('offline');
      },
      0,
    ],
  ])('rejects with a load error on %s, and may be retried', async (_label, answer, status) => {
    const i18n = createI18n({ locale: 'ja' });
    const fetch = vi.fn(answer);
    const error = await loadLanguage(i18n, 'ja', {
      storageUrl: 'https://cdn.test',
      ts: 1,
      fetch,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageLoadError);
    expect((error as LanguageLoadError).status).toBe(status);
    expect((error as LanguageLoadError).locale).toBe('ja');
    fetch.mockImplementation(async () => jsonResponse({ site: { nav: { home: 'ホーム' } } }));
    await loadLanguage(i18n, 'ja', { storageUrl: 'https://cdn.test', ts: 1, fetch });
    expect(i18n.t('site:nav.home')).toBe('ホーム');
  });

  it('builds the file url with encoded parts', () => {
    expect(languageFileUrl('https://s.test//', 'zh-CN', 'a b')).toBe(
      'https://s.test/frontend/lang/zh-CN/zh-CN.json?ts=a%20b',
    );
  });

  it('keeps only namespaces that are trees of strings', () => {
    expect(
      namespacesOf({
        ok: { a: 'x', b: { c: 'y' } },
        bad: { a: 1 },
        list: ['x'],
        text: 'x',
        nil: null,
      }),
    ).toEqual({
      ok: { a: 'x', b: { c: 'y' } },
    });
    expect(namespacesOf(null)).toEqual({});
    expect(namespacesOf([{ a: 'x' }])).toEqual({});
  });

  it('uses the global fetch when none is given', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ home: { title: '{brand}' } }));
    try {
      await loadLanguage(createI18n({ locale: 'ja' }), 'ja', {
        storageUrl: 'https://cdn.test',
        ts: 2,
      });
      expect(spy).toHaveBeenCalledWith(
        'https://cdn.test/frontend/lang/ja/ja.json?ts=2',
        expect.anything(),
      );
    } finally {
      spy.mockRestore();
    }
  });
});

describe('resolveLocale', () => {
  it('takes the URL locale first, then the stored one, then the brand default', () => {
    const storage = memory({ [LOCALE_STORAGE_KEY]: 'ja' });
    expect(resolveLocale({ url: 'https://x.test/?lang=zh-cn', storage, defaultLocale: 'en' })).toBe(
      'zh-CN',
    );
    expect(
      resolveLocale({
        url: 'https://x.test/?locale=ja_JP',
        storage: memory(),
        defaultLocale: 'en',
      }),
    ).toBe('ja');
    expect(resolveLocale({ url: 'https://x.test/', storage, defaultLocale: 'zh-CN' })).toBe('ja');
    expect(
      resolveLocale({ url: 'https://x.test/', storage: memory(), defaultLocale: 'zh-CN' }),
    ).toBe('zh-CN');
    expect(resolveLocale({})).toBe('en');
  });

  it('skips unsupported and broken candidates', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(
      resolveLocale({ url: '/?lang=fr', storage: memory({ [LOCALE_STORAGE_KEY]: 'ja' }) }),
    ).toBe('ja');
    expect(resolveLocale({ url: 'http://[bad', storage: broken, defaultLocale: 'ja' })).toBe('ja');
    expect(
      resolveLocale({ url: new URL('https://x.test/?lang=%F0%9F%98%80'), defaultLocale: 'xx' }),
    ).toBe('en');
    expect(() => storeLocale(broken, 'ja')).not.toThrow();
  });

  it('stores a choice under its key', () => {
    const storage = memory();
    storeLocale(storage, 'zh-CN');
    expect(storage.data.get(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    storeLocale(undefined, 'ja');
  });

  it('tells whether the URL names a supported locale', () => {
    expect(urlNamesLocale('https://x.test/?lang=ja')).toBe(true);
    expect(urlNamesLocale('https://x.test/?lang=en-GB')).toBe(true);
    expect(urlNamesLocale('https://x.test/?lang=fr')).toBe(false);
    expect(urlNamesLocale('https://x.test/')).toBe(false);
    expect(urlNamesLocale(undefined)).toBe(false);
  });
});

describe('ensureNamespace', () => {
  it('adds a lazy namespace once and never overwrites texts a language file merged first', async () => {
    const { ensureNamespace } = await import('./lazy-namespace.ts');
    const i18n = createI18n();
    expect(i18n.t('wallet:probe')).toBe('probe');
    ensureNamespace(i18n, 'wallet', { probe: 'Wallet probe' });
    expect(i18n.t('wallet:probe')).toBe('Wallet probe');
    ensureNamespace(i18n, 'wallet', { probe: 'Replaced' });
    expect(i18n.t('wallet:probe')).toBe('Wallet probe');

    const ja = createI18n({ locale: 'ja' });
    ja.addResourceBundle('ja', 'wallet', { probe: 'ウォレット' }, true, true);
    ensureNamespace(ja, 'wallet', { probe: 'Wallet probe', other: 'Only English' });
    expect(ja.t('wallet:probe')).toBe('ウォレット');
    expect(ja.t('wallet:other')).toBe('Only English');
  });
});
