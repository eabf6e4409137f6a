/**
 * In-memory rate limiting per class and client (a sliding log per key). One process serves a
 * brand in this reference deployment; a multi-instance deployment would move the counters to
 * the database or a shared store behind the same interface.
 *
 * A sliding log, not a fixed window: a fixed window lets twice the limit through around its
 * edge (the end of one window, then the start of the next). Each key keeps the times of its
 * allowed requests within the window (at most `max` of them); refused ones are not logged, so a
 * client that keeps knocking is let in again as soon as its oldest request ages out.
 */
import type { RateLimitRule, ServerConfig } from '../config.ts';

/** The outcome of counting one request. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A rate-limit class, as named by a contract entry's `rateLimit`. */
export type RateLimitClass = keyof ServerConfig['rateLimits'];

/** Counts requests per key. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): RateLimitResult;
  /** Forgets every counter (ops, tests). */
  reset(): void;
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

/** One key's log: the times of its allowed requests, oldest first, from `head` on. */
interface Log {
  times: number[];
  head: number;
  windowMs: number;
}

/** Builds a limiter; `now` is injectable so tests can move time. */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const logs = new Map<string, Log>();
  let sweeps = 0;
  return {
    hit(key, rule) {
      const t = now();
      // Drop idle keys now and then, so the map stays bounded by active clients.
      if (++sweeps % 1_000 === 0) {
        for (const [k, log] of logs) {
          const last = log.times[log.times.length - 1] ?? -Infinity;
          if (t - last >= log.windowMs) logs.delete(k);
        }
      }
      let log = logs.get(key);
      if (!log) {
        log = { times: [], head: 0, windowMs: rule.windowMs };
        logs.set(key, log);
      }
      log.windowMs = rule.windowMs;
      while (log.head < log.times.length && t - (log.times[log.head] as number) >= rule.windowMs)
        log.head += 1;
      // Compact once the dead prefix outweighs the live part (amortised O(1) per hit).
      if (log.head > 32 && log.head * 2 > log.times.length) {
        log.times = log.times.slice(log.head);
        log.head = 0;
      }
      const live = log.times.length - log.head;
      if (live < rule.max) {
        log.times.push(t);
        return { allowed: true };
      }
      if (rule.max <= 0) return { allowed: false, retryAfterMs: rule.windowMs };
      // Free again when the request that is `max`-th from the newest leaves the window.
      const oldest = log.times[log.times.length - rule.max] as number;
      return { allowed: false, retryAfterMs: oldest + rule.windowMs - t };
    },
    reset() {
      logs.clear();
    },
  };
}
