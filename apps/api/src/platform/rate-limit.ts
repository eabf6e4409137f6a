/**
 * In-memory rate limiting per brand, class and client address (a fixed window per key). One
 * process serves a brand in this reference deployment; a multi-instance deployment would move
 * the counters to the database or a shared store behind the same interface.
 */
import type { RateLimitRule } from '../config.ts';

/** The outcome of counting one request. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counts requests per key. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): RateLimitResult;
  /** Forgets every counter (ops, tests). */
  reset(): void;
}

/** Builds a limiter; `now` is injectable so tests can move time. */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let sweeps = 0;
  return {
    hit(key, rule) {
      const t = now();
      // Drop expired windows now and then, so the map stays bounded by active clients.
      if (++sweeps % 1_000 === 0) {
        for (const [k, w] of windows) if (t - w.start >= 60 * 60_000) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= rule.windowMs) {
        windows.set(key, { start: t, count: 1 });
        return { allowed: true };
      }
      current.count += 1;
      if (current.count <= rule.max) return { allowed: true };
      return { allowed: false, retryAfterMs: current.start + rule.windowMs - t };
    },
    reset() {
      windows.clear();
    },
  };
}
