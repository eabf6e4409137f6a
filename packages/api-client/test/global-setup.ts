/**
 * Vitest global setup: starts the reference API (`apps/api`) as a child process on loopback,
 * on a free port in 3200–3299, with PGlite in a temporary folder, and hands its URL to the
 * suites.
 *
 * Email goes out by real SMTP to a local sink (`mail-sink.ts`) whose mailbox the suites read
 * for verification codes.
 *
 * The SDK is tested against this real server, never a mock. Settings that make the server's
 * own timings observable in a test run (token rotation after 2 s, no key grace, lock after 3
 * failures) go through the API's documented environment knobs.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMailSink } from './mail-sink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the running reference API, e.g. `http://127.0.0.1:3211`. */
    apiUrl: string;
    /** The mailbox of the SMTP sink the API delivers to (`GET ?to=<address>`). */
    mailboxUrl: string;
    /** The API's temporary PGlite folder: the ops CLI finds the server's control channel by it. */
    apiDataDir: string;
  }
}

/** The API's entry file (a path, not an import: the SDK never imports the app). */
export const API_MAIN = fileURLToPath(new URL('../../../apps/api/src/main.ts', import.meta.url));

/** The environment the test server runs with. */
export function apiEnvironment(port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOBBY_DATA_DIR: 'memory',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // A cheap password hash: the suites register many members.
    LOBBY_SCRYPT_LOG2N: '10',
    // Tokens rotate 2 s after issue, so refresh is seen within a test.
    LOBBY_TOKEN_ROTATE_MS: '2000',
    LOBBY_KEY_GRACE_MS: '0',
    LOBBY_CAPTCHA_AFTER: '100',
    LOBBY_LOCK_AFTER: '3',
    LOBBY_RL_LOGIN: '10000',
    LOBBY_RL_REGISTER: '10000',
    LOBBY_RL_CODE: '10000',
    LOBBY_RL_RESET: '10000',
    LOBBY_RL_LOOKUP: '10000',
    ...extra,
  };
}

/** A port in 3200–3299 that nothing listens on right now (and not one of `taken`). */
export async function freePort(taken: readonly number[] = []): Promise<number> {
  const start = 3200 + Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i += 1) {
    const port = 3200 + ((start - 3200 + i) % 100);
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No free port in 3200–3299');
}

/** Starts the API and resolves once it answers; rejects with its output if it dies first. */
export async function startApi(
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(API_MAIN)) throw new Error(`The reference API is missing: ${API_MAIN}`);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', API_MAIN], {
    env: apiEnvironment(port, extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The API exited (${code}) before it was ready:\n${output}`))),
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

/**
 * Where the throwaway PGlite folder goes: a memory-backed file system when the machine has one
 * (as fast as `LOBBY_DATA_DIR=memory`), else the temporary folder. A folder rather than
 * `memory` because the ops control file (port and secret) is written beside it.
 */
function scratchRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tmp = await mkdtemp(join(scratchRoot(), 'lobby-sdk-api-'));
  const dataDir = join(tmp, 'pglite');
  const smtpPort = await freePort();
  const httpPort = await freePort([smtpPort]);
  const sink = await startMailSink(smtpPort, httpPort);
  try {
    const { url, child } = await startApi(await freePort([smtpPort, httpPort]), {
      LOBBY_DATA_DIR: dataDir,
      LOBBY_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    project.provide('apiUrl', url);
    project.provide('mailboxUrl', sink.mailboxUrl);
    project.provide('apiDataDir', dataDir);
    return async () => {
      await stopApi(child);
      await sink.close();
      await rm(tmp, { recursive: true, force: true });
    };
  } catch (error) {
    await sink.close();
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
}
