/**
 * Starts the reference API for the run: PGlite in a temporary folder copied from the seeded one
 * (the ops CLI reaches the running server through the control file beside it), every brand's
 * production build served on its own host, and the test servers' settings (cheap password
 * hashing, no rate limits: one client signs up many members).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySeededFolder } from '@lobby/test-api/seeded-folder';
import { freePort as anyFreePort, apiEnvironment } from '@lobby/test-api/server';
import { BRANDS, ROOT, shellOf } from './env.ts';

/** The header the test API reads the visitor's country from (`LOBBY_COUNTRY_HEADER`). */
export const COUNTRY_HEADER = 'x-e2e-country';

/** A running test API. */
export interface TestApi {
  readonly port: number;
  readonly dataDir: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Ports browsers and `fetch` refuse (the Fetch standard's list; 4190 is ManageSieve). */
const BLOCKED_PORTS = new Set([4190]);

/** A free port in 4100–4199 (the range this suite may use), never one browsers refuse. */
export function freePort(from = 4170, to = 4199): Promise<number> {
  return anyFreePort([from, to], [...BLOCKED_PORTS]);
}

/**
 * Starts the API serving `sites` (brand → dist folder) and waits until it answers; `extraEnv`
 * adds settings (the mail and SMS catchers' addresses).
 */
export async function startTestApi(
  sites: Readonly<Record<string, string>>,
  port?: number,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<TestApi> {
  const chosen = port ?? (await freePort());
  const tmp = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
  const dataDir = join(tmp, 'pglite');
  // The test servers' settings (`@lobby/test-api`), this run's folder and the brands' builds.
  const env = apiEnvironment(chosen, {
    // The test runner's loader hooks are not for the server.
    NODE_OPTIONS: '',
    LOBBY_DATA_DIR: dataDir,
    // A reality check's minute lasts a second, so a 10-minute check comes 10 s after it is
    // set (members who set none, as in every other journey, get none).
    LOBBY_REALITY_CHECK_MINUTE_MS: '1000',
    // The visitor's country, as a deployment's edge would set it (blocked regions).
    LOBBY_COUNTRY_HEADER: COUNTRY_HEADER,
    LOBBY_SITES: Object.entries(sites)
      .map(([brand, dir]) => `${brand}=${dir}`)
      .join(','),
    ...extraEnv,
  });
  await copySeededFolder(dataDir, env);
  const child = spawn(
    process.execPath,
    ['--conditions=source', join(ROOT, 'apps/api/src/main.ts')],
    {
      cwd: join(ROOT, 'apps/api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${chosen}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    port: chosen,
    dataDir,
    child,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Runs an operator command against the running test API (maintenance, locks, ...). Amounts are
 * minor units, as the journeys compute them (`--minor-units`; an operator types major units).
 */
export function ops(
  dataDir: string,
  command: string,
  options: Readonly<Record<string, string>>,
): unknown {
  const args = [
    '--conditions=source',
    join(ROOT, 'apps/api/src/ops/cli.ts'),
    command,
    '--minor-units',
  ];
  for (const [name, value] of Object.entries(options)) args.push(`--${name}`, value);
  const result = spawnSync(process.execPath, args, {
    cwd: join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOBBY_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`ops ${command} failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout || 'null');
}

/**
 * Builds the brand shells (Vite; seconds each): for production into each shell's `dist`, or
 * with `preview` a development build into `dist-preview`, which keeps the theme selector's
 * every theme (the designers' contact sheet shows them all from one shell).
 */
export function buildShells(
  brands: readonly string[] = BRANDS,
  { preview = false }: { preview?: boolean } = {},
): Record<string, string> {
  const sites: Record<string, string> = {};
  for (const brand of brands) {
    const shell = shellOf(brand);
    const outDir = preview ? 'dist-preview' : 'dist';
    // Vite's script rather than its `.bin` link, which a shell linked by create-brand's
    // `linkDependencies` (the layout brands) does not have.
    const result = spawnSync(
      process.execPath,
      [
        join(shell, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'warn',
        '--outDir',
        outDir,
      ],
      {
        cwd: shell,
        stdio: 'inherit',
        env: {
          ...process.env,
          ...(preview ? { NODE_ENV: 'development' } : {}),
          LOBBY_RELEASE: process.env.LOBBY_RELEASE ?? `e2e${Date.now().toString(36)}`,
        },
      },
    );
    if (result.status !== 0) throw new Error(`Building ${brand} failed`);
    sites[brand] = join(shell, outDir);
  }
  return sites;
}
