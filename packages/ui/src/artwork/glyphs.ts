/**
 * The centre pieces of generated artwork, one per kind of game, each drawn in a 100×100 box.
 * They are plain SVG markup so the artwork module stays framework-free.
 */

/** The kinds of picture the artwork module can draw. */
export type ArtworkKind =
  | 'slots'
  | 'cards'
  | 'dice'
  | 'fish'
  | 'football'
  | 'horse'
  | 'lottery'
  | 'mahjong'
  | 'pachinko'
  | 'esport';

/** The colours a glyph is painted with. */
export interface GlyphColors {
  /** The deep background colour. */
  deep: string;
  /** The vivid mid colour. */
  vivid: string;
  /** The highlight (often gold). */
  light: string;
}

/** Shared gradients the glyphs refer to by id. */
export function glyphDefs(c: GlyphColors): string {
  return `
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FFF1B8"/><stop offset="0.45" stop-color="#FFD15C"/><stop offset="1" stop-color="#C7821F"/>
    </linearGradient>
    <linearGradient id="silver" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#B9C3D6"/>
    </linearGradient>
    <linearGradient id="accentFill" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.vivid}"/>
    </linearGradient>
    <radialGradient id="ballShine" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="#FFFFFF" stop-opacity="0.95"/><stop offset="0.35" stop-color="#FFFFFF" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="lift" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>`;
}

/** A five-pointed star around its centre, 8.5 across from centre to point. */
const STAR =
  'M0.0 -8.5 L2.1 -2.9 L8.1 -2.6 L3.4 1.1 L5.0 6.9 L0.0 3.6 L-5.0 6.9 L-3.4 1.1 L-8.1 -2.6 L-2.1 -2.9 Z';

/** A seven, the reels' luckiest symbol. */
const SEVEN =
  '<path d="M-6 -8 H6 V-5 L-0.5 8 H-5.2 L1.2 -5 H-6 Z" fill="#E0182D" stroke="#8E0E1C" stroke-width="0.8" stroke-linejoin="round"/>';

/**
 * The reels' symbols, drawn as shapes around their centre (no text: a picture's text is laid
 * out with the page's fonts each time it is drawn, which made the slots tile the costliest to
 * paint of all).
 */
const REEL_SYMBOLS: readonly string[] = [
  SEVEN,
  // a gold bar
  '<rect x="-7" y="-5" width="14" height="10" rx="1.5" fill="#1B1B2F"/><rect x="-5" y="-2.6" width="10" height="1.7" rx="0.8" fill="#FFD15C"/><rect x="-5" y="0.9" width="10" height="1.7" rx="0.8" fill="#FFD15C"/>',
  // a star
  `<path d="${STAR}" fill="#F2A900" stroke="#B06E15" stroke-width="0.8" stroke-linejoin="round"/>`,
  // the luckiest symbol shows most
  SEVEN,
  // cherries
  '<path d="M-3.5 2 Q-2 -5 2 -8 M3.5 1 Q3 -4 2 -8" stroke="#14965A" stroke-width="1.3" fill="none" stroke-linecap="round"/><path d="M2 -8 Q6 -9 7 -6 Q4 -5 2 -8 Z" fill="#14965A"/><circle cx="-3.5" cy="4" r="3.6" fill="#E0182D"/><circle cx="3.8" cy="3.2" r="3.6" fill="#C8102E"/><circle cx="-4.6" cy="2.9" r="1" fill="#FFFFFF" opacity="0.7"/>',
];

