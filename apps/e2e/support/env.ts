/**
 * Where the end-to-end run finds things: the repository, the brands and their hosts, Chromium
 * and the flags it runs with on these machines (no downloads, no outside network).
 */
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { brandById, discoverBrands } from '@lobby/brands';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The brands under test: every shell of the brand registry (each `apps/<brand>/brand.json`). */
export const BRANDS: readonly string[] = discoverBrands().map((b) => b.id);
/** A brand under test (a registry id). */
export type BrandId = string;

/** A brand the run makes with `create-brand` to put a screen group in a browser. */
export interface LayoutBrand {
  /** The brand id (`create-brand`'s id of the name). */
  readonly id: string;
  /** The name members see. */
  readonly name: string;
  /** The theme, which brings its screen group. */
  readonly theme: string;
}

/**
 * The screen groups the repository's shells leave out (they are PRO-SLEEK, RETRO and LITE),
 * each on a brand the global setup makes with `create-brand` into a temporary registry, builds
 * and registers on the test API. They run the money and games journeys only (see
 * playwright.config.ts), which go through most of a layout's screens.
 */
export const LAYOUT_BRANDS: readonly LayoutBrand[] = [
  // Each group's showcase theme (`variantShowcase` of @lobby/tokens, whose built files this
  // process cannot import): the group as designed.
  { id: 'crownvault', name: 'Crown Vault', theme: 'DIAMOND' },
  { id: 'feltroom', name: 'Felt Room', theme: 'THEME8' }, // CLASSY
  { id: 'lilacplay', name: 'Lilac Play', theme: 'THEME9' }, // SOFT-SLEEK
];

/** The environment variable naming the layout brands' temporary registry, for the workers. */
export const LAYOUT_REGISTRY_ENV = 'LOBBY_E2E_LAYOUT_DIR';

/**
 * A brand's shell folder: a layout brand's in the run's temporary registry, any other where the
 * registry found it (`LOBBY_BRANDS_DIR` may point elsewhere).
 */
export function shellOf(brand: BrandId): string {
  if (LAYOUT_BRANDS.some((b) => b.id === brand)) {
    const registry = process.env[LAYOUT_REGISTRY_ENV];
    if (!registry) throw new Error(`${brand} is made by the global setup, which has not run`);
    return join(registry, brand);
  }
  return brandById(brand).dir;
}

/** A brand's shell folder relative to the repository, as the bundle report names modules. */
export function shellPathOf(brand: BrandId): string {
  return relative(ROOT, shellOf(brand)).split('\\').join('/');
}

/** Chromium binary (Debian's; browsers are never downloaded). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that work headless, as root, with no outside network; `*.localhost` maps to loopback. */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

/** The site origin of a brand on the test API. */
export function brandOrigin(brand: BrandId, port: number): string {
  return `http://${brand}.localhost:${port}`;
}

/** The demo member of every brand. */
export const DEMO = { username: 'demo01', password: 'demo1234' } as const;
