/**
 * PostgreSQL for a set of API processes: a throwaway server in a temporary folder (the benches,
 * `pnpm start --cluster` without `DATABASE_URL`), a fresh database on a given server (the
 * cluster suite on `TEST_DATABASE_URL`), and free loopback ports for them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A port nobody listens on right now (the kernel's pick for port 0). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL server started for this run, and how to stop it and delete its folder. */
export interface ThrowawayPostgres {
  /** Superuser `lobby` on the `postgres` database, trust authentication, loopback only. */
  adminUrl: string;
  port: number;
  /** Stops the server (fast shutdown) and removes its folder. */
  close(): Promise<void>;
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

function asPostgresUser(command: string, args: string[]) {
  // initdb and the server refuse to run as root; CI and dev machines often run as root.
  const root = process.getuid?.() === 0;
  return root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
}

/**
 * A PostgreSQL 15 server with the default settings (fsync and synchronous commit on) in a
 * temporary folder on a free port, or undefined when the binaries are missing or it cannot
 * start. `pg_ctl` detaches it from the terminal, so a Ctrl+C reaches its owner, which stops it.
 */
export async function startThrowawayPostgres(
  options: { maxConnections?: number } = {},
): Promise<ThrowawayPostgres | undefined> {
  if (spawnSync(`${PG_BIN}/initdb`, ['--version']).status !== 0) return undefined;
  const data = mkdtempSync(join(tmpdir(), 'lobby-pg-'));
  const root = process.getuid?.() === 0;
  if (root) spawnSync('chown', ['-R', 'postgres:postgres', data]);
  const port = await freePort();
  const init = asPostgresUser(`${PG_BIN}/initdb`, [
    '-D',
    data,
    '-U',
    'lobby',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  const socketDir = join(data, 'socket');
  mkdirSync(socketDir);
  if (root) spawnSync('chown', ['postgres:postgres', socketDir]);
  const start =
    init.status === 0
      ? asPostgresUser(`${PG_BIN}/pg_ctl`, [
          '-D',
          data,
          '-l',
          join(data, 'server.log'),
          '-w',
          '-o',
          `-h 127.0.0.1 -p ${port} -k ${socketDir} -c max_connections=${options.maxConnections ?? 100}`,
          'start',
        ])
      : init;
  if (start.status !== 0) {
    rmSync(data, { recursive: true, force: true });
    return undefined;
  }
  return {
    adminUrl: `postgres://lobby@127.0.0.1:${port}/postgres`,
    port,
    async close() {
      asPostgresUser(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** A database made for a run on some server, and how to drop it. */
export interface FreshDatabase {
  url: string;
  /** Drops it, disconnecting whoever is still on it. */
  drop(): Promise<void>;
}

/** Creates an empty database named `<prefix>_<time>_<random>` on the server of `adminUrl`. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
