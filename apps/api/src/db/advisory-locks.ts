/**
 * The PostgreSQL advisory locks the servers sharing one database take, in one place so two
 * uses never pick the same key: the migrations and the seed at start (one starting instance at a
 * time), and the leadership of the periodic jobs (`core/cluster/cluster.ts`).
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The advisory lock keys (one key space per database). */
export const ADVISORY_LOCK = {
  /** Held by the transaction applying migrations. */
  migrations: 7_353_001,
  /** Held by the transaction seeding the missing brands. */
  seed: 7_353_002,
  /** Held, session-level, by the instance leading the periodic jobs. */
  leader: 7_353_003,
} as const;

/**
 * Runs `work` in a transaction holding the advisory lock `key` on PostgreSQL, so instances
 * starting together do it one after the other (each then sees what the one before wrote). On
 * PGlite, one process only, `work` runs on the database as it is.
 */
export async function oneInstanceAtATime<T>(
  db: Database,
  kind: 'pglite' | 'postgres',
  key: number,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
    return work(tx as unknown as Database);
  });
}
