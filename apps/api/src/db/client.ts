/**
 * Opens the database: PGlite (embedded, persistent under a folder or in memory) when no URL is
 * given, PostgreSQL through a node-postgres pool otherwise. Both give the same drizzle API, so
 * queries and migrations are written once.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema } from './schema/index.ts';

/** The drizzle database both drivers provide. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; poolSize?: number | undefined };

/** An open database and how to close it. */
export interface OpenDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

/** Opens a database; PGlite's data folder is created when missing. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // An idle client erroring (server restart) must not crash the process.
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}
