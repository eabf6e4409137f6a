/**
 * Test harness: one server per test file on its own database — an in-memory PGlite, or, when
 * `LOBBY_TEST_DB=postgres` and `TEST_DATABASE_URL` are set, a fresh PostgreSQL database made
 * for the file and dropped after it. Requests go through `app.inject` (full HTTP semantics,
 * no socket), with helpers to encrypt fields, log in and move a fake clock.
 */
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../base/config.ts';
import type { ServerConfig } from '../base/config.ts';
import type { DatabaseTarget, OpenDatabase } from '../db/client.ts';
import type { PasswordService } from '../core/security/passwords.ts';
import { createServer } from '../server.ts';
import type { Server } from '../server.ts';
import { TEST_ENV, seedKey } from './test-env.ts';
import { registerSites } from '../http/site.ts';
import type { SiteMount } from '../http/site.ts';

/** A clock tests can move. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** Which database the suite runs on. */
export const TEST_DB_KIND: 'pglite' | 'postgres' =
  process.env.LOBBY_TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh PostgreSQL database for a test file (empty: the first server migrates and seeds it). */
export async function freshPostgresDatabase(): Promise<{
  target: DatabaseTarget;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `lobby_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The run's image as a Blob, read once per test file; undefined when `config` seeds otherwise. */
let imageBlob: Blob | undefined;
function imageFor(config: ServerConfig): Blob | undefined {
  const image = inject('pgliteImage');
  if (!image || image.seedKey !== seedKey(config)) return undefined;
  imageBlob ??= new Blob([readFileSync(image.path)]);
  return imageBlob;
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** Environment overrides read by `loadConfig` (e.g. rate limits). */
  env?: Record<string, string>;
  /**
   * How long brand, maintenance and channel lookups are cached (default 0: read every time).
   * A test of what a request costs in production sets the server's own default.
   */
  cacheMs?: number;
  /** Built sites the server serves beside the API, as `LOBBY_SITES` would mount them. */
  sites?: readonly SiteMount[];
  /** Adds to the app before it is ready (a route a test needs, e.g. one that logs). */
  extend?: (app: Server['app']) => void;
  /** Builds the password service from the configuration (tests that hold its hashes). */
  passwords?: (config: ServerConfig) => PasswordService;
  /**
   * Opens this server on the database of `sharing` (another test server, or a
   * {@link freshPostgresDatabase}), as another instance of one deployment, with its clock when
   * it has one: on PostgreSQL a server of its own (own pool, services, cluster link and sweeper)
   * on the same database URL; on PGlite, whose in-memory database one process opens once, a
   * second app over the other server's open database. Whoever made the database drops it: close
   * this server first.
   */
  sharing?: {
    readonly target: DatabaseTarget;
    readonly database?: OpenDatabase;
    readonly clock?: TestClock;
  };
}

/** A running test server with helpers. */
export interface TestServer extends Server {
  clock: TestClock;
  /** Every structured log line the server wrote (JSON), for checks on what logs may hold. */
  logs: string[];
  config: ServerConfig;
  /**
   * Where its database is (a PostgreSQL URL, or PGlite in memory): what
   * {@link TestServerOptions.sharing} opens again.
   */
  target: DatabaseTarget;
  /** Sends a request; `brand` and `locale` default to the default brand and none. */
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** Encrypts a value with the server's current public key, as the SDK does. */
  encrypt(value: string): Promise<string>;
  /** Logs in and answers the session token. */
  login(username: string, password: string, brand?: string): Promise<string>;
  close(): Promise<void>;
}

/** What {@link TestServer.request} takes. */
export interface RequestOptions {
  method?: InjectOptions['method'];
  /** Path under `/api/v1` (or absolute when it starts with `/frontend`, `/healthz` or `/readyz`). */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  brand?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Starts a server for one test file. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  let time = Date.now();
  const shared = options.sharing;
  const clock: TestClock = shared?.clock ?? {
    now: () => time,
    advance: (ms) => void (time += ms),
  };
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  if (shared?.target.kind === 'pglite' && !shared.database)
    throw new Error('A PGlite database is shared through the server that opened it');
  const pgTarget =
    TEST_DB_KIND === 'postgres' && !shared ? await freshPostgresDatabase() : undefined;
  const target: DatabaseTarget = shared?.target ??
    pgTarget?.target ?? { kind: 'pglite', image: imageFor(config) };
  const logs: string[] = [];
  const server = await createServer({
    config,
    target,
    // An in-memory PGlite cannot be opened twice: the second app is built over the open one.
    ...(shared?.target.kind === 'pglite' && shared.database ? { database: shared.database } : {}),
    now: clock.now,
    cacheMs: options.cacheMs ?? 0,
    ...(options.passwords ? { passwords: options.passwords(config) } : {}),
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });
  if (options.sites) registerSites(server.app, options.sites, server.ctx.brands);
  options.extend?.(server.app);
  await server.app.ready();

  async function request(o: RequestOptions) {
    const url =
      o.path.startsWith('/frontend') ||
      o.path.startsWith('/healthz') ||
      o.path.startsWith('/readyz') ||
      o.path.startsWith('/api/docs')
        ? o.path
        : `/api/v1${o.path}`;
    const headers: Record<string, string> = {
      ...(o.brand ? { 'x-lobby-brand': o.brand } : {}),
      ...o.headers,
    };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    return server.app.inject({
      method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
      url,
      ...(o.query
        ? { query: Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)])) }
        : {}),
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
      headers,
      ...(o.ip ? { remoteAddress: o.ip } : {}),
    });
  }

  async function encrypt(value: string) {
    const key = (await request({ path: '/key' })).json() as { key_id: string; public_key: string };
    const data = publicEncrypt(
      { key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(value),
    );
    return `${key.key_id}:${data.toString('base64')}`;
  }

  return {
    ...server,
    clock,
    target,
    logs,
    config,
    request,
    encrypt,
    async login(username, password, brand) {
      const res = await request({
        path: '/member/auth/login',
        body: { username, password: await encrypt(password) },
        ...(brand ? { brand } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    },
    async close() {
      await server.app.close();
      await pgTarget?.drop();
    },
  };
}
