/**
 * What a site's production bundler keeps: a minified, tree-shaken bundle that imports only
 * `lobbyApi` still has every contract endpoint injected, and an area entry still has its
 * hooks (RTK Query's React module must survive tree shaking). And what it leaves out: the
 * contract's entries and TypeBox, since the SDK calls through the manifest's routes.
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registeredEndpoints } from '../src/api/define-area.ts';
import { areaApis, areaSubpath } from '../src/areas/registry.ts';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

async function bundleAndRun(source: string): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'lobby-bundle-'));
  try {
    const result = await build({
      stdin: { contents: source, resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['source', 'import'],
      define: { 'process.env.NODE_ENV': '"production"' },
      // React stays the site's; the bundle resolves it from here at run time.
      external: ['react', 'react-dom', 'react-redux'],
      write: false,
      logLevel: 'silent',
    });
    const file = join(root, `.bundle-${process.pid}-${Date.now()}.mjs`);
    await writeFile(file, result.outputFiles[0]?.contents ?? new Uint8Array());
    try {
      return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    } finally {
      await rm(file, { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** TypeBox, and the contract's modules that build schemas: entries, shared fields, errors' body. */
const SCHEMA_MODULES = /\btypebox\b|contract\/src\/(areas\/|error-body|core\/common|core\/fields)/;

/** The source files a browser bundle of the given entries is made of. */
async function browserInputs(entryPoints: string[]): Promise<string[]> {
  const result = await build({
    entryPoints: entryPoints.map((entry) => join(root, entry)),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react-dom', 'react-redux'],
    outdir: join(tmpdir(), 'lobby-inputs'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

describe('production bundles', () => {
  it('carry no contract entry, no schema and no TypeBox, only the routes', async () => {
    const inputs = await browserInputs([
      'src/index.ts',
      ...Object.keys(areaApis).map((area) => `src/areas/${areaSubpath(area)}/index.ts`),
    ]);
    expect(inputs.some((path) => path.endsWith('contract/src/manifest.ts'))).toBe(true);
    expect(inputs.filter((path) => SCHEMA_MODULES.test(path))).toEqual([]);
  });

  it('keep every endpoint when only the api is imported', async () => {
    const out = await bundleAndRun(
      "import { lobbyApi } from './src/index.ts'; export const names = Object.keys(lobbyApi.endpoints);",
    );
    expect(Object.keys(areaApis).length).toBeGreaterThan(0);
    expect([...(out.names as string[])].sort()).toEqual([...registeredEndpoints.keys()].sort());
  });

  it('keep the hooks of an area entry', async () => {
    const out = await bundleAndRun(
      "import { useLoginMutation, authApi } from './src/areas/auth/index.ts'; export const ok = typeof useLoginMutation === 'function' && typeof authApi.useLoginMutation === 'function';",
    );
    expect(out.ok).toBe(true);
  });
});
