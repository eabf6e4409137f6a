/**
 * The shell's page, made from its brand file and its theme's tokens instead of copied per
 * brand: title, description, theme colour and a splash painted before any script runs, and a
 * favicon drawn from the brand's initials in its colours. A shell keeps only a bare
 * `index.html`; the plugin fills it in dev and in the build.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Theme } from '@lobby/tokens';
import type { Plugin } from 'vite';

/** What the page needs from the brand and its theme. */
export interface BrandLook {
  /** The name members see (the splash shows it, as the header's wordmark does). */
  readonly name: string;
  readonly background: string;
  readonly accent: string;
  readonly displayFont: string;
  readonly colorScheme: string;
}

/** The look of a brand in `theme`. */
export function lookOf(brand: { name: string }, theme: Theme): BrandLook {
  return {
    name: brand.name,
    background: theme.color.bgCanvas,
    accent: theme.color.accentText,
    displayFont: theme.font.family.display,
    colorScheme: theme.colorScheme,
  };
}

/**
 * A theme's tokens by name. Loaded from the tokens package's TypeScript source by path: a
 * Vite config runs in plain Node, where the workspace's `source` export condition is not on
 * and the package's `dist/` may not be built yet.
 */
export async function loadTheme(name: string): Promise<Theme> {
  const file = fileURLToPath(
    new URL(`../../../packages/tokens/src/themes/${name.toLowerCase()}.ts`, import.meta.url),
  );
  if (!/^[A-Z0-9]+$/.test(name) || !existsSync(file))
    throw new Error(`"${name}" is not a theme of @lobby/tokens (see its ThemeName type)`);
  const module = (await import(pathToFileURL(file).href)) as { theme: Theme };
  return module.theme;
}

/**
 * The style sheets of `theme`'s web fonts (`fontSheetsOf` of `@lobby/tokens`), loaded from the
 * tokens package's source by path for the reason {@link loadTheme} gives.
 */
export async function fontSheetsFor(theme: Theme): Promise<string[]> {
  const file = new URL('../../../packages/tokens/src/fonts.ts', import.meta.url);
  const module = (await import(file.href)) as { fontSheetsOf(theme: Theme): string[] };
  return module.fontSheetsOf(theme);
}

/** Text safe inside HTML and SVG markup. */
function escape(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * Two characters for an icon: the name's first, then its next capital or digit (NexBet → NB,
 * Helo8 → H8), else its next consonant (Fubo → FB).
 */
export function initialsOf(name: string): string {
  const chars = [...name.replace(/[^\p{L}\p{N}]/gu, '')];
  const [first = '?', ...rest] = chars;
  const second =
    rest.find((c) => /[\p{Lu}\p{N}]/u.test(c)) ??
    rest.find((c) => /[^aeiouAEIOU]/.test(c)) ??
    rest[0] ??
    '';
  return (first + second).toUpperCase();
}

/** The favicon: the initials in the accent on the page colour, framed in the accent. */
export function faviconSvg(look: BrandLook): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${look.background}"/>` +
    `<rect x="3" y="3" width="58" height="58" rx="12" fill="none" stroke="${look.accent}" stroke-width="3"/>` +
    `<text x="32" y="42" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${look.accent}">${escape(initialsOf(look.name))}</text></svg>\n`
  );
}

/**
 * The favicon as a `data:` URL, written into the page: a request of its own went out beside the
 * first screen's chunk and took a share of a phone's bandwidth while that chunk downloaded.
 * `/favicon.svg` stays for the bookmark icon, which a browser asks for only when it is used.
 */
export function faviconUrl(look: BrandLook): string {
  return `data:image/svg+xml,${encodeURIComponent(faviconSvg(look))}`;
}

/** What goes into the page's head. */
export function headHtml(look: BrandLook): string {
  const name = escape(look.name);
  return `
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${look.background}" />
    <meta name="color-scheme" content="${look.colorScheme}" />
    <meta name="description" content="${name}: sports, slots, live casino and more." />
    <link rel="icon" href="${faviconUrl(look)}" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/favicon.svg" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <title>${name}</title>
    <style>
      html, body { margin: 0; background: ${look.background}; }
      /* Painted before any script runs; the site replaces it on its first render. */
      .boot {
        display: grid;
        place-items: center;
        min-height: 100vh;
        color: ${look.accent};
        font: 800 2rem/1 ${look.displayFont};
        letter-spacing: 0.02em;
      }
    </style>
  `;
}

/**
 * Where the page's server may put the answers to the first screen's calls: `@lobby/contract`'s
 * `PRIMED_ANSWERS_PLACEHOLDER` (written out, since a Vite config loads before any package is
 * built; a test holds the two equal).
 */
export const PRIMED_ANSWERS_SLOT = '<!--lobby-primed-answers-->';

/**
 * Where the root's splash ends: the page's server may put its drawing of the first screen in
 * place of everything in the root up to here. `@lobby/contract`'s `FIRST_SCREEN_PLACEHOLDER`,
 * written out like {@link PRIMED_ANSWERS_SLOT}.
 */
export const FIRST_SCREEN_SLOT = '<!--lobby-first-screen-->';

/**
 * The page's root with the splash, the note shown without JavaScript, and the place where the
 * page's server may put the answers to the first screen's calls (`PRIMED_ANSWERS_PLACEHOLDER`).
 */
export function rootHtml(look: BrandLook): string {
  return (
    `<div id="root"><div class="boot" aria-hidden="true">${escape(look.name)}</div>${FIRST_SCREEN_SLOT}</div>\n` +
    `    <noscript>${escape(look.name)} needs JavaScript to run.</noscript>\n` +
    `    ${PRIMED_ANSWERS_SLOT}`
  );
}

/**
 * Fills a bare `index.html` (a `<head>` and `<div id="root"></div>`) and serves or emits
 * `/favicon.svg`. Runs before Vite's own HTML work, so the CSP nonce reaches the inline style.
 */
export function brandDocument(look: () => Promise<BrandLook>): Plugin {
  let cached: Promise<BrandLook> | undefined;
  const get = () => (cached ??= look());
  return {
    name: 'lobby-brand-document',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const l = await get();
        if (!html.includes('<head>') || !html.includes('<div id="root"></div>'))
          throw new Error('index.html must hold <head> and <div id="root"></div>');
        return html
          .replace('<head>', `<head>${headHtml(l)}`)
          .replace('<div id="root"></div>', rootHtml(l));
      },
    },
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res, next) => {
        get().then((l) => {
          res.setHeader('content-type', 'image/svg+xml');
          res.end(faviconSvg(l));
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg(await get()) });
    },
  };
}
