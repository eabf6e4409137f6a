/**
 * Lobby's translation catalogues: one JSON file per locale and namespace under `locales/`, and
 * a small accessor. The reference API translates its errors and serves the language files from
 * these; the site's i18next runtime loads the same files, so every string has one home.
 * Placeholders are `{name}`, as in the spec and `@lobby/domain`'s `formatMessage`.
 */
import enAccount from './locales/en/account.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enContent from './locales/en/content.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enHome from './locales/en/home.json' with { type: 'json' };
import enMessages from './locales/en/messages.json' with { type: 'json' };
import enSite from './locales/en/site.json' with { type: 'json' };
import enWallet from './locales/en/wallet.json' with { type: 'json' };
import enPayments from './locales/en/payments.json' with { type: 'json' };
import enGames from './locales/en/games.json' with { type: 'json' };
import enSupport from './locales/en/support.json' with { type: 'json' };
import enSettings from './locales/en/settings.json' with { type: 'json' };
import enPromotions from './locales/en/promotions.json' with { type: 'json' };
import enProgrammes from './locales/en/programmes.json' with { type: 'json' };
import enKyc from './locales/en/kyc.json' with { type: 'json' };
import jaAccount from './locales/ja/account.json' with { type: 'json' };
import jaAuth from './locales/ja/auth.json' with { type: 'json' };
import jaContent from './locales/ja/content.json' with { type: 'json' };
import jaErrors from './locales/ja/errors.json' with { type: 'json' };
import jaHome from './locales/ja/home.json' with { type: 'json' };
import jaMessages from './locales/ja/messages.json' with { type: 'json' };
import jaSite from './locales/ja/site.json' with { type: 'json' };
import jaWallet from './locales/ja/wallet.json' with { type: 'json' };
import jaPayments from './locales/ja/payments.json' with { type: 'json' };
import jaGames from './locales/ja/games.json' with { type: 'json' };
import jaSupport from './locales/ja/support.json' with { type: 'json' };
import jaSettings from './locales/ja/settings.json' with { type: 'json' };
import jaPromotions from './locales/ja/promotions.json' with { type: 'json' };
import jaProgrammes from './locales/ja/programmes.json' with { type: 'json' };
import jaKyc from './locales/ja/kyc.json' with { type: 'json' };
import zhCnAccount from './locales/zh-CN/account.json' with { type: 'json' };
import zhCnAuth from './locales/zh-CN/auth.json' with { type: 'json' };
import zhCnContent from './locales/zh-CN/content.json' with { type: 'json' };
import zhCnErrors from './locales/zh-CN/errors.json' with { type: 'json' };
import zhCnHome from './locales/zh-CN/home.json' with { type: 'json' };
import zhCnMessages from './locales/zh-CN/messages.json' with { type: 'json' };
import zhCnSite from './locales/zh-CN/site.json' with { type: 'json' };
import zhCnWallet from './locales/zh-CN/wallet.json' with { type: 'json' };
import zhCnPayments from './locales/zh-CN/payments.json' with { type: 'json' };
import zhCnGames from './locales/zh-CN/games.json' with { type: 'json' };
import zhCnSupport from './locales/zh-CN/support.json' with { type: 'json' };
import zhCnSettings from './locales/zh-CN/settings.json' with { type: 'json' };
import zhCnPromotions from './locales/zh-CN/promotions.json' with { type: 'json' };
import zhCnProgrammes from './locales/zh-CN/programmes.json' with { type: 'json' };
import zhCnKyc from './locales/zh-CN/kyc.json' with { type: 'json' };

/** Locales with a catalogue. English is the fallback for every other one. */
export const CATALOGUE_LOCALES = ['en', 'ja', 'zh-CN'] as const;
/** A locale with a catalogue. */
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

/**
 * Namespaces, one JSON file each: `messages` holds every `@lobby/domain` MessageKey, `errors`
 * every `@lobby/contract` ErrorCode, `content` the texts of configuration content (country
 * names, sub types, the wording of mails and SMS); `site`, `auth`, `home` and `account` the
 * screens of the site and of each feature built into every bundle; `wallet`, `payments`, `games`,
 * `support`, `settings`, `promotions`, `programmes` and `kyc` the screens of features that load lazily with their route (their English travels in the feature's
 * chunk, see `@lobby/i18n/lazy/*`). The server's language files carry all of them.
 */
