/**
 * The member's push (`wallet.events`): who has a stream open, and what is sent to it — the
 * `balance` events once a transaction that moved the member's money committed, and the `unread`
 * events with the member's unread-message counts once a message was sent or read
 * ({@link publishUnreadChanged}).
 *
 * The money side only says what moved (`core/money/money-moved.ts`: the ledger's commit
 * publishes `balance` notes and knows nothing of messages); the counts are added here, where a
 * note is delivered to a stream and where a new stream is greeted.
 *
 * Notes travel on the cluster (`cluster.ts`): every instance on the database hears them
 * (PostgreSQL's LISTEN/NOTIFY; on PGlite, this process alone), and the one holding the member's
 * streams reads the balance or the counts itself and sends them. The streams live in each
 * process's memory, per database (a test file may run several servers, each on its own
 * database); so do the delivery queues, one per member, so a stream never shows an older balance
 * after a newer one.
 */
import type { UnreadCount } from '@lobby/contract/messages';
import { BALANCE_EVENT_NAME, UNREAD_EVENT_NAME } from '@lobby/contract/wallet';
import type { BalanceEvent } from '@lobby/contract/wallet';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberWallets } from '../../db/schema/members.ts';
import { clusterOf } from '../cluster/cluster.ts';
import type { ClusterNote } from '../cluster/cluster.ts';
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
  /** Writes a keep-alive comment, so proxies and clients see the stream is alive. */
  ping(): void;
  /** Ends the stream (session over, server closing). */
  end(): void;
}

/** The streams of one database's server, and the publishing queue per member. */
interface Hub {
  readonly byMember: Map<string, Set<BalanceSubscriber>>;
  /** Publishing runs one at a time per member, so a later balance or count is never overtaken. */
  readonly queues: Map<string, Promise<void>>;
  /** The clock each stream was greeted with, to greet it again after missed notes. */
  readonly clocks: WeakMap<BalanceSubscriber, () => number>;
  /** Where a failed delivery is reported (the server's log). */
  report: (error: unknown) => void;
}

const hubs = new WeakMap<Database, Hub>();

/** The hub of the server on `db`; made on first use, hearing the cluster's notes from then on. */
function hubOf(db: Database): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    const made: Hub = {
      byMember: new Map(),
      queues: new Map(),
      clocks: new WeakMap(),
      report: () => {},
    };
    clusterOf(db).subscribe({
      note: (note) => deliver(db, made, note),
      // Notes were missed while this instance was not listening: every stream starts afresh.
      resync: () => {
        for (const set of made.byMember.values())
          for (const subscriber of set) greetStream(db, made, subscriber);
      },
    });
    hubs.set(db, made);
    hub = made;
  }
  return hub;
}

/** Whose unread counts may have changed: one member, or (no `memberId`) every member of the brand. */
export interface UnreadAudience {
  readonly brandId: string;
  readonly memberId?: number;
}

/**
 * Tells every instance that the unread messages of these members may have changed (a message
 * sent to them or to the whole brand, messages read in one of their sessions); those with a
 * stream open for one of them send it an `unread` event with the current counts. Call it after
 * the write committed. Like `publishMoneyMoved` (`core/money/money-moved.ts`) it never throws
 * and never delays the caller: the counts are read in the background, in the member's delivery
 * order.
 */
export function publishUnreadChanged(db: Database, to: UnreadAudience): void {
  clusterOf(db).publish([
    to.memberId === undefined
      ? { kind: 'unread', brandId: to.brandId }
      : { kind: 'unread', brandId: to.brandId, memberId: to.memberId },
  ]);
}

const keyOf = (brandId: string, memberId: number) => `${brandId}:${memberId}`;

/** Sends a note's events to this instance's streams of its members, in their delivery order. */
function deliver(db: Database, hub: Hub, note: ClusterNote): void {
  if (note.kind === 'balance') {
    const key = keyOf(note.brandId, note.memberId);
    if (!hub.byMember.get(key)?.size) return;
    enqueue(hub, key, async () => {
      const subscribers = [...(hub.byMember.get(key) ?? [])];
      if (subscribers.length === 0) return;
      const money = await mainWalletMoney(db, note.memberId);
      const at = Math.floor(note.at / 1000);
      // One event per game wallet that changed, so a client refetches only those; one without
      // a channel when only the main wallet moved.
      const channels: (number | null)[] = note.channels.length ? [...note.channels] : [null];
      for (const subscriber of subscribers)
        for (const channel_id of channels)
          subscriber.send({ event: BALANCE_EVENT_NAME, data: { money, channel_id, at } });
    });
  } else if (note.kind === 'unread') {
    const keys =
      note.memberId === undefined
        ? [...hub.byMember].flatMap(([key, set]) =>
            [...set].some((s) => s.brandId === note.brandId) ? [key] : [],
          )
        : [keyOf(note.brandId, note.memberId)];
    for (const key of keys) {
      if (!hub.byMember.get(key)?.size) continue;
      enqueue(hub, key, () => sendUnread(db, hub, key));
    }
  }
}

/**
 * Sends a stream the member's current balance (`channel_id` null) and unread counts in the
 * member's delivery order.
 */
function greetStream(db: Database, hub: Hub, subscriber: BalanceSubscriber): void {
  const now = hub.clocks.get(subscriber) ?? Date.now;
  const key = keyOf(subscriber.brandId, subscriber.memberId);
  enqueue(hub, key, async () => {
    const money = await mainWalletMoney(db, subscriber.memberId);
    const at = Math.floor(now() / 1000);
    subscriber.send({ event: BALANCE_EVENT_NAME, data: { money, channel_id: null, at } });
    const unread = await unreadCountsOf(db, subscriber.brandId, subscriber.memberId);
    subscriber.send({ event: UNREAD_EVENT_NAME, data: unread });
  });
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

/** Keep-alives a heartbeat writes before it lets other work run. */
const PINGS_AT_ONCE = 500;

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
  /**
   * One heartbeat of every open stream: a keep-alive comment to each, then one check of all
   * their sessions (`liveAmong`, batched), ending the streams whose session is over. A failed
   * check is reported and ends nothing (the next beat checks again), so a database hiccup never
   * drops every member's stream at once. Answers how many streams were open.
   */
  beat(liveAmong: (sessionIds: readonly number[]) => Promise<Set<number>>): Promise<number>;
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
      hub.clocks.set(subscriber, now);
      greetStream(db, hub, subscriber);
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
    async beat(liveAmong) {
      const open = [...hub.byMember.values()].flatMap((set) => [...set]);
      if (open.length === 0) return 0;
      // Written a slice at a time, so ten thousand keep-alives never hold the event loop.
      for (let i = 0; i < open.length; i += PINGS_AT_ONCE) {
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        for (const subscriber of open.slice(i, i + PINGS_AT_ONCE)) subscriber.ping();
      }
      try {
        const live = await liveAmong([...new Set(open.map((s) => s.sessionId))]);
        for (const subscriber of open) if (!live.has(subscriber.sessionId)) subscriber.end();
      } catch (error) {
        hub.report(error);
      }
      return open.length;
    },
    reportTo(report) {
      hub.report = report;
    },
  };
}
