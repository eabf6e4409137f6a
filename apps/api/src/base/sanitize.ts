/**
 * A small allowlist HTML sanitiser for content pages (help, promotions, affiliate). Only
 * structural and emphasis tags survive, without attributes, except `href` on links, which must
 * be http(s), mailto, a path or a fragment. Scripts, styles and embedded documents are dropped
 * with their content; everything else that is not allowed is dropped as a tag but its text is
 * kept (escaped). The output is well nested: unclosed tags are closed, stray closers dropped.
 */

const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'code',
  'hr',
]);
const VOID = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
  'svg',
  'math',
  'title',
  'head',
  'frameset',
  'frame',
  'applet',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) =>
      String.fromCodePoint(Math.min(Number(dec), 0x10ffff)),
    )
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/** Whether a link target is safe: http(s), mailto, a path or a fragment. */
export function isSafeHref(raw: string): boolean {
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:)/i.test(value)) return true;
  if (/^[/#?]/.test(value) && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  return (
    !/^[a-z][a-z0-9+.-]*:/i.test(value) && /^[a-z0-9._~-]/i.test(value) && !value.includes(':')
  );
}

function linkOpen(attributes: string): string {
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    if ((m[1] ?? '').toLowerCase() !== 'href') continue;
    const href = m[2] ?? m[3] ?? m[4] ?? '';
    if (!isSafeHref(href)) break;
    const value = decodeEntities(href)
      .replace(/"/g, '%22')
      .replace(/</g, '%3C')
      .replace(/>/g, '%3E');
    return `<a href="${escapeText(value)}" rel="noopener noreferrer nofollow" target="_blank">`;
  }
  return '<a>';
}

/** Returns `input` with only allowed markup left (see the module notes). */
export function sanitizeHtml(input: string): string {
  if (typeof input !== 'string' || input === '') return '';
  const stack: string[] = [];
  let out = '';
  let last = 0;
  let dropping: string | undefined;
  let dropDepth = 0;
  for (const m of input.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (!dropping) out += escapeText(input.slice(last, index));
    last = index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue;
    const closing = m[1] === '/';
    if (dropping) {
      if (name === dropping) dropDepth += closing ? -1 : 1;
      if (dropDepth === 0) dropping = undefined;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[3] ?? '')) {
        dropping = name;
        dropDepth = 1;
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at === -1) continue;
      while (stack.length > at) out += `</${stack.pop()}>`;
      continue;
    }
    stack.push(name);
    out += name === 'a' ? linkOpen(m[3] ?? '') : `<${name}>`;
  }
  if (!dropping) out += escapeText(input.slice(last));
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}
