/**
 * `pnpm --filter @lobby/api bench`: login and userprofile throughput (req/s, p50, p99) beside a
 * bare /healthz on the same server, on PGlite and on PostgreSQL, from one run, then the transfer
 * bench (`transfer-bench.ts`), then the same transfers against one instance and three behind HAProxy
 * (`cluster-bench.ts`), then the hashing bench (`hashing-bench.ts`: hashes per second per
 * scheme, sign-in bursts with and without the hashing queue). `bench hashing` and `bench cluster`
 * run that part alone. PostgreSQL is LOBBY_BENCH_PG_URL, else TEST_DATABASE_URL when it
 * flushes commits, else a throwaway cluster with default durability (`bench-kit.ts`); without
 * one that half is reported as skipped. Servers listen on free ports; every run is bounded in
 * time (LOBBY_BENCH_SECONDS). Last, one server holding 10,000 idle push streams
 * (`streams-bench.ts`).
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchPostgres, startServer, stopServer, withDatabase } from './bench-kit.ts';
import type { BenchPostgres } from './bench-kit.ts';
import { runStreamsBench } from './streams-bench.ts';
import { runClusterBench } from './cluster-bench.ts';
import { runHashingBench } from './hashing-bench.ts';
import { runPasswordStrengthBench } from './password-strength-bench.ts';
import { runTransferBench } from './transfer-bench.ts';

const DURATION_S = Number(process.env.LOBBY_BENCH_SECONDS ?? 6);
const CONNECTIONS = 10;
const here = fileURLToPath(new URL('.', import.meta.url));

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> },
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    headers: { 'content-type': 'application/json', ...options.headers },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(database: string, env: Record<string, string>): Promise<Row[]> {
  // The login row signs one account in over 10 connections: its per-account bound (2) would
  // refuse most of them, so it is lifted here; the hashing bench measures the queue itself.
  const server = await startServer(
    join(here, 'bench-server.ts'),
    { ...env, LOBBY_HASH_PER_ACCOUNT: '100000' },
    60_000,
  );
  try {
    const { base } = server;
    const key = (await (await fetch(`${base}/api/v1/key`)).json()) as {
      key_id: string;
      public_key: string;
    };
    const password = `${key.key_id}:${publicEncrypt({ key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('demo1234')).toString('base64')}`;
    const loginBody = JSON.stringify({ username: 'demo01', password });
    const login = (await (
      await fetch(`${base}/api/v1/member/auth/login`, {
        method: 'POST',
        body: loginBody,
        headers: { 'content-type': 'application/json' },
      })
    ).json()) as { token: string };
    const rows: Row[] = [];
    rows.push({ database, endpoint: 'GET /healthz', ...(await load(`${base}/healthz`, {})) });
    rows.push({
      database,
      endpoint: 'POST /member/auth/login',
      ...(await load(`${base}/api/v1/member/auth/login`, { method: 'POST', body: loginBody })),
    });
    rows.push({
      database,
      endpoint: 'GET /member/userprofile',
      ...(await load(`${base}/api/v1/member/userprofile`, {
        headers: { authorization: `Bearer ${login.token}` },
      })),
    });
    return rows;
  } finally {
    await stopServer(server);
  }
}

/** Login, profile and health on each database, then the transfer bench on the same PostgreSQL. */
async function main(postgres: BenchPostgres | undefined): Promise<void> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
  try {
    console.log(
      `bench: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, argon2id m=${process.env.LOBBY_ARGON2_MEMORY_KIB ?? 19456} KiB t=${process.env.LOBBY_ARGON2_PASSES ?? 2}`,
    );
    rows.push(
      ...(await measure('PGlite', { LOBBY_DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' })),
    );
    if (postgres) {
      console.log(`bench: PostgreSQL is ${postgres.origin} (${postgres.durability})`);
      rows.push(
        ...(await withDatabase(postgres, 'lobby_bench', (url) =>
          measure('PostgreSQL', { DATABASE_URL: url }),
        )),
      );
    } else {
      console.log(
        'bench: no PostgreSQL reachable (set TEST_DATABASE_URL); the PostgreSQL rows are skipped',
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log('\ndatabase    endpoint                     req/s     p50 ms   p99 ms   errors');
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(11)} ${r.endpoint.padEnd(28)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
    );
  }

  // Transfer throughput at 32 clients beside the raw transfer transaction, then at a fixed rate.
  await runTransferBench(postgres);
  // The same transfers through HAProxy: one instance beside three, on the same PostgreSQL.
  if (postgres) await runClusterBench(postgres);
  else console.log('\ncluster bench: skipped, no PostgreSQL reachable (set TEST_DATABASE_URL)');
  await runStreamsBench(postgres);
}

/** The parts a run may name: `bench hashing` runs that part alone; no name runs them all. */
const PARTS = ['hashing', 'cluster', 'password-strength'] as const;
const part = process.argv[2];
if (part !== undefined && !(PARTS as readonly string[]).includes(part)) {
  console.error(`bench: unknown part "${part}"; parts: ${PARTS.join(', ')} (none: everything)`);
  process.exit(2);
}

if (part === 'hashing') {
  await runHashingBench();
} else if (part === 'cluster') {
  await runClusterBench();
} else if (part === 'password-strength') {
  await runPasswordStrengthBench();
} else {
  // One PostgreSQL for both benches (a throwaway durable cluster when it has to start one).
  const postgres = await benchPostgres();
  try {
    await main(postgres);
  } finally {
    await postgres?.close();
  }
  await runHashingBench();
  await runPasswordStrengthBench();
}
