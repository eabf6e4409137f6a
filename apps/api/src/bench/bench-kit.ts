/**
 * What both benches share: a server process on a free port, the PostgreSQL to measure on and
 * its durability, and a free port for a throwaway cluster. Every server listens on port 0 and
 * reports the port it got, so a bench never collides with a running server or another bench.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startThrowawayPostgres } from '../cluster/postgres.ts';

/** A free loopback port (one helper for the benches, the cluster kit and the suites). */
export { freePort } from '../cluster/postgres.ts';

/** A limit no bench reaches. */
const UNLIMITED = '100000000';

/**
 * The settings every server a bench measures runs with, on top of its environment: silent logs
 * and the per-address limits (rate limits, captcha, account lock) out of the way, since every
 * bench client comes from one address; the password-hash cost and the hashing queue stay as
 * configured. One place, so a bench-server.ts process and the cluster kit's instances
 * (`cluster-bench.ts`) are configured alike.
 */
export const BENCH_SERVER_SETTINGS: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'silent',
  LOBBY_RL_LOGIN: UNLIMITED,
  LOBBY_RL_LOOKUP: UNLIMITED,
  LOBBY_RL_REGISTER: UNLIMITED,
  LOBBY_RL_CODE: UNLIMITED,
  LOBBY_RL_RESET: UNLIMITED,
  LOBBY_CAPTCHA_AFTER: UNLIMITED,
  LOBBY_LOCK_AFTER: UNLIMITED,
};

/** A server the bench started and the port it listens on. */
export interface BenchServer {
  child: ChildProcess;
  port: number;
  base: string;
}

/**
 * Starts `script` (a Node entry of this package) on port 0 and waits for the line announcing
 * its port: `READY <port>` (bench-server.ts) or `listening on http://host:<port>` (main.ts).
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--conditions=source', script], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /READY (\d+)|listening on http:\/\/[^\s:]+:(\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1] ?? match[2]));
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}` };
}

/** Stops a server started by {@link startServer} and waits for it to exit. */
export async function stopServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The settings that decide whether a commit survives a power cut, as the server reports them. */
export async function durabilityOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method'];
    const values: string[] = [];
    for (const name of names)
      values.push(`${name}=${String((await client.query(`SHOW ${name}`)).rows[0]?.[name])}`);
    return values.join(' ');
  } finally {
    await client.end();
  }
}

/** A PostgreSQL server for a bench: its admin URL, its durability and how to give it back. */
export interface BenchPostgres {
  adminUrl: string;
  durability: string;
  /** Where it came from, for the printed header. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A throwaway PostgreSQL 15 cluster with the defaults (fsync on, synchronous commit on) on a
 * free port, or undefined when the binaries are missing or it cannot start.
 */
async function durableCluster(): Promise<BenchPostgres | undefined> {
  const own = await startThrowawayPostgres();
  if (!own) return undefined;
  return {
    adminUrl: own.adminUrl,
    durability: await durabilityOf(own.adminUrl),
    origin: `a throwaway cluster with default settings on port ${own.port}`,
    close: () => own.close(),
  };
}

/**
 * The PostgreSQL a bench measures on: `LOBBY_BENCH_PG_URL` as given; else `TEST_DATABASE_URL`
 * when it flushes commits (fsync and synchronous_commit on); else a throwaway cluster with the
 * default durability; else `TEST_DATABASE_URL` as it is (its durability printed beside the
 * numbers). Undefined when there is none.
 */
export async function benchPostgres(): Promise<BenchPostgres | undefined> {
  const keep = async () => {};
  const given = process.env.LOBBY_BENCH_PG_URL;
  if (given)
    return {
      adminUrl: given,
      durability: await durabilityOf(given),
      origin: 'LOBBY_BENCH_PG_URL',
      close: keep,
    };
  const test = process.env.TEST_DATABASE_URL;
  const testDurability = test ? await durabilityOf(test).catch(() => undefined) : undefined;
  if (
    test &&
    testDurability?.includes('fsync=on') &&
    testDurability.includes('synchronous_commit=on')
  )
    return { adminUrl: test, durability: testDurability, origin: 'TEST_DATABASE_URL', close: keep };
  const own = await durableCluster();
  if (own) return own;
  if (test && testDurability)
    return {
      adminUrl: test,
      durability: testDurability,
      origin: 'TEST_DATABASE_URL (no PostgreSQL binaries for a durable cluster)',
      close: keep,
    };
  return undefined;
}

/** Runs `work` on a fresh database of `pgServer`, dropped afterwards. */
export async function withDatabase<T>(
  pgServer: BenchPostgres,
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgServer.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgServer.adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Latency percentiles (ms) of a list of durations. */
export function percentiles(durations: number[]): { p50: number; p99: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)) };
}

/** Clock ticks per second of /proc's CPU times (Linux; undefined elsewhere). */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
})();

/** A process's CPU time so far (user and system, ms), from /proc; undefined off Linux. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined || clockTicks === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
}
