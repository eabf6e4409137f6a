/**
 * Where the end-to-end run finds things: the repository, the brands and their hosts, Chromium
 * and the flags it runs with on these machines (no downloads, no outside network).
 */
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { brandById, discoverBrands } from '@lobby/brands';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The brands under test: every shell of the brand registry (each `apps/<brand>/brand.json`). */
export const BRANDS: readonly string[] = discoverBrands().map((b) => b.id);
/** A brand under test (a registry id). */
export type BrandId = string;

/** A brand's shell folder, where the registry found it (`LOBBY_BRANDS_DIR` may point elsewhere). */
export function shellOf(brand: BrandId): string {
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
