/**
 * Several API instances on one PostgreSQL database behave as one: the notes they pass each
 * other (a member's money moved, their unread messages changed, a brand's configuration
 * changed), and which of them leads the periodic jobs (the sweeper).
 *
 * Notes: {@link Cluster.publish} hands a note to this instance's listeners at once and, on
 * PostgreSQL, sends it with `pg_notify` to every other instance (`db/notifications.ts`): the
 * notes of a few milliseconds (and those published while a send is in flight) go together, in
 * one statement, split under NOTIFY's payload limit. Each instance LISTENs on a
 * dedicated connection; a note carries its sender's id, so an instance's own notes coming back
 * are not delivered twice. When that connection was lost and comes back, notes may have been
 * missed: listeners get {@link ClusterListener.resync} (streams greet afresh, caches drop).
 *
 * Leadership: a session-level advisory lock held on that same dedicated connection. An instance
 * without it tries again every `leaderRetryMs`; when the leader dies its connection closes, the
 * lock is freed and another instance takes it at its next try.
 *
 * On PGlite (one process) the same interface works in memory: notes reach this process's
 * listeners only, and the process always leads.
 */
import { randomBytes } from 'node:crypto';
import type { Database, OpenDatabase } from '../../db/client.ts';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import { MAX_PAYLOAD_BYTES } from '../../db/notifications.ts';
import type { SessionLink } from '../../db/notifications.ts';

/** What one instance tells the others. */
export type ClusterNote =
  /** A committed transaction moved the member's main wallet and these game wallets (`at`: ms). */
  | {
      readonly kind: 'balance';
      readonly brandId: string;
      readonly memberId: number;
      readonly channels: readonly number[];
      readonly at: number;
    }
  /** The member's unread messages may have changed (no `memberId`: every member's of the brand). */
  | { readonly kind: 'unread'; readonly brandId: string; readonly memberId?: number }
  /** An operator changed the brand's configuration (settings, maintenance, channels, theme). */
  | { readonly kind: 'config'; readonly brandId: string };

/** Who hears the notes of the cluster. */
export interface ClusterListener {
  /** A note, this instance's own (at once) or another's. Must not throw. */
  note?(note: ClusterNote): void;
  /** Notes may have been missed (the listening connection came back): refresh what they feed. */
  resync?(): void;
}

/** Where the cluster reports what happened to it (the server's log). */
export interface ClusterLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

/** This instance's view of the cluster. */
export interface Cluster {
  /** This instance's id (its listening connection's `application_name` is `lobby <id>`). */
  readonly id: string;
  /** Whether this instance leads the periodic jobs now. */
  isLeader(): boolean;
  /** Tells every instance, this one at once; never throws, never waits. */
  publish(notes: readonly ClusterNote[]): void;
  /** Adds a listener; answers the function removing it. */
  subscribe(listener: ClusterListener): () => void;
  /**
   * Starts hearing the other instances and competing for the lead (a server does; a context
   * that only runs operator commands sends notes without). Rejects when PostgreSQL's listening
   * connection cannot be opened.
   */
  start(log: ClusterLog): Promise<void>;
  /** Sends the notes still pending, then releases the listening connection and the lead. */
  close(): Promise<void>;
}

/** Options of {@link createCluster}. */
export interface ClusterOptions {
  /** How often an instance that does not lead tries to take the lead. */
  leaderRetryMs: number;
}

const clusters = new WeakMap<Database, Cluster>();

/**
 * The cluster of the instance on `db`: the one {@link createCluster} made for it, else (a
 * database opened without a context) one in memory.
 */
export function clusterOf(db: Database): Cluster {
  let cluster = clusters.get(db);
  if (!cluster) {
    cluster = clusterOver(undefined, { leaderRetryMs: 5_000 });
    clusters.set(db, cluster);
  }
  return cluster;
}

/** The cluster of an instance on `database`: over PostgreSQL's notes, or in memory on PGlite. */
export function createCluster(database: OpenDatabase, options: ClusterOptions): Cluster {
  const id = randomBytes(6).toString('hex');
  const cluster = clusterOver(database.sessionLink?.(`lobby ${id}`), options, id);
  clusters.set(database.db, cluster);
  return cluster;
}

/**
 * Tells every instance (this one at once) that an operator changed a brand's configuration, so
 * each drops what it cached of the brand. Call it after the change committed.
 */
export function announceConfigChange(cluster: Cluster, brandId: string): void {
  cluster.publish([{ kind: 'config', brandId }]);
}

/** Calls `drop` with the brand whose configuration changed, or with none when notes were missed. */
export function onConfigChanged(
  cluster: Cluster,
  drop: (brandId: string | undefined) => void,
): () => void {
  return cluster.subscribe({
    note: (note) => {
      if (note.kind === 'config') drop(note.brandId);
    },
    resync: () => drop(undefined),
  });
}

/** A note as sent: the sender's id and the notes. */
interface Payload {
  o: string;
  n: ClusterNote[];
}

/**
 * How long the first note waits for others before they are sent together: a push a few
 * milliseconds later, against one NOTIFY transaction per commit under load.
 */
const BATCH_WINDOW_MS = 10;

/** Game wallets per balance note, so one note stays far under the payload limit. */
const CHANNELS_PER_NOTE = 200;

/**
 * The payloads carrying `notes` from `origin`, each under `maxBytes`: as many notes in each as
 * fit, a balance note touching many game wallets split by wallets.
 */
