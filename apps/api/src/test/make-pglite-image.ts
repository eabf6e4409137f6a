/**
 * `node --conditions=source make-pglite-image.ts <file>`: migrates and seeds an in-memory PGlite
 * with the test servers' configuration, writes its data folder image to `<file>` and prints the
 * {@link PgliteImage} as JSON. Run by `pglite-image.ts` in a plain Node process, since Vitest's
 * global setup resolves no workspace package to its source.
 */
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createPasswordHasher } from '../core/passwords.ts';
import { TEST_ENV, seedKey } from './test-env.ts';
import type { PgliteImage } from './test-env.ts';

const path = process.argv[2];
if (!path) throw new Error('usage: make-pglite-image.ts <file>');
const config = loadConfig(TEST_ENV);
const database = await openDatabase({ kind: 'pglite' });
try {
  await migrate(database.db, database.kind);
  await seedIfEmpty(database.db, createPasswordHasher(config.scryptLog2N), config);
  const image = await (database.image as () => Promise<Blob>)();
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
} finally {
  await database.close();
}
const made: PgliteImage = { path, seedKey: seedKey(config) };
console.log(JSON.stringify(made));
