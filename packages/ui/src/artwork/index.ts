/**
 * Generative artwork for game tiles, provider tiles and banners.
 *
 * Deterministic: the same seed always gives the same picture, so a game keeps its look across
 * renders, machines and builds. Everything is drawn here as SVG (no images to host), which
 * means stories and a fresh site never show grey boxes while real art is not yet uploaded.
 */
import type { GameType } from '../internal/domain.ts';
import { seededRandom } from '../internal/random.ts';
import type { ArtworkKind, GlyphColors } from './glyphs.ts';
import { drawGlyph, glyphDefs } from './glyphs.ts';

export type { ArtworkKind, GlyphColors } from './glyphs.ts';

/** Every kind of glyph, for galleries and tests. */
export const ARTWORK_KINDS: readonly ArtworkKind[] = [
  'slots',
  'cards',
  'dice',
  'fish',
  'football',
  'horse',
  'lottery',
  'mahjong',
  'pachinko',
  'esport',
];

/** Curated colour schemes: a deep, a vivid and a light tone that sit well together. */
const SCHEMES: readonly GlyphColors[] = [
  { deep: '#2A0845', vivid: '#B0186E', light: '#FFC857' },
  { deep: '#041833', vivid: '#0A5FB4', light: '#3FE0FF' },
  { deep: '#04261C', vivid: '#0E8A5F', light: '#F4D35E' },
  { deep: '#3D0A0A', vivid: '#C81D25', light: '#FFD166' },
  { deep: '#160B33', vivid: '#5B2A86', light: '#FF4FA3' },
  { deep: '#2B1700', vivid: '#C46A00', light: '#FFE066' },
  { deep: '#03252E', vivid: '#0F7C80', light: '#C8F560' },
  { deep: '#1A0930', vivid: '#7B2CBF', light: '#80FFDB' },
  { deep: '#0B1730', vivid: '#1F4E9A', light: '#FFA62B' },
  { deep: '#300225', vivid: '#A4136B', light: '#FFD3A5' },
];

/**
 * The glyph for a game type. Casino alternates between cards and dice by seed, so a casino
 * lobby is not a wall of identical cards.
 */
export function artworkKindFor(gameType: GameType | string, seed = ''): ArtworkKind {
  switch (gameType) {
    case 'Sport':
      return 'football';
    case 'SlotMachine':
      return 'slots';
    case 'Casino':
      return seededRandom(seed)() < 0.5 ? 'cards' : 'dice';
    case 'FishHunting':
      return 'fish';
    case 'Esport':
      return 'esport';
    case 'Horse':
      return 'horse';
    case 'Lottery':
      return 'lottery';
    case 'Chess':
      return 'mahjong';
    case 'Pachinko':
      return 'pachinko';
    default:
      return 'slots';
  }
}

/** Picks the colour scheme of a seed. */
export function schemeFor(seed: string): GlyphColors {
  const random = seededRandom(`scheme:${seed}`);
  return SCHEMES[Math.floor(random() * SCHEMES.length)] ?? (SCHEMES[0] as GlyphColors);
}

/** Turns SVG markup into a `data:` URI usable as an `<img src>` or CSS background. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/\s{2,}/g, ' ').trim())}`;
}

function rays(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  turn: number,
  opacity: number,
): string {
  let out = '';
  const half = Math.PI / count / 2.2;
  for (let i = 0; i < count; i++) {
    const a = turn + (i * 2 * Math.PI) / count;
    const x1 = cx + Math.cos(a - half) * radius;
    const y1 = cy + Math.sin(a - half) * radius;
    const x2 = cx + Math.cos(a + half) * radius;
    const y2 = cy + Math.sin(a + half) * radius;
    out += `M${cx} ${cy}L${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}Z`;
  }
  return `<path d="${out}" fill="#FFFFFF" opacity="${opacity}"/>`;
}

function bokeh(
  random: () => number,
  width: number,
  height: number,
  count: number,
  maxR: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 2 + random() * maxR;
    out += `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="#FFFFFF" opacity="${(0.05 + random() * 0.15).toFixed(2)}"/>`;
  }
  return out;
}

function sparkle(x: number, y: number, s: number, color: string): string {
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${color}"/>`;
}

/** Options of {@link gameArtworkSvg}. */
export interface GameArtworkOptions {
  /** Usually the game's name or id: the same seed gives the same picture. */
  seed: string;
  /** The glyph; derived from `gameType` when absent. */
  kind?: ArtworkKind;
  gameType?: GameType | string;
  width?: number;
  height?: number;
}

/** A portrait game-tile picture (3:4 by default) as SVG markup. */
export function gameArtworkSvg({
  seed,
  kind,
  gameType,
  width = 300,
  height = 400,
}: GameArtworkOptions): string {
  const random = seededRandom(seed);
  const c = schemeFor(seed);
  const glyphKind = kind ?? artworkKindFor(gameType ?? 'SlotMachine', seed);
  const cx = width / 2;
  const cy = height * 0.42;
  const scale = (Math.min(width, height) * 0.62) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.vivid}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.55"><stop offset="0" stop-color="${c.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.light}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>
    ${glyphDefs(c)}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${rays(cx, cy, Math.max(width, height), 18, random() * Math.PI, 0.07)}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${bokeh(random, width, height, 10, width / 18)}
  ${sparkle(width * 0.18, height * 0.16, width * 0.04, c.light)}${sparkle(width * 0.84, height * 0.64, width * 0.03, '#FFFFFF')}
  <g transform="translate(${cx - 50 * scale} ${cy - 50 * scale}) scale(${scale})">${drawGlyph(glyphKind, c, random)}</g>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="none" stroke="#FFFFFF" stroke-opacity="0.14" stroke-width="2"/>
