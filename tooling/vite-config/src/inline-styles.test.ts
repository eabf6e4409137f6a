import { describe, expect, it } from 'vitest';
import { inlineStylesheets, latinFontFiles } from './inline-styles.ts';

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
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f.woff2"><style nonce="N">@font-face{src:url(/assets/f.woff2)}</style>',
    );
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

describe('latinFontFiles', () => {
  // As the shells' build writes fontsource's rules: one face per subset and family.
  const css = [
    '@font-face{font-family:Bungee;src:url(/assets/bungee-latin-ext-400-normal-x.woff2)format("woff2"),url(/assets/bungee-latin-ext-400-normal-y.woff)format("woff");unicode-range:U+100-2BA,U+2BD-2C5}',
    '@font-face{font-family:Bungee;src:url(/assets/bungee-latin-400-normal-z.woff2)format("woff2");unicode-range:U+??,U+131,U+152-153}',
    '@font-face{font-family:Space Grotesk Variable;src:url("/assets/space-latin-wght-normal-q.woff2")format("woff2-variations");unicode-range:U+0000-00FF,U+2000-206F}',
    '@font-face{font-family:Jp;src:url(/assets/jp-1.woff2)format("woff2");unicode-range:U+3000-303F}',
    '@font-face{font-family:Whole;src:url(/assets/whole.woff2)format("woff2")}',
  ].join('');

  it('names the WOFF2 file of every face that covers Latin text, and no other', () => {
    expect(latinFontFiles(css)).toEqual([
      '/assets/bungee-latin-400-normal-z.woff2',
      '/assets/space-latin-wght-normal-q.woff2',
      '/assets/whole.woff2',
    ]);
  });

  it('names nothing for a sheet without faces', () => {
    expect(latinFontFiles('body{margin:0}')).toEqual([]);
  });
});
