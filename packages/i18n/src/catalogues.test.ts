import { ERROR_CODES } from '@lobby/contract/errors';
import { messages } from '@lobby/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_LOCALES,
  NAMESPACES,
  catalogues,
  hasTranslation,
  interpolate,
  isCatalogueLocale,
  translate,
} from './catalogues.ts';
import type { CatalogueTree } from './catalogues.ts';

function flatten(tree: CatalogueTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  it('hold every domain MessageKey, with the English text equal to the domain one', () => {
    for (const [key, english] of Object.entries(messages)) {
      expect(catalogues.en.messages[key], key).toBe(english);
      for (const locale of CATALOGUE_LOCALES)
        expect(hasTranslation(locale, `messages:${key}`), `${locale} ${key}`).toBe(true);
    }
  });

  it('hold every API error code in every locale', () => {
    for (const code of ERROR_CODES) {
      for (const locale of CATALOGUE_LOCALES)
        expect(hasTranslation(locale, `errors:${code}`), `${locale} ${code}`).toBe(true);
    }
  });

  it('have the same keys and the same placeholders in every locale and namespace', () => {
    for (const namespace of NAMESPACES) {
      const en = flatten(catalogues.en[namespace]);
      for (const locale of CATALOGUE_LOCALES) {
        const other = flatten(catalogues[locale][namespace]);
        expect([...other.keys()].sort(), `${locale}/${namespace}`).toEqual([...en.keys()].sort());
        for (const [key, text] of en) {
          expect(placeholders(other.get(key) ?? ''), `${locale}/${namespace}:${key}`).toEqual(
            placeholders(text),
          );
        }
      }
    }
  });

  it('are really translated: ja and zh-CN texts differ from English for every message', () => {
    // Written the same in every language: brand names, "VIP", and Japanese "OK".
    const universal = (locale: string, id: string) =>
      /^home:contact\.kind\./.test(id) ||
      ['site:nav.vip', 'account:entries.vip', 'account:vip.level'].includes(id) ||
      (locale === 'ja' && id === 'site:dialog.ok');
    for (const locale of ['ja', 'zh-CN'] as const) {
      for (const namespace of NAMESPACES) {
        const en = flatten(catalogues.en[namespace]);
        for (const [key, text] of flatten(catalogues[locale][namespace])) {
          if (universal(locale, `${namespace}:${key}`)) continue;
          expect(text, `${locale}/${namespace}:${key}`).not.toBe(en.get(key));
          expect(text.trim().length).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('UI namespaces', () => {
  it('write Japanese and Chinese in their own scripts', () => {
    expect(catalogues.ja.site).toMatchObject({ nav: { home: 'ホーム' } });
    expect(catalogues['zh-CN'].site).toMatchObject({ nav: { home: '首页' } });
  });
});

describe('translate', () => {
  it('translates and fills placeholders', () => {
    expect(translate('en', 'errors:RATE_LIMITED', { interval: 5 })).toBe(
      'Requests are too frequent, try again in 5 minute',
    );
    expect(translate('ja', 'messages:USERNAME_FORMAT', { min: 5, max: 20 })).toBe(
      '英字で始まる5〜20文字で入力してください',
    );
    expect(translate('zh-CN', 'content:country.MY')).toBe('马来西亚');
  });

  it('falls back to English for unknown locales and to the raw key for unknown keys', () => {
    expect(translate('fr', 'errors:NOT_FOUND')).toBe('Not found');
    expect(translate('ja', 'errors:NO_SUCH_CODE')).toBe('errors:NO_SUCH_CODE');
    expect(translate('en', 'content:country')).toBe('content:country');
    expect(translate('en', 'content:country.MY.deeper')).toBe('content:country.MY.deeper');
  });

  it('never throws and never expands values twice, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        (locale, key, values) => {
          const out = translate(locale, `errors:${key}`, values);
          expect(typeof out).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
    expect(interpolate('{a}{b}', { a: '{b}', b: 'x' })).toBe('{b}x');
    expect(interpolate('{missing}', {})).toBe('{missing}');
    expect(interpolate('plain')).toBe('plain');
  });

  it('recognises catalogue locales exactly', () => {
    expect(isCatalogueLocale('zh-CN')).toBe(true);
    expect(isCatalogueLocale('zh-cn')).toBe(false);
    expect(isCatalogueLocale(3)).toBe(false);
  });
});
