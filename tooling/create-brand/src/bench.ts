/**
 * `pnpm bench` (this package): what a new brand costs. Writes a brand with `create-brand` into a
 * temporary registry, prints the lines it wrote (the manifest apart: a person would not write
 * that either), then builds the shell for production three times and prints each build's time:
 * the first (cold: nothing of this shell compiled before) and the warm ones after it. The
 * target is a warm build under 10 s. Every build does the same work (the same shell, the same
 * production mode, a fresh output folder); a failed build stops the bench instead of being
 * timed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsDir, discoverBrands } from '@lobby/brands';
import { createBrand } from './create-brand.ts';
import { linkDependencies } from './link-dependencies.ts';

/** Builds after the first one; the warm figure is their median. */
const WARM_RUNS = 2;
/** The target for a warm build of a new brand. */
const TARGET_SECONDS = 10;

const repoApps = appsDir({});
const registry = mkdtempSync(join(tmpdir(), 'lobby-brand-bench-'));
try {
  // The registry holds one existing brand, so the new one gets a port and domain beside it.
  const first = discoverBrands(repoApps)[0];
  if (!first) throw new Error('The repository has no brand shell');
  for (const file of ['brand.json', 'package.json'])
    cpSync(join(first.dir, file), join(registry, first.id, file));

  const created = createBrand({ name: 'Bench Play', theme: 'THEME10', appsDir: registry });
  const written = created.files.filter((f) => f.path !== 'package.json');
  const lines = written.reduce((sum, f) => sum + f.lines, 0);
  linkDependencies(created.dir, repoApps);

  const build = (): number => {
    rmSync(join(created.dir, 'dist'), { recursive: true, force: true });
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      [join(created.dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: created.dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production', LOBBY_RELEASE: 'bench' },
      },
    );
    if (result.status !== 0) throw new Error(`The new brand did not build:\n${result.stderr}`);
    return (performance.now() - started) / 1000;
  };
  const cold = build();
  const warm = Array.from({ length: WARM_RUNS }, build).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)] ?? cold;

  console.log('── New brand (create-brand) ──');
  console.log(
    `  lines written: ${lines} in ${written.length} files (${written.map((f) => `${f.path} ${f.lines}`).join(', ')}); package.json apart`,
  );
  console.log(`  production build, cold: ${cold.toFixed(1)} s`);
  console.log(
    `  production build, warm: ${median.toFixed(1)} s (median of ${WARM_RUNS}; runs ${warm.map((s) => s.toFixed(1)).join(', ')} s)`,
  );
  console.log(
    `  target: warm < ${TARGET_SECONDS} s — ${median < TARGET_SECONDS ? 'met' : 'NOT met'}`,
  );
} finally {
  rmSync(registry, { recursive: true, force: true });
}
