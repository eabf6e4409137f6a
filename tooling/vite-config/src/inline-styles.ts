/**
 * Writes the entry's style sheet into the page instead of linking it. A brand's only
 * first-screen sheet is its fonts' `@font-face` rules (about 1 kB compressed); as a `<link>`
 * it blocked the first paint for one more round trip, and the splash's font request waited
 * for it. Inline, the browser reads the rules with the HTML. The sheet's `url()`s are absolute
 * (`/assets/…`), so they resolve the same from the page.
 */
import type { Plugin } from 'vite';

/** The stylesheet links Vite writes into the page: `<link rel="stylesheet" … href="…">`. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="([^"]+)"[^>]*>/g;

/**
 * `html` with each stylesheet link whose file `sheetOf` knows replaced by a `<style>` holding
 * it, carrying `nonce` for the page's Content-Security-Policy; links it does not know stay.
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
    return `<style nonce="${nonce}">${css}</style>`;
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
