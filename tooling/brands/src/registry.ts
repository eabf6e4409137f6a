/**
 * The brand registry. A brand is its folder under `apps/` holding a `brand.json`: plain data,
 * so Node scripts, Vite configs, the API and shell tools all read the same file without
 * running a build or loading Vite. Nothing else lists brands; everything asks here.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The file that makes a folder under `apps/` a brand. */
export const BRAND_FILE = 'brand.json';

/** A phone area code the brand's sign-up offers. */
export interface AreaCode {
  readonly code: string;
  readonly country: string;
}

/** A contact channel or social link shown to members (checked by the API's domain schema). */
export interface ContactEntry {
  readonly kind: string;
  readonly value?: string;
  readonly url?: string;
}

/**
 * What the API's seed needs beyond the brand's identity; every field has a default, so a new
 * brand's file can leave the whole group out. The three first brands keep their own values
 * here because tests tell them apart by these settings.
 */
export interface BrandSeedSettings {
  /**
   * Colour of the generated logo (the mark the API serves as `website.logo`). Default: the
   * theme's accent, so a theme change moves the mark too; set it only to pin a colour.
   */
  readonly colour?: string;
  /** The SEO title's second half. Default `Play your way`. */
  readonly tagline?: string;
  /** The theme name operators see in the permission config. Default: the brand's theme. */
  readonly permissionTheme?: string;
  /** Hours from UTC. Default 8. */
  readonly timezone?: number;
  /** Sign-up email field: 0 hidden, 1 optional, 2 required. Default 1. */
  readonly memberEmail?: number;
  /** Sign-up phone field: 0 hidden, 1 optional, 2 required. Default 1. */
  readonly memberPhone?: number;
  /** Affiliate introduction on (1) or off (0). Default 1. */
  readonly agent?: 0 | 1;
  /** Live scores on (1) or off (0). Default 1. */
  readonly liveScore?: 0 | 1;
  /** VIP page on (1) or off (0). Default 1. */
  readonly vip?: 0 | 1;
  /** Whether bank deposits quote the member's top-up code. Default 0. */
  readonly topupCode?: 0 | 1;
  /** The festival animation. Default `snow`. */
  readonly festival?: string;
  /** The app-download prompt: on (1) or off (0), and the app's version. Default 1, `1.0.0`. */
  readonly app?: 0 | 1;
  readonly appVersion?: string;
  /** Contact channels and social links; default an email and a Telegram channel, Facebook. */
  readonly contactChannels?: readonly ContactEntry[];
  readonly social?: readonly ContactEntry[];
  /** Phone area codes, first is the default. Default MY, SG, TH, ID. */
  readonly areaCodes?: readonly AreaCode[];
  /** Locales whose names game providers do not take. Default none. */
  readonly noGameLocales?: readonly string[];
  /** The demo member's opening balance in minor units. Default 100000. */
  readonly demoBalance?: number;
}

/** One brand as its `brand.json` states it. */
export interface BrandEntry {
  /** The brand id at the API and the folder's name: lower-case letters and digits. */
  readonly id: string;
  /** The name members see. */
  readonly name: string;
  /** The theme the shell fixes at build time (a `ThemeName` of `@lobby/tokens`). */
  readonly theme: string;
  /** The dev server's and preview's port; the API allows this origin (CORS). */
  readonly port: number;
  /** ISO 4217 code of the brand's own currency. */
  readonly currency: string;
  /** The locale a visitor without a choice gets; one of {@link BrandEntry.locales}. */
  readonly defaultLocale: string;
  /** The locales the brand offers. */
  readonly locales: readonly string[];
  /** The brand's public domain; the API also resolves `<id>.localhost` to the brand. */
  readonly domain: string;
  /** The seed's per-brand settings. */
  readonly seed?: BrandSeedSettings;
}

/** A registered brand: its entry and where its shell lives. */
export interface Brand extends BrandEntry {
  /** The shell folder (`apps/<id>`). */
  readonly dir: string;
}

/** A brand id: a letter, then up to 30 lower-case letters and digits (also a host label). */
export const BRAND_ID = /^[a-z][a-z0-9]{1,30}$/;

/**
 * The folder brands are found in: `LOBBY_BRANDS_DIR` when set (a test's temporary copy, a
 * deployment's own folder), else this repository's `apps/`.
 */
