/**
 * A small QR code encoder (ISO/IEC 18004, model 2), first written for the crypto deposit
 * address and shared since with the referral invite link: byte mode, versions 1–10 (up to 271
 * bytes at level L), the four error-correction levels and the eight masks. It answers the module
 * matrix only; drawing is the caller's (see `qr-svg.tsx`). Versions stop at 10 because every
 * address, reference or link a screen shows fits well within it, and the tables stay short
 * enough to check by eye.
 */

/** Error-correction level: how much of the symbol may be damaged and still read. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** The encoded symbol: `modules[y][x]` is true for a dark module. */
export interface QrSymbol {
  readonly version: number;
  readonly level: QrLevel;
  readonly mask: number;
  readonly size: number;
  readonly modules: readonly (readonly boolean[])[];
}

/** Options of {@link encodeQr}. */
export interface QrOptions {
  /** Default M (15% recoverable): the usual choice for a code shown on a screen. */
  readonly level?: QrLevel;
  /** Force a mask (0–7); by default the one with the lowest penalty. */
  readonly mask?: number;
  /** The smallest version to use (default 1). */
  readonly minVersion?: number;
}

/** The largest version this encoder makes. */
export const QR_MAX_VERSION = 10;

const LEVEL_INDEX: Readonly<Record<QrLevel, number>> = { L: 0, M: 1, Q: 2, H: 3 };
/** Format-information bits of each level (note: not in L, M, Q, H order). */
const LEVEL_BITS: Readonly<Record<QrLevel, number>> = { L: 1, M: 0, Q: 3, H: 2 };

/** Error-correction codewords per block, by version (index 1–10) then level (L, M, Q, H). */
const EC_PER_BLOCK: readonly (readonly number[])[] = [
  [],
  [7, 10, 13, 17],
  [10, 16, 22, 28],
  [15, 26, 18, 22],
  [20, 18, 26, 16],
  [26, 24, 18, 22],
  [18, 16, 24, 28],
  [20, 18, 18, 26],
  [24, 22, 22, 26],
  [30, 22, 20, 24],
  [18, 26, 24, 28],
];

/** Number of error-correction blocks, by version (index 1–10) then level (L, M, Q, H). */
const BLOCKS: readonly (readonly number[])[] = [
  [],
  [1, 1, 1, 1],
  [1, 1, 1, 1],
  [1, 1, 2, 2],
  [1, 2, 2, 4],
  [1, 2, 4, 4],
  [2, 4, 4, 4],
  [2, 4, 6, 5],
  [2, 4, 6, 6],
  [2, 5, 8, 8],
  [4, 5, 8, 8],
];

const sizeOf = (version: number) => version * 4 + 17;

/** Centre coordinates of the alignment patterns of a version (none for version 1). */
export function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = sizeOf(version) - 7;
  const step = Math.ceil((last - 6) / (count - 1) / 2) * 2;
  const centres = [6];
  for (let i = count - 2; i >= 0; i -= 1) centres.push(last - i * step);
  return centres;
}

/** How many 8-bit codewords a version holds (data and error correction together). */
function codewordsOf(version: number): number {
  const size = sizeOf(version);
  let modules = size * size;
  modules -= 3 * 64 + 2 * 15 + 1; // finders with separators, format information, dark module
  modules -= 2 * (size - 16); // timing patterns between the finders
  const centres = alignmentCentres(version).length;
  if (centres > 0) {
    const patterns = centres * centres - 3;
    modules -= patterns * 25;
    modules += 2 * (centres - 2) * 5; // alignment patterns that sit on the timing lines
  }
  if (version >= 7) modules -= 2 * 18; // version information
  return Math.floor(modules / 8);
}

/** Data codewords a version holds at a level. */
function dataCodewordsOf(version: number, level: QrLevel): number {
  const l = LEVEL_INDEX[level];
  return codewordsOf(version) - (EC_PER_BLOCK[version]?.[l] ?? 0) * (BLOCKS[version]?.[l] ?? 0);
}

/** The most bytes of text that fit at a version and level in byte mode. */
export function qrCapacity(version: number, level: QrLevel): number {
  const countBits = version < 10 ? 8 : 16;
  return Math.floor((dataCodewordsOf(version, level) * 8 - 4 - countBits) / 8);
}

/* Reed–Solomon over GF(256), primitive polynomial x^8 + x^4 + x^3 + x^2 + 1. */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i += 1) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i += 1) EXP[i] = EXP[i - 255] ?? 0;
}

