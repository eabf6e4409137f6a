/**
 * Generated artwork: deterministic SVGs drawn from an item's type, name and colour, so every
 * tile, logo and banner has a picture without shipping image files. The same input always
 * draws the same picture (a hash picks hues and layout); text is escaped.
 */
import { createHash } from 'node:crypto';

/** Escapes text for SVG/XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );
}

function hashBytes(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
}

/** Splits a name into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${kept[lines - 1]}…`;
    return kept;
  }
  return out;
}

/** A motif per game type, drawn in a 100×100 box at the origin. */
function motif(type: string, accent: string, light: string): string {
  switch (type) {
    case 'SlotMachine':
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${4 + i * 32}" y="18" width="28" height="64" rx="6" fill="${light}" opacity="0.95"/><text x="${18 + i * 32}" y="62" font-size="30" font-weight="800" text-anchor="middle" fill="${accent}">7</text>`,
        )
        .join('');
    case 'Casino':
      return `<rect x="22" y="12" width="48" height="68" rx="7" fill="${light}" transform="rotate(-12 46 46)"/><rect x="34" y="18" width="48" height="68" rx="7" fill="#fff" transform="rotate(10 58 52)"/><path d="M58 38 C50 48 46 52 58 62 C70 52 66 48 58 38Z" fill="${accent}" transform="rotate(10 58 52)"/>`;
    case 'FishHunting':
      return `<path d="M10 50 C30 20 70 20 82 50 C70 80 30 80 10 50Z" fill="${light}"/><path d="M82 50 L98 34 L98 66Z" fill="${light}"/><circle cx="30" cy="45" r="5" fill="${accent}"/><path d="M50 34 C56 44 56 56 50 66" stroke="${accent}" stroke-width="4" fill="none"/>`;
    case 'Sport':
      return `<circle cx="50" cy="50" r="38" fill="${light}"/><path d="M50 30 L66 42 L60 61 L40 61 L34 42Z" fill="${accent}"/><path d="M50 12 V30 M84 40 L66 42 M74 80 L60 61 M26 80 L40 61 M16 40 L34 42" stroke="${accent}" stroke-width="3"/>`;
    case 'Esport':
      return `<rect x="8" y="30" width="84" height="44" rx="22" fill="${light}"/><path d="M28 42 V62 M18 52 H38" stroke="${accent}" stroke-width="6" stroke-linecap="round"/><circle cx="68" cy="46" r="5" fill="${accent}"/><circle cx="78" cy="58" r="5" fill="${accent}"/>`;
    case 'Horse':
      return `<path d="M22 86 C10 50 20 14 50 14 C80 14 90 50 78 86 L64 86 C72 56 68 30 50 30 C32 30 28 56 36 86Z" fill="${light}"/><circle cx="30" cy="50" r="3" fill="${accent}"/><circle cx="70" cy="50" r="3" fill="${accent}"/><circle cx="34" cy="70" r="3" fill="${accent}"/><circle cx="66" cy="70" r="3" fill="${accent}"/>`;
    case 'Lottery':
      return [
        [28, 36, 18],
        [66, 32, 16],
        [46, 68, 20],
      ]
        .map(
          ([x, y, r], i) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${i === 1 ? '#fff' : light}"/><text x="${x}" y="${(y ?? 0) + 7}" font-size="18" font-weight="800" text-anchor="middle" fill="${accent}">${[8, 3, 6][i]}</text>`,
        )
        .join('');
    case 'Chess':
      return `<path d="M30 88 H74 L70 76 H34Z M38 76 L42 50 C30 46 30 28 44 20 C52 14 66 18 70 30 L62 34 L66 46 L58 50 L62 76Z" fill="${light}"/><circle cx="56" cy="30" r="3" fill="${accent}"/>`;
    case 'Pachinko':
      return Array.from(
        { length: 16 },
        (_, i) =>
          `<circle cx="${14 + (i % 4) * 24 + (Math.floor(i / 4) % 2) * 12}" cy="${16 + Math.floor(i / 4) * 22}" r="4" fill="${light}"/>`,
      )
        .join('')
        .concat(
          `<circle cx="50" cy="60" r="10" fill="#fff"/><circle cx="47" cy="57" r="3" fill="${accent}" opacity="0.5"/>`,
        );
    default:
      return `<path d="M50 8 L61 38 L94 38 L67 57 L77 90 L50 70 L23 90 L33 57 L6 38 L39 38Z" fill="${light}"/>`;
  }
}

