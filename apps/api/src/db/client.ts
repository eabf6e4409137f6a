/**
 * Opens the database: PGlite (embedded, persistent under a folder or in memory) when no URL is
 * given, PostgreSQL through a node-postgres pool otherwise. Both give the same drizzle API, so
 * queries and migrations are written once. A PGlite folder is locked to one process
 * (`folder-lock.ts`) and, unless asked otherwise, flushed to disk at every commit
 * (`pglite-durable.ts`).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireFolderLock } from './folder-lock.ts';
import { createSessionLink } from './notifications.ts';
import type { SessionLink } from './notifications.ts';
import { durablePgliteOptions, syncTree } from './pglite-durable.ts';
import { schema } from './schema/index.ts';

/** The drizzle database both drivers provide. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /**
       * Flush each commit to disk before acknowledging it (default true). Off only for
       * benchmarks and throw-away development data (`LOBBY_PGLITE_SYNC=0`); ignored in memory.
       */
      durable?: boolean | undefined;
      /**
       * In memory only: start from this data folder image (PGlite's `dumpDataDir`) instead of
       * an empty cluster. Tests open from a migrated, seeded image made once per run, which
       * skips PGlite's initdb, the migrations and the seed for every test file.
       */
      image?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolSize?: number | undefined };

/** The connections of a database's pool, for the metrics. */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  /** Open connections no query holds. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** PGlite's one connection, always held by the embedded engine; nothing ever waits in a pool. */
const PGLITE_POOL: PoolStats = { total: 1, idle: 0, waiting: 0 };

/** An open database and how to close it. */
export interface OpenDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /** The pool's figures now (node-postgres' counts; PGlite: one connection in use). */
  poolStats(): PoolStats;
  /** In-memory PGlite only: an image of its data folder, to open copies from (`image`). */
  image?: () => Promise<Blob>;
  /**
   * PostgreSQL only: the process's dedicated connection for notes and session locks, beside the
   * pool (`notifications.ts`), named `applicationName`. Not connected until opened.
   */
  sessionLink?: (applicationName: string) => SessionLink;
}

/**
 * Opens a database; PGlite's data folder is created when missing.
 *
 * @throws DatabaseInUseError when another live process holds the PGlite folder.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'pglite') {
    const { dataDir } = target;
    if (!dataDir) {
      const client = new PGlite(target.image ? { loadDataDir: target.image } : {});
      await client.waitReady;
      const db = drizzlePglite({ client, schema }) as unknown as Database;
      return {
        db,
        kind: 'pglite',
        close: () => client.close(),
        poolStats: () => PGLITE_POOL,
        image: () => client.dumpDataDir('none'),
      };
    }
    mkdirSync(dataDir, { recursive: true });
    const lock = acquireFolderLock(dataDir);
    try {
      const durable = target.durable ?? true;
      const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
      const client = new PGlite(durable ? durablePgliteOptions(dataDir) : { dataDir });
      await client.waitReady;
      if (durable && fresh) syncTree(dataDir);
      const db = drizzlePglite({ client, schema }) as unknown as Database;
      const close = async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      };
      return { db, kind: 'pglite', close, poolStats: () => PGLITE_POOL };
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    // An idle client erroring (server restart) must not crash the process.
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    sessionLink: (applicationName) => createSessionLink({ url: target.url, pool, applicationName }),
  };
}
