/**
 * The SDK as a developer installs it: `@lobby/domain`, `@lobby/contract` and this package are
 * packed with `pnpm pack` (the built `dist/`, with the workspace-only `source` condition dropped
 * by the root `.pnpmfile.cjs`), installed into an empty project outside the workspace, the
 * README's plain TypeScript example is type-checked there against the shipped declarations and
 * run with plain Node (no loader, no conditions) against the reference API. A second, Node-only
 * configuration (`lib: ["ES2023"]`, Node's types, no DOM library, library declarations checked)
 * type-checks the examples again, and the errors example shows what a failed call tells.
 *
 * The consumer installs the SDK and what the SDK depends on, offline: each third-party package
 * the SDK needs (its dependencies and theirs, required peers included) is the copy the workspace
 * installed from its lockfile, handed to the consumer by an override, as a registry would hand it
 * the same version. A dependency the packed manifests fail to declare is then missing, and the
 * example fails to type-check or run; one they declare that the workspace lacks fails the
 * install. The compiler and Node's type declarations are the workspace's own (any project brings
 * its own). No registry: on a fresh machine under a full test run, the consumer's resolution from
 * the registry stalled for minutes at a time.
 *
 * `turbo.json` makes this package's `test` depend on the builds, so `dist/` is there.
 */
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from './helpers.ts';

const run = promisify(execFile);
const packages = fileURLToPath(new URL('../..', import.meta.url));
const SDK = ['domain', 'contract', 'api-client'] as const;
let project = '';

/** `pnpm` as the workspace runs it (the same binary on PATH); a failure shows what pnpm said. */
const pnpm = (args: string[], cwd: string) =>
  run('pnpm', args, {
    cwd,
    timeout: 60_000,
    env: { ...process.env, CI: '1', npm_config_cache_dir: join(project, '.pnpm-cache') },
  }).catch((error: { message?: string; stdout?: string; stderr?: string; signal?: string }) => {
    const said = `${error.stdout ?? ''}\n${error.stderr ?? ''}`.trim().split('\n').slice(-30);
    throw new Error(
      [`${error.message ?? error} (signal ${error.signal ?? 'none'})`, ...said].join('\n'),
    );
  });

/** The workspace's compiler and Node declarations, which the consumer's type check uses. */
const workspace = createRequire(import.meta.url);
const TSC = workspace.resolve('typescript/bin/tsc');
const NODE_TYPES = dirname(dirname(workspace.resolve('@types/node/package.json')));

/** A package's manifest, as much of it as the walk below reads. */
interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const manifestAt = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/** What a package needs installed beside it: its dependencies and its required peers. */
const needs = (manifest: Manifest): string[] => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
  ),
];

/** The folder Node would load `name` from when asked from `dir` (pnpm's links resolved). */
function installedFrom(dir: string, name: string): string {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return dirname(realpathSync(candidate));
    if (dirname(at) === at) throw new Error(`${name} is not installed for ${dir}`);
  }
}

/**
 * Every third-party package the SDK needs, by name, with the folder the workspace installed it
 * in: the SDK packages' needs, and theirs in turn.
 */
function thirdPartyClosure(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string, names: string[]) => {
    for (const name of names) {
      if (name.startsWith('@lobby/') || found.has(name)) continue;
      const at = installedFrom(dir, name);
      found.set(name, at);
      visit(at, needs(manifestAt(at)));
    }
  };
  for (const name of SDK) visit(join(packages, name), needs(manifestAt(join(packages, name))));
  return found;
}

