/**
 * `node --conditions=source src/bench/rate-limit-bench.ts`: what one rate-limit hit costs
 * (`base/rate-limit.ts`, one statement per hit) on PGlite in memory, on a durable PGlite
 * folder and on PostgreSQL (`benchPostgres`: a durable cluster unless told otherwise), with one
 * client and with several clients at once (each its own key, then all on one key), beside a
 * bare `SELECT 1` round trip on the same database (on a shared machine only the ratio is stable). Each client's
 * clock moves a second per hit under the `lookup` default (60 a minute), so every log is full
 * and trimmed at every hit: the steady state of the busiest default class. Bounded in time
 * (LOBBY_BENCH_SECONDS per run, default 3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import type { DatabaseTarget } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createRateLimiter } from '../base/rate-limit.ts';
import { benchPostgres, percentiles, withDatabase } from './bench-kit.ts';

const SECONDS = Number(process.env.LOBBY_BENCH_SECONDS ?? 3);
const RULE = { max: 60, windowMs: 60_000 };

/** What a run measures: a bare round trip (the baseline), or hits on each client's key or one. */
type Kind = 'SELECT 1' | 'own key' | 'one key';

/** Runs `clients` loops for the bench's time; answers calls/s per client and in all. */
async function run(db: Database, clients: number, kind: Kind) {
  const loop = async (c: number, until: number) => {
    let t = 0;
    const limiter = createRateLimiter(db, () => t);
    const key = kind === 'one key' ? 'bench:one' : `bench:${c}:${Math.random()}`;
    const call = () => {
      t += 1_000;
      return kind === 'SELECT 1' ? db.execute(sql`SELECT 1`) : limiter.hit(key, RULE);
    };
    let n = 0;
    while (performance.now() < until) {
      const start = performance.now();
      await call();
      durations.push(performance.now() - start);
      n += 1;
    }
    return n;
  };
  let durations: number[] = [];
  // Warm up (the JIT, the prepared statements, the pool's connections), then measure.
  await Promise.all(Array.from({ length: clients }, (_, c) => loop(c, performance.now() + 300)));
  durations = [];
  const deadline = performance.now() + SECONDS * 1000;
  const counts = await Promise.all(Array.from({ length: clients }, (_, c) => loop(c, deadline)));
  const total = counts.reduce((a, b) => a + b, 0) / SECONDS;
  return {
    clients,
    kind,
    perClient: Math.round(total / clients),
    total: Math.round(total),
    ...percentiles(durations),
  };
}

async function measure(name: string, target: DatabaseTarget) {
  const database = await openDatabase(target);
  try {
    await migrate(database.db, database.kind);
    const rows = [await run(database.db, 1, 'SELECT 1'), await run(database.db, 1, 'own key')];
    if (database.kind === 'postgres')
      rows.push(
        await run(database.db, 10, 'SELECT 1'),
        await run(database.db, 10, 'own key'),
        await run(database.db, 10, 'one key'),
      );
    for (const row of rows)
      console.log(
        `${name.padEnd(34)} ${String(row.clients).padStart(2)} client(s) ${row.kind.padEnd(8)} ` +
          `${String(row.perClient).padStart(6)}/s per client ${String(row.total).padStart(6)}/s in all ` +
          `p50 ${row.p50} ms p99 ${row.p99} ms`,
      );
  } finally {
    await database.close();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'lobby-rl-bench-'));
try {
  await measure('PGlite in memory', { kind: 'pglite' });
  await measure('PGlite folder, durable', { kind: 'pglite', dataDir: join(folder, 'a') });
  await measure('PGlite folder, LOBBY_PGLITE_SYNC=0', {
    kind: 'pglite',
    dataDir: join(folder, 'b'),
    durable: false,
  });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const pgServer = await benchPostgres();
if (!pgServer) console.log('PostgreSQL: skipped (none to measure on)');
else {
  try {
    console.log(`PostgreSQL: ${pgServer.origin} (${pgServer.durability})`);
    await withDatabase(pgServer, 'lobby_rl_bench', (url) =>
      measure('PostgreSQL, pool of 10', { kind: 'postgres', url, poolSize: 10 }),
    );
  } finally {
    await pgServer.close();
  }
}
