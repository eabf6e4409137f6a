/**
 * Writes the entry's style sheet into the page instead of linking it. A brand's only
 * first-screen sheet is its fonts' `@font-face` rules (about 1 kB compressed); as a `<link>`
 * it blocked the first paint for one more round trip, and the splash's font request waited
 * for it. Inline, the browser reads the rules with the HTML. The sheet's `url()`s are absolute
 * (`/assets/…`), so they resolve the same from the page.
 */
import type { Plugin } from 'vite';

/** The code point the page's first text is sure to hold: a Latin capital A. */
const LATIN_A = 0x41;

/** Whether a `unicode-range` value (`U+??,U+131,U+2000-206F`…) covers `codePoint`. */
function covers(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const token = part.trim().replace(/^U\+/i, '');
    const [from = '', to] = token.includes('?')
      ? [token.replace(/\?/g, '0'), token.replace(/\?/g, 'F')]
      : token.split('-');
    const low = Number.parseInt(from, 16);
    const high = to === undefined ? low : Number.parseInt(to, 16);
    return low <= codePoint && codePoint <= high;
  });
}

/**
 * The WOFF2 files of `css`'s `@font-face` rules that cover Latin text (every face of the first
 * screen's text). A browser asks for a face only once text in it is laid out: the splash shows
 * the display face alone, so the body face arrived after the first render and its swap moved the
 * page (fubo's home, 23 px). Preloaded from the page's head, each arrives with the first ones.
 */
export function latinFontFiles(css: string): string[] {
  const files = new Set<string>();
  for (const [rule = ''] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const range = /unicode-range:\s*([^;}]+)/i.exec(rule)?.[1];
    const woff2 = /url\(\s*["']?([^"')\s]+\.woff2)["']?\s*\)/i.exec(rule)?.[1];
    if (woff2 && (range === undefined || covers(range, LATIN_A))) files.add(woff2);
  }
  return [...files];
}

/** The stylesheet links Vite writes into the page: `<link rel="stylesheet" … href="…">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * `html` with each stylesheet link whose file `sheetOf` knows replaced by a `<style>` holding
 * it, carrying `nonce` for the page's Content-Security-Policy, after preloads of its Latin
 * font files ({@link latinFontFiles}); links it does not know stay.
 */
export function inlineStylesheets(
  html: string,
  sheetOf: (href: string) => string | undefined,
  nonce: string,
): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = sheetOf(href);
    // `</style` inside the text would end the element early; a sheet that holds it stays linked.
    if (css === undefined || /<\/style/i.test(css)) return link;
    const preloads = latinFontFiles(css)
      .filter((file) => /^\/[\w./-]+$/.test(file))
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`);
    return `${preloads.join('')}<style nonce="${nonce}">${css}</style>`;
  });
}

/** The build plugin: inlines the page's style sheets after Vite has linked them. */
export function inlineStyles(nonce: string): Plugin {
  return {
    name: 'lobby:inline-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineStylesheets(
          html,
          (href) => {
            const asset = bundle[href.replace(/^\//, '')];
            if (asset?.type !== 'asset') return undefined;
            return typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source);
          },
          nonce,
        );
      },
    },
  };
}