function slots(c: GlyphColors, r: () => number): string {
  const pick = () => REEL_SYMBOLS[Math.floor(r() * REEL_SYMBOLS.length)] ?? REEL_SYMBOLS[0];
  const reel = (x: number) =>
    `<rect x="${x}" y="33" width="19" height="30" rx="3" fill="url(#silver)"/><g transform="translate(${x + 9.5} 48)">${pick()}</g>`;
  // The marquee's bulbs, lit in turn.
  let bulbs = '';
  for (let i = 0; i < 7; i += 1)
    bulbs += `<circle cx="${28 + i * 7.33}" cy="13" r="1.9" fill="${i % 2 ? c.light : '#FFFFFF'}"/>`;
  return `<g>
    <rect x="22" y="6" width="56" height="14" rx="7" fill="${c.vivid}" stroke="url(#gold)" stroke-width="2"/>
    ${bulbs}
    <rect x="10" y="20" width="80" height="62" rx="10" fill="url(#gold)"/>
    <rect x="15" y="28" width="70" height="40" rx="6" fill="${c.deep}"/>
    ${reel(18)}${reel(40.5)}${reel(63)}
    <path d="M15 44 l3 4 -3 4 Z M85 44 l-3 4 3 4 Z" fill="${c.light}"/>
    <rect x="20" y="72" width="60" height="5" rx="2.5" fill="${c.deep}" opacity="0.5"/>
    <rect x="14" y="82" width="72" height="10" rx="3" fill="#B06E15"/>
    <path d="M90 56 L97 50 L97 24" stroke="url(#silver)" stroke-width="3.5" fill="none" stroke-linecap="round"/>
    <circle cx="97" cy="21" r="5.5" fill="#E0182D"/><circle cx="95.5" cy="19.5" r="2" fill="#FFFFFF" opacity="0.7"/>
  </g>`;
}

function cards(c: GlyphColors): string {
  const heart = 'M0 -5 C -3 -11 -12 -8 -9 -1 C -7 3 0 8 0 8 C 0 8 7 3 9 -1 C 12 -8 3 -11 0 -5 Z';
  const spade =
    'M0 -10 C -4 -4 -11 -1 -9 5 C -7 10 -2 8 -1 5 L -3 11 L 3 11 L 1 5 C 2 8 7 10 9 5 C 11 -1 4 -4 0 -10 Z';
  return `<g>
    <g transform="translate(38 52) rotate(-14)">
      <rect x="-22" y="-31" width="44" height="62" rx="6" fill="#FFFFFF" stroke="#E3E6EE"/>
      <path d="${heart}" transform="scale(1.6)" fill="#E0182D"/>
      <path d="${heart}" transform="translate(-15 -22) scale(0.55)" fill="#E0182D"/>
      <path d="${heart}" transform="translate(15 22) rotate(180) scale(0.55)" fill="#E0182D"/>
    </g>
    <g transform="translate(62 50) rotate(10)">
      <rect x="-22" y="-31" width="44" height="62" rx="6" fill="#FFFFFF" stroke="#E3E6EE"/>
      <path d="${spade}" transform="scale(1.5)" fill="#14141F"/>
      <path d="${spade}" transform="translate(-15 -22) scale(0.5)" fill="#14141F"/>
      <path d="${spade}" transform="translate(15 22) rotate(180) scale(0.5)" fill="#14141F"/>
    </g>
    <g transform="translate(24 82)">
      <circle r="13" fill="${c.vivid}" stroke="#FFFFFF" stroke-width="3" stroke-dasharray="5 4.2"/>
      <circle r="8" fill="none" stroke="url(#gold)" stroke-width="1.5"/>
      <circle r="13" fill="url(#ballShine)"/>
    </g>
  </g>`;
}