/** A game tile (4:3): gradient from the name's hash, the type's motif, the name. */
export function gameSvg(input: {
  name: string;
  type: string;
  provider: string;
  colour?: string;
}): string {
  const h = hashBytes(`${input.type}|${input.name}`);
  // Unique gradient ids, so several drawings inlined in one page do not share a gradient.
  const uid = h.subarray(0, 4).toString('hex');
  const hue = (h[0] ?? 0) * 1.41;
  const hue2 = hue + 30 + (h[1] ?? 0) / 6;
  const c1 = hsl(hue, 70, 32);
  const c2 = hsl(hue2, 75, 18);
  const light = hsl(hue + 180, 90, 78);
  const accent = hsl(hue, 80, 38);
  const angle = (h[2] ?? 0) % 90;
  const lines = wrap(input.name, 16, 2);
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const x = ((h[3 + i] ?? 0) * 1.25) % 320;
    const y = ((h[10 + i] ?? 0) * 0.5) % 120;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${1 + ((h[17 + i] ?? 0) % 3)}" fill="#fff" opacity="0.35"/>`;
  }).join('');
  const title = lines
    .map(
      (l, i) =>
        `<text x="16" y="${190 - (lines.length - 1 - i) * 26}" font-size="22" font-weight="800" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" width="320" height="240" viewBox="0 0 320 240" role="img" aria-label="${escapeXml(input.name)}"><defs><linearGradient id="g${uid}" gradientTransform="rotate(${angle})"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient><linearGradient id="s${uid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs><rect width="320" height="240" rx="18" fill="url(#g${uid})"/>${sparkles}<g transform="translate(190 22) scale(1.1)" opacity="0.95">${motif(input.type, accent, light)}</g><rect width="320" height="240" rx="18" fill="url(#s${uid})"/>${title}<text x="16" y="220" font-size="12" font-weight="600" fill="#fff" opacity="0.8" letter-spacing="1">${escapeXml(input.provider.toUpperCase())}</text></svg>`;
}

/** A provider logo (wide): initials badge and name on the provider's colour. */
export function channelSvg(input: { name: string; code: string; colour: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(input.name)}"><rect width="240" height="80" rx="14" fill="${escapeXml(input.colour)}"/><circle cx="40" cy="40" r="26" fill="#fff" opacity="0.92"/><text x="40" y="47" font-size="18" font-weight="800" text-anchor="middle" fill="${escapeXml(input.colour)}">${escapeXml(input.code)}</text>${wrap(
    input.name,
    16,
    2,
  )
    .map(
      (l, i, all) =>
        `<text x="76" y="${44 - (all.length - 1) * 9 + i * 19}" font-size="17" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('')}</svg>`;
}

/** A game type icon: the type's motif on a disc. */
export function typeSvg(type: string): string {
  const h = hashBytes(type);
  const hue = (h[0] ?? 0) * 1.41;
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(type)}"><circle cx="48" cy="48" r="46" fill="${hsl(hue, 70, 40)}"/><g transform="translate(16 16) scale(0.64)">${motif(type, hsl(hue, 70, 30), '#fff')}</g></svg>`;
}

/** A banner (wide) with a title and subtitle over the type's motif. */
export function bannerSvg(input: { title: string; subtitle: string; type: string }): string {
  const h = hashBytes(`${input.type}|${input.title}`);
  const uid = h.subarray(0, 4).toString('hex');
  const hue = (h[0] ?? 0) * 1.41;
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" width="960" height="360" viewBox="0 0 960 360" role="img" aria-label="${escapeXml(input.title)}"><defs><linearGradient id="b${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 30)}"/><stop offset="1" stop-color="${hsl(hue + 50, 80, 14)}"/></linearGradient></defs><rect width="960" height="360" fill="url(#b${uid})"/><circle cx="780" cy="180" r="150" fill="#fff" opacity="0.08"/><g transform="translate(660 60) scale(2.4)">${motif(input.type, hsl(hue, 80, 35), hsl(hue + 180, 90, 80))}</g><text x="56" y="170" font-size="46" font-weight="800" fill="#fff">${escapeXml(input.title)}</text><text x="56" y="222" font-size="24" fill="#fff" opacity="0.85">${escapeXml(input.subtitle)}</text></svg>`;
}

/** A promotion card: a ribbon of the promotion's colour with a big symbol and the title. */
export function promotionSvg(input: { title: string; colour: string; symbol: string }): string {
  const uid = hashBytes(`${input.title}|${input.colour}`).subarray(0, 4).toString('hex');
  const size = input.symbol.length <= 2 ? 104 : input.symbol.length === 3 ? 78 : 58;
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" width="720" height="300" viewBox="0 0 720 300" role="img" aria-label="${escapeXml(input.title)}"><defs><linearGradient id="p${uid}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${escapeXml(input.colour)}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="720" height="300" rx="20" fill="url(#p${uid})"/><circle cx="600" cy="150" r="110" fill="#fff" opacity="0.12"/><text x="600" y="${150 + Math.round(size * 0.36)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(input.symbol)}</text>${wrap(
    input.title,
    22,
    2,
  )
    .map(
      (l, i) =>
        `<text x="40" y="${130 + i * 46}" font-size="38" font-weight="800" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('')}</svg>`;
}

/** A VIP badge: a gem shape in the level's colour with the level number. */
export function vipSvg(input: { level: number; colour: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="VIP ${input.level}"><circle cx="80" cy="80" r="76" fill="#0f172a"/><path d="M40 62 L80 24 L120 62 L80 136Z" fill="${escapeXml(input.colour)}"/><path d="M40 62 H120 L80 136Z" fill="#000" opacity="0.18"/><text x="80" y="78" font-size="30" font-weight="800" text-anchor="middle" fill="#fff">${input.level}</text></svg>`;
}
