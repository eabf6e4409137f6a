/**
 * The SDK as a developer installs it: `@lobby/domain`, `@lobby/contract` and this package are
 * packed with `pnpm pack` (the built `dist/`, with the workspace-only `source` condition dropped
 * by the root `.pnpmfile.cjs`), installed into an empty project outside the workspace, the
 * README's plain TypeScript example is type-checked there against the shipped declarations and
 * run with plain Node (no loader, no conditions) against the reference API.
 *
 * The consumer installs the SDK and what the SDK depends on; the compiler and Node's type
 * declarations are the workspace's own (any project brings its own), which keeps the registry
 * out of it but for the SDK's few dependencies.
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
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * Registry settings for the consumer's install, which resolves the SDK's dependencies afresh
 * (the workspace installs from its lockfile, so their metadata is not cached). pnpm's defaults
 * wait 60 s on a request that never answers and back off up to a minute between tries: one
 * stalled request on a loaded CI machine used the whole install's time. A stalled request is
 * now dropped after 20 s and tried again soon, up to five times.
 */
const REGISTRY_PATIENCE = {
  npm_config_fetch_timeout: '20000',
  npm_config_fetch_retries: '5',
  npm_config_fetch_retry_mintimeout: '2000',
  npm_config_fetch_retry_maxtimeout: '10000',
};

/** `pnpm` as the workspace runs it (the same binary on PATH); a failure shows what pnpm said. */
const pnpm = (args: string[], cwd: string) =>
  run('pnpm', args, {
    cwd,
    timeout: 210_000,
    env: { ...process.env, ...REGISTRY_PATIENCE, CI: '1' },
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
  // as a registry would.
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'sdk-consumer',
      private: true,
      type: 'module',
      dependencies: tarballs,
      pnpm: { overrides: tarballs },
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
  copyFileSync(
    join(packages, 'api-client', 'examples', 'plain-typescript.ts'),
    join(project, 'example.ts'),
  );
  const install = () =>
    pnpm(['install', '--prefer-offline', '--ignore-workspace', '--no-frozen-lockfile'], project);
  // One more try after a failed one: the registry now and then drops a request on a busy machine,
  // and what the first try fetched is kept.
  await install().catch(async (error: unknown) => {
    console.warn('consumer install failed; trying once more', error);
    await install();
  });
}, 480_000);

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
