/**
 * What a site's production bundler keeps: a minified, tree-shaken bundle that imports only
 * `lobbyApi` still has every contract endpoint injected, and an area entry still has its
 * hooks (RTK Query's React module must survive tree shaking).
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registeredEndpoints } from '../src/api/define-area.ts';
import { areaApis } from '../src/areas/registry.ts';
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

describe('production bundles', () => {
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
