import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.ts';

const page = [
  '<head>',
  '<script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-b.css" nonce="N">',
  '<link rel="stylesheet" href="/assets/other.css">',
  '</head>',
].join('\n');

describe('inlineStylesheets', () => {
  it('writes a known sheet into the page with the nonce, and leaves the rest linked', () => {
    const sheets: Record<string, string> = {
      '/assets/index-b.css': '@font-face{src:url(/assets/f.woff2)}',
    };
    const html = inlineStylesheets(page, (href) => sheets[href], 'N');
    expect(html).toContain('<style nonce="N">@font-face{src:url(/assets/f.woff2)}</style>');
    expect(html).not.toContain('index-b.css');
    expect(html).toContain('<link rel="stylesheet" href="/assets/other.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"');
  });

  it('keeps a sheet linked when its text would close the style element', () => {
    const html = inlineStylesheets(page, () => 'a{}</style><script>x</script>', 'N');
    expect(html).toContain('href="/assets/index-b.css"');
    expect(html).not.toContain('<script>x</script>');
  });
});
