/**
 * The member's push (`wallet.events`): who has a stream open, which members' money moved in a
 * database transaction, and the `balance` events sent to their streams once it committed; and
 * the `unread` events with a member's unread-message counts once a message was sent or read
 * ({@link publishUnreadChanged}).
 *
 * The ledger notes every member account a posting touches ({@link noteMoneyMoved}, called by
 * `post`) in the running transaction's collector, and `inTransaction` hands the collector to
 * {@link publishMoneyMoved} after the commit: one hook for every way money moves (deposit
 * callbacks, operator decisions, withdrawals, transfers, game rounds), never per route.
 *
 * The subscribers live in this process's memory, per database (a test file may run several
 * servers, each on its own database), as the rate limiter's counters do: one process serves a
 * brand in this reference deployment. Several processes would relay the same notes through a
 * shared channel (PostgreSQL LISTEN/NOTIFY) behind the same functions.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { UnreadCount } from '@lobby/contract/messages';
import { BALANCE_EVENT_NAME, UNREAD_EVENT_NAME } from '@lobby/contract/wallet';
import type { BalanceEvent } from '@lobby/contract/wallet';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberWallets } from '../db/schema/members.ts';
import { unreadCountsOf } from './message-counts.ts';

/** The data of one `balance` event, as the contract types it. */
export type BalanceEventData = BalanceEvent;

/** One event of the stream: its name on the wire and its data, as the contract types them. */
export type StreamEvent =
  | { readonly event: typeof BALANCE_EVENT_NAME; readonly data: BalanceEvent }
  | { readonly event: typeof UNREAD_EVENT_NAME; readonly data: UnreadCount };

/** One open stream. */
export interface BalanceSubscriber {
  brandId: string;
  memberId: number;
  sessionId: number;
  /** Writes one event to the stream. */
  send(event: StreamEvent): void;
  /** Ends the stream (session over, server closing). */
  end(): void;
}

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

/** The streams of one database's server, and the publishing queue per member. */
interface Hub {
  readonly byMember: Map<string, Set<BalanceSubscriber>>;
  /** Publishing runs one at a time per member, so a later balance or count is never overtaken. */
  readonly queues: Map<string, Promise<void>>;
  /** Where a failed delivery is reported (the server's log). */
  report: (error: unknown) => void;
}

const hubs = new WeakMap<Database, Hub>();

function hubOf(db: Database): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = { byMember: new Map(), queues: new Map(), report: () => {} };
    hubs.set(db, hub);
  }
  return hub;
}

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
 * Sends `balance` events for what a committed transaction moved, to the members' open streams.
 * Never throws and never delays the caller: the balance is read after the commit, in the
 * background, and only for members with a stream open.
 */
export function publishMoneyMoved(db: Database, moved: MoneyMoved): void {
  const hub = hubs.get(db);
  if (!hub || moved.size === 0) return;
  for (const [key, entry] of moved) {
    if (!hub.byMember.get(key)?.size) continue;
    enqueue(hub, key, async () => {
      const subscribers = [...(hub.byMember.get(key) ?? [])];
      if (subscribers.length === 0) return;
      const money = await mainWalletMoney(db, entry.memberId);
      const at = Math.floor(entry.at / 1000);
      // One event per game wallet that changed, so a client refetches only those; one without
      // a channel when only the main wallet moved.
      const channels: (number | null)[] = entry.channels.size ? [...entry.channels] : [null];
      for (const subscriber of subscribers)
        for (const channel_id of channels)
          subscriber.send({ event: BALANCE_EVENT_NAME, data: { money, channel_id, at } });
    });
  }
}

/** Whose unread counts may have changed: one member, or (no `memberId`) every member of the brand. */
export interface UnreadAudience {
  readonly brandId: string;
  readonly memberId?: number;
}

/**
 * Sends `unread` events with the current counts to the open streams of the members whose
 * unread messages may have changed (a message sent to them or to the whole brand, messages
 * read in one of their sessions). Call it after the write committed. Like
 * {@link publishMoneyMoved} it never throws and never delays the caller: the counts are read in
 * the background, in the member's delivery order, and only for members with a stream open.
 */
