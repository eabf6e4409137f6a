/**
 * Makes a migrated, seeded PGlite to start test servers from, in a plain Node process (run with
 * `--conditions=source`), since Vitest's global setup resolves no workspace package to its
 * source:
 * - `make-pglite-image.ts <file>`: in memory with the harness's configuration (`TEST_ENV`); the
 *   data folder image is written to `<file>` and the {@link PgliteImage} printed as JSON
 *   (`pglite-image.ts`, the API suite);
 * - `make-pglite-image.ts --folder <dir>`: a PGlite folder seeded with the configuration in the
 *   environment, closed cleanly so it can be copied (`@lobby/test-api`, the reference API that
 *   the SDK, feature and site suites start).
 * Only the migrations and the seed run: the server makes its keys when it first starts.
 */
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../base/config.ts';
import { openDatabase } from '../db/client.ts';
import type { DatabaseTarget } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedMissing } from '../seed/seed.ts';
import { createPasswordHasher } from '../core/security/passwords.ts';
import { TEST_ENV, seedKey } from './test-env.ts';
import type { PgliteImage } from './test-env.ts';

const [first, second] = process.argv.slice(2);
const folder = first === '--folder' ? second : undefined;
const file = folder ? undefined : first;
if (!folder && !file) throw new Error('usage: make-pglite-image.ts <file> | --folder <dir>');

const config = loadConfig(folder ? process.env : TEST_ENV);
const target: DatabaseTarget = folder
  ? { kind: 'pglite', dataDir: folder, durable: false }
  : { kind: 'pglite' };
const database = await openDatabase(target);
try {
  await migrate(database.db, database.kind);
  await seedMissing(database.db, createPasswordHasher(config.argon2), config);
  if (file) {
    const image = await (database.image as () => Promise<Blob>)();
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    const made: PgliteImage = { path: file, seedKey: seedKey(config) };
    console.log(JSON.stringify(made));
  }
} finally {
  await database.close();
}
