/**
 * Rate limiting per class and client, counted in the database: every API instance on one
 * database shares each key's budget, so three instances behind a load balancer give a client
 * no more guesses than one. PGlite and PostgreSQL run the same SQL.
 *
 * A sliding log, not a fixed window: a fixed window lets twice the limit through around its
 * edge (the end of one window, then the start of the next). Each key keeps the times of its
 * allowed requests within the window; refused ones are not logged, so a client that keeps
 * knocking is let in again as soon as its oldest request ages out.
 *
 * One row per key (`rate_limits`) holds the log as an array, and one statement per hit counts
 * and logs: `INSERT … ON CONFLICT (key) DO UPDATE`. Its update locks the key's row and reads
 * the row's latest committed version, so concurrent hits on one key, from any connection or
 * instance, are counted one after another (N racing hits with max M allow exactly M), in one
 * round trip and without an explicit transaction. Only the key's row is touched (no index
 * besides the key, so each hit is a heap-only update), and the log is trimmed to the window at
 * every hit; the sweeper deletes idle keys' rows ({@link purgeIdleRateLimits}).
 *
 * Times come from the server's clock (`now`, injected so tests can move it), never the
 * database's. Instances whose clocks disagree still share one log: it is kept sorted, and a
 * request counts while it is younger than the window by the clock of the instance counting.
 */
import { lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { RateLimitRule, ServerConfig } from './config.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { preparedStatement } from '../db/prepared.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

/** The outcome of counting one request. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A rate-limit class, as named by a contract entry's `rateLimit`. */
export type RateLimitClass = keyof ServerConfig['rateLimits'];

/** Counts requests per key. */
export interface RateLimiter {
  /** Counts one request of `key` under `rule`: allowed (and logged), or when to retry. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Forgets every counter, of every instance on the database (ops, tests). */
  reset(): Promise<void>;
}

/**
 * Classes counted per client address across every brand: the brand is chosen by a header the
 * client sends, so a per-brand budget would multiply by the number of brands (guessing
 * passwords, sending codes, resetting). The others stay per brand and address.
 */
const ACROSS_BRANDS: ReadonlySet<RateLimitClass> = new Set(['login', 'code', 'reset']);

/** The limiter key of a request: its class, the brand unless counted across brands, the address. */
export function rateLimitKey(rateClass: RateLimitClass, brandId: string, ip: string): string {
  return ACROSS_BRANDS.has(rateClass) ? `${rateClass}::${ip}` : `${rateClass}:${brandId}:${ip}`;
}

/** The values of one hit: the key, the time (ms), the rule's max (≥ 1) and window (ms). */
type HitValues = { key: string; t: number; max: number; windowMs: number };

/**
 * Counts one hit. A new key is logged with this hit. A known key's log is first trimmed to the
 * window (a time `x` is live while `t - x < windowMs`), then this hit is appended when fewer
 * than `max` are live. `allowed` is the outcome, `retry_after_ms` (when refused) the time until
 * the request `max`-th from the newest leaves the window; `idle_at` is when the newest logged
 * hit leaves it.
 */
const countHit = preparedStatement<HitValues, SQL>('rate_limit_hit', () => {
  const key = sql.placeholder('key');
  const t = sql`${sql.placeholder('t')}::bigint`;
  const max = sql`${sql.placeholder('max')}::int`;
  const windowMs = sql`${sql.placeholder('windowMs')}::bigint`;
  return sql`
      INSERT INTO rate_limits AS r (key, hits, allowed, idle_at)
      VALUES (${key}::text, ARRAY[${t}], true, ${t} + ${windowMs})
      ON CONFLICT (key) DO UPDATE SET (hits, allowed, idle_at) = (
        SELECT
          CASE WHEN s.allowed THEN s.live || ${t} ELSE s.live END,
          s.allowed,
          CASE WHEN s.allowed THEN greatest(${t}, s.newest) ELSE s.newest END + ${windowMs}
        FROM (
          SELECT l.live, cardinality(l.live) < ${max} AS allowed, l.live[cardinality(l.live)] AS newest
          FROM (
            SELECT ARRAY(
              SELECT x FROM unnest(r.hits) AS x WHERE x > ${t} - ${windowMs} ORDER BY x
            ) AS live
          ) AS l
        ) AS s
      )
      RETURNING
        allowed,
        CASE WHEN NOT allowed
          THEN (hits[cardinality(hits) - ${max} + 1] + ${windowMs} - ${t})::float8
        END AS retry_after_ms`;
});

/**
 * Builds a limiter over the database; `now` is injectable so tests can move time. Every
 * instance's limiter over one database counts the same keys together.
 */
export function createRateLimiter(db: Database, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key, rule) {
      // Nothing is ever allowed: refuse for the whole window without asking the database.
      if (rule.max <= 0) return { allowed: false, retryAfterMs: rule.windowMs };
      const result = await countHit(db, { key, t: now(), max: rule.max, windowMs: rule.windowMs });
      const [row] = rowsOf<{ allowed: boolean; retry_after_ms: number | null }>(result);
      if (!row) throw new Error(`rate limit key ${key} was not counted`);
      return row.allowed
        ? { allowed: true }
        : { allowed: false, retryAfterMs: Number(row.retry_after_ms) };
    },
    async reset() {
      await db.delete(rateLimits);
    },
  };
}

/**
 * Deletes the rows of keys idle at `now` (their newest logged hit has left its window), which
 * no later hit could count; answers how many (the sweeper).
 */
export async function purgeIdleRateLimits(db: Database, now: number): Promise<number> {
  return (
    await db
      .delete(rateLimits)
      .where(lte(rateLimits.idleAt, now))
      .returning({ key: rateLimits.key })
  ).length;
}