</svg>`;
}

/** A game-tile picture as a data URI. */
export function gameArtwork(options: GameArtworkOptions): string {
  return svgDataUri(gameArtworkSvg(options));
}

/** Options of {@link providerArtworkSvg}. */
export interface ProviderArtworkOptions {
  /** The provider's name; its initials form the monogram and it seeds the look. */
  name: string;
  gameType?: GameType | string;
  size?: number;
}

function monogram(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/** A square provider emblem (a monogram on a badge over the provider's colours) as SVG markup. */
export function providerArtworkSvg({ name, gameType, size = 200 }: ProviderArtworkOptions): string {
  const random = seededRandom(`provider:${name}`);
  const c = schemeFor(`provider:${name}`);
  const shapes = [
    // hexagon
    'M100 28 L162 64 L162 136 L100 172 L38 136 L38 64 Z',
    // shield
    'M100 26 L160 48 V100 C160 140 132 164 100 176 C68 164 40 140 40 100 V48 Z',
    // diamond
    'M100 24 L176 100 L100 176 L24 100 Z',
    // circle
    'M100 30 A70 70 0 1 1 99.9 30 Z',
  ];
  const shape = shapes[Math.floor(random() * shapes.length)] ?? shapes[0];
  const glyphKind = artworkKindFor(gameType ?? 'SlotMachine', name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="${size}" height="${size}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.vivid}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient>
    <linearGradient id="badge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.deep}" stop-opacity="0.2"/><stop offset="1" stop-color="${c.deep}" stop-opacity="0.85"/></linearGradient>
    ${glyphDefs(c)}
  </defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  ${rays(100, 100, 200, 12, random() * Math.PI, 0.06)}
  <g transform="translate(128 120) scale(0.7)" opacity="0.35">${drawGlyph(glyphKind, c, random)}</g>
  <path d="${shape}" fill="url(#badge)" stroke="url(#gold)" stroke-width="5"/>
  <text id="monogram" x="100" y="118" text-anchor="middle" font-family="'Arial Black', Arial, Helvetica, sans-serif" font-weight="900" font-size="52" fill="url(#gold)" letter-spacing="1">${monogram(name)}</text>
</svg>`;
}

/** A provider emblem as a data URI. */
export function providerArtwork(options: ProviderArtworkOptions): string {
  return svgDataUri(providerArtworkSvg(options));
}

/** Options of {@link bannerArtworkSvg}. */
export interface BannerArtworkOptions {
  seed: string;
  kind?: ArtworkKind;
  width?: number;
  height?: number;
}

/**
 * A wide promotional banner (5:2 by default): light rays, coins and sparkles with a large
 * glyph on the right, and a darker left side where the banner's HTML title sits.
 */
export function bannerArtworkSvg({
  seed,
  kind,
  width = 1000,
  height = 400,
}: BannerArtworkOptions): string {
  const random = seededRandom(`banner:${seed}`);
  const c = schemeFor(`banner:${seed}`);
  const glyphKind = kind ?? ARTWORK_KINDS[Math.floor(random() * ARTWORK_KINDS.length)] ?? 'slots';
  const gx = width * 0.74;
  const gy = height * 0.5;
  const scale = (height * 0.8) / 100;
  let coins = '';
  for (let i = 0; i < 7; i++) {
    const x = width * (0.45 + random() * 0.5);
    const y = height * (0.08 + random() * 0.84);
    const r = height * (0.03 + random() * 0.035);
    const tilt = 0.55 + random() * 0.45;
    coins += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${Math.floor(random() * 60 - 30)}) scale(1 ${tilt.toFixed(2)})">
      <circle r="${r.toFixed(1)}" fill="#B06E15"/><circle r="${(r * 0.92).toFixed(1)}" cy="${(-r * 0.08).toFixed(1)}" fill="url(#gold)"/>
      <circle r="${(r * 0.6).toFixed(1)}" cy="${(-r * 0.08).toFixed(1)}" fill="none" stroke="#B06E15" stroke-width="${(r * 0.1).toFixed(1)}"/></g>`;
  }
  let sparkles = '';
  for (let i = 0; i < 6; i++) {
    sparkles += sparkle(
      width * (0.35 + random() * 0.6),
      height * random(),
      height * (0.015 + random() * 0.03),
      i % 2 ? '#FFFFFF' : c.light,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.deep}"/><stop offset="0.6" stop-color="${c.vivid}"/><stop offset="1" stop-color="${c.deep}"/></linearGradient>
    <radialGradient id="glow" cx="0.74" cy="0.5" r="0.5"><stop offset="0" stop-color="${c.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${c.light}" stop-opacity="0"/></radialGradient>
    <linearGradient id="text" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.deep}" stop-opacity="0.92"/><stop offset="0.55" stop-color="${c.deep}" stop-opacity="0"/></linearGradient>
    ${glyphDefs(c)}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${rays(gx, gy, width, 24, random() * Math.PI, 0.07)}
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${bokeh(random, width, height, 16, height / 14)}
  ${coins}
  <g transform="translate(${gx - 50 * scale} ${gy - 50 * scale}) scale(${scale})">${drawGlyph(glyphKind, c, random)}</g>
  ${sparkles}
  <rect width="${width}" height="${height}" fill="url(#text)"/>
</svg>`;
}

/** A banner picture as a data URI. */
export function bannerArtwork(options: BannerArtworkOptions): string {
  return svgDataUri(bannerArtworkSvg(options));
}
