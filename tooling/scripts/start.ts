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
 * - start --cluster [N]: builds the brand shell, then runs N API instances (default 3) on one
 *   PostgreSQL database (a throwaway one in a temporary folder unless `DATABASE_URL` names one)
 *   behind HAProxy on the public port (`apps/api/src/cluster/cli.ts`). Ctrl+C stops the
 *   instances, HAProxy and the throwaway PostgreSQL, and deletes its folder.
 *
 * Brands: every shell the brand registry finds (`@lobby/brands`: each `apps/<brand>/brand.json`); the
 * default is the first (lowest port). Port: `PORT`, else for `dev` the brand's own `port` from its
 * `brand.json` (the origin the API allows the brand's dev server, and what create-brand prints),
 * else 4100. Prints the URL and the demo login; Ctrl+C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
// A relative import: this folder is no package, so it has no dependencies to name.
import { discoverBrands } from '../brands/src/index.ts';

const REGISTRY = discoverBrands();
const BRANDS = REGISTRY.map((b) => b.id);
const DEMO = { username: 'demo01', password: 'demo1234' };

const root = new URL('../..', import.meta.url).pathname;
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const clusterAt = args.indexOf('--cluster');
/** `--cluster` alone means three instances; a number right after it says how many. */
const clusterCount =
  clusterAt < 0
    ? undefined
    : /^\d+$/.test(args[clusterAt + 1] ?? '')
      ? Number(args[clusterAt + 1])
      : 3;
const named = args.filter(
  (a, i) => !a.startsWith('--') && !(clusterAt >= 0 && i === clusterAt + 1 && /^\d+$/.test(a)),
);
if (clusterCount !== undefined && (dev || clusterCount < 1 || clusterCount > 32)) {
  console.error(
    dev
      ? '--cluster runs the production build; it does not combine with --dev.'
      : '--cluster takes from 1 to 32 instances.',
  );
  process.exit(2);
}
const brand = named[0] ?? process.env.LOBBY_BRAND ?? BRANDS[0] ?? '';
if (!BRANDS.includes(brand)) {
  console.error(`Unknown brand "${brand}". Choose one of: ${BRANDS.join(', ')}.`);
  process.exit(2);
}
const entry = REGISTRY.find((b) => b.id === brand);
// dev serves on the brand's own port (its brand.json), whose origins the API's seed allows.
const port = Number(process.env.PORT ?? (dev && entry ? entry.port : 4100));
const host = process.env.HOST ?? '127.0.0.1';

/** Ports that browsers and `fetch` refuse to connect to (the Fetch standard's "bad port" list). */
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);
// Checked before anything is built: a refused port would otherwise surface as a timeout minutes later.
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number (1–65535).`);
  process.exit(2);
}
if (FETCH_BAD_PORTS.has(port)) {
  console.error(
    `PORT=${port} is a port browsers refuse to open (the Fetch standard's bad ports); choose another, e.g. PORT=${port + 1}.`,
  );
  process.exit(2);
}
const shell = entry?.dir ?? join(root, 'apps', brand);
const vite = join(shell, 'node_modules', '.bin', 'vite');
const apiMain = join(root, 'apps', 'api', 'src', 'main.ts');
const clusterMain = join(root, 'apps', 'api', 'src', 'cluster', 'cli.ts');

if (!existsSync(vite)) {
  console.error('Dependencies are missing: run `pnpm install` first.');
  process.exit(1);
}

/**
 * The live process holding the API's PGlite folder, if any. The API refuses a folder in use
 * (`apps/api/src/db/folder-lock.ts` writes `<folder>/.lobby.lock` with its pid); asking first
 * stops a second start before its build replaces the files the first one is serving.
 */
function folderHolder(): { dataDir: string; pid: number } | undefined {
  const configured = process.env.LOBBY_DATA_DIR;
  if (clusterCount !== undefined || process.env.DATABASE_URL || configured === 'memory')
    return undefined;
  const dataDir = resolve(join(root, 'apps', 'api'), configured ?? '.data/pglite');
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, '.lobby.lock'), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return { dataDir, pid };
}

const holder = folderHolder();
if (holder) {
  console.error(
    `The database folder ${holder.dataDir} is in use by process ${holder.pid} (pnpm start is already running?)`,
  );
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

/** Whether `port` on `host` can be listened on now (false when another process holds it). */
function canListen(onPort: number, onHost: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(onPort, onHost, () => probe.close(() => resolve(true)));
  });
}

if (!(await canListen(port, host))) {
  console.error(
    `Port ${port} on ${host} is already in use; stop what holds it or choose another, e.g. PORT=${port + 1} pnpm ${dev ? 'dev' : 'start'}.`,
  );
  process.exit(1);
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
      // A local demo (demo login, demo gateway and provider): an inherited NODE_ENV=production
      // must not put the API in production mode; only an explicit LOBBY_MODE does.
      LOBBY_MODE: process.env.LOBBY_MODE || 'development',
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

/**
 * Starts the cluster launcher (PostgreSQL, the instances, HAProxy on the public port) and
 * resolves once it reports HAProxy answering.
 */
function startCluster(count: number, extraEnv: Record<string, string>): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      clusterMain,
      '--instances',
      String(count),
      '--port',
      String(port),
      '--host',
      host,
      ...(databaseUrl ? ['--database-url', databaseUrl] : []),
    ],
    {
      cwd: join(root, 'apps', 'api'),
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        LOBBY_MODE: process.env.LOBBY_MODE || 'development',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  watch(child, 'The cluster');
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (/^Cluster ready/m.test(text)) resolve();
      else process.stdout.write(text);
    });
  });
}

function banner(url: string): void {
  const line = '─'.repeat(64);
  const kind = dev
    ? '(dev, hot reload)'
    : clusterCount !== undefined
      ? `(production build, ${clusterCount} API instances on PostgreSQL behind HAProxy)`
      : '(production build)';
  console.log(`\n${line}`);
  console.log(`  Lobby · ${brand} ${kind}`);
  console.log(`  Open      ${url}`);
  console.log(
    `  Sign in   ${DEMO.username} / ${DEMO.password}   (or create a member on the Join tab)`,
  );
  console.log(`  API docs  ${url}/api/docs`);
  console.log(
    `${line}\n  Ctrl+C stops the site and the API${clusterCount !== undefined ? ' instances, HAProxy and the throwaway database' : ''}.\n`,
  );
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
  const sites = { LOBBY_SITES: `${brand}=${join(shell, 'dist')}` };
  if (clusterCount !== undefined) {
    await startCluster(clusterCount, sites);
  } else {
    console.log('Starting the API on its embedded database (first start migrates and seeds it)…');
    const api = startApi(port, sites);
    await waitFor(`${url}/healthz`, api, 'The API');
  }
  banner(url);
}