export const NAMESPACES = [
  'messages',
  'errors',
  'content',
  'site',
  'auth',
  'home',
  'account',
  'wallet',
  'payments',
  'games',
  'support',
  'settings',
  'promotions',
  'programmes',
  'kyc',
] as const;
/** A catalogue namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/** A namespace's texts: strings, or nested groups of them (i18next's JSON v4 shape). */
export interface CatalogueTree {
  readonly [key: string]: string | CatalogueTree;
}

/** One locale's catalogue: every namespace. */
export type Catalogue = Readonly<Record<Namespace, CatalogueTree>>;

/** The fallback locale. */
export const FALLBACK_LOCALE: CatalogueLocale = 'en';

/** Every catalogue, by locale. */
export const catalogues: Readonly<Record<CatalogueLocale, Catalogue>> = {
  en: {
    messages: enMessages,
    errors: enErrors,
    content: enContent,
    site: enSite,
    auth: enAuth,
    home: enHome,
    account: enAccount,
    wallet: enWallet,
    payments: enPayments,
    games: enGames,
    support: enSupport,
    settings: enSettings,
    promotions: enPromotions,
    programmes: enProgrammes,
    kyc: enKyc,
  },
  ja: {
    messages: jaMessages,
    errors: jaErrors,
    content: jaContent,
    site: jaSite,
    auth: jaAuth,
    home: jaHome,
    account: jaAccount,
    wallet: jaWallet,
    payments: jaPayments,
    games: jaGames,
    support: jaSupport,
    settings: jaSettings,
    promotions: jaPromotions,
    programmes: jaProgrammes,
    kyc: jaKyc,
  },
  'zh-CN': {
    messages: zhCnMessages,
    errors: zhCnErrors,
    content: zhCnContent,
    site: zhCnSite,
    auth: zhCnAuth,
    home: zhCnHome,
    account: zhCnAccount,
    wallet: zhCnWallet,
    payments: zhCnPayments,
    games: zhCnGames,
    support: zhCnSupport,
    settings: zhCnSettings,
    promotions: zhCnPromotions,
    programmes: zhCnProgrammes,
    kyc: zhCnKyc,
  },
};

/** Whether a string is a locale with a catalogue (exact spelling, e.g. `zh-CN`). */
export function isCatalogueLocale(value: unknown): value is CatalogueLocale {
  return typeof value === 'string' && (CATALOGUE_LOCALES as readonly string[]).includes(value);
}

function lookup(tree: CatalogueTree | undefined, path: string): string | undefined {
  let node: string | CatalogueTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part))
      return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{name}` placeholders in one pass; a placeholder without a value stays visible. */
export function interpolate(
  text: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  if (!values) return text;
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * Translates `namespace:path.to.key` (i18next's key syntax) into `locale`, falling back to
 * English, then to the raw key (spec §8: lookups fall back to the key).
 */
export function translate(
  locale: CatalogueLocale | string,
  key: `${Namespace}:${string}`,
  values?: Readonly<Record<string, string | number>>,
): string {
  const colon = key.indexOf(':');
  const namespace = key.slice(0, colon) as Namespace;
  const path = key.slice(colon + 1);
  const primary = isCatalogueLocale(locale) ? catalogues[locale][namespace] : undefined;
  const text = lookup(primary, path) ?? lookup(catalogues[FALLBACK_LOCALE][namespace], path);
  return text === undefined ? key : interpolate(text, values);
}

/** Whether `locale` has its own text for a key (not the English fallback). */
export function hasTranslation(locale: CatalogueLocale, key: `${Namespace}:${string}`): boolean {
  const colon = key.indexOf(':');
  return (
    lookup(catalogues[locale][key.slice(0, colon) as Namespace], key.slice(colon + 1)) !== undefined
  );
}