export function appsDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.LOBBY_BRANDS_DIR || fileURLToPath(new URL('../../../apps/', import.meta.url));
}

/** A bad `brand.json`: names the file and the field. */
export class BrandFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'BrandFileError';
  }
}

function text(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Checks a parsed `brand.json`; `folder` must match the id so one fact lives in one place. */
export function parseBrand(data: unknown, file: string, folder?: string): BrandEntry {
  const fail = (problem: string): never => {
    throw new BrandFileError(file, problem);
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail('not a JSON object');
  const entry = data as Record<string, unknown>;
  if (typeof entry.id !== 'string' || !BRAND_ID.test(entry.id))
    fail('"id" must be a letter then 1–30 lower-case letters or digits');
  if (folder !== undefined && entry.id !== folder)
    fail(`"id" is "${String(entry.id)}" but the folder is "${folder}"`);
  for (const key of ['name', 'theme', 'defaultLocale', 'domain'] as const)
    if (!text(entry[key])) fail(`"${key}" must be a non-empty string`);
  if (typeof entry.currency !== 'string' || !/^[A-Z]{3}$/.test(entry.currency))
    fail('"currency" must be an ISO 4217 code such as USD');
  const port = entry.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65535)
    fail('"port" must be a whole number from 1024 to 65535');
  const locales = entry.locales;
  if (!Array.isArray(locales) || locales.length === 0 || !locales.every(text))
    fail('"locales" must be a non-empty list of locale names');
  if (!(locales as string[]).includes(entry.defaultLocale as string))
    fail('"defaultLocale" must be one of "locales"');
  if (entry.seed !== undefined && (typeof entry.seed !== 'object' || entry.seed === null))
    fail('"seed" must be an object');
  return entry as unknown as BrandEntry;
}

/** Reads the brand whose shell is `dir`, or undefined when the folder has no brand file. */
export function readBrand(dir: string): Brand | undefined {
  const file = join(dir, BRAND_FILE);
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandFileError(file, `not JSON (${(error as Error).message})`);
  }
  const folder = dir
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .pop();
  return { ...parseBrand(data, file, folder), dir };
}

/**
 * Every brand under `dir` (default {@link appsDir}), ordered by port so the first brand is the
 * same on every machine. Two brands on one port or one domain are refused: each must be
 * reachable on its own.
 */
export function discoverBrands(dir: string = appsDir()): Brand[] {
  if (!existsSync(dir)) return [];
  const found = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readBrand(join(dir, d.name)) ?? []);
  found.sort((a, b) => a.port - b.port || a.id.localeCompare(b.id));
  for (const [i, brand] of found.entries()) {
    const earlier = found.slice(0, i);
    const port = earlier.find((b) => b.port === brand.port);
    if (port) throw new BrandFileError(brand.dir, `port ${brand.port} is also ${port.id}'s`);
    const domain = earlier.find((b) => b.domain === brand.domain);
    if (domain)
      throw new BrandFileError(brand.dir, `domain ${brand.domain} is also ${domain.id}'s`);
  }
  return found;
}

/** The brand with `id`, or an error listing the brands there are. */
export function brandById(id: string, dir: string = appsDir()): Brand {
  const all = discoverBrands(dir);
  const brand = all.find((b) => b.id === id);
  if (!brand)
    throw new Error(`Unknown brand "${id}". Brands: ${all.map((b) => b.id).join(', ') || 'none'}.`);
  return brand;
}

/** The hosts the API resolves to the brand: its `.localhost` name (local runs) and its domain. */
export function hostsOf(brand: BrandEntry): string[] {
  return [`${brand.id}.localhost`, brand.domain];
}

/** The origins the brand's dev server and preview are opened at, which the API allows (CORS). */
export function devOriginsOf(brand: BrandEntry): string[] {
  return [
    `http://${brand.id}.localhost:${brand.port}`,
    `http://localhost:${brand.port}`,
    `http://127.0.0.1:${brand.port}`,
  ];
}

/**
 * The colour a brand's mark (its generated logo, and the app icons the build draws) is drawn on:
 * `seed.colour` when `brand.json` pins one, else `themeAccent`, its theme's accent, so a theme
 * change moves the mark with it. The API's seed and the shells' build both ask here.
 */
export function markColour(entry: Pick<BrandEntry, 'seed'>, themeAccent: string): string {
  return entry.seed?.colour || themeAccent;
}
