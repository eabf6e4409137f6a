/**
 * A migrated, seeded PGlite folder that test servers start from, made once and kept in
 * `node_modules/.cache/lobby-test-api/`. Copying it is far cheaper than PGlite's initdb, the
 * migrations and the seed, which every suite's server would otherwise run at start. The
 * folder is keyed by the API's source and migrations, the brand registry's files (the seed adds
 * every brand they list), the seed's settings (password hash cost, provider secret) and the
 * day, since the seed dates content relative to when it runs.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_FILE, appsDir, discoverBrands } from '@lobby/brands';

const apiRoot = (): string => fileURLToPath(new URL('../../../apps/api/', import.meta.url));
const cacheRoot = (): string =>
  fileURLToPath(new URL('../../../node_modules/.cache/lobby-test-api/', import.meta.url));

/** Every file under `dir`, sorted, so the key does not depend on directory order. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out.sort();
}

/** The cache key: what the seeded folder's content depends on. */
function folderKey(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const root = apiRoot();
  for (const dir of ['src', 'drizzle']) {
    for (const file of filesUnder(join(root, dir))) {
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  for (const brand of discoverBrands(appsDir(env)))
    hash.update(readFileSync(join(brand.dir, BRAND_FILE)));
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(
    `${env.LOBBY_ARGON2_MEMORY_KIB ?? ''}|${env.LOBBY_ARGON2_PASSES ?? ''}|${env.LOBBY_PROVIDER_SECRET ?? ''}`,
  );
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** Runs the API's seeding script into `dir`; rejects with its output when it fails. */
function seedInto(dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const script = join(apiRoot(), 'src/test/make-pglite-image.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', script, '--folder', dir], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Seeding a PGlite folder failed (${code}):\n${output}`)),
    );
  });
}

/**
 * Fills `dataDir` (which must not exist yet) with a copy of the seeded folder for `env`, making
 * the folder first when the cache has none. Suites that start together may both make it; the
 * first to rename its copy into place wins and the other's is dropped.
 */
export async function copySeededFolder(dataDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const root = cacheRoot();
  const key = folderKey(env);
  const cached = join(root, key);
  if (!existsSync(cached)) {
    mkdirSync(root, { recursive: true });
    const work = mkdtempSync(join(root, '.making-'));
    try {
      await seedInto(join(work, 'pglite'), env);
      try {
        renameSync(join(work, 'pglite'), cached);
      } catch (error) {
        if (!existsSync(cached)) throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    // Folders of older sources or days are of no further use.
    for (const entry of readdirSync(root)) {
      if (entry !== key && !entry.startsWith('.'))
        rmSync(join(root, entry), { recursive: true, force: true });
    }
  }
  cpSync(cached, dataDir, { recursive: true });
}
