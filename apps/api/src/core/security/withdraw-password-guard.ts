/**
 * The withdrawal password's attempt limit. A withdrawal password is short (4 digits are 10,000
 * values), so wrong ones are counted per member in a sliding window: `wpassMaxFailures` of them
 * within `wpassLockMs` lock its use for `wpassLockMs` (429 `WITHDRAW_PASSWORD_LOCKED`, minutes
 * left in the message). Every place that checks it (withdrawal, changing it, adding a bank
 * card) goes through {@link verifyWithdrawPassword}; a right one clears the count, and
 * `ops member:unlock` clears count and lock.
 *
 * The counting (one at a time per member here, logged before compared, counted after) is the
 * attempt guard's (`attempt-guard.ts`), shared with the second-factor codes; this file keeps the
 * PIN's log and lock (`withdraw_password_failures`, the member row).
 *
 * Nor may a burst queue without end: each check is admitted by the hashing queue first
 * (`hash-queue.ts`), so a member has at most `LOBBY_HASH_PER_ACCOUNT` checks queued or running
 * and the rest are refused at once (503 `SERVER_BUSY`). A refused check read nothing, logged
 * nothing and counts as no attempt: no PIN was compared, so it gives a guesser nothing, and
 * counting it would let anyone who can send a burst lock the member out without a guess.
 *
 * The PIN's hash is the cheap keyed one (`passwords.ts`: this limit is its protection, not the
 * hash's cost); an older scrypt one is verified in the queue and replaced at the right entry.
 */
import { and, count, eq, gt, gte, lte } from 'drizzle-orm';
import type { ServerConfig } from '../../base/config.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { withdrawPasswordFailures } from '../../db/schema/security.ts';
import { ApiError } from '../../base/errors.ts';
import { limitedAttempt, oneAtATime } from './attempt-guard.ts';
import type { AttemptStore } from './attempt-guard.ts';
import { accountKey } from './passwords.ts';
import type { PasswordService, PinHasher } from './passwords.ts';

/** What the guard needs of the server context. */
export interface WithdrawGuardContext {
  db: Database;
  config: Pick<ServerConfig, 'wpassMaxFailures' | 'wpassLockMs'>;
  now: () => number;
  passwords: Pick<PasswordService, 'admit'>;
}

/** The refusal while locked: minutes left in the message, seconds in Retry-After. */
function lockedError(leftMs: number): ApiError {
  return new ApiError('WITHDRAW_PASSWORD_LOCKED', {
    values: { minutes: Math.max(1, Math.ceil(leftMs / 60_000)) },
    headers: { 'retry-after': String(Math.max(1, Math.ceil(leftMs / 1000))) },
  });
}

/** The withdrawal password's log of wrong tries and its lock, on the member row. */
function withdrawStore(db: Database): AttemptStore {
  return {
    async lockedUntil(memberId) {
      const [row] = await db
        .select({ lockedUntil: members.withdrawPasswordLockedUntil })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.lockedUntil ?? null;
    },
    async setLock(memberId, until) {
      await db
        .update(members)
        .set({ withdrawPasswordLockedUntil: until })
        .where(eq(members.id, memberId));
    },
    async log(memberId, at) {
      await db.insert(withdrawPasswordFailures).values({ memberId, at });
    },
    async count(memberId, after, notBefore) {
      const [counted] = await db
        .select({ n: count() })
        .from(withdrawPasswordFailures)
        .where(
          and(
            eq(withdrawPasswordFailures.memberId, memberId),
            gt(withdrawPasswordFailures.at, after),
            gte(withdrawPasswordFailures.at, notBefore),
          ),
        );
      return Number(counted?.n ?? 0);
    },
    async forget(memberId) {
      await db
        .delete(withdrawPasswordFailures)
        .where(eq(withdrawPasswordFailures.memberId, memberId));
    },
    async forgetUntil(memberId, until) {
      await db
        .delete(withdrawPasswordFailures)
        .where(
          and(
            eq(withdrawPasswordFailures.memberId, memberId),
            lte(withdrawPasswordFailures.at, until),
          ),
        );
    },
  };
}

/**
 * Checks `password` against the member's withdrawal password under the attempt limit; returns
 * when right (and forgets the wrong ones). Throws `WITHDRAW_PASSWORD_NOT_SET` when the member
 * has none, `WITHDRAW_PASSWORD_LOCKED` while locked (before any hash is computed) or when this
 * wrong one reaches the limit, and `WRONG_PASSWORD` on `field` otherwise.
 */
export async function verifyWithdrawPassword(
  ctx: WithdrawGuardContext,
  memberId: number,
  password: string,
  field: string,
): Promise<void> {
  // Admitted before the member's line: the line holds at most the per-account limit.
  return ctx.passwords.admit(accountKey.member(memberId), ({ pin }) =>
    oneAtATime(ctx.db, memberId, () => check(ctx, pin, memberId, password, field)),
  );
}

async function check(
  ctx: WithdrawGuardContext,
  pins: PinHasher,
  memberId: number,
  password: string,
  field: string,
): Promise<void> {
  const { db, config } = ctx;
  // Read afresh, not from the request's member row: a racing change may have just set it.
  const [state] = await db
    .select({ hash: members.withdrawPasswordHash })
    .from(members)
    .where(eq(members.id, memberId));
  const hash = state?.hash;
  if (!hash) throw new ApiError('WITHDRAW_PASSWORD_NOT_SET');
  const right = await limitedAttempt(
    {
      store: withdrawStore(db),
      limit: { maxFailures: config.wpassMaxFailures, lockMs: config.wpassLockMs },
      now: ctx.now,
      lockedError,
    },
    memberId,
    () => pins.verify(password, hash),
  );
  if (!right) throw new ApiError('WRONG_PASSWORD', { field });
  // An older (scrypt) PIN hash is replaced by the keyed one while the PIN is known; only if
  // unchanged meanwhile, so a racing change is never undone.
  if (pins.needsRehash(hash))
    await db
      .update(members)
      .set({ withdrawPasswordHash: await pins.hash(password) })
      .where(and(eq(members.id, memberId), eq(members.withdrawPasswordHash, hash)));
}

async function clearLock(db: Database, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ withdrawPasswordLockedUntil: null })
    .where(eq(members.id, memberId));
}

/** Forgets a member's wrong withdrawal passwords and lifts the lock (`ops member:unlock`). */
export async function clearWithdrawPasswordFailures(db: Database, memberId: number): Promise<void> {
  await db.delete(withdrawPasswordFailures).where(eq(withdrawPasswordFailures.memberId, memberId));
  await clearLock(db, memberId);
}