export function publishUnreadChanged(db: Database, to: UnreadAudience): void {
  const hub = hubs.get(db);
  if (!hub) return;
  const keys =
    to.memberId === undefined
      ? [...hub.byMember].flatMap(([key, set]) =>
          [...set].some((s) => s.brandId === to.brandId) ? [key] : [],
        )
      : [keyOf(to.brandId, to.memberId)];
  for (const key of keys) {
    if (!hub.byMember.get(key)?.size) continue;
    enqueue(hub, key, () => sendUnread(db, hub, key));
  }
}

/** Reads a member's counts when their turn comes and sends them to every stream they have open. */
async function sendUnread(db: Database, hub: Hub, key: string): Promise<void> {
  const subscribers = [...(hub.byMember.get(key) ?? [])];
  const first = subscribers[0];
  if (!first) return;
  const data = await unreadCountsOf(db, first.brandId, first.memberId);
  for (const subscriber of subscribers) subscriber.send({ event: UNREAD_EVENT_NAME, data });
}

/**
 * Runs `job` after the member's earlier deliveries: each reads the balance when its turn comes,
 * so a stream never receives an older balance after a newer one.
 */
function enqueue(hub: Hub, key: string, job: () => Promise<void>): void {
  const next: Promise<void> = (hub.queues.get(key) ?? Promise.resolve())
    .then(job)
    .catch((error: unknown) => hub.report(error))
    .finally(() => {
      if (hub.queues.get(key) === next) hub.queues.delete(key);
    });
  hub.queues.set(key, next);
}

/**
 * The main balance as the user info answers it (`member_wallets`, which the ledger keeps equal
 * to the main account): what the header chip shows.
 */
export async function mainWalletMoney(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: memberWallets.balance })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, memberId));
  return row?.balance ?? 0;
}

/** The open streams of a server (by its database). */
export interface BalanceStreams {
  /**
   * Adds a stream unless the member already has `limit` open; answers the function removing
   * it, or undefined when refused.
   */
  add(subscriber: BalanceSubscriber, limit: number): (() => void) | undefined;
  /**
   * Sends a new stream the member's current balance (`channel_id` null) and unread counts in
   * the member's delivery order, so it starts from the truth and nothing older follows it.
   */
  greet(subscriber: BalanceSubscriber, now: () => number): void;
  /** How many streams a member has open. */
  count(brandId: string, memberId: number): number;
  /** Ends the streams of these sessions (revoked). */
  endSessions(sessionIds: readonly number[]): void;
  /** Ends every stream of a member (locked, every session revoked). */
  endMember(memberId: number): void;
  /** Ends every stream (the server is closing). */
  endAll(): void;
  /** Where failed deliveries are reported (a delivery never fails the request that moved money). */
  reportTo(report: (error: unknown) => void): void;
}

/** The stream registry of the server on `db`. */
export function balanceStreams(db: Database): BalanceStreams {
  const hub = hubOf(db);
  const each = (match: (s: BalanceSubscriber) => boolean) => {
    for (const set of [...hub.byMember.values()])
      for (const subscriber of [...set]) if (match(subscriber)) subscriber.end();
  };
  return {
    add(subscriber, limit) {
      if (limit < 1) return undefined;
      const key = keyOf(subscriber.brandId, subscriber.memberId);
      let set = hub.byMember.get(key);
      if (!set) {
        set = new Set();
        hub.byMember.set(key, set);
      }
      if (set.size >= limit) return undefined;
      set.add(subscriber);
      return () => {
        const current = hub.byMember.get(key);
        current?.delete(subscriber);
        if (current?.size === 0) hub.byMember.delete(key);
      };
    },
    greet(subscriber, now) {
      const key = keyOf(subscriber.brandId, subscriber.memberId);
      enqueue(hub, key, async () => {
        const money = await mainWalletMoney(db, subscriber.memberId);
        const at = Math.floor(now() / 1000);
        subscriber.send({ event: BALANCE_EVENT_NAME, data: { money, channel_id: null, at } });
        const unread = await unreadCountsOf(db, subscriber.brandId, subscriber.memberId);
        subscriber.send({ event: UNREAD_EVENT_NAME, data: unread });
      });
    },
    count: (brandId, memberId) => hub.byMember.get(keyOf(brandId, memberId))?.size ?? 0,
    endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const ids = new Set(sessionIds);
      each((s) => ids.has(s.sessionId));
    },
    endMember(memberId) {
      each((s) => s.memberId === memberId);
    },
    endAll() {
      each(() => true);
    },
    reportTo(report) {
      hub.report = report;
    },
  };
}
