/**
 * Readiness and the drain of a stopping server: what a load balancer and an operator rely on.
 *
 * `/healthz` says the process answers; `/readyz` ({@link checkReadiness}) says it should get
 * traffic: the database answers, its migrations are those this code ships, and it is not
 * draining. On SIGTERM (or SIGINT) {@link createDrain} first fails readiness while still
 * serving, waits `LOBBY_DRAIN_DELAY_MS` for the balancer to notice, then closes the app (no new
 * connections, requests in flight finish, push streams end with a reconnect hint, idle
 * keep-alive connections close, the database closes), all within `LOBBY_SHUTDOWN_MS`.
 */
import type { Database } from '../db/client.ts';
import { missingMigrations } from '../db/migrate.ts';

/** Whether the server is on its way out: set once, at the start of a drain or of a close. */
export interface LifecycleState {
  draining: boolean;
}

/** A fresh state: serving. */
export function createLifecycle(): LifecycleState {
  return { draining: false };
}

/** How long `/readyz` waits for the database before calling it down. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Why the server is not ready, by check; absent checks passed. */
export interface ReadinessFailures {
  draining?: 'stopping';
  database?: 'unreachable' | 'timeout';
  migrations?: string;
}

/** The answer of `/readyz`. */
export type Readiness = { ready: true } | { ready: false; failed: ReadinessFailures };

/**
 * Checks the database (one query of drizzle's migrations table, which is also the migration
 * check) and the drain. A database error is handed to `report` (the log), never answered: the
 * probe is reachable by anyone who reaches the member port.
 */
export async function checkReadiness(deps: {
  db: Database;
  lifecycle: LifecycleState;
  report: (error: unknown) => void;
  timeoutMs?: number;
}): Promise<Readiness> {
  const failed: ReadinessFailures = {};
  if (deps.lifecycle.draining) failed.draining = 'stopping';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), deps.timeoutMs ?? READINESS_TIMEOUT_MS);
  });
  try {
    const missing = await Promise.race([missingMigrations(deps.db), timeout]);
    if (missing === 'timeout') failed.database = 'timeout';
    else if (missing > 0) failed.migrations = `${missing} not applied`;
  } catch (error) {
    deps.report(error);
    failed.database = 'unreachable';
  } finally {
    clearTimeout(timer);
  }
  return Object.keys(failed).length === 0 ? { ready: true } : { ready: false, failed };
}

/** What a drain needs. */
export interface DrainOptions {
  lifecycle: LifecycleState;
  /** Readiness fails this long before the server stops taking connections. */
  drainDelayMs: number;
  /** The bound on the whole stop, from the signal to the exit. */
  shutdownMs: number;
  log: {
    info(data: object, message: string): void;
    error(data: object, message: string): void;
  };
  /**
   * Closes the server: stops taking connections, lets requests in flight finish, ends the push
   * streams and closes the database (the app's `close`), and whatever else the process runs.
   */
  close(): Promise<void>;
  /** Ends the process (`process.exit`; a test passes its own). */
  exit(code: number): void;
}

/** A drain: {@link Drain.stop} starts it, once. */
export interface Drain {
  /**
   * Starts the stop (SIGTERM, SIGINT); answers when the process has been told to exit. A
   * second call (a second Ctrl-C) cuts the readiness delay short and answers the same stop.
   */
  stop(reason: string): Promise<void>;
}

/** Builds the drain of a server; see the module comment for its steps. */
export function createDrain(options: DrainOptions): Drain {
  const { lifecycle, log } = options;
  let stopping: Promise<void> | undefined;
  let cutWaitShort: (() => void) | undefined;

  async function run(reason: string): Promise<void> {
    let phase = 'draining';
    lifecycle.draining = true;
    // Not unref'd: a close that hangs with nothing else alive must still end in exit 1.
    const bound = setTimeout(() => {
      log.error(
        { reason, phase, shutdownMs: options.shutdownMs },
        'shutdown did not finish within LOBBY_SHUTDOWN_MS; exiting',
      );
      options.exit(1);
    }, options.shutdownMs);
    log.info(
      { reason, drainDelayMs: options.drainDelayMs },
      'draining: readiness fails, requests still answered',
    );
    await new Promise<void>((resolve) => {
      const wait = setTimeout(resolve, options.drainDelayMs);
      cutWaitShort = () => {
        clearTimeout(wait);
        resolve();
      };
    });
    phase = 'closing';
    log.info({ reason }, 'closing: no new connections, finishing requests in flight');
    try {
      await options.close();
    } catch (error) {
      clearTimeout(bound);
      log.error({ err: error, reason }, 'shutdown failed');
      options.exit(1);
      return;
    }
    clearTimeout(bound);
    log.info({ reason }, 'stopped');
    options.exit(0);
  }

  return {
    stop(reason) {
      if (stopping) {
        cutWaitShort?.();
        return stopping;
      }
      stopping = run(reason);
      return stopping;
    },
  };
}

/** What {@link closeReapingIdle} closes: a Fastify app, listening or not. */
export interface ClosableApp {
  close(): PromiseLike<unknown>;
  server: { closeIdleConnections(): void };
}

/**
 * Closes the app (no new connections; requests in flight finish; the `preClose` and `onClose`
 * hooks end the streams and close the database), closing each keep-alive connection as soon as
 * it goes idle. The listener's close closes the connections idle at that instant, and answers
 * made while draining carry `Connection: close`; this catches what slips between the two (a
 * stream's end still being flushed as the listener closes), which would otherwise hold the
 * close until its keep-alive timeout, past the shutdown bound.
 */
export async function closeReapingIdle(app: ClosableApp, everyMs = 100): Promise<void> {
  const reap = setInterval(() => app.server.closeIdleConnections(), everyMs);
  try {
    await app.close();
  } finally {
    clearInterval(reap);
  }
}

/**
 * The `retry:` field a push stream ends with when the server closes, so an `EventSource`
 * reconnects — through the balancer, to another instance — within about a second. Spread over
 * half a second to a second and a half so every client of this instance does not come back in
 * the same instant.
 */
export function reconnectHint(random: () => number = Math.random): string {
  return `retry: ${500 + Math.floor(random() * 1_000)}\n\n`;
}
