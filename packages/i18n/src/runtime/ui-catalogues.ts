/**
 * The UI namespaces of every locale, for the server that serves the language files (the site
 * itself bundles only English, in `resources.ts`) and for the completeness tests.
 */
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import enSite from '../locales/en/site.json' with { type: 'json' };
import jaAccount from '../locales/ja/account.json' with { type: 'json' };
import jaAuth from '../locales/ja/auth.json' with { type: 'json' };
import jaHome from '../locales/ja/home.json' with { type: 'json' };
import jaSite from '../locales/ja/site.json' with { type: 'json' };
import zhAccount from '../locales/zh-CN/account.json' with { type: 'json' };
import zhAuth from '../locales/zh-CN/auth.json' with { type: 'json' };
import zhHome from '../locales/zh-CN/home.json' with { type: 'json' };
import zhSite from '../locales/zh-CN/site.json' with { type: 'json' };
import type { ResourceTree, UiNamespace } from './resources.ts';

/** Locales with UI texts. */
export const UI_LOCALES = ['en', 'ja', 'zh-CN'] as const;
/** A locale with UI texts. */
export type UiLocale = (typeof UI_LOCALES)[number];

/** Every locale's UI namespaces. */
export const uiCatalogues: Readonly<Record<UiLocale, Readonly<Record<UiNamespace, ResourceTree>>>> =
  {
    en: { site: enSite, auth: enAuth, home: enHome, account: enAccount },
    ja: { site: jaSite, auth: jaAuth, home: jaHome, account: jaAccount },
    'zh-CN': { site: zhSite, auth: zhAuth, home: zhHome, account: zhAccount },
  };

/**
 * Adds the UI namespaces a language file lacks (the server's file is built from the shared
 * catalogues; until those carry the UI namespaces, the server tops its answer up with these).
 * Namespaces the file already has are left alone. Answers a new object.
 */
export function withUiNamespaces(
  locale: string,
  file: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const ui = (UI_LOCALES as readonly string[]).includes(locale)
    ? uiCatalogues[locale as UiLocale]
    : undefined;
  const out: Record<string, unknown> = { ...file };
  if (!ui) return out;
  for (const [namespace, tree] of Object.entries(ui))
    if (!(namespace in out)) out[namespace] = tree;
  return out;
}
