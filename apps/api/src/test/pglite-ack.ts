/**
 * Child process of the durability test (`db/client.test.ts`): opens a PGlite folder the way the
 * server does (`openDatabase` over `targetOf(loadConfig())`, so `LOBBY_PGLITE_SYNC` decides),
 * commits one row, prints `acked <n>` where n counts the fsync calls made while committing, and
 * waits to be killed. Usage: `node --conditions=source pglite-ack.ts <folder> <value>`.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../base/config.ts';
import { openDatabase } from '../db/client.ts';
import { targetOf } from '../server.ts';

const [dataDir, value] = process.argv.slice(2) as [string, string];
let syncs = 0;
const fsyncSync = fs.fsyncSync;
// Count every fsync, the ones imported by name included (syncBuiltinESMExports updates them).
fs.fsyncSync = (fd) => {
  syncs += 1;
  fsyncSync(fd);
};
syncBuiltinESMExports();

const database = await openDatabase(
  targetOf(loadConfig({ ...process.env, DATABASE_URL: '', LOBBY_DATA_DIR: dataDir })),
);
await database.db.execute(sql`CREATE TABLE IF NOT EXISTS durability_probe (v text NOT NULL)`);
const before = syncs;
await database.db.execute(sql`INSERT INTO durability_probe (v) VALUES (${value})`);
console.log(`acked ${syncs - before}`);
// Killed here by the parent; the timer only keeps the process alive until then.
setInterval(() => {}, 60_000);
