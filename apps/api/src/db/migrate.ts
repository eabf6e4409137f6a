/**
 * One migrator for both drivers: applies the drizzle-kit SQL migrations in `drizzle/` that the
 * database has not seen, each in its own transaction, recording them in drizzle's own table (so
 * `drizzle-kit migrate` and this agree). On PostgreSQL an advisory lock keeps two servers
 * starting at once from racing, from the creation of drizzle's table on (two concurrent
 * `CREATE ... IF NOT EXISTS` can both try to create it and one fail).
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { ADVISORY_LOCK } from './advisory-locks.ts';
import type { Database } from './client.ts';

/** The folder holding the generated migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies pending migrations; answers how many were applied. */
export async function migrate(db: Database, kind: 'pglite' | 'postgres'): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  let applied = 0;
  await db.transaction(async (tx) => {
    if (kind === 'postgres')
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.migrations})`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    const rows = await tx.execute(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const last = Number(rowsOf<{ created_at: string | number }>(rows)[0]?.created_at ?? 0);
    for (const migration of migrations) {
      if (migration.folderMillis <= last) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
      );
      applied += 1;
    }
  });
  return applied;
}

/** The creation times (drizzle's `created_at`) of the migrations in `drizzle/`, read once. */
let shipped: readonly number[] | undefined;

/**
 * How many migrations of `drizzle/` the database has not recorded in drizzle's table: 0 when
 * its schema is what this code expects. One the database has and this code lacks is no
 * shortfall (a newer server of a rolling deploy migrated it; this one still works on the
 * schema it knows). Throws when the database does not answer or has no migrations table.
 */
export async function missingMigrations(db: Database): Promise<number> {
  shipped ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (m) => m.folderMillis,
  );
  const rows = rowsOf<{ created_at: string | number }>(
    await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`),
  );
  const applied = new Set(rows.map((r) => Number(r.created_at)));
  return shipped.filter((at) => !applied.has(at)).length;
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too; this keeps the typing in one place. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
