/**
 * Deletes what has expired and can no longer matter, so a long-running server's security
 * tables stay the size of its live traffic: used-up captchas, codes and reset tokens, failure
 * counters whose window has passed, idempotency keys past their TTL, game launch tokens, rate
 * limit logs idle past their window, and sessions dead for a month (kept that long so operators
 * can look back at who signed in from where, and why a session ended). Money records, members
 * and QR codes are never swept.
 *
 * The server runs a sweep every `LOBBY_SWEEP_MS` (default 10 minutes) while it leads the
 * cluster's periodic jobs (one instance of those sharing a database, `cluster.ts`); `ops sweep`
 * runs one now.
 */
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../../base/config.ts';
import type { Database } from '../../db/client.ts';
import { secondFactorTickets } from '../../db/schema/factors.ts';
import { providerSessions } from '../../db/schema/games.ts';
import { passkeyChallenges } from '../../db/schema/passkeys.ts';
import {
  captchas,
  loginFailures,
  resetTokens,
  verificationCodes,
} from '../../db/schema/security.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { purgeIdleRateLimits } from '../../base/rate-limit.ts';
import { purgeExpiredKeys } from '../money/idempotency.ts';
import { FAILURE_WINDOW_MS } from '../security/login-guard.ts';
import type { SweepRecorder } from '../observability/recorders.ts';

/** How long a dead session (revoked, replaced or idle) is kept before it is deleted. */
export const DEAD_SESSION_KEEP_MS = 30 * 24 * 3_600_000;
/** How long an expired code is kept: past any resend or attempt check that reads it. */
export const EXPIRED_CODE_KEEP_MS = 3_600_000;
/** How long a game launch token is kept after it expires (late provider calls still resolve). */
export const EXPIRED_LAUNCH_KEEP_MS = 24 * 3_600_000;

/** Rows deleted by one sweep, by table. */
export interface SweepCounts {
  readonly captchas: number;
  readonly verificationCodes: number;
  readonly resetTokens: number;
  readonly loginFailures: number;
  readonly idempotencyKeys: number;
  readonly providerSessions: number;
  readonly sessions: number;
  readonly rateLimits: number;
  readonly secondFactorTickets: number;
  readonly passkeyChallenges: number;
}

/** Deletes the rows of `table` whose `column` lies before `cutoff`; answers how many. */
async function deleteBefore(
  db: Database,
  table: PgTable,
  column: PgColumn,
  cutoff: Date,
): Promise<number> {
  return (await db.delete(table).where(lt(column, cutoff)).returning({ column })).length;
}

/** Runs one sweep at time `now`; answers what it deleted. */
export async function sweepExpired(
  db: Database,
  now: number,
  config: Pick<ServerConfig, 'sessionIdleMs'>,
): Promise<SweepCounts> {
  const before = (ms: number) => new Date(now - ms);
  const deadBefore = before(DEAD_SESSION_KEEP_MS);
  const deadSessions = await db
    .delete(sessions)
    .where(
      or(
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, deadBefore)),
        and(isNotNull(sessions.graceUntil), lt(sessions.graceUntil, deadBefore)),
        and(
          isNull(sessions.revokedAt),
          lt(sessions.lastSeenAt, before(DEAD_SESSION_KEEP_MS + config.sessionIdleMs)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return {
    captchas: await deleteBefore(db, captchas, captchas.expiresAt, before(0)),
    verificationCodes: await deleteBefore(
      db,
      verificationCodes,
      verificationCodes.expiresAt,
      before(EXPIRED_CODE_KEEP_MS),
    ),
    resetTokens: await deleteBefore(db, resetTokens, resetTokens.expiresAt, before(0)),
    loginFailures: await deleteBefore(
      db,
      loginFailures,
      loginFailures.windowStart,
      before(FAILURE_WINDOW_MS),
    ),
    idempotencyKeys: await purgeExpiredKeys(db, now),
    providerSessions: await deleteBefore(
      db,
      providerSessions,
      providerSessions.expiresAt,
      before(EXPIRED_LAUNCH_KEEP_MS),
    ),
    sessions: deadSessions.length,
    rateLimits: await purgeIdleRateLimits(db, now),
    // Sign-in tickets and passkey challenges never used: past their few minutes they are void.
    secondFactorTickets: await deleteBefore(
      db,
      secondFactorTickets,
      secondFactorTickets.expiresAt,
      before(0),
    ),
    passkeyChallenges: await deleteBefore(
      db,
      passkeyChallenges,
      passkeyChallenges.expiresAt,
      before(0),
    ),
  };
}

/** What {@link startSweeper} needs: the database, the clock, the settings and a log. */
export interface SweeperOptions {
  readonly db: Database;
  readonly now: () => number;
  readonly config: Pick<ServerConfig, 'sessionIdleMs' | 'sweepEveryMs'>;
  readonly log: {
    info(data: object, message: string): void;
    error(data: object, message: string): void;
  };
  /** More sweeps run on the same timer, each answering a count (e.g. exclusions' recalls). */
  readonly also?: Readonly<Record<string, () => Promise<number>>>;
  /** Counts each sweep and what it deleted (the server's metrics). */
  readonly recorder?: SweepRecorder;
  /**
   * Whether this instance leads the periodic jobs now (`Cluster.isLeader`): a tick sweeps only
   * then, so instances sharing a database sweep once between them. Always, when not given.
   */
  readonly leads?: () => boolean;
}

/**
 * Sweeps every `config.sweepEveryMs` (0 turns it off) while `leads()`; answers the stop
 * function. The timer never keeps the process alive, and a sweep still running when the next is
 * due is not doubled.
 */
export function startSweeper({
  db,
  now,
  config,
  log,
  also = {},
  recorder,
  leads = () => true,
}: SweeperOptions): () => void {
  if (config.sweepEveryMs <= 0) return () => {};
  let running = false;
  const sweep = async (): Promise<Record<string, number>> => {
    const counts: Record<string, number> = { ...(await sweepExpired(db, now(), config)) };
    for (const [name, run] of Object.entries(also)) counts[name] = await run();
    return counts;
  };
  const timer = setInterval(() => {
    if (running || !leads()) return;
    running = true;
    sweep()
      .then((counts) => {
        recorder?.swept(counts);
        if (Object.values(counts).some((n) => n > 0)) log.info({ swept: counts }, 'swept');
      })
      .catch((error: unknown) => {
        recorder?.swept('failed');
        log.error({ err: error }, 'sweep failed');
      })
      .finally(() => {
        running = false;
      });
  }, config.sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
