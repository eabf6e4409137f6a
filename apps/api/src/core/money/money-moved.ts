/**
 * Which members' money a database transaction moved, and the `balance` notes told to every
 * instance once it committed: the money side of the member's push, all the ledger needs.
 *
 * The ledger notes every member account a posting touches ({@link noteMoneyMoved}, called by
 * `post`) in the running transaction's collector, and `inTransaction` hands the collector to
 * {@link publishMoneyMoved} after the commit: one hook for every way money moves (deposit
 * callbacks, operator decisions, withdrawals, transfers, game rounds), never per route. The
 * streams hearing the notes (and the unread counts they also carry) live on the messaging side
 * (`core/messaging/member-stream.ts`), which the commit path never reaches.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../../db/client.ts';
import { clusterOf } from '../cluster/cluster.ts';

/** What one committed transaction moved for one member. */
interface MemberMoves {
  brandId: string;
  memberId: number;
  /** The game wallets touched; empty when only the main wallet moved. */
  channels: Set<number>;
  /** Unix ms of the latest posting. */
  at: number;
}

/** The members whose money a transaction moved, by `brand:member`. */
export type MoneyMoved = Map<string, MemberMoves>;

const keyOf = (brandId: string, memberId: number) => `${brandId}:${memberId}`;

const collector = new AsyncLocalStorage<MoneyMoved>();

/** Records that a posting touched a member wallet; a no-op outside a collecting transaction. */
export function noteMoneyMoved(
  brandId: string,
  memberId: number,
  channelId: number | undefined,
  at: Date,
): void {
  const moved = collector.getStore();
  if (!moved) return;
  const key = keyOf(brandId, memberId);
  let entry = moved.get(key);
  if (!entry) {
    entry = { brandId, memberId, channels: new Set(), at: 0 };
    moved.set(key, entry);
  }
  if (channelId !== undefined) entry.channels.add(channelId);
  entry.at = Math.max(entry.at, at.getTime());
}

/**
 * Runs `work` (one attempt of a database transaction) collecting what it moved. Answers the
 * work's result and the collection; a nested call also hands its collection to the enclosing
 * one, which publishes after its own commit (a savepoint commits only with its parent).
 */
export async function collectMoneyMoved<T>(
  work: () => Promise<T>,
): Promise<{ result: T; moved: MoneyMoved }> {
  const parent = collector.getStore();
  const moved: MoneyMoved = new Map();
  const result = await collector.run(moved, work);
  if (parent) {
    for (const [key, entry] of moved) {
      const into = parent.get(key);
      if (!into) parent.set(key, { ...entry, channels: new Set(entry.channels) });
      else {
        for (const channel of entry.channels) into.channels.add(channel);
        into.at = Math.max(into.at, entry.at);
      }
    }
  }
  return { result, moved };
}

/**
 * Tells every instance what a committed transaction moved; those with a stream open for one of
 * the members send it a `balance` event. Never throws and never delays the caller: the note is
 * sent and the balance read after the commit, in the background.
 */
export function publishMoneyMoved(db: Database, moved: MoneyMoved): void {
  if (moved.size === 0) return;
  clusterOf(db).publish(
    [...moved.values()].map((entry) => ({
      kind: 'balance',
      brandId: entry.brandId,
      memberId: entry.memberId,
      channels: [...entry.channels],
      at: entry.at,
    })),
  );
}
