/**
 * Vitest global setup of the API suite on PGlite: one in-memory database migrated and seeded
 * with the test servers' configuration, its data folder image written to a temporary file and
 * provided to every test file. Opening that image (`DatabaseTarget.image`) skips PGlite's
 * initdb, the migrations and the seed, several seconds per test file. The PostgreSQL run needs
 * none of it: a fresh database there takes well under a second.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { PgliteImage } from './test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite image of this run, or null on PostgreSQL. */
    pgliteImage: PgliteImage | null;
  }
}

/** Makes the image before the first test file and removes it after the last. */
export default function setup(project: TestProject): () => void {
  const postgres = process.env.LOBBY_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL;
  if (postgres) {
    project.provide('pgliteImage', null);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'lobby-api-image-'));
  const script = fileURLToPath(new URL('./make-pglite-image.ts', import.meta.url));
  const made = spawnSync(
    process.execPath,
    ['--conditions=source', script, join(dir, 'seeded.tar')],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (made.status !== 0) throw new Error(`make-pglite-image.ts failed (${made.status})`);
  project.provide(
    'pgliteImage',
    JSON.parse(made.stdout.trim().split('\n').pop() ?? '') as PgliteImage,
  );
  return () => rmSync(dir, { recursive: true, force: true });
}
