/**
 * Links a shell written outside the workspace (a temporary registry in the test and the bench)
 * to the dependencies the repository's shells and Storybook already have installed, as
 * `pnpm install` would, without touching the workspace or the network.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { discoverBrands } from '@lobby/brands';

/** Links every dependency of the shell at `shell` from the repository's `apps` folder. */
export function linkDependencies(shell: string, repoApps: string): void {
  const pkg = JSON.parse(readFileSync(join(shell, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  // The registry's shells, then Storybook, which holds every theme's fonts.
  const apps = [...discoverBrands(repoApps).map((brand) => brand.dir), join(repoApps, 'storybook')];
  const sources = apps.map((app) => join(app, 'node_modules'));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const from = sources.map((dir) => join(dir, name)).find((path) => existsSync(path));
    if (!from) throw new Error(`No shell of the repository has ${name} installed`);
    mkdirSync(dirname(join(shell, 'node_modules', name)), { recursive: true });
    symlinkSync(from, join(shell, 'node_modules', name));
  }
}
