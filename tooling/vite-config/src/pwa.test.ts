import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialsOf, loadTheme } from './brand-document.ts';
import { iconPixels, parseColour } from './icon-png.ts';
import {
  ICONS,
  MANIFEST_FILE,
  iconFilesOf,
  manifestOf,
  offlineTextsOf,
  precacheOf,
  versionOf,
} from './pwa.ts';

/** A PNG's width, height and colour type, from its header chunk. */
function pngHeader(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png[25] };
}

describe('manifestOf', () => {
  it("names the brand, starts and scopes at the root, standalone, in its theme's colours", async () => {
    const theme = await loadTheme('NEXBET');
    const manifest = manifestOf({ name: 'NexBet', defaultLocale: 'en' }, theme);
    expect(manifest).toMatchObject({
      name: 'NexBet',
      short_name: 'NexBet',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: theme.color.bgCanvas,
      background_color: theme.color.bgCanvas,
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('shortens a long name to its initials for the launcher', async () => {
    const theme = await loadTheme('NEXBET');
    const manifest = manifestOf({ name: 'Golden Dragon Palace', defaultLocale: 'ja' }, theme);
    expect(manifest.short_name).toBe(initialsOf('Golden Dragon Palace'));
    expect(manifest.name).toBe('Golden Dragon Palace');
  });
});

describe('the icons', () => {
  it('are PNGs of their sizes, on the mark colour brand.json pins, else the theme accent', async () => {
    const theme = await loadTheme('NEXBET');
    const pinned = iconFilesOf({ name: 'NexBet', seed: { colour: '#0f766e' } }, theme);
    expect([...pinned.keys()]).toEqual(ICONS.map((icon) => icon.file));
    for (const icon of ICONS) {
      const header = pngHeader(pinned.get(icon.file) ?? Buffer.alloc(0));
      expect(header).toEqual({ width: icon.size, height: icon.size, colourType: 6 });
    }
    // The middle of the top edge of the maskable icon: the mark's colour, opaque.
    const png = pinned.get('icons/maskable-512.png') ?? Buffer.alloc(0);
    const idat = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect([...rows.subarray(1 + 256 * 4, 1 + 256 * 4 + 4)]).toEqual([0x0f, 0x76, 0x6e, 255]);
    const unpinned = iconFilesOf({ name: 'NexBet' }, theme);
    expect(unpinned.get('icons/icon-192.png')).not.toEqual(pinned.get('icons/icon-192.png'));
  });

  it('draw the letters in the foreground, round the corners, and fill a maskable icon to its edges', () => {
    const drawing = { size: 64, background: '#000000', foreground: '#ffffff', text: 'NB' };
    const round = iconPixels({ ...drawing, maskable: false });
    const full = iconPixels({ ...drawing, maskable: true });
    const alphaAt = (pixels: Uint8Array, x: number, y: number) => pixels[(y * 64 + x) * 4 + 3];
    expect(alphaAt(round, 0, 0)).toBe(0);
    expect(alphaAt(full, 0, 0)).toBe(255);
    const white = (pixels: Uint8Array) =>
      Array.from({ length: 64 * 64 }, (_, i) => pixels[i * 4]).filter((v) => v === 255).length;
    expect(white(round)).toBeGreaterThan(100);
    // The maskable icon's letters are smaller: inside the part every mask keeps.
    expect(white(full)).toBeLessThan(white(round));
  });

  it('reads the colours themes use', () => {
    expect(parseColour('#0f766e')).toEqual([15, 118, 110, 255]);
    expect(parseColour('#fff')).toEqual([255, 255, 255, 255]);
    expect(parseColour('rgba(54, 185, 255, 0.5)')).toEqual([54, 185, 255, 128]);
    expect(() => parseColour('teal')).toThrow(/not a colour/);
  });
});

describe('the worker configuration', () => {
  const files = [
    'assets/start-DbeHJ1OX.js',
    'assets/auth-Ab12Cd34.js',
    'assets/index-DJqBY5YG.css',
    'index.html',
    MANIFEST_FILE,
    'icons/icon-192.png',
  ];

  it('precaches the first screen, its style sheet, the manifest and icons, not lazy routes', () => {
    expect(precacheOf(files)).toEqual([
      '/assets/index-DJqBY5YG.css',
      '/assets/start-DbeHJ1OX.js',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
      `/${MANIFEST_FILE}`,
    ]);
  });

  it('versions a build by its file list: the same files, the same version', () => {
    expect(versionOf(files)).toBe(versionOf([...files].reverse()));
    expect(versionOf(files)).not.toBe(
      versionOf(files.map((f) => f.replace('start-DbeHJ1OX', 'start-Zz99Yy88'))),
    );
  });

  it("takes the offline page's texts from each language's catalogue", () => {
    const texts = offlineTextsOf(['en', 'ja', 'zh-CN']);
    expect(texts.en?.title).toBe('You are offline');
    expect(texts.ja?.retry).toBe('再試行');
    expect(texts['zh-CN']?.title).toBe('您已离线');
  });
});