function dice(c: GlyphColors, r: () => number): string {
  const pipSets: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-8, -8],
      [8, 8],
    ],
    3: [
      [-8, -8],
      [0, 0],
      [8, 8],
    ],
    4: [
      [-8, -8],
      [8, -8],
      [-8, 8],
      [8, 8],
    ],
    5: [
      [-8, -8],
      [8, -8],
      [0, 0],
      [-8, 8],
      [8, 8],
    ],
    6: [
      [-8, -9],
      [8, -9],
      [-8, 0],
      [8, 0],
      [-8, 9],
      [8, 9],
    ],
  };
  const die = (x: number, y: number, angle: number, n: number) => {
    const pips = (pipSets[n] ?? [])
      .map(
        ([px, py]) =>
          `<circle cx="${px}" cy="${py}" r="${n === 1 ? 5 : 3.4}" fill="${n === 1 ? '#E0182D' : '#14141F'}"/>`,
      )
      .join('');
    return `<g transform="translate(${x} ${y}) rotate(${angle})">
      <rect x="-20" y="-20" width="40" height="40" rx="9" fill="#D5DAE6"/>
      <rect x="-20" y="-22" width="40" height="40" rx="9" fill="url(#silver)"/>
      <g transform="translate(0 -2)">${pips}</g>
    </g>`;
  };
  const a = 1 + Math.floor(r() * 6);
  const b = 1 + Math.floor(r() * 6);
  return `<g>
    <ellipse cx="50" cy="86" rx="38" ry="6" fill="#000" opacity="0.25"/>
    ${die(34, 58, -16, a)}${die(66, 44, 14, b)}
    <circle cx="84" cy="78" r="4" fill="${c.light}"/><circle cx="14" cy="30" r="3" fill="${c.light}" opacity="0.8"/>
  </g>`;
}

function fish(c: GlyphColors): string {
  return `<g>
    <circle cx="50" cy="50" r="40" fill="none" stroke="${c.light}" stroke-width="1.5" opacity="0.55" stroke-dasharray="4 5"/>
    <path d="M50 8 V20 M50 80 V92 M8 50 H20 M80 50 H92" stroke="${c.light}" stroke-width="2" opacity="0.6"/>
    <path d="M78 50 L96 34 L92 50 L96 66 Z" fill="#FF8A3D"/>
    <path d="M20 50 C 28 28, 62 24, 80 50 C 62 76, 28 72, 20 50 Z" fill="url(#fishBody)"/>
    <path d="M44 30 C 50 18, 62 20, 66 34 Z" fill="#FF7A2F"/>
    <path d="M44 70 C 50 78, 58 78, 62 68 Z" fill="#FF7A2F"/>
    <path d="M48 36 C 52 44, 52 56, 48 64 M58 36 C 62 44, 62 56, 58 64" stroke="#FFFFFF" stroke-width="2" fill="none" opacity="0.55"/>
    <circle cx="32" cy="46" r="5.5" fill="#FFFFFF"/><circle cx="31" cy="46" r="3" fill="#14141F"/><circle cx="30" cy="45" r="1" fill="#FFFFFF"/>
    <path d="M23 54 Q 27 56 30 54" stroke="#8A2A00" stroke-width="1.5" fill="none" stroke-linecap="round"/>
    <circle cx="14" cy="30" r="4" fill="none" stroke="#FFFFFF" stroke-width="1.5" opacity="0.8"/>
    <circle cx="20" cy="18" r="2.5" fill="none" stroke="#FFFFFF" stroke-width="1.2" opacity="0.7"/>
  </g>`;
}

function football(c: GlyphColors): string {
  const patch = (x: number, y: number, s: number, rot: number) =>
    `<polygon points="0,-10 9.5,-3.1 5.9,8.1 -5.9,8.1 -9.5,-3.1" transform="translate(${x} ${y}) rotate(${rot}) scale(${s})" fill="#15151F"/>`;
  return `<g>
    <path d="M2 40 H22 M0 52 H18 M6 64 H24" stroke="${c.light}" stroke-width="3" stroke-linecap="round" opacity="0.75"/>
    <clipPath id="ball"><circle cx="56" cy="50" r="36"/></clipPath>
    <circle cx="56" cy="50" r="36" fill="url(#silver)"/>
    <g clip-path="url(#ball)">
      ${patch(56, 50, 1.25, 0)}
      ${patch(56, 18, 1.1, 36)}${patch(86, 40, 1.1, 108)}${patch(76, 78, 1.1, 180)}${patch(36, 78, 1.1, 252)}${patch(26, 40, 1.1, 324)}
      <path d="M56 37.5 V28 M68 46 L77 43 M63 60 L69 69 M49 60 L43 69 M44 46 L35 43" stroke="#15151F" stroke-width="1.6"/>
    </g>
    <circle cx="56" cy="50" r="36" fill="url(#ballShine)"/>
    <circle cx="56" cy="50" r="36" fill="none" stroke="#0D0D16" stroke-opacity="0.25" stroke-width="1.5"/>
  </g>`;
}

