/**
 * The withdrawal password's attempt limit. A withdrawal password is short (4 digits are 10,000
 * values), so wrong ones are counted per member in a sliding window: `wpassMaxFailures` of them
 * within `wpassLockMs` lock its use for `wpassLockMs` (429 `WITHDRAW_PASSWORD_LOCKED`, minutes
 * left in the message). Every place that checks it (withdrawal, changing it, adding a bank
 * card) goes through {@link verifyWithdrawPassword}; a right one clears the count, and
 * `ops member:unlock` clears count and lock.
 *
 * A burst must not outrun the count (a count read first and written after the slow hash lets
 * every request of a burst through). In this process a member's checks run one at a time; and
 * each attempt is logged before its hash is checked and the log counted after, so across
 * processes too the k-th logged sees at least k rows and no more than the limit are checked.
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
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { members } from '../db/schema/members.ts';
import { withdrawPasswordFailures } from '../db/schema/security.ts';
import { ApiError } from '../platform/errors.ts';
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

/** Each database's members with a check in flight, and the tail of their queue. */
const inFlight = new WeakMap<Database, Map<number, Promise<unknown>>>();

/** Runs `task` after the member's earlier checks in this process have settled. */
async function oneAtATime<T>(db: Database, memberId: number, task: () => Promise<T>): Promise<T> {
  let queues = inFlight.get(db);
  if (!queues) {
    queues = new Map();
    inFlight.set(db, queues);
  }
  const run = (queues.get(memberId) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  queues.set(memberId, tail);
  try {
    return await run;
  } finally {
    if (queues.get(memberId) === tail) queues.delete(memberId);
  }
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
  const now = ctx.now();
  // Read afresh, not from the request's member row: a racing request may have just locked it.
  const [state] = await db
    .select({
      hash: members.withdrawPasswordHash,
      lockedUntil: members.withdrawPasswordLockedUntil,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!state?.hash) throw new ApiError('WITHDRAW_PASSWORD_NOT_SET');
  const lockedUntil = state.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > now) throw lockedError(lockedUntil - now);

  await db.insert(withdrawPasswordFailures).values({ memberId, at: new Date(now) });
  const [counted] = await db
    .select({ n: count() })
    .from(withdrawPasswordFailures)
    .where(
      and(
        eq(withdrawPasswordFailures.memberId, memberId),
        gt(withdrawPasswordFailures.at, new Date(now - config.wpassLockMs)),
        // Attempts from before a lock that has run out start no new one.
        gte(withdrawPasswordFailures.at, new Date(lockedUntil)),
      ),
    );
  const attempts = Number(counted?.n ?? 0);
  const lock = async () => {
    await db
      .update(members)
      .set({ withdrawPasswordLockedUntil: new Date(now + config.wpassLockMs) })
      .where(eq(members.id, memberId));
    return lockedError(config.wpassLockMs);
  };
  // More logged than allowed: a burst raced past the lock check; this one is not tried.
  if (attempts > config.wpassMaxFailures) throw await lock();

  if (await pins.verify(password, state.hash)) {
    await db
      .delete(withdrawPasswordFailures)
      .where(eq(withdrawPasswordFailures.memberId, memberId));
    if (state.lockedUntil !== null) await clearLock(db, memberId);
    // An older (scrypt) PIN hash is replaced by the keyed one while the PIN is known; only if
    // unchanged meanwhile, so a racing change is never undone.
    if (pins.needsRehash(state.hash))
      await db
        .update(members)
        .set({ withdrawPasswordHash: await pins.hash(password) })
        .where(and(eq(members.id, memberId), eq(members.withdrawPasswordHash, state.hash)));
    return;
  }
  // Rows past the window count no more; dropping them here keeps the log at most a window deep
  // per member without a sweep (a right password or an operator clears it all).
  await db
    .delete(withdrawPasswordFailures)
    .where(
      and(
        eq(withdrawPasswordFailures.memberId, memberId),
        lte(withdrawPasswordFailures.at, new Date(now - config.wpassLockMs)),
      ),
    );
  if (attempts >= config.wpassMaxFailures) throw await lock();
  throw new ApiError('WRONG_PASSWORD', { field });
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
