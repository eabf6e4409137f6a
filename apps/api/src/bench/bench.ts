/**
 * `pnpm --filter @lobby/api bench`: login and userprofile throughput (req/s, p50, p99) beside a
 * bare /healthz on the same server, on PGlite and on PostgreSQL, from one run. PostgreSQL comes
 * from TEST_DATABASE_URL / LOBBY_BENCH_PG_URL, else from tooling/scripts/ci-postgres when it can
 * start one; without it that half is reported as skipped. Every load run is bounded in time.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { runTransferBench } from './transfer-bench.ts';

const DURATION_S = Number(process.env.LOBBY_BENCH_SECONDS ?? 6);
const CONNECTIONS = 10;
const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', join(here, 'bench-server.ts')], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
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

async function measure(
  database: string,
  env: Record<string, string>,
  port: number,
): Promise<Row[]> {
  const child = await startServer(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
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
    await stop(child);
  }
}

function postgresUrl(): string | undefined {
  const given = process.env.LOBBY_BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  const script = join(root, 'tooling/scripts/ci-postgres');
  if (!existsSync(script)) return undefined;
  const out = spawnSync('bash', [script], {
    env: { ...process.env, LOBBY_PG_PORT: '3160' },
    encoding: 'utf8',
  });
  return /TEST_DATABASE_URL=(\S+)/.exec(out.stdout ?? '')?.[1];
}

const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-'));
try {
  console.log(
    `bench: ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, scrypt N=2^${process.env.LOBBY_SCRYPT_LOG2N ?? 15}`,
  );
  rows.push(
    ...(await measure(
      'PGlite',
      { LOBBY_DATA_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' },
      3180,
    )),
  );
  const adminUrl = postgresUrl();
  if (adminUrl) {
    const name = `lobby_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString() }, 3181)));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
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

// Issue #4: transfer throughput and p99 at 32 clients beside the raw transaction rate.
await runTransferBench();