function horse(c: GlyphColors): string {
  const holes = [
    [27, 40],
    [25, 54],
    [29, 68],
    [73, 40],
    [75, 54],
    [71, 68],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${(x ?? 0) - 2}" y="${(y ?? 0) - 3.5}" width="4" height="7" rx="1.5" fill="${c.deep}"/>`,
    )
    .join('');
  return `<g>
    <path d="M30 86 C 10 74, 12 30, 28 18 C 38 10, 62 10, 72 18 C 88 30, 90 74, 70 86" stroke="url(#gold)" stroke-width="15" fill="none" stroke-linecap="butt"/>
    <path d="M22 88 H38 M62 88 H78" stroke="url(#gold)" stroke-width="8" stroke-linecap="round"/>
    ${holes}
    <path d="M50 34 l3.5 7 7.7 1.1 -5.6 5.4 1.3 7.6 -6.9 -3.6 -6.9 3.6 1.3 -7.6 -5.6 -5.4 7.7 -1.1 Z" fill="${c.light}"/>
  </g>`;
}

function lottery(c: GlyphColors, r: () => number): string {
  const colors = ['#E0182D', '#1F6FEB', '#F2A900', '#14965A', '#8B3DFF', '#FF6A00'];
  const ball = (x: number, y: number, rad: number, i: number) => {
    const color = colors[(i + Math.floor(r() * colors.length)) % colors.length] ?? '#E0182D';
    // A star on the ball's white disc, where a lottery ball carries its number.
    return `<g transform="translate(${x} ${y})">
      <circle r="${rad}" fill="${color}"/>
      <circle r="${rad * 0.55}" fill="#FFFFFF"/>
      <path d="${STAR}" transform="scale(${(rad * 0.042).toFixed(3)})" fill="${color}"/>
      <circle r="${rad}" fill="url(#ballShine)"/>
    </g>`;
  };
  return `<g>
    <path d="M14 80 Q 50 96 86 80" stroke="${c.light}" stroke-width="2" fill="none" opacity="0.6"/>
    ${ball(30, 62, 17, 0)}${ball(70, 62, 17, 1)}${ball(50, 34, 19, 2)}${ball(84, 28, 9, 3)}${ball(14, 36, 8, 4)}
  </g>`;
}

function mahjong(c: GlyphColors): string {
  const ring = (x: number, y: number, rad: number, color: string) =>
    `<circle cx="${x}" cy="${y}" r="${rad}" fill="none" stroke="${color}" stroke-width="2.4"/><circle cx="${x}" cy="${y}" r="${rad * 0.45}" fill="${color}"/>`;
  return `<g>
    <g transform="translate(50 50) rotate(-6)">
      <rect x="-27" y="-34" width="54" height="74" rx="8" fill="#1E8A5E"/>
      <rect x="-27" y="-38" width="54" height="72" rx="8" fill="#FFF9EA"/>
      <rect x="-22" y="-33" width="44" height="62" rx="5" fill="none" stroke="#E9DFC3" stroke-width="1.5"/>
      ${ring(-11, -20, 7, '#1F5FBF')}${ring(11, -20, 7, '#14965A')}${ring(0, -2, 8, '#E0182D')}${ring(-11, 16, 7, '#14965A')}${ring(11, 16, 7, '#1F5FBF')}
    </g>
    <circle cx="86" cy="22" r="6" fill="${c.light}" opacity="0.9"/>
  </g>`;
}

