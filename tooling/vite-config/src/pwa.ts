/**
 * What makes a brand's site an installable app, written by its build from `brand.json` and the
 * theme's tokens: the web app manifest ({@link MANIFEST_FILE}, which the page links), its icons
 * drawn from the brand's mark (`icon-png.ts`), and the service worker ({@link WORKER_FILE}), the
 * site's `platform/service-worker.ts` bundled with the build's version, the start files it
 * precaches, and its offline page's texts and look. The version is a hash of the build's file
 * list: every deployment whose files differ has its own, so its worker differs byte for byte and
 * the running page's browser installs it (and the page offers a reload).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markColour } from '@lobby/brands';
import type { BrandEntry } from '@lobby/brands';
import type { Theme } from '@lobby/tokens';
import { build, defaultClientConditions } from 'vite';
import type { Plugin } from 'vite';
import { initialsOf } from './brand-document.ts';
import { FIRST_SCREEN_CHUNK } from './first-screen-chunk.ts';
import { iconPng } from './icon-png.ts';

/** Where the manifest is served (the page's `<link rel="manifest">`). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Where the worker is served: at the root, so its scope is the whole site. The page's client
 * (`@lobby/site`'s `service-worker-client.ts`) registers this path.
 */
export const WORKER_FILE = 'sw.js';

/** The name the build's worker code reads its configuration from. */
const WORKER_CONFIG = '__LOBBY_WORKER__';

/** The worker's source: the site's, by path (a Vite config runs before any package is built). */
const WORKER_SOURCE = fileURLToPath(
  new URL('../../../packages/site/src/platform/service-worker.ts', import.meta.url),
);

/** The icons the manifest lists. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
] as const;

/** An icon's entry in the manifest. */
export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: 'image/png';
  readonly purpose: 'any' | 'maskable';
}

/** The web app manifest's members the build writes. */
export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly ManifestIcon[];
}

/** The longest name a launcher shows under an icon without cutting it. */
const SHORT_NAME_LENGTH = 12;

/** The brand's manifest: its names, the site's root as start and scope, the theme's colours. */
export function manifestOf(
  brand: Pick<BrandEntry, 'name' | 'defaultLocale'>,
  theme: Pick<Theme, 'color'>,
): WebAppManifest {
  const name = brand.name;
  return {
    id: '/',
    name,
    short_name: [...name].length <= SHORT_NAME_LENGTH ? name : initialsOf(name),
    description: `${name}: sports, slots, live casino and more.`,
    lang: brand.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The page's own `theme-color` and splash colour: the window and the splash match the page.
    theme_color: theme.color.bgCanvas,
    background_color: theme.color.bgCanvas,
    icons: ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/** The brand's icons as PNG files, by file name: its initials in white on its mark's colour. */
export function iconFilesOf(
  brand: Pick<BrandEntry, 'name' | 'seed'>,
  theme: Pick<Theme, 'color'>,
): Map<string, Buffer> {
  const background = markColour(brand, theme.color.accent);
  return new Map(
    ICONS.map((icon) => [
      icon.file,
      iconPng({
        size: icon.size,
        background,
        foreground: '#ffffff',
        text: initialsOf(brand.name),
        maskable: icon.maskable,
      }),
    ]),
  );
}

/** The offline page's texts (`site.json`'s `offline` group) in each of `locales`. */
export function offlineTextsOf(
  locales: readonly string[],
): Record<string, { title: string; message: string; retry: string }> {
  return Object.fromEntries(
    locales.map((locale) => {
      const file = new URL(
        `../../../packages/i18n/src/locales/${locale}/site.json`,
        import.meta.url,
      );
      const site = JSON.parse(readFileSync(file, 'utf8')) as {
        offline?: { title: string; message: string; retry: string };
      };
      if (!site.offline) throw new Error(`${locale}'s site.json has no offline texts`);
      return [locale, site.offline];
    }),
  );
}

/** The build's version: a short hash of its sorted file names (each carries its content's hash). */
export function versionOf(files: Iterable<string>): string {
  return createHash('sha256')
    .update([...files].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The files a worker fetches at install and answers from its cache: the first screen's chunk
 * (the page's one script file), the page's style sheets, the manifest and its icons. Lazy routes'
 * chunks are left to the browser's HTTP cache (a year, immutable): precaching them all would
 * cost a first visit every screen's code.
 */
export function precacheOf(files: Iterable<string>): string[] {
  const start = new RegExp(`^assets/${FIRST_SCREEN_CHUNK}-[\\w-]+\\.js$`);
  return [...files]
    .filter((file) => start.test(file) || /^assets\/.+\.css$/.test(file))
    .concat(MANIFEST_FILE, ...ICONS.map((icon) => icon.file))
    .map((file) => `/${file}`)
    .sort();
}

/** The brand and theme the plugin draws from. */
export interface PwaSource {
  readonly shell: Pick<BrandEntry, 'name' | 'defaultLocale' | 'locales' | 'seed'>;
  readonly theme: () => Promise<Theme>;
}

/**
 * The plugin: emits the manifest and icons with the page's build and serves them in `vite dev`;
 * once the page's files are written, bundles the worker beside them (production builds only;
 * `vite dev` runs without a worker, so nothing cached stands between a developer and a change).
 */
export function pwa({ shell, theme }: PwaSource): Plugin {
  let outDir = '';
  let page = false;
  let files: string[] = [];
  const locales = [shell.defaultLocale, ...shell.locales.filter((l) => l !== shell.defaultLocale)];
  const assets = async () => {
    const t = await theme();
    return new Map<string, string | Buffer>([
      [MANIFEST_FILE, `${JSON.stringify(manifestOf(shell, t), null, 2)}\n`],
      ...iconFilesOf(shell, t),
    ]);
  };
  return {
    name: 'lobby-pwa',
    configResolved(config) {
      outDir = config.build.outDir;
      page = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]?.slice(1) ?? '';
        if (path !== MANIFEST_FILE && !ICONS.some((icon) => icon.file === path)) return next();
        assets().then((all) => {
          res.setHeader(
            'content-type',
            path === MANIFEST_FILE ? 'application/manifest+json' : 'image/png',
          );
          res.end(all.get(path));
        }, next);
      });
    },
    async generateBundle(_options, bundle) {
      if (!page) return;
      for (const [fileName, source] of await assets())
        this.emitFile({ type: 'asset', fileName, source });
      files = Object.keys(bundle);
    },
    async closeBundle() {
      if (!page || files.length === 0) return;
      const t = await theme();
      const config = {
        version: versionOf(files),
        precache: precacheOf(files),
        locales,
        texts: offlineTextsOf(locales),
        look: {
          name: shell.name,
          background: t.color.bgCanvas,
          text: t.color.text,
          accent: t.color.accent,
          accentText: t.color.onAccent,
          colorScheme: t.colorScheme,
        },
      };
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { [WORKER_CONFIG]: JSON.stringify(config) },
        resolve: { conditions: ['source', ...defaultClientConditions] },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          rollupOptions: {
            input: WORKER_SOURCE,
            output: { format: 'iife', entryFileNames: WORKER_FILE },
          },
        },
      });
    },
  };
}
