/**
 * Transfer bench (issue #4): POST /member/game/transfer throughput and latency at 32 concurrent
 * clients (one member each, alternating in and out so balances never run dry, a fresh
 * Idempotency-Key per request), on PGlite and on PostgreSQL, beside the raw rate of
 * single-statement transactions measured on the same database in the same run. Run alone
 * (`node --conditions=source src/bench/transfer-bench.ts`) or from `pnpm bench`.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const DURATION_S = Number(process.env.LOBBY_BENCH_SECONDS ?? 6);
/** Whether PGlite flushes each commit (`LOBBY_PGLITE_SYNC=0` measures it without). */
const PGLITE_DURABLE = loadConfig(process.env).pgliteDurable;
const CLIENTS = 32;
const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** One line of the bench's table. */
export interface TransferBenchRow {
  database: string;
  what: string;
  rate: number;
  p50: number | undefined;
  p99: number | undefined;
  errors: number;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // main.ts rather than bench-server.ts: its loopback control channel lets the bench run ops
  // commands while the server holds the PGlite folder.
  const huge = '100000000';
  const child = spawn(process.execPath, ['--conditions=source', join(here, '..', 'main.ts')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      LOBBY_DOCS: '0',
      LOBBY_RL_LOGIN: huge,
      LOBBY_RL_LOOKUP: huge,
      LOBBY_RL_REGISTER: huge,
      LOBBY_RL_CODE: huge,
      LOBBY_RL_RESET: huge,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench server did not start in 90 s')), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
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

type OpsTarget = { dataDir?: string; databaseUrl?: string };
let pgContext:
  | {
      run: (command: string, args: Record<string, string>) => Promise<unknown>;
      close: () => Promise<void>;
    }
  | undefined;

/** Runs an ops command in the running PGlite server (control channel) or directly on PostgreSQL. */
async function ops(
  target: OpsTarget,
  command: string,
  args: Record<string, string>,
): Promise<unknown> {
  if (target.databaseUrl) {
    if (!pgContext) {
      const { openContext } = await import('../server.ts');
      const { loadConfig } = await import('../config.ts');
      const { runOps } = await import('../ops/dispatch.ts');
      const { ctx, database } = await openContext({
        config: loadConfig({ DATABASE_URL: target.databaseUrl, LOG_LEVEL: 'silent' }),
        cacheMs: 0,
      });
      pgContext = { run: (c, a) => runOps(ctx, c, a), close: () => database.close() };
    }
    return pgContext.run(command, args);
  }
  const control = JSON.parse(
    readFileSync(join(target.dataDir as string, '..', 'ops.json'), 'utf8'),
  ) as { port: number; secret: string };
  const res = await fetch(`http://127.0.0.1:${control.port}/_ops/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lobby-ops-secret': control.secret },
    body: JSON.stringify(args),
  });
  const body = (await res.json()) as { ok: boolean; result?: unknown; error?: string };
  if (!body.ok) throw new Error(body.error);
  return body.result;
}

async function members(
  base: string,
  target: { dataDir?: string; databaseUrl?: string },
): Promise<string[]> {
  const key = (await (await fetch(`${base}/api/v1/key`)).json()) as {
    key_id: string;
    public_key: string;
  };
  const password = `${key.key_id}:${publicEncrypt({ key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('secret12')).toString('base64')}`;
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const username = `bench${i}x${Date.now().toString(36).slice(-4)}`;
    await ops(target, 'member:create', { brand: 'default', username, password: 'secret12' });
    await ops(target, 'wallet:adjust', {
      brand: 'default',
      username,
      amount: '10000000',
      remark: 'bench float',
    });
    const login = (await (
      await fetch(`${base}/api/v1/member/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
    ).json()) as { token: string };
    tokens.push(login.token);
  }
  return tokens;
}

async function loadTransfers(base: string, tokens: string[], channelId: number) {
  let nextMember = 0;
  const result = await autocannon({
    url: `${base}/api/v1/member/game/transfer`,
    connections: CLIENTS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          if (context.token === undefined) {
            context.token = tokens[nextMember % tokens.length];
            context.action = 1;
            nextMember += 1;
          }
          const action = context.action as number;
          context.action = action === 1 ? 2 : 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${String(context.token)}`,
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ action, amount: 100, channel_id: channelId }),
          };
        },
      },
    ],
  } as unknown as autocannon.Options);
  return {
    rate: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Single-statement transactions for a few seconds on an open database: PGlite serially, PostgreSQL with 32 clients. */
async function rawRate(target: { dataDir?: string; databaseUrl?: string }): Promise<number> {
  const seconds = Math.min(DURATION_S, 4);
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: CLIENTS });
    pool.on('error', () => {});
    await pool.query(
      'CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, v integer NOT NULL)',
    );
    let count = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < end) {
          await pool.query('INSERT INTO bench_raw (v) VALUES ($1)', [count]);
          count += 1;
        }
      }),
    );
    await pool.query('DROP TABLE bench_raw');
    await pool.end();
    return Math.round(count / seconds);
  }
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: target.dataDir,
    durable: PGLITE_DURABLE,
  });
  try {
    await database.db.execute(
      sql`CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, v integer NOT NULL)`,
    );
    let count = 0;
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      await database.db.execute(sql`INSERT INTO bench_raw (v) VALUES (${count})`);
      count += 1;
    }
    await database.db.execute(sql`DROP TABLE bench_raw`);
    return Math.round(count / seconds);
  } finally {
    await database.close();
  }
}

async function measure(
  database: string,
  target: { dataDir?: string; databaseUrl?: string },
  port: number,
): Promise<TransferBenchRow[]> {
  const env: Record<string, string> = target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl }
    : { LOBBY_DATA_DIR: target.dataDir as string, DATABASE_URL: '' };
  const child = await startServer(env, port);
  const rows: TransferBenchRow[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    const tokens = await members(base, target);
    const channels = (await (await fetch(`${base}/api/v1/member/game/channel-list`)).json()) as {
      id: number;
      code: string;
    }[];
    const channel = channels.find((c) => c.code === 'AUR')?.id ?? 1;
    rows.push({
      database,
      what: `POST /member/game/transfer (${CLIENTS} clients)`,
      ...(await loadTransfers(base, tokens, channel)),
    });
    const reconciled = (await ops(target, 'ledger:reconcile', {})) as {
      ok?: boolean;
      entries?: number;
    };
    console.log(
      `${database}: ledger reconciles ${reconciled.ok ? 'clean' : 'WITH DIFFERENCES'} over ${reconciled.entries ?? 0} entries`,
    );
  } finally {
    await stop(child);
    await pgContext?.close();
    pgContext = undefined;
  }
  rows.push({
    database,
    what: `raw single-statement transactions${target.databaseUrl ? ` (${CLIENTS} clients)` : ' (serial)'}`,
    rate: await rawRate(target),
    p50: undefined,
    p99: undefined,
    errors: 0,
  });
  return rows;
}

function postgresUrl(): string | undefined {
  const given = process.env.LOBBY_BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  const script = join(root, 'tooling/scripts/ci-postgres');
  if (!existsSync(script)) return undefined;
  const out = spawnSync('bash', [script], {
    env: { ...process.env, LOBBY_PG_PORT: '3352' },
    encoding: 'utf8',
  });
  return /TEST_DATABASE_URL=(\S+)/.exec(out.stdout ?? '')?.[1];
}

/** Runs the transfer bench on PGlite and PostgreSQL and prints its table. */
export async function runTransferBench(): Promise<TransferBenchRow[]> {
  const rows: TransferBenchRow[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-transfer-bench-'));
  try {
    console.log(
      `\ntransfer bench: ${CLIENTS} clients, ${DURATION_S} s, one member per client, a fresh Idempotency-Key per request; PGlite ${PGLITE_DURABLE ? 'flushing every commit' : 'without flushes (LOBBY_PGLITE_SYNC=0)'}`,
    );
    rows.push(...(await measure('PGlite', { dataDir: join(dataDir, 'pglite') }, 3350)));
    const adminUrl = postgresUrl();
    if (adminUrl) {
      const name = `lobby_tbench_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        rows.push(...(await measure('PostgreSQL', { databaseUrl: url.toString() }, 3351)));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    } else {
      console.log(
        'transfer bench: no PostgreSQL reachable (set TEST_DATABASE_URL); the PostgreSQL rows are skipped',
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    '\ndatabase    what                                              per s     p50 ms   p99 ms   errors',
  );
  for (const r of rows) {
    console.log(
      `${r.database.padEnd(11)} ${r.what.padEnd(48)} ${String(r.rate).padStart(7)} ${String(r.p50 ?? '').padStart(9)} ${String(r.p99 ?? '').padStart(8)} ${String(r.errors).padStart(8)}`,
    );
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await runTransferBench();
