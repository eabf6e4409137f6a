import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  it('writes a Brotli copy of each text file of a kilobyte or more, never of the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-precompress-'));
    try {
      const files = {
        'assets/start.js': `export const x = ${JSON.stringify('a'.repeat(4000))};`,
        'assets/tiny.js': 'export {};',
        'assets/style.css': `body{background:${'#fff'.repeat(400)}}`,
        'index.html': `<html>${'<p>x</p>'.repeat(400)}</html>`,
        'assets/font.woff2': 'w'.repeat(4000),
      };
      mkdirSync(join(dir, 'assets'));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const plugin = precompress();
      const hook = plugin.writeBundle as (
        options: { dir: string },
        bundle: object,
      ) => Promise<void>;
      await hook.call({}, { dir }, Object.fromEntries(Object.keys(files).map((f) => [f, {}])));
      for (const name of ['assets/start.js', 'assets/style.css'])
        expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString()).toBe(
          files[name as keyof typeof files],
        );
      for (const name of ['assets/tiny.js', 'index.html', 'assets/font.woff2'])
        expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
