/**
 * The Vite configuration every brand shell builds with. Workspace packages resolve to their
 * TypeScript source (the `source` condition); the dev server proxies the API paths to the
 * reference API, adding the brand header, so the site and the API share one origin;
 * `html.cspNonce` leaves a placeholder the serving API fills per request.
 */
import { fileURLToPath } from 'node:url';
import { readBrand } from '@lobby/brands';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import type { Theme } from '@lobby/tokens';
import type { UserConfig } from 'vite';
import { brandDocument, fontSheetsFor, loadTheme, lookOf } from './brand-document.ts';
import { brandStart } from './brand-start.ts';
import { bundleReport } from './bundle-report.ts';
import { firstScreenChunk } from './first-screen-chunk.ts';
import { inlineEntry } from './inline-entry.ts';
import { inlineStyles } from './inline-styles.ts';
import { precompress } from './precompress.ts';
import { pwa } from './pwa.ts';
import { routePreloads } from './route-preloads.ts';
import { serverBuild } from './server-build.ts';
import { styledIds } from './styled-ids.ts';

/**
 * The placeholder the serving API replaces with each response's CSP nonce: `@lobby/contract/core`'s
 * `CSP_NONCE_PLACEHOLDER`, written out since a Vite config loads before any package is built (a
 * test holds them equal).
 */
export const CSP_NONCE_PLACEHOLDER = 'LOBBY_CSP_NONCE';

/**
 * The routes (`@lobby/domain/routes` names) whose screen's code the page's server preloads when
 * a visit opens on them, with the feature whose variant layout each shows.
 */
export const PRELOADED_ROUTES = { SIGN_IN: 'auth', PROVIDER_LIST: 'games' } as const;

/** Paths the dev server hands to the API (images and language files carry no brand header). */
const API_PATHS = ['/api', '/frontend', '/media', '/demo'] as const;

/** The repository root, for the bundle report's relative paths. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The Vite config of the shell in `dir`: its `brand.json` (`@lobby/brands`) gives the brand id
 * the dev proxy sends as `X-Lobby-Brand`, the dev and preview port, and the theme the page is
 * drawn from. `LOBBY_API_URL` and `LOBBY_RELEASE` come from the environment.
 */
export function brandViteConfig(dir: string): UserConfig {
  const shell = readBrand(dir);
  if (!shell) throw new Error(`${dir} has no brand.json: it is not a brand shell`);
  const { id: brand, port } = shell;
  const api = process.env.LOBBY_API_URL ?? 'http://127.0.0.1:3100';
  const release = process.env.LOBBY_RELEASE ?? Date.now().toString(36);
  // Loaded once, on first use: the splash and the first screen's home both read it.
  let theme: Promise<Theme> | undefined;
  const themeOf = () => (theme ??= loadTheme(shell.theme));
  const define = { __LOBBY_RELEASE__: JSON.stringify(release) };
  // The home is the first screen most visits open on: start-up imports its variant's layout.
  // The fonts follow the theme brand.json names: main.tsx names none.
  const start = () =>
    brandStart(
      shell,
      async () => (await themeOf()).variant,
      async () => fontSheetsFor(await themeOf()),
    );
  return {
    plugins: [
      // The server's drawing and the page name every styled class alike.
      styledIds(REPO_ROOT),
      react(),
      firstScreenChunk(),
      bundleReport(REPO_ROOT),
      brandDocument(async () => lookOf(shell, await themeOf())),
      start(),
      inlineStyles(CSP_NONCE_PLACEHOLDER),
      inlineEntry(CSP_NONCE_PLACEHOLDER),
      // Links to sign in and to a game type lead to these screens: their variant's layout is
      // preloaded there.
      routePreloads(async () => {
        const variant = (await themeOf()).variant.toLowerCase();
        return Object.fromEntries(
          Object.entries(PRELOADED_ROUTES).map(([route, feature]) => [
            route,
            `@lobby/feature-${feature}/variants/${variant}`,
          ]),
        );
      }),
      precompress(),
      // The manifest, its icons and the service worker: the site installs as an app.
      pwa({ shell, theme: themeOf }),
      // A guest's first screen is drawn on the server from the same shell.
      serverBuild({ start: start(), define, shared: [styledIds(REPO_ROOT)] }),
    ],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    define,
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    build: { target: 'es2022', chunkSizeWarningLimit: 800 },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: false,
      proxy: Object.fromEntries(
        API_PATHS.map((path) => [
          path,
          { target: api, changeOrigin: false, headers: { 'x-lobby-brand': brand } },
        ]),
      ),
    },
    preview: { host: '127.0.0.1', port },
  };
}
