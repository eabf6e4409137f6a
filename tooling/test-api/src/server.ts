/**
 * Starts and stops the reference API (`apps/api`) as a child process on loopback, the way every
 * suite that talks to the real server does: PGlite in a throwaway folder, a free port from the
 * range the suite owns, and the API's documented environment knobs for test runs.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The API's entry file (a path, not an import: no package imports the app). Resolved on call,
 * not at load, so jsdom suites (whose `URL` is not Node's) can import this module.
 */
export function apiMain(): string {
  return fileURLToPath(new URL('../../../apps/api/src/main.ts', import.meta.url));
}

/** A range of loopback ports a suite may use, both ends included. */
export type PortRange = readonly [from: number, to: number];

/**
 * The environment a test server runs with: in memory unless `extra` names a data folder, quiet,
 * a cheap password hash (suites register many members), rate limits and the hashing queue's
 * bounds out of the way (suites send many requests from one address and sign the same demo
 * member in from several tests at once) and no fsync at commit (the data is thrown away).
 */
export function apiEnvironment(port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOBBY_DATA_DIR: 'memory',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    LOBBY_ARGON2_MEMORY_KIB: '64',
    LOBBY_ARGON2_PASSES: '1',
    LOBBY_HASH_QUEUE: '1000',
    LOBBY_HASH_PER_ACCOUNT: '1000',
    LOBBY_PGLITE_SYNC: '0',
    LOBBY_CAPTCHA_AFTER: '100',
    LOBBY_RL_LOGIN: '10000',
    LOBBY_RL_REGISTER: '10000',
    LOBBY_RL_CODE: '10000',
    LOBBY_RL_RESET: '10000',
    LOBBY_RL_LOOKUP: '10000',
    ...extra,
  };
}

/** A port of `range` that nothing listens on right now (and not one of `taken`). */
export async function freePort(range: PortRange, taken: readonly number[] = []): Promise<number> {
  const [from, to] = range;
  const size = to - from + 1;
  // A random first guess keeps two suites that start together off each other's ports.
  const first = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = from + ((first + i) % size);
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}–${to}`);
}

/** Starts the API and resolves once it answers; rejects with its output if it dies first. */
export async function startApi(
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess }> {
  const main = apiMain();
  if (!existsSync(main)) throw new Error(`The reference API is missing: ${main}`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', main], {
    env: apiEnvironment(port, extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`The API exited (${code}) before it was ready:\n${output}`)),
    ),
  );
  // The API listens only once migrated and seeded, so any HTTP answer means ready.
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        await fetch(url);
        return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The API did not answer within 60 s:\n${output}`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  exited.catch(() => undefined);
  return { url, child };
}

/** Stops a started API and waits for it to exit. */
export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}
