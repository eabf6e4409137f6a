/**
 * Failed-login bookkeeping: counts per username and per client address within a 15-minute
 * window (a captcha is required from the `captchaAfterFailures`-th on), and the member's
 * consecutive failures (the account locks at `lockAfterFailures`).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/security.ts';

/** The window failures are counted in. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** Failed-login counters. */
export interface LoginGuard {
  /** The larger of the username's and the address's failures in the window. */
  failures(brandId: string, username: string, ip: string): Promise<number>;
  /**
   * The username's own failures in the window, whatever the address: what stops a passkey
   * sign-in, which an address shared by many members (a carrier's NAT) must not block.
   */
  userFailures(brandId: string, username: string): Promise<number>;
  record(brandId: string, username: string, ip: string): Promise<void>;
  /** Forgets the username's failures (after a successful login). */
  clear(brandId: string, username: string): Promise<void>;
}

/** Builds the guard. */
export function createLoginGuard(db: Database, now: () => number = Date.now): LoginGuard {
  const keys = (username: string, ip: string) => [
    { scope: 'user', key: username.toLowerCase().slice(0, 64) },
    { scope: 'ip', key: ip },
  ];
  /** One counter's failures within the window (0 when none or expired). */
  async function countOf(brandId: string, { scope, key }: { scope: string; key: string }) {
    const [row] = await db
      .select()
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.brandId, brandId),
          eq(loginFailures.scope, scope),
          eq(loginFailures.key, key),
        ),
      );
    return row && row.windowStart.getTime() >= now() - FAILURE_WINDOW_MS ? row.count : 0;
  }
  return {
    async failures(brandId, username, ip) {
      let worst = 0;
      for (const scoped of keys(username, ip))
        worst = Math.max(worst, await countOf(brandId, scoped));
      return worst;
    },
    async userFailures(brandId, username) {
      return countOf(brandId, { scope: 'user', key: username.toLowerCase().slice(0, 64) });
    },
    async record(brandId, username, ip) {
      const t = new Date(now());
      const since = new Date(now() - FAILURE_WINDOW_MS).toISOString();
      const at = t.toISOString();
      for (const { scope, key } of keys(username, ip)) {
        await db
          .insert(loginFailures)
          .values({ brandId, scope, key, count: 1, windowStart: t })
          .onConflictDoUpdate({
            target: [loginFailures.brandId, loginFailures.scope, loginFailures.key],
            set: {
              count: sql`CASE WHEN ${loginFailures.windowStart} < ${since}::timestamptz THEN 1 ELSE ${loginFailures.count} + 1 END`,
              windowStart: sql`CASE WHEN ${loginFailures.windowStart} < ${since}::timestamptz THEN ${at}::timestamptz ELSE ${loginFailures.windowStart} END`,
            },
          });
      }
    },
    async clear(brandId, username) {
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.brandId, brandId),
            eq(loginFailures.scope, 'user'),
            eq(loginFailures.key, username.toLowerCase().slice(0, 64)),
          ),
        );
    },
  };
}
