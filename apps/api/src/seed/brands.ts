/**
 * Seed configuration of the brands: hosts, CORS origins, currency, the permission groups,
 * contact channels, theme entries, languages. The API's default brand is written here; every
 * other brand comes from the brand registry (`@lobby/brands`), whose entries carry what differs
 * per brand (distinct on purpose, so tests and screens can tell brands apart) and take defaults
 * for the rest. Logos are small generated SVG data URIs.
 */
import {
  currencyOf as registryCurrencyOf,
  devOriginsOf,
  discoverBrands,
  hostsOf,
  markColour,
} from '@lobby/brands';
import type { BrandEntry } from '@lobby/brands';
import { isThemeName, themes as themeTokens } from '@lobby/tokens/themes';
import type { ContactSettings, PermissionConfig, ThemeConfigEntry } from '@lobby/domain';

/** A brand's seed. */
export interface BrandSeed {
  id: string;
  displayName: string;
  hosts: string[];
  corsOrigins: string[];
  defaultLocale: string;
  currency: { code: string; symbol: string; decimals: number };
  timezoneOffset: number;
  permission: PermissionConfig;
  contact: ContactSettings;
  themes: { name: string; platform: number; config: ThemeConfigEntry }[];
  areaCodes: { code: string; country: string }[];
  /** The languages offered, with their own names; `forGames` when game providers take it. */
  languages: { locale: string; name: string; forGames: boolean }[];
  /** Opening balance of the demo member, minor units. */
  demoBalance: number;
  /**
   * Demo compliance links (issue 17): the regulator's badge and licence page and the national
   * self-exclusion scheme the site's footer shows. Absent: the defaults (none shown).
   */
  compliance?: {
    self_exclusion_scheme_url: string;
    licence_badge_url: string;
    licence_page_url: string;
  };
}

