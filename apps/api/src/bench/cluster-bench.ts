/**
 * Cluster bench: the transfer load of `transfer-bench.ts` against one API instance and against
 * three, each behind the same generated HAProxy (the cluster kit, `src/cluster/cluster.ts`, with
 * N=1 and N=3), in the same run on the same PostgreSQL database, so the instance count is the
 * only difference. For each setup: the closed-loop maximum of {@link CLIENTS} clients (same
 * members, same warm-up, same seconds, a fresh Idempotency-Key per request, 2xx only), then an
 * open-loop run at half that setup's own maximum. The members are prepared once before any
 * instance starts; the ledger is reconciled at the end. Instances, HAProxy and the database are
 * stopped and dropped even when a run fails.
 * PostgreSQL only (PGlite is one process's database). `pnpm --filter @lobby/api bench cluster`
 * runs it alone; `pnpm bench` runs it after the transfer bench.
 */
import { availableParallelism, loadavg } from 'node:os';
import { reconcile } from '../core/money/ledger.ts';
import { openDatabase } from '../db/client.ts';
import { findHaproxy, startCluster } from '../cluster/cluster.ts';
import type { Cluster } from '../cluster/cluster.ts';
import { BENCH_SERVER_SETTINGS, benchPostgres, cpuMsOf, withDatabase } from './bench-kit.ts';
import type { BenchPostgres } from './bench-kit.ts';
import type { OpenLoopResult } from './open-loop.ts';
import {
  CLIENTS,
  P99_TARGET_MS,
  SECONDS,
  WARMUP_S,
  loadTransfers,
  openLoopTransfers,
  prepareMembers,
} from './transfer-bench.ts';
import type { LoadResult } from './transfer-bench.ts';

/** The setups compared, in the order they run. */
const INSTANCE_COUNTS = [1, 3] as const;

/** One setup's figures. */
export interface ClusterBenchRow {
  instances: number;
  /** The closed-loop run: its 2xx rate, their latencies, the rest as errors. */
  closed: LoadResult;
  /** Each instance's CPU time per second of the closed-loop run's measured window, ms/s. */
  cpuMsPerSecond: (number | undefined)[];
  /** All instances' CPU time per 2xx transfer over that window (ms), where it could be read. */
  cpuMsPerTransfer: number | undefined;
  /** At half {@link closed}'s rate; undefined when that rate was too low to halve. */
  open: OpenLoopResult | undefined;
  /** The 1-minute load average when the setup started. */
  loadAverage: number;
}

/** Resolves once HAProxy has every instance of `cluster` in rotation (a passed check). */
async function allInRotation(cluster: Cluster): Promise<void> {
  await Promise.all(cluster.instances.map((i) => cluster.waitFor(i, 'UP')));
}

/** Each instance's CPU time so far (ms), by position. */
function instanceCpu(cluster: Cluster): (number | undefined)[] {
  return cluster.instances.map((i) => cpuMsOf(i.child?.pid));
}

/**
 * One setup: `instances` API processes behind HAProxy on `databaseUrl`, measured closed loop
 * then open loop at half that maximum, and stopped whatever happens.
 */
async function measureSetup(
  instances: number,
  databaseUrl: string,
  tokens: readonly string[],
  channelId: number,
): Promise<ClusterBenchRow> {
  const loadAverage = loadavg()[0] ?? 0;
  const cluster = await startCluster({ instances, databaseUrl, env: BENCH_SERVER_SETTINGS });
  try {
    await allInRotation(cluster);
    // The instances' CPU is read when the warm-up ends and when the load does, so it covers
    // the same window as the rate.
    let cpuBefore: (number | undefined)[] = [];
    let windowStart = 0;
    const warmedUp = setTimeout(() => {
      cpuBefore = instanceCpu(cluster);
      windowStart = Date.now();
    }, WARMUP_S * 1000);
    const closed = await loadTransfers(cluster.url, tokens, channelId, WARMUP_S, SECONDS);
    clearTimeout(warmedUp);
    const windowS = (Date.now() - windowStart) / 1000;
    const cpuMsPerSecond = instanceCpu(cluster).map((after, i) => {
      const before = cpuBefore[i];
      return after === undefined || before === undefined || windowStart === 0
        ? undefined
        : (after - before) / windowS;
    });
    const known = cpuMsPerSecond.filter((ms): ms is number => ms !== undefined);
    const cpuMsPerTransfer =
      known.length === cpuMsPerSecond.length && closed.rate > 0
        ? known.reduce((sum, ms) => sum + ms, 0) / closed.rate
        : undefined;
    const open =
      closed.rate > 1
        ? await openLoopTransfers(cluster.url, tokens, channelId, Math.floor(closed.rate / 2))
        : undefined;
    return { instances, closed, cpuMsPerSecond, cpuMsPerTransfer, open, loadAverage };
  } finally {
    await cluster.stop();
  }
}