function pachinko(c: GlyphColors, r: () => number): string {
  let pins = '';
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col <= row + 2; col++) {
      const x = 50 + (col - (row + 2) / 2) * 11;
      const y = 22 + row * 10;
      pins += `<circle cx="${x}" cy="${y}" r="1.8" fill="url(#gold)"/>`;
    }
  }
  const ballX = 36 + r() * 28;
  return `<g>
    <path d="M10 92 V44 A40 40 0 0 1 90 44 V92 Z" fill="${c.deep}" stroke="url(#gold)" stroke-width="4"/>
    <path d="M18 92 V46 A32 32 0 0 1 82 46 V92" fill="none" stroke="${c.vivid}" stroke-width="1.5" opacity="0.8"/>
    ${pins}
    <path d="M${ballX} 14 Q ${ballX - 8} 40 ${ballX + 4} 60 T ${ballX - 2} 86" stroke="#FFFFFF" stroke-width="1.2" stroke-dasharray="2 3" fill="none" opacity="0.7"/>
    <circle cx="${ballX + 4}" cy="60" r="5" fill="url(#silver)"/><circle cx="${ballX + 4}" cy="60" r="5" fill="url(#ballShine)"/>
    <circle cx="${ballX - 2}" cy="84" r="5" fill="url(#silver)"/><circle cx="${ballX - 2}" cy="84" r="5" fill="url(#ballShine)"/>
    <rect x="40" y="84" width="20" height="8" rx="2" fill="${c.light}"/>
  </g>`;
}

function esport(c: GlyphColors): string {
  return `<g>
    <path d="M58 6 L38 48 H52 L44 94 L70 42 H56 Z" fill="${c.light}" opacity="0.35"/>
    <path d="M28 30 H72 C 86 30, 94 44, 96 62 C 98 78, 86 84, 78 74 L 70 64 H30 L22 74 C 14 84, 2 78, 4 62 C 6 44, 14 30, 28 30 Z" fill="url(#accentFill)" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="1.5"/>
    <path d="M22 42 V56 M15 49 H29" stroke="${c.deep}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="72" cy="43" r="4" fill="#14965A"/><circle cx="80" cy="50" r="4" fill="#E0182D"/>
    <circle cx="64" cy="50" r="4" fill="#1F6FEB"/><circle cx="72" cy="57" r="4" fill="#F2A900"/>
    <circle cx="40" cy="56" r="5" fill="${c.deep}"/><circle cx="58" cy="62" r="5" fill="${c.deep}" opacity="0.8"/>
  </g>`;
}

/** Draws the glyph of a kind in the 100×100 box. */
export function drawGlyph(kind: ArtworkKind, colors: GlyphColors, random: () => number): string {
  // The glyph stands on a soft shadow. A gradient rather than an SVG drop-shadow filter: a
  // filter makes the browser rasterise every picture off-screen on the main thread, which a
  // scrolling game list cannot afford.
  return `<ellipse cx="50" cy="92" rx="42" ry="7" fill="url(#lift)"/>${glyph(kind, colors, random)}`;
}

function glyph(kind: ArtworkKind, colors: GlyphColors, random: () => number): string {
  switch (kind) {
    case 'slots':
      return slots(colors, random);
    case 'cards':
      return cards(colors);
    case 'dice':
      return dice(colors, random);
    case 'fish':
      return `<defs><linearGradient id="fishBody" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFD15C"/><stop offset="1" stop-color="#FF6A1A"/></linearGradient></defs>${fish(colors)}`;
    case 'football':
      return football(colors);
    case 'horse':
      return horse(colors);
    case 'lottery':
      return lottery(colors, random);
    case 'mahjong':
      return mahjong(colors);
    case 'pachinko':
      return pachinko(colors, random);
    case 'esport':
      return esport(colors);
  }
}
