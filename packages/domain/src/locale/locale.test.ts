import { describe, expect, it } from 'vitest';
import { BAD_TEXTS, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  normaliseLocale,
  pickLocale,
  SUPPORTED_LOCALES,
  toApiLocale,
} from './locale.ts';

describe('SUPPORTED_LOCALES', () => {
  it('lists en, ja and zh-CN with en as the default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'ja', 'zh-CN']);
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('toApiLocale', () => {
  it.each([
    ['zh-cn', 'zh_cn'],
    ['zh-CN', 'zh_cn'],
    ['ZH-CN', 'zh_cn'],
    ['zh_CN', 'zh_cn'],
    ['zh-hk', 'zh_tw'],
    ['zh-HK', 'zh_tw'],
    ['en', 'en'],
    ['ja', 'ja'],
    ['EN', 'en'],
    [' ja ', 'ja'],
    ['en-US', 'en_us'],
    ['zh-tw', 'zh_tw'],
  ])('maps %j to %j', (input, expected) => {
    expect(toApiLocale(input)).toBe(expected);
  });
  // 'NaN' is left out: `nan` is a well-formed ISO 639-3 tag (Min Nan), passed through as such.
  it.each([...BAD_TEXTS.filter((t) => t !== 'NaN'), 'e', 'english!', 'zh--cn'])(
    'falls back to en for %j',
    (input) => {
      expect(toApiLocale(input)).toBe('en');
    },
  );
  it('passes a well-formed but unsupported tag through lower-cased', () => {
    expect(toApiLocale('NaN')).toBe('nan');
    expect(toApiLocale('fr-FR')).toBe('fr_fr');
  });
  it('falls back to en for wrong types', () => {
    for (const v of WRONG_TYPES) expect(toApiLocale(v as string)).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts the exact supported spellings', () => {
    for (const l of SUPPORTED_LOCALES) expect(isLocale(l)).toBe(true);
    for (const v of ['zh-cn', 'EN', 'zh_cn', ...BAD_TEXTS, ...WRONG_TYPES])
      expect(isLocale(v)).toBe(false);
  });
});

describe('normaliseLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['ja-JP', 'ja'],
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-hk', 'zh-CN'],
    [' ja ', 'ja'],
  ])('maps %j to %j', (input, expected) => {
    expect(normaliseLocale(input)).toBe(expected);
  });
  it.each([...BAD_TEXTS, ...WRONG_TYPES, 'fr', 'de-DE', 'english'])(
    'falls back to en for %j',
    (input) => {
      expect(normaliseLocale(input)).toBe('en');
    },
  );
});

describe('pickLocale', () => {
  it('takes the first usable candidate in order (URL, stored, default)', () => {
    expect(pickLocale(['ja', 'zh-CN', 'en'])).toBe('ja');
    expect(pickLocale([undefined, 'zh_cn', 'en'])).toBe('zh-CN');
    expect(pickLocale(['fr', '', null, 'ja'])).toBe('ja');
  });
  it('falls back to en', () => {
    expect(pickLocale([])).toBe('en');
    expect(pickLocale([...BAD_TEXTS, ...WRONG_TYPES])).toBe('en');
    expect(pickLocale('ja' as never)).toBe('en');
    expect(pickLocale(null as never)).toBe('en');
  });
});