/** Prints the comparison table and the open-loop lines. */
function printRows(rows: readonly ClusterBenchRow[], durability: string): void {
  console.log(
    `\nPOST /member/game/transfer through HAProxy: one instance beside three, same run, same database (${durability})`,
  );
  console.log(
    'instances   transfer/s   p50 ms   p99 ms   errors   load avg   CPU ms/transfer   each instance CPU ms/s',
  );
  for (const r of rows) {
    const c = r.closed;
    const cpu = r.cpuMsPerSecond.map((ms) => (ms === undefined ? '?' : String(Math.round(ms))));
    console.log(
      `${String(r.instances).padEnd(9)} ${String(c.rate).padStart(12)} ${String(c.p50).padStart(8)} ${String(c.p99).padStart(8)} ${String(c.errors).padStart(8)} ${r.loadAverage.toFixed(2).padStart(10)} ${(r.cpuMsPerTransfer === undefined ? '?' : r.cpuMsPerTransfer.toFixed(2)).padStart(17)}   ${cpu.join(' / ')}`,
    );
  }
  const [one, three] = [rows.find((r) => r.instances === 1), rows.find((r) => r.instances === 3)];
  if (one && three && one.closed.rate > 0)
    console.log(`three instances ÷ one: ${(three.closed.rate / one.closed.rate).toFixed(2)}×`);
  console.log(
    `open loop at half each setup's own maximum, over ${CLIENTS} members, latency from each request's intended send time, 2xx only; target p99 < ${P99_TARGET_MS} ms`,
  );
  for (const r of rows) {
    const o = r.open;
    console.log(
      o
        ? `  ${r.instances} instance${r.instances === 1 ? ' ' : 's'}  ${o.rate}/s asked, ${o.achieved}/s answered 2xx, p50 ${o.p50} ms, p99 ${o.p99} ms ${o.p99 < P99_TARGET_MS ? '(met)' : '(NOT met)'}, max ${o.max} ms, errors ${o.errors}, driver lag ≤ ${o.sendLagMs} ms`
        : `  ${r.instances} instance${r.instances === 1 ? ' ' : 's'}  not run (closed-loop rate too low to halve)`,
    );
  }
}

/**
 * Runs the comparison on `pgServer` (else the PostgreSQL {@link benchPostgres} finds, closed
 * afterwards) in a fresh database dropped at the end, and prints its table. Skipped, with the
 * reason printed, without PostgreSQL or HAProxy.
 */
export async function runClusterBench(pgServer?: BenchPostgres): Promise<ClusterBenchRow[]> {
  if (!findHaproxy()) {
    console.log(
      '\ncluster bench: skipped, HAProxy is not installed (bash tooling/scripts/bootstrap)',
    );
    return [];
  }
  const postgres = pgServer ?? (await benchPostgres());
  if (!postgres) {
    console.log('\ncluster bench: skipped, no PostgreSQL reachable (set TEST_DATABASE_URL)');
    return [];
  }
  try {
    console.log(
      `\ncluster bench: transfers against 1 instance, then 3 instances, each behind the same generated HAProxy (the cluster kit), on one PostgreSQL database; both setups send the same work (the same ${CLIENTS} closed-loop clients on the same ${CLIENTS} members, ${WARMUP_S.toFixed(1)} s warm-up discarded then ${SECONDS} s measured, a fresh Idempotency-Key per request) with the same durability (${postgres.durability}; PostgreSQL is ${postgres.origin}); failures excluded (only 2xx count); every instance runs main.ts with the bench servers' settings (silent logs, rate limits lifted) and its own pool of LOBBY_DB_POOL connections; the instances, HAProxy, PostgreSQL and the load generator share ${availableParallelism()} cores; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const rows = await withDatabase(postgres, 'lobby_cbench', async (url) => {
      // Members first: their sessions are in the database, so every instance accepts them.
      const { setup, wallets } = await prepareMembers({ DATABASE_URL: url }, CLIENTS);
      const tokens = wallets.map((w) => w.token);
      const measured: ClusterBenchRow[] = [];
      for (const instances of INSTANCE_COUNTS)
        measured.push(await measureSetup(instances, url, tokens, setup.channelId));
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      try {
        const report = await reconcile(database.db);
        console.log(
          `cluster bench: the ledger reconciles ${report.differences.length === 0 ? 'clean' : `WITH ${report.differences.length} DIFFERENCES`} over ${report.entries} entries`,
        );
      } finally {
        await database.close();
      }
      return measured;
    });
    printRows(rows, postgres.durability);
    return rows;
  } finally {
    if (!pgServer) await postgres.close();
  }
}