/** A square logo: the brand's initials on its colour. */
export function logoSvg(text: string, background: string, foreground = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${background}"/><text x="64" y="78" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${foreground}">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * A regulator's licence badge of our own making (no external artwork): a shield with a tick and
 * "LICENSED / REGULATED GAMING" on a dark band, readable at footer size.
 */
export function licenceBadgeSvg(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="48" viewBox="0 0 168 48"><rect width="168" height="48" rx="8" fill="#1f2937"/><path d="M24 8l14 5v10c0 9-6 15-14 18-8-3-14-9-14-18V13z" fill="#16a34a"/><path d="M18 24l4.5 4.5L31 20" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><text x="48" y="22" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#ffffff">LICENSED</text><text x="48" y="37" font-family="Arial, Helvetica, sans-serif" font-size="10" fill="#d1d5db">REGULATED GAMING</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A bank logo: its short name on a band of colour. */
export function bankLogoSvg(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="${colour}"/><text x="80" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#ffffff">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function seo(brand: string, tagline: string): PermissionConfig['website']['seo'] {
  return {
    '/': {
      title: `${brand} | ${tagline}`,
      description: `${brand}: sports, slots, casino and more.`,
      keywords: `${brand.toLowerCase()},sports,slots,casino`,
    },
    '/promotion': {
      title: `${brand} | Promotions`,
      description: `Current ${brand} promotions and bonuses.`,
      keywords: 'promotion,bonus',
    },
    '/sign_in': {
      title: `${brand} | Sign in`,
      description: `Sign in or join ${brand}.`,
      keywords: 'sign in,register',
    },
  };
}

function permission(
  brand: string,
  colour: string,
  options: {
    theme: string;
    memberEmail: number;
    memberPhone: number;
    agent: 0 | 1;
    liveScore: 0 | 1;
    vip: 0 | 1;
    timezone: number;
    tagline: string;
    /** Whether bank deposits quote the member's top-up code (off unless a brand says so). */
    topupCode?: 0 | 1;
  },
): PermissionConfig {
  const logo = logoSvg(brand.slice(0, 2).toUpperCase(), colour);
  return {
    agent_introduce: { status: options.agent },
    member: {
      member_email: options.memberEmail,
      member_phone: options.memberPhone,
      register_bank_info: 0,
      member_real_name: 1,
      username_min_length: 5,
      username_max_length: 20,
      password_min_length: 6,
      password_max_length: 20,
      phone_min_length: 8,
      phone_max_length: 13,
    },
    system: { timezone: options.timezone },
    website: { logo, favicon: logo, bookmark_icon: logo, seo: seo(brand, options.tagline) },
    member_module: {
      live_score_status: options.liveScore,
      live_score_url: options.liveScore ? 'https://example.com/live-score' : '',
    },
    vip_config: {
      mobile_vip_show: options.vip,
      mobile_picture: options.vip ? logoSvg('VIP', '#b8860b') : '',
    },
    theme: { name: options.theme },
    game: { game_type_sort: { Sport: 1, SlotMachine: 2, Casino: 3 }, show_hot_game: 1 },
    upload: { topup_code_show: options.topupCode ?? 0 },
    mission: { profit_status: 1, checkin_status: 1 },
  };
}

function contact(brand: string, extra: Partial<ContactSettings> = {}): ContactSettings {
  const domain = `${brand.toLowerCase()}.example`;
  return {
    live_chat_url: `https://chat.${domain}/?user={username}`,
    live_chat: { url: `https://chat.${domain}/`, script: '' },
    channels: [
      { kind: 'email', value: `support@${domain}` },
      { kind: 'telegram', value: `@${brand.toLowerCase()}_support` },
    ],
    social: [{ kind: 'facebook', url: `https://facebook.com/${brand.toLowerCase()}` }],
    ...extra,
  };
}

/** A harmless analytics snippet: it only records events on a page-local array. */
function analytics(brand: string): ThemeConfigEntry['val'] {
  const queue = `window.__lobbyAnalytics=window.__lobbyAnalytics||[]`;
  return {
    init: `${queue};window.__lobbyAnalytics.push(['init','${brand}']);`,
    src: '',
    regist: `${queue};window.__lobbyAnalytics.push(['register','${brand}']);`,
    deposit: `${queue};window.__lobbyAnalytics.push(['deposit','${brand}']);`,
  };
}

function themes(
  brand: string,
  festival: string,
  appVersion: string,
  app: 0 | 1,
): BrandSeed['themes'] {
  const base: ThemeConfigEntry = {
    status: app,
    type: festival,
    force_login: 0,
    showEntrance: app,
    version: appVersion,
    icon: { home: logoSvg('H', '#555555'), promotion: logoSvg('P', '#555555') },
    val: analytics(brand),
  };
  return [
    { name: 'default', platform: 0, config: base },
    { name: 'default', platform: 2, config: { ...base, showEntrance: app, force_login: 0 } },
    { name: 'app', platform: 0, config: { ...base, type: 'app_download' } },
  ];
}

const MY_CODES = [
  { code: '+60', country: 'MY' },
  { code: '+65', country: 'SG' },
  { code: '+66', country: 'TH' },
  { code: '+62', country: 'ID' },
];

/** The banks of spec §3, seeded for every brand. */
export const BANK_SEEDS = [
  { name: 'CIMB', colour: '#7a0019' },
  { name: 'HONG LEONG', colour: '#003a70' },
  { name: 'MAY', colour: '#f5c400' },
  { name: 'PUBLIC', colour: '#c8102e' },
  { name: 'RHB', colour: '#0067b1' },
  { name: 'UOB', colour: '#005eb8' },
  { name: 'BSN', colour: '#0f4c81' },
  { name: 'OTHER', colour: '#4a5568' },
] as const;

/** The languages every brand offers: key and the language's own name. */
export const LANGUAGE_SEEDS = [
  { locale: 'en', name: 'English' },
  { locale: 'ja', name: '日本語' },
  { locale: 'zh-CN', name: '简体中文' },
] as const;

/** Member sub types. */
export const SUB_TYPE_SEEDS = [
  { id: 1, key: 'normal' },
  { id: 2, key: 'vip' },
  { id: 3, key: 'agent' },
  { id: 4, key: 'test' },
] as const;

/** Extra currencies every brand lists after its own. */
export const CURRENCY_SEEDS = [
  { code: 'USD', symbol: '$', decimals: 2 },
  { code: 'MYR', symbol: 'RM', decimals: 2 },
  { code: 'JPY', symbol: '¥', decimals: 0 },
  { code: 'CNY', symbol: '¥', decimals: 2 },
] as const;

/** The demo member of every brand. */
export const DEMO_MEMBER = { username: 'demo01', password: 'demo1234' } as const;

/**
 * The API's own brand: requests on no brand's host land here (`localhost`, tests). It is no
 * shell, so it lives here rather than in the brand registry.
 */
const DEFAULT_SEED: BrandSeed = {
  id: 'default',
  displayName: 'Lobby',
  hosts: ['localhost', '127.0.0.1', 'lobby.test'],
  corsOrigins: [
    'http://localhost:5173',
    'http://127.0.0.1:5173',
    'http://localhost:4173',
    'http://127.0.0.1:4173',
  ],
  defaultLocale: 'en',
  currency: { code: 'USD', symbol: '$', decimals: 2 },
  timezoneOffset: 8,
  permission: permission('Lobby', '#2b6cb0', {
    theme: 'DIAMOND',
    memberEmail: 1,
    memberPhone: 1,
    agent: 1,
    liveScore: 1,
    vip: 1,
    timezone: 8,
    tagline: 'Play your way',
  }),
  contact: contact('Lobby'),
  themes: themes('lobby', 'snow', '1.0.0', 1),
  areaCodes: [
    ...MY_CODES,
    { code: '+1', country: 'US' },
    { code: '+81', country: 'JP' },
    { code: '+86', country: 'CN' },
  ],
  languages: LANGUAGE_SEEDS.map((l) => ({ ...l, forGames: true })),
  demoBalance: 100_000,
};

/** A currency's symbol and decimals: the seeds' table first, else what Intl knows of the code. */
export function currencyOf(code: string): BrandSeed['currency'] {
  const known = CURRENCY_SEEDS.find((c) => c.code === code);
  return known ? { ...known } : { ...registryCurrencyOf(code) };
}

/** A language's own name: the seeds' table first, else what Intl calls it in itself. */
function languageName(locale: string): string {
  const known = LANGUAGE_SEEDS.find((l) => l.locale === locale);
  return known?.name ?? new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/** The generated logo's colour when neither `brand.json` nor its theme gives one. */
const DEFAULT_COLOUR = '#2b6cb0';

/**
 * The colour a brand's generated logo (the mark) is drawn on: `seed.colour` when `brand.json`
 * pins one, else its theme's accent, so a theme change moves the mark with it
 * (`ops brand:sync` writes it to a running database).
 */
export function markColourOf(entry: Pick<BrandEntry, 'theme' | 'seed'>): string {
  return markColour(
    entry,
    isThemeName(entry.theme) ? themeTokens[entry.theme].color.accent : DEFAULT_COLOUR,
  );
}

/**
 * The seed of a registry brand (`apps/<id>/brand.json`): its identity, hosts and dev origins
 * from the entry, its settings from the entry's `seed` group, the rest from defaults.
 */
export function brandSeedOf(entry: BrandEntry): BrandSeed {
  const settings = entry.seed ?? {};
  const timezone = settings.timezone ?? 8;
  const contactDefaults = contact(entry.name);
  return {
    id: entry.id,
    displayName: entry.name,
    hosts: hostsOf(entry),
    corsOrigins: devOriginsOf(entry),
    defaultLocale: entry.defaultLocale,
    currency: currencyOf(entry.currency),
    timezoneOffset: timezone,
    permission: permission(entry.name, markColourOf(entry), {
      theme: settings.permissionTheme ?? entry.theme,
      memberEmail: settings.memberEmail ?? 1,
      memberPhone: settings.memberPhone ?? 1,
      agent: settings.agent ?? 1,
      liveScore: settings.liveScore ?? 1,
      vip: settings.vip ?? 1,
      timezone,
      tagline: settings.tagline ?? 'Play your way',
      ...(settings.topupCode !== undefined ? { topupCode: settings.topupCode } : {}),
    }),
    contact: {
      ...contactDefaults,
      channels: (settings.contactChannels ??
        contactDefaults.channels) as ContactSettings['channels'],
      social: (settings.social ?? contactDefaults.social) as ContactSettings['social'],
    },
    themes: themes(
      entry.id,
      settings.festival ?? 'snow',
      settings.appVersion ?? '1.0.0',
      settings.app ?? 1,
    ),
    areaCodes: [...(settings.areaCodes ?? MY_CODES)],
    languages: entry.locales.map((locale) => ({
      locale,
      name: languageName(locale),
      forGames: !(settings.noGameLocales ?? []).includes(locale),
    })),
    demoBalance: settings.demoBalance ?? 100_000,
    // Demo values on reserved `.example` hosts; an operator sets the real ones (`ops compliance:set`).
    compliance: {
      self_exclusion_scheme_url: 'https://self-exclusion.example/',
      licence_badge_url: licenceBadgeSvg(),
      licence_page_url: `https://regulator.example/licences/${entry.id}`,
    },
  };
}

/**
 * The seeded brands: the API's default brand, then every brand of the registry in `dir`
 * (default: `LOBBY_BRANDS_DIR`, else the repository's `apps/`).
 */
export function brandSeeds(dir?: string): BrandSeed[] {
  return [DEFAULT_SEED, ...discoverBrands(dir).map(brandSeedOf)];
}
