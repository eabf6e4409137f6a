/**
 * Several API processes on one PostgreSQL database behind a real HAProxy: the topology of
 * `pnpm start --cluster` and of the cluster suite, started the same way by both.
 *
 * Each instance is `node --conditions=source src/main.ts` on its own loopback port with
 * `LOBBY_TRUST_PROXY=1` (HAProxy passes the client's address on). The first instance starts
 * alone and migrates and seeds the database (and makes its first RSA key); the others start
 * once it listens. HAProxy runs in the foreground on a generated configuration
 * (`haproxy-config.ts`) with a stats page the kit reads to tell which instances are in rotation.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig, parseHaproxyStats } from './haproxy-config.ts';
import type { ServerState, ServerStates } from './haproxy-config.ts';
import { freePort } from './postgres.ts';

/** Where Debian installs HAProxy (the bootstrap script installs it). */
export const HAPROXY_BIN = '/usr/sbin/haproxy';

/** The HAProxy binary to run, or undefined when there is none. */
export function findHaproxy(): string | undefined {
  for (const candidate of [HAPROXY_BIN, 'haproxy'])
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  return undefined;
}

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(API_DIR, 'src', 'main.ts');

/** What {@link startCluster} starts. */
export interface ClusterOptions {
  /** How many API instances. */
  readonly instances: number;
  /** The PostgreSQL database they share (migrated and seeded by the first). */
  readonly databaseUrl: string;
  /** Where HAProxy listens (default 127.0.0.1 on a free port). */
  readonly host?: string;
  readonly port?: number;
  /** Settings every instance gets on top of this process's environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** The readiness path HAProxy checks (default `/readyz`). */
  readonly checkPath?: string;
  /** A response header naming the instance that answered (tests). */
  readonly serverHeader?: string;
  /** Each line an instance writes (stdout and stderr), with its name. */
  readonly onLine?: (instance: string, line: string) => void;
}

/** One API instance of a cluster. */
export interface ClusterInstance {
  /** `api-1`, `api-2`, … (HAProxy's server names). */
  readonly name: string;
  readonly port: number;
  /** Its own address, bypassing HAProxy. */
  readonly url: string;
  /** The current process (a new one after {@link Cluster.start}); undefined while stopped. */
  child: ChildProcess | undefined;
  /** Every line the current process wrote, in order. */
  lines: string[];
}

/** A running cluster. */
export interface Cluster {
  /** HAProxy's address: where clients go. */
  readonly url: string;
  readonly instances: readonly ClusterInstance[];
  /** Sends `signal` to an instance and resolves once its process has exited. */
  stopInstance(instance: ClusterInstance, signal: NodeJS.Signals): Promise<void>;
  /** Starts a stopped instance again on its port; resolves once it listens. */
  startInstance(instance: ClusterInstance): Promise<void>;
  /** Each instance's state in HAProxy by name. */
  states(): Promise<ServerStates>;
  /**
   * Resolves once HAProxy has the instance in rotation (`UP` with a passed check), or out of it
   * (`DOWN`); polls until `timeoutMs`.
   */
  waitFor(instance: ClusterInstance, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<void>;
  /** Stops HAProxy and every instance (SIGTERM, SIGKILL after 30 s) and removes the config. */
  stop(): Promise<void>;
}

/** Resolves once `child` has exited (at once when it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Sends `signal`, then SIGKILL when the process is still there after `graceMs` (above the API's
 * own 10 s shutdown limit, so a drain is never cut short here).
 */
async function terminate(child: ChildProcess, signal: NodeJS.Signals, graceMs = 30_000) {
  const gone = exited(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** Splits a stream into lines for `onLine`. */
function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

/** Starts PostgreSQL-backed instances and HAProxy in front of them. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxyBin = findHaproxy();
  if (!haproxyBin) throw new Error('HAProxy is not installed (bash tooling/scripts/bootstrap)');
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const statsPort = await freePort();
  const instances: ClusterInstance[] = [];
  for (let i = 1; i <= options.instances; i += 1) {
    const instancePort = await freePort();
    instances.push({
      name: `api-${i}`,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      child: undefined,
      lines: [],
    });
  }
  const folder = mkdtempSync(join(tmpdir(), 'lobby-haproxy-'));
  const configPath = join(folder, 'haproxy.cfg');
  writeFileSync(
    configPath,
    haproxyConfig({
      bind: { host, port },
      servers: instances.map((i) => ({ name: i.name, host: '127.0.0.1', port: i.port })),
      statsPort,
      ...(options.checkPath ? { checkPath: options.checkPath } : {}),
      ...(options.serverHeader ? { serverHeader: options.serverHeader } : {}),
    }),
  );
  let haproxy: ChildProcess | undefined;

  async function startInstance(instance: ClusterInstance): Promise<void> {
    if (instance.child && instance.child.exitCode === null && instance.child.signalCode === null)
      throw new Error(`${instance.name} is running`);
    const child = spawn(process.execPath, ['--conditions=source', MAIN], {
      cwd: API_DIR,
      env: {
        ...process.env,
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        DATABASE_URL: options.databaseUrl,
        LOBBY_TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instance.child = child;
    instance.lines = [];
    const lines = instance.lines;
    const record = (line: string) => {
      lines.push(line);
      options.onLine?.(instance.name, line);
    };
    eachLine(child.stdout, record);
    eachLine(child.stderr, record);
    // main.ts prints its banner once it listens (migrated and seeded).
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (lines.some((l) => l.startsWith('Lobby API listening'))) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          clearInterval(timer);
          reject(
            new Error(`${instance.name} exited before listening:\n${lines.slice(-20).join('\n')}`),
          );
        }
      }, 50);
    });
  }

  async function stopInstance(instance: ClusterInstance, signal: NodeJS.Signals): Promise<void> {
    const child = instance.child;
    if (!child) return;
    await terminate(child, signal);
    instance.child = undefined;
  }

  async function states(): Promise<ServerStates> {
    const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
    return parseHaproxyStats(await res.text());
  }

  async function waitFor(instance: ClusterInstance, state: 'UP' | 'DOWN', timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    let seen: ServerState | undefined;
    while (Date.now() < deadline) {
      seen = (await states().catch(() => ({}) as ServerStates))[instance.name];
      // UP counts once a check has passed: HAProxy reports a server UP before its first check.
      if (state === 'UP' ? seen?.status === 'UP' && seen.check === 'L7OK' : seen?.status === 'DOWN')
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `HAProxy did not see ${instance.name} ${state} (last: ${seen ? `${seen.status}, check ${seen.check}` : 'none'})`,
    );
  }

  async function stop(): Promise<void> {
    await Promise.all([
      ...(haproxy ? [terminate(haproxy, 'SIGTERM')] : []),
      ...instances.map((i) => stopInstance(i, 'SIGTERM')),
    ]);
    rmSync(folder, { recursive: true, force: true });
  }

  try {
    const [first, ...rest] = instances;
    if (first) await startInstance(first);
    await Promise.all(rest.map(startInstance));
    const check = spawnSync(haproxyBin, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}`);
    // -db: in the foreground, not daemonized, so it is this process's child and stops with it.
    haproxy = spawn(haproxyBin, ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
    eachLine(haproxy.stderr, (line) => options.onLine?.('haproxy', line));
    const proxy = haproxy;
    const deadline = Date.now() + 10_000;
    while (!(await states().catch(() => undefined))) {
      if (proxy.exitCode !== null || Date.now() > deadline)
        throw new Error('HAProxy did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://${host}:${port}`,
    instances,
    stopInstance,
    startInstance,
    states,
    waitFor,
    stop,
  };
}
