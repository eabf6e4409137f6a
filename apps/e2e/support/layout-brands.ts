/**
 * The layout brands (`LAYOUT_BRANDS`): made with `create-brand` into a temporary registry, as an
 * operator would make a brand, linked to the dependencies the repository's shells have
 * installed (no install, no network), built for production and, once the test API runs,
 * registered on it with `ops brand:create`, demo member included.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsDir, discoverBrands } from '@lobby/brands';
import { linkDependencies } from '@lobby/create-brand/link-dependencies';
import { buildShells, ops } from './api-server.ts';
import { LAYOUT_BRANDS, LAYOUT_REGISTRY_ENV, ROOT } from './env.ts';

/** The layout brands' registry and builds. */
export interface LayoutSites {
  /** The temporary registry holding their shells. */
  readonly registry: string;
  /** Brand → built site, for the test API. */
  readonly sites: Readonly<Record<string, string>>;
  /** Removes the registry. */
  remove(): void;
}

/**
 * Whether this run includes a layout brand's project: every project runs unless `--project`
 * names some, so a run of the repository's brands alone skips making them.
 */
export function layoutBrandsWanted(argv: readonly string[] = process.argv): boolean {
  const named: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith('--project=')) named.push(arg.slice('--project='.length));
    // Like Playwright's own parser, `--project` takes every value up to the next option.
    if (arg !== '--project') return;
    for (const value of argv.slice(i + 1)) {
      if (value.startsWith('-')) break;
      named.push(value);
    }
  });
  return named.length === 0 || named.some((name) => LAYOUT_BRANDS.some((b) => b.id === name));
}

/**
 * Writes the layout brands' shells with `create-brand` into a temporary registry and builds
 * them; sets `LOBBY_E2E_LAYOUT_DIR` so this process and the workers find them.
 */
export function makeLayoutBrands(): LayoutSites {
  const repoApps = appsDir({});
  const registry = mkdtempSync(join(tmpdir(), 'lobby-e2e-layouts-'));
  // create-brand takes dependency versions from a registered shell: the repository's first.
  const template = discoverBrands(repoApps)[0];
  if (!template) throw new Error('The repository has no brand shell');
  for (const file of ['brand.json', 'package.json'])
    cpSync(join(template.dir, file), join(registry, template.id, file));
  for (const brand of LAYOUT_BRANDS) {
    // The command an operator runs (`pnpm create-brand`), into the temporary registry.
    const made = spawnSync(
      process.execPath,
      [
        '--conditions=source',
        join(ROOT, 'tooling/create-brand/src/create-brand.ts'),
        brand.name,
        '--theme',
        brand.theme,
        '--apps-dir',
        registry,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    if (made.status !== 0) throw new Error(`create-brand ${brand.name}: ${made.stderr}`);
    linkDependencies(join(registry, brand.id), repoApps);
  }
  rmSync(join(registry, template.id), { recursive: true });
  process.env[LAYOUT_REGISTRY_ENV] = registry;
  const remove = () => rmSync(registry, { recursive: true, force: true });
  try {
    return { registry, sites: buildShells(LAYOUT_BRANDS.map((b) => b.id)), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Registers the layout brands on the running test API whose data folder is `dataDir`. */
export function registerLayoutBrands(dataDir: string, registry: string): void {
  for (const brand of LAYOUT_BRANDS)
    ops(dataDir, 'brand:create', {
      brand: brand.id,
      'brands-dir': registry,
      'demo-member': 'true',
    });
}
