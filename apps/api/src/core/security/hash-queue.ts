/**
 * The per-process queue in front of every password hash and verification. A memory-hard hash
 * runs on libuv's thread pool (4 threads unless `UV_THREADPOOL_SIZE` says otherwise), which file
 * I/O, DNS and the rest of node:crypto share: a burst of sign-ins or withdrawal-password checks
 * must neither take every thread nor pile up without end. So:
 *
 * - at most `running` costly derivations run at once (the rest of the pool stays free);
 * - at most `running + waiting` pieces of password work are admitted at once (running, or
 *   waiting for a slot, or doing the database work between their hashes);
 * - one account (a member, or an attempted login name) has at most `perAccount` of them, so one
 *   member's burst cannot fill the queue for everyone else.
 *
 * Beyond a bound the work is refused at once, before anything is read, counted or written:
 * 503 `SERVER_BUSY` with `Retry-After`, never a wait of tens of seconds.
 */
import { ApiError } from '../../base/errors.ts';
import type { HashQueueLimits } from '../../base/config.ts';

/** Runs one costly derivation when a slot is free, slots taken in arrival order. */
export type SlotRunner = <T>(work: () => Promise<T>) => Promise<T>;

/** What is admitted now: for tests and the bench. */
export interface HashQueueLoad {
  admitted: number;
  running: number;
  waitingForSlot: number;
}

/** The queue. */
export interface HashQueue {
  /**
   * Admits `account`'s password work: `task` runs at once and its costly derivations go through
   * the slot runner it is handed. Throws {@link busyError} at once (nothing of `task` runs) when
   * the account or the queue is full; the admission ends when `task` settles.
   */
  admit<T>(account: string, task: (slot: SlotRunner) => Promise<T>): Promise<T>;
  load(): HashQueueLoad;
}

/**
 * Seconds a refused client is told to wait. The queue drains in well under a second at the
 * chosen cost (a few dozen hashes of ~0.1 s over two slots), and a member's own burst is over
 * once their first two checks answer; a fixed second keeps the answer simple and honest.
 */
export const BUSY_RETRY_AFTER_S = 1;

/** The refusal: 503 `SERVER_BUSY` with `Retry-After`. */
export function busyError(): ApiError {
  return new ApiError('SERVER_BUSY', {
    headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) },
  });
}

/** Builds a queue with the given bounds (each at least 1, `waiting` at least 0). */
export function createHashQueue(limits: HashQueueLimits): HashQueue {
  const maxRunning = Math.max(1, limits.running);
  const places = maxRunning + Math.max(0, limits.waiting);
  const perAccount = Math.max(1, limits.perAccount);
  let admitted = 0;
  let running = 0;
  const byAccount = new Map<string, number>();
  /** Derivations waiting for a slot, first come first served. */
  const waiters: (() => void)[] = [];

  const slot: SlotRunner = async (work) => {
    if (running < maxRunning) running += 1;
    // A finishing derivation hands its slot straight to the first waiter (running unchanged).
    else await new Promise<void>((resolve) => waiters.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiters.shift();
      if (next) next();
      else running -= 1;
    }
  };

  return {
    async admit(account, task) {
      const mine = byAccount.get(account) ?? 0;
      if (mine >= perAccount || admitted >= places) throw busyError();
      admitted += 1;
      byAccount.set(account, mine + 1);
      try {
        return await task(slot);
      } finally {
        admitted -= 1;
        const left = (byAccount.get(account) ?? 1) - 1;
        if (left > 0) byAccount.set(account, left);
        else byAccount.delete(account);
      }
    },
    load: () => ({ admitted, running, waitingForSlot: waiters.length }),
  };
}