export function payloadsOf(
  origin: string,
  notes: readonly ClusterNote[],
  maxBytes = MAX_PAYLOAD_BYTES,
): string[] {
  const head = `{"o":${JSON.stringify(origin)},"n":[`;
  const tail = ']}';
  const payloads: string[] = [];
  let part: string[] = [];
  let bytes = head.length + tail.length;
  for (const note of notes.flatMap(splitNote)) {
    const text = JSON.stringify(note);
    const size = Buffer.byteLength(text) + 1;
    if (part.length > 0 && bytes + size > maxBytes) {
      payloads.push(head + part.join(',') + tail);
      part = [];
      bytes = head.length + tail.length;
    }
    part.push(text);
    bytes += size;
  }
  if (part.length > 0) payloads.push(head + part.join(',') + tail);
  return payloads;
}

function splitNote(note: ClusterNote): ClusterNote[] {
  if (note.kind !== 'balance' || note.channels.length <= CHANNELS_PER_NOTE) return [note];
  const parts: ClusterNote[] = [];
  for (let i = 0; i < note.channels.length; i += CHANNELS_PER_NOTE)
    parts.push({ ...note, channels: note.channels.slice(i, i + CHANNELS_PER_NOTE) });
  return parts;
}

/**
 * The notes of a payload from another instance; undefined for this instance's own (delivered
 * when it was published) or a malformed one.
 */
export function notesOf(text: string, self: string): ClusterNote[] | undefined {
  // This instance's own, recognised without parsing (it hears every note it sends).
  if (text.startsWith(`{"o":${JSON.stringify(self)},`)) return undefined;
  let payload: Payload;
  try {
    payload = JSON.parse(text) as Payload;
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null || payload.o === self) return undefined;
  if (!Array.isArray(payload.n)) return undefined;
  return payload.n.filter(isNote);
}

function isNote(value: unknown): value is ClusterNote {
  const note = value as Partial<Record<string, unknown>> | null;
  if (typeof note !== 'object' || note === null || typeof note.brandId !== 'string') return false;
  switch (note.kind) {
    case 'balance':
      return (
        Number.isSafeInteger(note.memberId) &&
        Number.isFinite(note.at) &&
        Array.isArray(note.channels) &&
        note.channels.every((c) => Number.isSafeInteger(c))
      );
    case 'unread':
      return note.memberId === undefined || Number.isSafeInteger(note.memberId);
    case 'config':
      return true;
    default:
      return false;
  }
}

const quiet: ClusterLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The cluster over `link` (PostgreSQL), or in memory without one. */
function clusterOver(
  link: SessionLink | undefined,
  options: ClusterOptions,
  id = randomBytes(6).toString('hex'),
): Cluster {
  const listeners = new Set<ClusterListener>();
  let log = quiet;
  let started = false;
  let closed = false;
  // Alone on its database (PGlite), the process leads; on PostgreSQL, once it holds the lock.
  let leading = link === undefined;
  let campaigning = false;
  let retry: ReturnType<typeof setInterval> | undefined;
  let pending: ClusterNote[] = [];
  let sending: Promise<void> | undefined;
  let batching: ReturnType<typeof setTimeout> | undefined;

  const each = (call: (listener: ClusterListener) => void) => {
    for (const listener of [...listeners]) {
      try {
        call(listener);
      } catch (error) {
        log.error({ err: error }, 'a cluster note listener failed');
      }
    }
  };

  /** Sends what is pending, one statement at a time: notes published meanwhile go in the next. */
  const sendPending = () => {
    if (sending || !link) return;
    sending = (async () => {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        try {
          await link.send(payloadsOf(id, batch));
        } catch (error) {
          // The others miss these notes: their members see the change at the next greeting.
          log.error({ err: error, notes: batch.length }, 'cluster notes not sent');
        }
      }
    })().finally(() => {
      sending = undefined;
      if (pending.length > 0) schedule();
    });
  };
  /**
   * Sends after {@link BATCH_WINDOW_MS}: each NOTIFY is a transaction of its own, so under load
   * the notes of many commits share one instead of each paying for it.
   */
  const schedule = () => {
    if (batching !== undefined || sending || !link) return;
    batching = setTimeout(() => {
      batching = undefined;
      sendPending();
    }, BATCH_WINDOW_MS);
  };

  const campaign = async () => {
    if (!link || leading || campaigning || closed) return;
    campaigning = true;
    try {
      leading = await link.tryLock(ADVISORY_LOCK.leader);
      if (leading && !closed) log.info({ instance: id }, 'this instance leads the periodic jobs');
    } finally {
      campaigning = false;
    }
  };

  return {
    id,
    isLeader: () => leading && !closed,
    publish(notes) {
      if (notes.length === 0 || closed) return;
      for (const note of notes) each((listener) => listener.note?.(note));
      if (!link) return;
      pending.push(...notes);
      schedule();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async start(to) {
      log = to;
      if (!link || started || closed) return;
      started = true;
      await link.open({
        payload(text) {
          for (const note of notesOf(text, id) ?? []) each((listener) => listener.note?.(note));
        },
        lost(error) {
          if (leading)
            log.warn({ instance: id }, 'this instance no longer leads the periodic jobs');
          leading = false;
          log.warn({ err: error }, 'cluster connection lost; reconnecting');
        },
        reconnected() {
          log.info({ instance: id }, 'cluster connection back; resynchronising');
          void campaign();
          each((listener) => listener.resync?.());
        },
        retryFailed(error) {
          log.warn({ err: error }, 'cluster connection still down');
        },
      });
      await campaign();
      retry = setInterval(() => void campaign(), options.leaderRetryMs);
      retry.unref();
    },
    async close() {
      if (closed) return;
      if (retry !== undefined) clearInterval(retry);
      if (batching !== undefined) {
        clearTimeout(batching);
        batching = undefined;
        sendPending();
      }
      while (sending) await sending;
      closed = true;
      leading = false;
      listeners.clear();
      await link?.close();
    },
  };
}
