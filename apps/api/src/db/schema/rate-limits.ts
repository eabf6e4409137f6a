/**
 * The request rate limits' sliding logs (`base/rate-limit.ts`), one row per limiter key,
 * kept in the database so every API instance on it counts against the same budget. The table is
 * UNLOGGED (written in its migration, `drizzle/0010_rate_limits.sql`: drizzle's schema cannot
 * say it): a hit's commit then waits for no WAL flush, and what a crash loses is only counts.
 */
import { bigint, boolean, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One limiter key's log: the times (epoch ms, ascending) of its allowed requests still inside
 * the window as of its last hit. Refused requests are not logged.
 */
export const rateLimits = pgTable('rate_limits', {
  /** `rateLimitKey`: the class, the brand unless counted across brands, the client address. */
  key: text('key').primaryKey(),
  hits: bigint('hits', { mode: 'number' }).array().notNull(),
  /** Whether the key's latest hit was allowed: what the counting statement answers. */
  allowed: boolean('allowed').notNull(),
  /** When the newest logged hit leaves its window (epoch ms): from then on the row is idle. */
  idleAt: bigint('idle_at', { mode: 'number' }).notNull(),
});
