/**
 * The app icons as PNG, drawn at build time with no image library: the brand's mark (its
 * initials, `initialsOf`, in white on the mark's colour, as the seeded logo draws them) on a
 * rounded square, or full-bleed for a maskable icon, whose launcher crops it to its own shape.
 * Letters come from a 5×7 pixel font (capitals and digits; any other character is a dot), edges
 * are smoothed by sampling each pixel 4×4 times, and the pixels are written as an RGBA PNG.
 */
import { crc32, deflateSync } from 'node:zlib';

/** A colour as red, green, blue and alpha, 0–255 each. */
type Rgba = readonly [number, number, number, number];

/** Each glyph's seven rows of five pixels, top first. */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11100100101000110001100011001011100',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100011000101010001000010000100',
  Z: '11111000010001000100010001000011111',
  '0': '01110100011001110101110011000101110',
  '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
};

/** What a character without a glyph is drawn as. */
const DOT = '00000011101111111111111110111000000';

/** A CSS colour of the forms themes use (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`). */
export function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim())?.[1];
  if (hex && (hex.length === 3 || hex.length === 6 || hex.length === 8)) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return [byte(0), byte(2), byte(4), full.length === 8 ? byte(6) : 255];
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(value.trim())?.[1];
  if (rgb) {
    const [r = 0, g = 0, b = 0, a = 1] = rgb
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, Math.round(a * 255)];
  }
  throw new Error(`"${value}" is not a colour the icon drawing reads (#hex or rgb())`);
}

/** What {@link iconPng} draws. */
export interface IconDrawing {
  /** The icon's width and height in pixels. */
  readonly size: number;
  /** The mark's colour (the square behind the letters). */
  readonly background: string;
  /** The letters' colour. */
  readonly foreground: string;
  /** Up to two characters (`initialsOf`). */
  readonly text: string;
  /**
   * Full-bleed, with the letters inside the middle 40 % (a launcher's mask keeps at least the
   * middle 80 % circle); otherwise a rounded square.
   */
  readonly maskable: boolean;
}

/** Whether the point (x, y) of a `size` square lies inside its rounded square of corner `r`. */
function insideRounded(x: number, y: number, size: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), size - r);
  const cy = Math.min(Math.max(y, r), size - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The pixel sample grid per axis: 16 samples a pixel. */
const SAMPLES = 4;

/** The icon's pixels, RGBA, row by row. */
export function iconPixels(drawing: IconDrawing): Uint8Array {
  const { size } = drawing;
  const back = parseColour(drawing.background);
  const fore = parseColour(drawing.foreground);
  const glyphs = [...drawing.text.toUpperCase()].slice(0, 2).map((c) => GLYPHS[c] ?? DOT);
  // The letters: 5 cells each, a cell between them, 7 cells high, centred.
  const columns = glyphs.length * 6 - 1;
  const cell = (size * (drawing.maskable ? 0.4 : 0.56)) / Math.max(columns, 5);
  const left = (size - columns * cell) / 2;
  const top = (size - 7 * cell) / 2;
  const radius = drawing.maskable ? 0 : size * 0.22;
  const inLetter = (x: number, y: number): boolean => {
    const col = Math.floor((x - left) / cell);
    const row = Math.floor((y - top) / cell);
    if (row < 0 || row > 6 || col < 0 || col >= columns) return false;
    const glyph = glyphs[Math.floor(col / 6)];
    const within = col % 6;
    return within < 5 && glyph?.[row * 5 + within] === '1';
  };
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let shape = 0;
      let letter = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (radius === 0 || insideRounded(x, y, size, radius)) {
            shape++;
            if (inLetter(x, y)) letter++;
          }
        }
      }
      const all = SAMPLES * SAMPLES;
      const mix = shape === 0 ? 0 : letter / shape;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.round((back[c] ?? 0) * (1 - mix) + (fore[c] ?? 0) * mix);
      pixels[at + 3] = Math.round(((back[3] ?? 255) * shape) / all);
    }
  }
  return pixels;
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels (`width` × `height`, row by row) as a PNG file. */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a sample, RGBA, deflate, no filter choice, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 0, none.
    rows.set(pixels.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The icon as a PNG file. */
export function iconPng(drawing: IconDrawing): Buffer {
  return encodePng(iconPixels(drawing), drawing.size, drawing.size);
}
