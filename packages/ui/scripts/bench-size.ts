/**
 * `pnpm bench`: how many bytes `@lobby/ui` plus one theme cost a brand shell, gzipped.
 *
 * Bundles (esbuild, minified, tree-shaken, ESM) what a brand shell writes:
 *   import { ... } from '@lobby/ui'; import { theme } from '@lobby/tokens/themes/<name>';
 * from the built packages (turbo builds them first), and prints gzip sizes: the kit alone
 * (React and styled-components external, as the shell brings them anyway), a typical home
 * screen's subset, the whole runtime including React, and one theme module on its own.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = new URL('..', import.meta.url).pathname;
if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  throw new Error('bench: build @lobby/ui first (pnpm --filter @lobby/ui build)');
}
const themeName = process.env.LOBBY_BENCH_THEME ?? 'nexbet';

async function gzipBytes(
  contents: string,
  external: string[],
): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: here, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

const peers = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components'];
const themeImport = `import { theme } from '@lobby/tokens/themes/${themeName}';`;
const whole = `import * as ui from './dist/index.js'; ${themeImport} console.log(ui, theme);`;
const homeScreen = `
  import { ThemeProvider, ToastProvider, PageHeader, BalanceDisplay, BannerCarousel, Tabs, GameTile, TabBar, SideMenu, SideMenuItem, FloatingActionButton } from './dist/index.js';
  ${themeImport}
  console.log(ThemeProvider, ToastProvider, PageHeader, BalanceDisplay, BannerCarousel, Tabs, GameTile, TabBar, SideMenu, SideMenuItem, FloatingActionButton, theme);`;
const withReact = `${whole} import { createRoot } from 'react-dom/client'; console.log(createRoot);`;
const themeOnly = `${themeImport} console.log(theme);`;

const rows: [string, { raw: number; gzip: number }][] = [
  [`@lobby/ui (all components) + theme ${themeName}`, await gzipBytes(whole, peers)],
  [`home-screen subset + theme ${themeName}`, await gzipBytes(homeScreen, peers)],
  [`@lobby/ui + theme + react, react-dom, styled-components`, await gzipBytes(withReact, [])],
  [`theme ${themeName} alone`, await gzipBytes(themeOnly, [])],
];
for (const [label, size] of rows) {
  console.log(`bench size: ${label}: ${size.gzip} bytes gzip (${size.raw} bytes minified)`);
}
