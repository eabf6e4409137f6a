/**
 * Writes the shell's entry chunk into the page as an inline module script instead of linking
 * it. The entry is a few hundred bytes (the module-preload polyfill and the shell's lines that
 * mount the site) and imports start-up's chunk, which the page preloads already; as a file of
 * its own it was one more request beside that chunk, with a share of a phone's bandwidth while
 * the chunk downloaded. An inline module script runs when an external one would (after the
 * document is parsed), and its imports name the chunks by their absolute path, since a page's
 * own URL (`/tabs/home`) is no base for the entry's relative ones. The entry's file stays in
 * the build for whatever still links it.
 *
 * The inline entry imports its chunks dynamically, after one step: when the page's server drew
 * the first screen into the page, it moved the page's module preloads into a template
 * ({@link DEFERRED_CODE_ID}); the entry then waits for the drawing's first paint before it puts
 * them back and asks for the code. A phone paints the drawing first, rather than evaluating
 * start-up's code (in the main thread) before it has painted anything.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** What the page needs of the entry chunk: its code and the files it imports, by file name. */
export interface EntryChunk {
  readonly code: string;
  /** The chunk's own file name (`assets/index-1.js`). */
  readonly fileName: string;
  /** The files it imports, statically or not (`assets/start-2.js`). */
  readonly imports: readonly string[];
}

/**
 * The id of the template holding the page's module preloads while a drawing paints:
 * `@lobby/contract/core`'s `DEFERRED_CODE_ID`, written out like the other names the page's
 * server shares with the build (a test holds them equal).
 */
export const DEFERRED_CODE_ID = 'lobby-deferred-code';

/**
 * How long the entry waits for the drawing's first paint at most (a page opened in a hidden
 * tab paints nothing until it is shown), in milliseconds.
 */
export const DRAWING_PAINT_WAIT_MS = 1000;

/** The entry's first step: a drawn page's code waits for the drawing's first paint. */
export const AFTER_DRAWING = `{const t=document.getElementById(${JSON.stringify(DEFERRED_CODE_ID)});if(t){await new Promise(r=>{const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}});o.observe({type:"paint",buffered:!0});setTimeout(r,${DRAWING_PAINT_WAIT_MS})});document.head.append(t.content)}}`;

/** A bundler's static import: `import{a as b,c}from"x";`, `import*as n from"x";` or `import"x";`. */
const STATIC_IMPORT =
  /import\s*(?:(\{[^}]*\})\s*from\s*|\*\s*as\s+([\w$]+)\s+from\s*)?(["'`])([^"'`]+)\3;?/g;

/**
 * `code` with its static imports made dynamic (`const{b:c}=await import("x");`), in their
 * order, after {@link AFTER_DRAWING}; `undefined` when an import has another shape (a default
 * import), which the entry then keeps as it is.
 */
export function deferredImports(code: string): string | undefined {
  let body = code;
  const statements: string[] = [];
  for (;;) {
    const head = body.trimStart();
    STATIC_IMPORT.lastIndex = 0;
    const match = STATIC_IMPORT.exec(head);
    if (!match || match.index !== 0) {
      if (/^import[\s{*"'`]/.test(head)) return undefined;
      body = head;
      break;
    }
    const [whole, named, namespace, quote, specifier] = match;
    const source = `import(${quote}${specifier}${quote})`;
    if (named) {
      const bindings = named
        .slice(1, -1)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => part.replace(/\s+as\s+/, ':'));
      statements.push(`const{${bindings.join(',')}}=await ${source};`);
    } else if (namespace) statements.push(`const ${namespace}=await ${source};`);
    else statements.push(`await ${source};`);
    body = head.slice(whole.length);
  }
  return `${AFTER_DRAWING}${statements.join('')}${body}`;
}

/** The entry script Vite writes into the page: `<script type="module" … src="…">`. */
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/g;

/**
 * `code` (a chunk at `fileName`) with each import of `imports` written as its absolute path under
 * `base`: `"./start-2.js"` becomes `"/assets/start-2.js"`, whichever quotes the bundler used.
 */
export function absoluteImports(
  code: string,
  fileName: string,
  imports: readonly string[],
  base: string,
): string {
  let out = code;
  for (const file of imports) {
    const relative = posix.relative(posix.dirname(fileName), file);
    const specifier = relative.startsWith('.') ? relative : `./${relative}`;
    for (const quote of ['"', "'", '`'])
      out = out.split(`${quote}${specifier}${quote}`).join(`${quote}${base}${file}${quote}`);
  }
  return out;
}

/**
 * `html` with each module script whose chunk `chunkOf` knows written inline, carrying `nonce`
 * for the page's Content-Security-Policy. A chunk that reads `import.meta` (whose URL would be
 * the page's) or holds `</script` (which would end the element early) stays linked, as does a
 * script `chunkOf` does not know.
 */
export function inlineEntryScript(
  html: string,
  chunkOf: (src: string) => EntryChunk | undefined,
  base: string,
  nonce: string,
): string {
  return html.replace(ENTRY_SCRIPT, (script, src: string) => {
    const chunk = chunkOf(src);
    if (!chunk || /import\.meta|<\/script/i.test(chunk.code)) return script;
    const linked = absoluteImports(chunk.code, chunk.fileName, chunk.imports, base).trimEnd();
    const code = deferredImports(linked) ?? linked;
    return `<script type="module" nonce="${nonce}">${code}</script>`;
  });
}

/** The build plugin: inlines the page's entry chunk after Vite has linked it. */
export function inlineEntry(nonce: string): Plugin {
  let base = '/';
  return {
    name: 'lobby:inline-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineEntryScript(
          html,
          (src) => {
            const chunk = src.startsWith(base) ? bundle[src.slice(base.length)] : undefined;
            if (chunk?.type !== 'chunk' || !chunk.isEntry) return undefined;
            return {
              code: chunk.code,
              fileName: chunk.fileName,
              imports: [...chunk.imports, ...chunk.dynamicImports],
            };
          },
          base,
          nonce,
        );
      },
    },
  };
}
