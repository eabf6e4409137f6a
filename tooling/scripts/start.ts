/**
 * `pnpm start [brand]` and `pnpm dev [brand]`: one brand's member site and the reference API on
 * one port, ready to sign in to.
 *
 * - start: builds the brand shell for production (`vite build`), then runs the API on its
 *   embedded PGlite database (migrated and seeded on first start, kept under
 *   `apps/api/.data/`), which also serves the built site. One process, one port.
 * - dev: runs the API on a free internal port and the brand's Vite dev server (hot reload) on
 *   the public port, proxying the API paths to it.
 *
 * Brands: nexbet (default), fubo, helo8. Port: `PORT`, default 4100. Prints the URL and the
 * demo login; Ctrl+C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const BRANDS = ['nexbet', 'fubo', 'helo8'] as const;
type Brand = (typeof BRANDS)[number];
const DEMO = { username: 'demo', password: 'demo1234' };

const root = new URL('../..', import.meta.url).pathname;
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const named = args.filter((a) => !a.startsWith('--'));
const brand = (named[0] ?? process.env.LOBBY_BRAND ?? 'nexbet') as Brand;
if (!BRANDS.includes(brand)) {
  console.error(`Unknown brand "${brand}". Choose one of: ${BRANDS.join(', ')}.`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? 4100);
const host = process.env.HOST ?? '127.0.0.1';
const shell = join(root, 'apps', brand);
const vite = join(shell, 'node_modules', '.bin', 'vite');
const apiMain = join(root, 'apps', 'api', 'src', 'main.ts');

if (!existsSync(vite)) {
  console.error('Dependencies are missing: run `pnpm install` first.');
  process.exit(1);
}

/** A free port on the loopback interface, for the internal API of dev mode. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const found = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(found));
    });
  });
}

/** Resolves once `url` answers at all (the API listens only when migrated and seeded). */
async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let last: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}) before it was ready`);
    try {
      await fetch(url);
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const cause =
    last instanceof Error ? `${last.message} ${String(last.cause ?? '')}` : String(last);
  throw new Error(`${what} did not answer at ${url} within 120 s (${cause.trim()})`);
}

const children: ChildProcess[] = [];
let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function watch(child: ChildProcess, what: string): void {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${what} stopped (exit ${code}).`);
      stop(code ?? 1);
    }
  });
}

function startApi(apiPort: number, extraEnv: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=source', apiMain], {
    cwd: join(root, 'apps', 'api'),
    env: {
      ...process.env,
      HOST: host,
      PORT: String(apiPort),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The API's own banner names its port; this script prints the site's URL instead.
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (!/^Lobby API listening|^API reference/m.test(text)) process.stdout.write(text);
  });
  watch(child, 'The API');
  return child;
}

function banner(url: string): void {
  const line = '─'.repeat(64);
  console.log(`\n${line}`);
  console.log(`  Lobby · ${brand} ${dev ? '(dev, hot reload)' : '(production build)'}`);
  console.log(`  Open      ${url}`);
  console.log(
    `  Sign in   ${DEMO.username} / ${DEMO.password}   (or create a member on the Join tab)`,
  );
  console.log(`  API docs  ${url}/api/docs`);
  console.log(`${line}\n  Ctrl+C stops the site and the API.\n`);
}

const url = `http://${host}:${port}`;
if (dev) {
  const apiPort = await freePort();
  const api = startApi(apiPort, {});
  await waitFor(`http://127.0.0.1:${apiPort}/healthz`, api, 'The API');
  const server = spawn(vite, ['--port', String(port), '--strictPort', '--host', host], {
    cwd: shell,
    env: { ...process.env, LOBBY_API_URL: `http://127.0.0.1:${apiPort}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/hmr|update|error/i.test(text)) process.stdout.write(text);
  });
  watch(server, 'The Vite dev server');
  await waitFor(url, server, 'The Vite dev server');
  banner(url);
} else {
  console.log(`Building the ${brand} site…`);
  const build = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    cwd: shell,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) {
    console.error('The build failed.');
    process.exit(build.status ?? 1);
  }
  console.log('Starting the API on its embedded database (first start migrates and seeds it)…');
  const api = startApi(port, { LOBBY_SITES: `${brand}=${join(shell, 'dist')}` });
  await waitFor(`${url}/healthz`, api, 'The API');
  banner(url);
}
