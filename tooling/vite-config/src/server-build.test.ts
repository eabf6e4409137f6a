import { FIRST_SCREEN_RENDERER_FILE as CONTRACT_FILE } from '@lobby/contract/core';
import { describe, expect, it } from 'vitest';
import { brandStart } from './brand-start.ts';
import { FIRST_SCREEN_RENDERER_FILE, serverBuild } from './server-build.ts';

describe('serverBuild', () => {
  it('writes the server module where the page server looks for it', () => {
    expect(FIRST_SCREEN_RENDERER_FILE).toBe(CONTRACT_FILE);
    // In a dot-folder: the page's server never serves it as a file.
    expect(FIRST_SCREEN_RENDERER_FILE.startsWith('.')).toBe(true);
  });

  it('builds only after a page build, never after its own server build', async () => {
    const shell = { id: 'acme', name: 'Acme', theme: 'NEXBET' } as const;
    const plugin = serverBuild({
      start: brandStart(
        shell,
        async () => 'LITE',
        async () => [],
      ),
      define: {},
    });
    expect(plugin.apply).toBe('build');
    const configResolved = plugin.configResolved as (config: unknown) => void;
    const closeBundle = plugin.closeBundle as () => Promise<void>;
    // A server build (the one this plugin starts) resolves as `ssr` and builds nothing more.
    configResolved({ root: '/nowhere', mode: 'production', build: { outDir: 'dist', ssr: true } });
    await expect(closeBundle()).resolves.toBeUndefined();
  });
});
