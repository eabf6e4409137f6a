/**
 * The server's Prometheus metrics (prom-client), one registry per server: a test file runs
 * several servers in one process, and prom-client's global registry would refuse the second
 * server's metrics. Served by `serveMetrics` (`http/metrics-listener.ts`) on their own listener
 * (`LOBBY_METRICS_PORT`), never on the member port.
 *
 * Every label takes values from a set fixed in code — a contract endpoint's id, a status class,
 * a ledger transaction kind, a rate-limit class, a table — never from a request's URL or input,
 * so the series stay bounded whatever clients send.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../db/client.ts';
import type { DeliveryRecorder, MoneyRecorder, SweepRecorder } from './recorders.ts';

/** The server's metrics: what the http floor and the core services report to. */
export interface Metrics extends MoneyRecorder, DeliveryRecorder, SweepRecorder {
  readonly registry: Registry;
  /** One answered request: its contract endpoint's id (or a fixed name), status and duration. */
  requestDone(endpoint: string, statusCode: number, seconds: number): void;
  /** A request refused by a rate limit of this class. */
  rateLimited(rateClass: string): void;
  /**
   * Counts an open push stream until the returned function runs (once, however often it is
   * called); the returned function also runs `remove`.
   */
  streamOpened(remove: () => void): () => void;
  /** Reads the pool's figures at each scrape. */
  watchPool(stats: () => PoolStats): void;
  /** Whether the server is draining (1) or serving (0), read at each scrape. */
  watchDraining(draining: () => boolean): void;
}

/** Upper bounds of the request duration buckets, in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** `2xx`, `4xx`, `5xx`… of a status code. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

/**
 * A new registry with Lobby's metrics. `defaults` adds prom-client's process metrics (event
 * loop lag, heap, CPU, handles): on for a server that serves its metrics, off in tests that
 * only read a few counters (each set of them observes the event loop and the GC).
 */
export function createMetrics(options: { defaults: boolean }): Metrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'lobby_http_request_duration_seconds',
    help: 'Time to answer a request, by contract endpoint id and status class.',
    labelNames: ['endpoint', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const money = new Counter({
    name: 'lobby_money_operations_total',
    help: 'Ledger transactions by kind and outcome (committed, refused: insufficient balance, failed: rolled back).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const limited = new Counter({
    name: 'lobby_rate_limited_total',
    help: 'Requests refused with RATE_LIMITED, by rate-limit class.',
    labelNames: ['class'] as const,
    registers,
  });
  const streams = new Gauge({
    name: 'lobby_push_streams_open',
    help: 'Open balance push streams (wallet.events).',
    registers,
  });
  const deliveries = new Counter({
    name: 'lobby_deliveries_total',
    help: 'Messages handed to the mail/SMS port, by channel and outcome.',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  const sweeps = new Counter({
    name: 'lobby_sweeper_runs_total',
    help: 'Sweeps of expired security records, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const swept = new Counter({
    name: 'lobby_sweeper_deleted_rows_total',
    help: 'Rows the sweeper deleted, by table.',
    labelNames: ['table'] as const,
    registers,
  });

  let poolStats: (() => PoolStats) | undefined;
  new Gauge({
    name: 'lobby_db_pool_in_use',
    help: 'Database connections held by a query or transaction (PGlite: its one connection).',
    registers,
    collect() {
      const stats = poolStats?.();
      if (stats) this.set(stats.total - stats.idle);
    },
  });
  new Gauge({
    name: 'lobby_db_pool_waiting',
    help: 'Queries waiting for a database connection.',
    registers,
    collect() {
      const stats = poolStats?.();
      if (stats) this.set(stats.waiting);
    },
  });
  new Gauge({
    name: 'lobby_db_pool_size',
    help: 'Database connections open, busy or idle.',
    registers,
    collect() {
      const stats = poolStats?.();
      if (stats) this.set(stats.total);
    },
  });
  let isDraining: () => boolean = () => false;
  new Gauge({
    name: 'lobby_draining',
    help: '1 while the server drains before stopping (readiness fails), else 0.',
    registers,
    collect() {
      this.set(isDraining() ? 1 : 0);
    },
  });

  return {
    registry,
    requestDone(endpoint, statusCode, seconds) {
      requests.observe({ endpoint, status_class: statusClass(statusCode) }, seconds);
    },
    moneyOperation(kind, outcome) {
      money.inc({ kind, outcome });
    },
    rateLimited(rateClass) {
      limited.inc({ class: rateClass });
    },
    streamOpened(remove) {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
        remove();
      };
    },
    delivered(channel, outcome) {
      deliveries.inc({ channel, outcome });
    },
    swept(result) {
      sweeps.inc({ outcome: result === 'failed' ? 'failed' : 'ok' });
      if (result === 'failed') return;
      for (const [table, rows] of Object.entries(result)) if (rows > 0) swept.inc({ table }, rows);
    },
    watchPool(stats) {
      poolStats = stats;
    },
    watchDraining(draining) {
      isDraining = draining;
    },
  };
}