function gfMultiply(a: number, b: number): number {
  if (a === 0 || b === 0) return 0;
  return EXP[(LOG[a] ?? 0) + (LOG[b] ?? 0)] ?? 0;
}

/** The generator polynomial of `degree`, highest coefficient first (the leading 1 omitted). */
function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i += 1) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j += 1) {
      const c = poly[j] ?? 0;
      next[j] = (next[j] ?? 0) ^ c;
      next[j + 1] = (next[j + 1] ?? 0) ^ gfMultiply(c, EXP[i] ?? 0);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The error-correction codewords of one block: the remainder of data × x^n by the generator. */
function remainder(data: readonly number[], degree: number): number[] {
  const gen = generator(degree);
  const rest = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ (rest.shift() ?? 0);
    rest.push(0);
    for (let i = 0; i < degree; i += 1) rest[i] = (rest[i] ?? 0) ^ gfMultiply(gen[i] ?? 0, factor);
  }
  return rest;
}

/* Data: mode, count, bytes, terminator and padding, then blocks with their EC, interleaved. */

function dataCodewords(bytes: Uint8Array, version: number, level: QrLevel): number[] {
  const capacityBits = dataCodewordsOf(version, level) * 8;
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  put(0, Math.min(4, capacityBits - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let word = 0;
    for (let j = 0; j < 8; j += 1) word = (word << 1) | (bits[i + j] ?? 0);
    words.push(word);
  }
  for (let pad = 0xec; words.length < capacityBits / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

function interleaved(data: readonly number[], version: number, level: QrLevel): number[] {
  const l = LEVEL_INDEX[level];
  const blockCount = BLOCKS[version]?.[l] ?? 1;
  const ecLength = EC_PER_BLOCK[version]?.[l] ?? 0;
  const total = codewordsOf(version);
  const shortBlocks = blockCount - (total % blockCount);
  const shortData = Math.floor(total / blockCount) - ecLength;
  const blocks: number[][] = [];
  const ecs: number[][] = [];
  let offset = 0;
  for (let b = 0; b < blockCount; b += 1) {
    const length = shortData + (b < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    blocks.push(block);
    ecs.push(remainder(block, ecLength));
  }
  const out: number[] = [];
  for (let i = 0; i <= shortData; i += 1)
    for (const block of blocks) if (i < block.length) out.push(block[i] ?? 0);
  for (let i = 0; i < ecLength; i += 1) for (const ec of ecs) out.push(ec[i] ?? 0);
  return out;
}

/* The matrix. */

class Grid {
  readonly size: number;
  readonly dark: boolean[][];
  readonly reserved: boolean[][];
  constructor(size: number) {
    this.size = size;
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  /** Sets a function-pattern module (x = column, y = row). */
  fix(x: number, y: number, dark: boolean): void {
    const row = this.dark[y];
    const reserved = this.reserved[y];
    if (!row || !reserved || x < 0 || x >= this.size) return;
    row[x] = dark;
    reserved[x] = true;
  }
  isReserved(x: number, y: number): boolean {
    return this.reserved[y]?.[x] === true;
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i += 1) {
    grid.fix(6, i, i % 2 === 0);
    grid.fix(i, 6, i % 2 === 0);
  }
  // Finders (with their light separators) in three corners.
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        grid.fix(cx + dx, cy + dy, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  centres.forEach((cx, i) => {
    centres.forEach((cy, j) => {
      // Not over the finders.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1)
          grid.fix(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    });
  });
  // Reserve the format areas now (drawn for real once the mask is chosen).
  drawFormat(grid, 'L', 0);
  if (version >= 7) drawVersion(grid, version);
}

/** BCH code of `value` (`dataBits` long) with generator `poly` of degree `degree`. */
function bch(value: number, poly: number, degree: number): number {
  let rest = value << degree;
  const top = 1 << degree;
  for (let bit = 31 - Math.clz32(rest); bit >= degree; bit -= 1)
    if (rest & (1 << bit)) rest ^= poly << (bit - degree);
  return (value << degree) | (rest & (top - 1));
}

function drawFormat(grid: Grid, level: QrLevel, mask: number): void {
  const { size } = grid;
  const bits = bch((LEVEL_BITS[level] << 3) | mask, 0x537, 10) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  // Around the top-left finder.
  for (let i = 0; i <= 5; i += 1) grid.fix(8, i, bit(i));
  grid.fix(8, 7, bit(6));
  grid.fix(8, 8, bit(7));
  grid.fix(7, 8, bit(8));
  for (let i = 9; i < 15; i += 1) grid.fix(14 - i, 8, bit(i));
  // Split between the other two finders.
  for (let i = 0; i < 8; i += 1) grid.fix(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i += 1) grid.fix(8, size - 15 + i, bit(i));
  grid.fix(8, size - 8, true);
}

function drawVersion(grid: Grid, version: number): void {
  const bits = bch(version, 0x1f25, 12);
  for (let i = 0; i < 18; i += 1) {
    const dark = ((bits >>> i) & 1) === 1;
    const a = grid.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    grid.fix(a, b, dark);
    grid.fix(b, a, dark);
  }
}

function placeData(grid: Grid, codewords: readonly number[]): void {
  const { size } = grid;
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        if (grid.isReserved(x, y)) continue;
        const word = codewords[index >>> 3];
        const row = grid.dark[y];
        if (row) row[x] = word !== undefined && ((word >>> (7 - (index & 7))) & 1) === 1;
        index += 1;
      }
    }
  }
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number): void {
  const test = MASKS[mask];
  if (!test) return;
  for (let y = 0; y < grid.size; y += 1) {
    const row = grid.dark[y];
    if (!row) continue;
    for (let x = 0; x < grid.size; x += 1)
      if (!grid.isReserved(x, y) && test(x, y)) row[x] = !row[x];
  }
}

/** The ISO penalty of a finished matrix: long runs, 2×2 blocks, finder look-alikes, balance. */
export function qrPenalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const at = (x: number, y: number) => modules[y]?.[x] === true;
  let penalty = 0;
  const finderLike = [true, false, true, true, true, false, true];
  const lines: boolean[][] = [];
  for (let i = 0; i < size; i += 1) {
    lines.push(Array.from({ length: size }, (_, j) => at(j, i)));
    lines.push(Array.from({ length: size }, (_, j) => at(i, j)));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i += 1) {
      if (i < size && line[i] === line[i - 1]) run += 1;
      else {
        if (run >= 5) penalty += run - 2;
        run = 1;
      }
    }
    for (let i = 0; i + 7 <= size; i += 1) {
      if (!finderLike.every((dark, k) => line[i + k] === dark)) continue;
      const lightBefore = i >= 4 && [1, 2, 3, 4].every((k) => line[i - k] === false);
      const lightAfter = i + 11 <= size && [7, 8, 9, 10].every((k) => line[i + k] === false);
      if (lightBefore || lightAfter) penalty += 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (at(x, y)) dark += 1;
      if (x + 1 < size && y + 1 < size) {
        const c = at(x, y);
        if (at(x + 1, y) === c && at(x, y + 1) === c && at(x + 1, y + 1) === c) penalty += 3;
      }
    }
  }
  const total = size * size;
  penalty += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return penalty;
}

/**
 * Encodes `text` (as UTF-8) into the smallest version that holds it at the level.
 *
 * @throws RangeError when it needs more than version 10, or a forced mask is not 0–7.
 */
export function encodeQr(text: string, options: QrOptions = {}): QrSymbol {
  const level = options.level ?? 'M';
  const bytes = new TextEncoder().encode(text);
  let version = Math.max(1, options.minVersion ?? 1);
  while (version <= QR_MAX_VERSION && qrCapacity(version, level) < bytes.length) version += 1;
  if (version > QR_MAX_VERSION)
    throw new RangeError(`QR: ${bytes.length} bytes do not fit in version ${QR_MAX_VERSION}`);
  if (options.mask !== undefined && !(options.mask >= 0 && options.mask <= 7))
    throw new RangeError(`QR: mask must be 0–7, got ${options.mask}`);
  const codewords = interleaved(dataCodewords(bytes, version, level), version, level);
  const build = (mask: number) => {
    const grid = new Grid(sizeOf(version));
    drawFunctionPatterns(grid, version);
    placeData(grid, codewords);
    applyMask(grid, mask);
    drawFormat(grid, level, mask);
    return grid.dark;
  };
  let best = { mask: options.mask ?? 0, modules: build(options.mask ?? 0) };
  if (options.mask === undefined) {
    let lowest = qrPenalty(best.modules);
    for (let mask = 1; mask < 8; mask += 1) {
      const modules = build(mask);
      const score = qrPenalty(modules);
      if (score < lowest) {
        lowest = score;
        best = { mask, modules };
      }
    }
  }
  return { version, level, mask: best.mask, size: sizeOf(version), modules: best.modules };
}
