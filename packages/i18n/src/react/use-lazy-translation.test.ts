/**
 * The lazy namespaces in React: a feature's hook hands the page's instance its English on first
 * use, and every lazy namespace has the module that English travels in.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../runtime/create-i18n.ts';
import { LAZY_NAMESPACES } from '../runtime/lazy-namespace.ts';
import { authEnglish } from '../lazy/auth.ts';
import { useLazyTranslation } from './index.ts';

describe('useLazyTranslation', () => {
  it('adds a lazy namespace’s English on first use and translates with it', () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(false);
    function Tab() {
      const { t } = useLazyTranslation('auth', authEnglish);
      return createElement('button', null, t('tabs.signIn'));
    }
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Tab)));
    expect(html).toBe('<button>Sign in</button>');
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
  });

  it('finds each lazy namespace’s English in `@lobby/i18n/lazy/<name>`, as its file holds it', async () => {
    for (const namespace of LAZY_NAMESPACES) {
      const module = (await import(`../lazy/${namespace}.ts`)) as Record<string, unknown>;
      const file = new URL(`../locales/en/${namespace}.json`, import.meta.url);
      expect(module[`${namespace}English`], namespace).toEqual(
        JSON.parse(readFileSync(file, 'utf8')),
      );
    }
  });
});
