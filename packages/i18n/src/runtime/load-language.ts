/**
 * Loads a language file from the storage origin (spec §7: `frontend/lang/{lang}/{lang}.json`
 * with `ts`) once per instance and merges it over what the instance holds.
 */
import { DEFAULT_LOCALE } from '@lobby/domain/locale';
import type { Locale } from '@lobby/domain/locale';
import type { i18n as I18n } from 'i18next';
import type { ResourceTree } from './resources.ts';

/** Where language files come from. */
export interface LanguageSource {
  /** Origin (and optional root path) of the storage files, e.g. `https://cdn.example.com`. */
  readonly storageUrl: string;
  /** The cache-busting `ts` value (a build or release stamp). */
  readonly ts: string | number;
  /** Default `globalThis.fetch`. */
  readonly fetch?: typeof fetch;
}

/** A language file could not be loaded (spec §8: a missing language file is a load error). */
export class LanguageLoadError extends Error {
  /** The locale whose file failed. */
  readonly locale: Locale;
  /** HTTP status, or 0 without an answer or with an unreadable one. */
  readonly status: number;
  constructor(locale: Locale, status: number, message: string) {
    super(message);
    this.name = 'LanguageLoadError';
    this.locale = locale;
    this.status = status;
  }
}

/** The URL of a locale's language file. */
export function languageFileUrl(storageUrl: string, locale: Locale, ts: string | number): string {
  const root = storageUrl.replace(/\/+$/, '');
  const lang = encodeURIComponent(locale);
  return `${root}/frontend/lang/${lang}/${lang}.json?ts=${encodeURIComponent(String(ts))}`;
}

function isTree(value: unknown): value is ResourceTree {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isTree(v));
}

/**
 * Keeps only well-formed namespaces of a language file: a namespace that is not a tree of
 * strings is dropped rather than merged, so a broken entry cannot blank out the English texts.
 */
export function namespacesOf(body: unknown): Record<string, ResourceTree> {
  const out: Record<string, ResourceTree> = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [namespace, tree] of Object.entries(body)) {
    if (isTree(tree)) out[namespace] = tree;
  }
  return out;
}

const loads = new WeakMap<I18n, Map<Locale, Promise<void>>>();

/**
 * Loads `locale`'s file into `i18n` (deep-merged over what it has), once: later calls for the
 * same locale share the first load. English is built in and never fetched. A failed load is
 * forgotten so a later call may retry, and rejects with {@link LanguageLoadError}.
 */
export function loadLanguage(i18n: I18n, locale: Locale, source: LanguageSource): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  let perInstance = loads.get(i18n);
  if (!perInstance) {
    perInstance = new Map();
    loads.set(i18n, perInstance);
  }
  const existing = perInstance.get(locale);
  if (existing) return existing;
  const doFetch = source.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = languageFileUrl(source.storageUrl, locale, source.ts);
  const load = (async () => {
    let response: Response;
    try {
      response = await doFetch(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      throw new LanguageLoadError(
        locale,
        0,
        `Could not load the ${locale} language file: ${String(error)}`,
      );
    }
    if (!response.ok) {
      throw new LanguageLoadError(
        locale,
        response.status,
        `The ${locale} language file answered ${response.status}`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new LanguageLoadError(
        locale,
        response.status,
        `The ${locale} language file is not JSON`,
      );
    }
    const namespaces = namespacesOf(body);
    if (Object.keys(namespaces).length === 0) {
      throw new LanguageLoadError(
        locale,
        response.status,
        `The ${locale} language file holds no texts`,
      );
    }
    for (const [namespace, tree] of Object.entries(namespaces)) {
      i18n.addResourceBundle(locale, namespace, tree, true, true);
    }
  })();
  perInstance.set(locale, load);
  load.catch(() => perInstance.delete(locale));
  return load;
}
