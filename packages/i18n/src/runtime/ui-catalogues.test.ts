import { describe, expect, it } from 'vitest';
import { UI_NAMESPACES } from './resources.ts';
import type { ResourceTree } from './resources.ts';
import { UI_LOCALES, uiCatalogues, withUiNamespaces } from './ui-catalogues.ts';

function leaves(tree: ResourceTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  for (const namespace of UI_NAMESPACES) {
    const english = leaves(uiCatalogues.en[namespace]);
    for (const locale of UI_LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${namespace} has exactly the English keys, each translated, with the same placeholders`, () => {
        const other = leaves(uiCatalogues[locale][namespace]);
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${locale} ${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${locale} ${namespace}:${key}`).toEqual(
            placeholders(english.get(key) as string),
          );
        }
      });
    }
  }

  it('writes Japanese and Chinese in their own scripts', () => {
    expect(uiCatalogues.ja.site).toMatchObject({ nav: { home: 'ホーム' } });
    expect(uiCatalogues['zh-CN'].site).toMatchObject({ nav: { home: '首页' } });
  });

  it('tops a language file up with the UI namespaces it lacks, keeping its own', () => {
    const own = { site: { nav: { home: 'mine' } } };
    const topped = withUiNamespaces('ja', { messages: {}, ...own });
    expect(topped.site).toBe(own.site);
    expect(topped.auth).toBe(uiCatalogues.ja.auth);
    expect(Object.keys(withUiNamespaces('fr', { messages: {} }))).toEqual(['messages']);
  });
});
