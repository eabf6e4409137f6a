/**
 * PostgreSQL's part of the cluster (`core/cluster/cluster.ts`): each process keeps one dedicated
 * connection, outside the pool, that LISTENs on the notes channel and holds the session-level
 * advisory locks it takes (leadership); when that connection is lost it is opened again with
 * backoff. Notes are sent with `pg_notify`, one statement per batch, on that connection (through
 * the pool while it is down), and come back to every listener, the sender's own included.
 *
 * A NOTIFY commits a transaction of its own, with a transaction id, which would wait for the WAL
 * to reach the disk like any commit: the dedicated connection runs with `synchronous_commit`
 * off, since a note is no durable record (the queue does not survive a restart anyway), so
 * sending costs no flush and takes no connection from the requests' pool.
 */
import pg from 'pg';

/** The one channel every instance listens on. */
export const NOTES_CHANNEL = 'lobby_notes';

/** The largest payload sent: NOTIFY refuses 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_500;

/** One statement sending a batch of payloads. */
const NOTIFY_SQL = 'SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p';

/** What the link tells its owner. */
export interface SessionLinkEvents {
  /** A payload arrived on the channel (this process's own included). */
  payload(text: string): void;
  /**
   * The connection was lost: its session locks are released and notes sent from now until
   * {@link reconnected} are not heard.
   */
  lost(error: unknown): void;
  /** The connection is back and listening (notes sent while it was down were missed). */
  reconnected(): void;
  /** A reconnection attempt failed; another follows after a longer wait. */
  retryFailed(error: unknown): void;
}

/** The dedicated connection of one process, and sending through the pool. */
export interface SessionLink {
  /** Connects and listens; rejects when this first connection fails. */
  open(events: SessionLinkEvents): Promise<void>;
  /**
   * Tries the session-level advisory lock `key` on the dedicated connection: true when this
   * connection holds it now (held until the connection ends), false when another holds it or the
   * connection is down.
   */
  tryLock(key: number): Promise<boolean>;
  /**
   * Sends `payloads` (each under {@link MAX_PAYLOAD_BYTES}) on the channel, in one statement, on
   * the dedicated connection, or through the pool while it is down or when it fails mid-send (a
   * note sent twice only reads a balance twice).
   */
  send(payloads: readonly string[]): Promise<void>;
  /** Ends the dedicated connection (its LISTEN and locks end with it) and stops reconnecting. */
  close(): Promise<void>;
}

/** Options of {@link createSessionLink}. */
export interface SessionLinkOptions {
  url: string;
  /** The pool, which sends while the dedicated connection is down or was never opened (a context
   * that only runs operator commands). */
  pool: pg.Pool;
  /** The connection's `application_name`, so an operator sees whose it is in `pg_stat_activity`. */
  applicationName: string;
  /** First wait before reconnecting (doubling up to `maxBackoffMs`); 100 ms. */
  firstBackoffMs?: number;
  /** Longest wait between reconnection attempts; 5 s. */
  maxBackoffMs?: number;
}

/** The session link of a process on the PostgreSQL database at `url`. */
export function createSessionLink(options: SessionLinkOptions): SessionLink {
  const firstBackoffMs = options.firstBackoffMs ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  let events: SessionLinkEvents | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName,
      keepAlive: true,
    });
    // Until it is watched, an error (a refused connection) must not crash the process.
    next.on('error', () => {});
    try {
      await next.connect();
      await next.query('SET synchronous_commit = off');
      await next.query(`LISTEN ${NOTES_CHANNEL}`);
      return next;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  }

  function watch(connection: pg.Client): void {
    client = connection;
    connection.on('notification', (message) => {
      if (message.channel === NOTES_CHANNEL && message.payload !== undefined)
        events?.payload(message.payload);
    });
    const drop = (error: unknown) => {
      if (client !== connection) return;
      client = undefined;
      connection.removeAllListeners('notification');
      connection.end().catch(() => {});
      events?.lost(error);
      if (!closed) retryLater();
    };
    connection.on('error', drop);
    connection.on('end', () => drop(new Error('the connection ended')));
  }

  function retryLater(): void {
    const wait = Math.min(maxBackoffMs, firstBackoffMs * 2 ** failures);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        (connection) => {
          if (closed) return void connection.end().catch(() => {});
          failures = 0;
          watch(connection);
          events?.reconnected();
        },
        (error: unknown) => {
          if (closed) return;
          failures += 1;
          events?.retryFailed(error);
          retryLater();
        },
      );
    }, wait);
    timer.unref();
  }

  return {
    async open(handlers) {
      events = handlers;
      const connection = await connect();
      if (closed) return void (await connection.end());
      watch(connection);
    },
    async tryLock(key) {
      const connection = client;
      if (!connection) return false;
      try {
        const result = await connection.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [key],
        );
        // A lock taken on a connection lost meanwhile is no longer held.
        return result.rows[0]?.locked === true && client === connection;
      } catch {
        return false;
      }
    },
    async send(payloads) {
      if (payloads.length === 0) return;
      const values = [NOTES_CHANNEL, payloads];
      const connection = client;
      if (connection) {
        try {
          await connection.query(NOTIFY_SQL, values);
          return;
        } catch {
          // Lost meanwhile: the pool sends instead.
        }
      }
      await options.pool.query(NOTIFY_SQL, values);
    },
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      const connection = client;
      client = undefined;
      if (connection) {
        connection.removeAllListeners('notification');
        await connection.end().catch(() => {});
      }
    },
  };
}