/** A loopback port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'lobby-sdk-consumer-'));
  const tarballs: Record<string, string> = {};
  for (const name of SDK) {
    const dir = join(packages, name);
    if (!existsSync(join(dir, 'dist', 'index.js')))
      throw new Error(`@lobby/${name} is not built: run pnpm build`);
    await pnpm(['pack', '--pack-destination', project], dir);
    const file = readdirSync(project).find((f) => f.startsWith(`lobby-${name}-`));
    if (!file) throw new Error(`pnpm pack wrote no tarball for @lobby/${name}`);
    tarballs[`@lobby/${name}`] = `file:./${file}`;
  }
  // The packed manifests name each other by version; the overrides point them at the tarballs,
  // and the third-party packages at the workspace's copies, as a registry would.
  const thirdParty = Object.fromEntries(
    [...thirdPartyClosure()].map(([name, dir]) => [name, `file:${dir}`]),
  );
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'sdk-consumer',
      private: true,
      type: 'module',
      dependencies: tarballs,
      pnpm: { overrides: { ...tarballs, ...thirdParty } },
    }),
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2023',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        // As most apps set it: the example's own use of the SDK's types is what is checked.
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [NODE_TYPES],
      },
      include: ['example.ts'],
    }),
  );
  // A project for Node alone: no DOM library, and the shipped declarations checked too (with
  // skipLibCheck a declaration naming a DOM type would quietly become `any`).
  writeFileSync(
    join(project, 'tsconfig.node-only.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2023',
        lib: ['ES2023'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [NODE_TYPES],
      },
      include: ['example.ts', 'errors.ts'],
    }),
  );
  copyFileSync(
    join(packages, 'api-client', 'examples', 'plain-typescript.ts'),
    join(project, 'example.ts'),
  );
  copyFileSync(join(packages, 'api-client', 'examples', 'errors.ts'), join(project, 'errors.ts'));
  // Offline, with no package metadata cached: anything not handed over here fails the install
  // at once rather than reaching for the network.
  await pnpm(['install', '--offline', '--ignore-workspace', '--no-frozen-lockfile'], project);
}, 120_000);

afterAll(() => {
  if (project && !process.env.LOBBY_KEEP_CONSUMER)
    rmSync(project, { recursive: true, force: true });
});

describe('the packed SDK outside the workspace', () => {
  it('ships manifests whose every export resolves to a file in the package', () => {
    for (const name of SDK) {
      const root = join(project, 'node_modules', '@lobby', name);
      const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      const targets: string[] = [];
      const walk = (value: unknown, key = ''): void => {
        expect(key, `@lobby/${name} keeps a workspace-only condition`).not.toBe('source');
        if (typeof value === 'string') targets.push(value);
        else if (value && typeof value === 'object')
          for (const [k, v] of Object.entries(value)) walk(v, k);
      };
      walk(manifest.exports);
      expect(manifest.license, name).toBe('MIT');
      expect(readFileSync(join(root, 'LICENSE'), 'utf8'), name).toMatch(/^MIT License/);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets.filter((t) => !t.includes('*')))
        expect(existsSync(join(root, target)), `${name}: ${target}`).toBe(true);
    }
  });

  it(
    'type-checks the README example against the shipped declarations',
    { timeout: 180_000 },
    async () => {
      const result = await run(process.execPath, [TSC, '-p', '.'], {
        cwd: project,
        timeout: 120_000,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
      expect(result.stdout).toBe('');
    },
  );

  it(
    'type-checks the examples in a Node-only project, without the DOM library',
    { timeout: 180_000 },
    async () => {
      const result = await run(process.execPath, [TSC, '-p', 'tsconfig.node-only.json'], {
        cwd: project,
        timeout: 120_000,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
      const errors = result.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
      // Redux Toolkit's own declarations name the DOM's `RequestInfo` (its fetchBaseQuery, which
      // the SDK does not use); a Node-only project that checks libraries declares that one type
      // itself (the README says how). Anything else, and anything in the SDK's declarations or
      // the examples, fails here.
      const upstream = /@reduxjs\+toolkit.*Cannot find name 'RequestInfo'/;
      expect(errors.filter((line) => !upstream.test(line))).toEqual([]);
    },
  );

  it('prints what a failed call tells: its URL, method and cause, an unknown brand by name', async () => {
    const closed = await closedPort();
    const { stdout, stderr } = await run(process.execPath, ['errors.ts'], {
      cwd: project,
      env: {
        ...process.env,
        LOBBY_API_URL: apiUrl(),
        LOBBY_CLOSED_URL: `http://127.0.0.1:${closed}`,
        NODE_OPTIONS: '',
      },
      timeout: 30_000,
    });
    const url = `http://127.0.0.1:${closed}/api/v1/maintenance/getMaintenanceOnMember?locale=en`;
    const lines = stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'closed port: NETWORK_ERROR',
      `  GET ${url}`,
      `  cause: fetch failed: connect ECONNREFUSED 127.0.0.1:${closed}`,
    ]);
    expect(lines[3]).toContain(`(GET ${url} got no answer: fetch failed: connect ECONNREFUSED`);
    expect(lines.slice(4)).toEqual([
      'unknown brand: UNKNOWN_BRAND',
      '  message: This server hosts no brand "no-such-brand"',
      'base URL with the API path: answered (maintenance type 0)',
    ]);
    // Every call handled its errors: the SDK said nothing of its own.
    expect(stderr).toBe('');
  });

  it('runs the README example with plain Node against the reference API', async () => {
    const { stdout } = await run(process.execPath, ['example.ts'], {
      cwd: project,
      env: { ...process.env, LOBBY_API_URL: apiUrl(), NODE_OPTIONS: '' },
      timeout: 30_000,
    });
    const lines = stdout.trim().split('\n');
    expect(lines[1]).toMatch(/^signed in as demo\w+: true$/);
    expect(lines[3]).toBe('login refused: INVALID_CREDENTIALS');
    expect(lines[4]).toBe('signed in after logout: false');
  });
});
