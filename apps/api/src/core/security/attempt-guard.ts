/**
 * The attempt limit of short secrets a member types (the withdrawal PIN, second-factor codes):
 * wrong ones are counted per member in a sliding window, and `maxFailures` of them within
 * `lockMs` lock that secret's use for `lockMs`. Each kind keeps its log and lock in tables of its
 * own (an {@link AttemptStore}); the counting is this one rule.
 *
 * A burst must not outrun the count (a count read first and written after the comparison lets
 * every request of a burst through). In this process a member's attempts run one at a time
 * ({@link oneAtATime}); and each attempt is logged before it is compared and the log counted
 * after, so across processes too the k-th logged sees at least k rows and no more than the
 * limit are compared.
 */
import type { ApiError } from '../../base/errors.ts';

/** Where one kind of attempt keeps its log of tries and its lock, per member. */
export interface AttemptStore {
  /** When the member's lock ends (null: never locked, or lifted). Read afresh each time. */
  lockedUntil(memberId: number): Promise<Date | null>;
  /** Sets (or with null lifts) the member's lock. */
  setLock(memberId: number, until: Date | null): Promise<void>;
  /** Logs one try at `at`. */
  log(memberId: number, at: Date): Promise<void>;
  /** Tries logged after `after` and not before `notBefore`. */
  count(memberId: number, after: Date, notBefore: Date): Promise<number>;
  /** Forgets every logged try of the member. */
  forget(memberId: number): Promise<void>;
  /** Forgets the member's tries logged at or before `until`. */
  forgetUntil(memberId: number, until: Date): Promise<void>;
}

/** The limit: this many wrong tries within `lockMs` lock use for `lockMs` (0 turns it off). */
export interface AttemptLimit {
  maxFailures: number;
  lockMs: number;
}

/** What {@link limitedAttempt} needs: the store, the limit, the clock and the refusal. */
export interface AttemptGuard {
  store: AttemptStore;
  limit: AttemptLimit;
  now: () => number;
  /** The refusal while locked, given the time left (429 with Retry-After). */
  lockedError: (leftMs: number) => ApiError;
}

/** Each scope's members with an attempt in flight, and the tail of their queue. */
const inFlight = new WeakMap<object, Map<number, Promise<unknown>>>();

/**
 * Runs `task` after the member's earlier tasks of the same `scope` (the database, so servers
 * of one test process do not wait on each other) in this process have settled.
 */
export async function oneAtATime<T>(
  scope: object,
  memberId: number,
  task: () => Promise<T>,
): Promise<T> {
  let queues = inFlight.get(scope);
  if (!queues) {
    queues = new Map();
    inFlight.set(scope, queues);
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
 * One counted try: throws the guard's `lockedError` while locked (before `compare` runs) or
 * when this wrong try reaches the limit; otherwise answers what `compare` answered. A right try
 * forgets the wrong ones and lifts a lock that has run out. Call it inside {@link oneAtATime}.
 */
export async function limitedAttempt(
  guard: AttemptGuard,
  memberId: number,
  compare: () => Promise<boolean>,
): Promise<boolean> {
  const { store, limit } = guard;
  const now = guard.now();
  const locked = await store.lockedUntil(memberId);
  const lockedUntil = locked?.getTime() ?? 0;
  if (lockedUntil > now) throw guard.lockedError(lockedUntil - now);

  await store.log(memberId, new Date(now));
  // Tries from before a lock that has run out start no new one.
  const attempts = await store.count(memberId, new Date(now - limit.lockMs), new Date(lockedUntil));
  const lock = async () => {
    await store.setLock(memberId, new Date(now + limit.lockMs));
    return guard.lockedError(limit.lockMs);
  };
  // More logged than allowed: a burst raced past the lock check; this one is not tried.
  if (attempts > limit.maxFailures) throw await lock();

  if (await compare()) {
    await store.forget(memberId);
    if (locked !== null) await store.setLock(memberId, null);
    return true;
  }
  // Tries past the window count no more; dropping them here keeps the log at most a window
  // deep per member without a sweep (a right try or an operator clears it all).
  await store.forgetUntil(memberId, new Date(now - limit.lockMs));
  if (attempts >= limit.maxFailures) throw await lock();
  return false;
}
