/**
 * The palette: every raw colour Lobby's themes are made of, in named ramps.
 *
 * Only variants and brand themes read the palette; components read the semantic groups in
 * `ThemeTokens`. Keeping raw colours here means a new theme is mostly a choice of ramps.
 */
export const palette = {
  /** Blue-black neutrals for dark themes (DIAMOND, base). */
  onyx: {
    950: '#07080C',
    900: '#0B0C12',
    850: '#11131B',
    800: '#171A24',
    750: '#1D2130',
    700: '#262B3C',
    600: '#343A50',
    500: '#4A516B',
    400: '#6E7591',
    300: '#9AA0B8',
    200: '#C4C8D8',
    100: '#E6E8F0',
  },
  /** Warm metallic gold (DIAMOND). */
  gold: {
    700: '#7A5719',
    600: '#A97A26',
    500: '#D4A443',
    400: '#E6BD62',
    300: '#F2D58E',
    200: '#F8E7BE',
    100: '#FDF6E4',
  },
  /** Rose gold (DIAMOND brand alternative). */
  roseGold: { 600: '#B9776A', 500: '#E0A193', 400: '#F0BFB3', 300: '#F8D9D0' },
  /** Deep arcade purples (RETRO). */
  arcade: {
    950: '#0A0118',
    900: '#10042A',
    850: '#170839',
    800: '#1F0D4A',
    700: '#2C1566',
    600: '#40238A',
    500: '#6A4CC2',
    400: '#9A82E0',
    300: '#C6B8F2',
    100: '#F4F0FF',
  },
  /** Neon signals (RETRO). */
  neon: {
    magenta: '#FF2E97',
    magentaLight: '#FF6BB5',
    orange: '#FF9E2C',
    cyan: '#00E5FF',
    lime: '#7CFF4F',
    yellow: '#FFE14D',
    red: '#FF5470',
  },
  /** Cool greys for light themes (LITE). */
  slate: {
    950: '#0B1220',
    900: '#111827',
    800: '#1F2937',
    700: '#374151',
    600: '#4B5563',
    500: '#6B7280',
    400: '#7A8293',
    300: '#C9CED8',
    200: '#E2E5EB',
    150: '#ECEEF2',
    100: '#F3F4F7',
    50: '#F8F9FB',
    0: '#FFFFFF',
  },
  /** Clear blues (LITE accent). */
  azure: { 800: '#1E40AF', 700: '#1D4ED8', 600: '#2563EB', 500: '#3B82F6', 100: '#E6EEFE' },
  /** Casino-felt greens (CLASSY). */
  felt: {
    950: '#06100C',
    900: '#0A1712',
    850: '#0E1F18',
    800: '#132820',
    700: '#1B372C',
    600: '#2A4C3F',
    500: '#4F7366',
    400: '#7E9D91',
    300: '#B0C6BC',
  },
  /** Champagne, ivory and burgundy (CLASSY). */
  champagne: {
    600: '#A88A4F',
    500: '#CDAE72',
    400: '#DEC592',
    300: '#EBDDBB',
    ivory: '#F4EDE0',
    parchment: '#BDB4A0',
    burgundy: '#7D2233',
  },
  /** Lavender neutrals (SOFT-SLEEK). */
  lavender: {
    950: '#1E1A33',
    800: '#3A3357',
    600: '#5B5478',
    400: '#7C749B',
    300: '#C9C2E0',
    200: '#E3DEF2',
    150: '#EDE9F7',
    100: '#F4F1FB',
    0: '#FFFFFF',
  },
  /** Soft violet and berry (SOFT-SLEEK). */
  violet: { 800: '#5B21B6', 700: '#6D28D9', 600: '#7C3AED', 500: '#8B5CF6', 100: '#EFE7FE' },
  berry: { 700: '#BE185D', 600: '#C2185B', 500: '#DB2777', 100: '#FCE7F1' },
  /** Graphite neutrals (PRO-SLEEK). */
  graphite: {
    950: '#080B0F',
    900: '#0C1015',
    850: '#10161D',
    800: '#151C25',
    750: '#1B2430',
    700: '#243040',
    600: '#344357',
    500: '#5E6E86',
    400: '#7B889C',
    300: '#A3AEBF',
    200: '#CBD3DE',
    100: '#E9EEF4',
  },
  /** Electric signals (PRO-SLEEK accents). */
  signal: {
    green: '#2BDB86',
    greenDeep: '#19B36A',
    blue: '#36B9FF',
    blueDeep: '#1996E0',
    orange: '#FF8A2B',
    orangeDeep: '#F06A0A',
    amber: '#FFB527',
    amberDeep: '#E89B0C',
  },
  /** Result colours tuned for dark backgrounds. */
  resultDark: {
    win: '#4ADE80',
    loss: '#FF7A7A',
    pending: '#FBBF24',
    draw: '#A5B4FC',
    info: '#7CC4FF',
    danger: '#FF6B6B',
    onDanger: '#1A0505',
  },
  /** Result colours tuned for light backgrounds. */
  resultLight: {
    win: '#157A3B',
    loss: '#B42318',
    pending: '#935F00',
    draw: '#4338CA',
    info: '#1F5FBF',
    danger: '#B42318',
    onDanger: '#FFFFFF',
  },
  /** Pure ends. */
  white: '#FFFFFF',
  black: '#000000',
} as const;

/** The palette's shape, for helpers that pick ramps. */
export type Palette = typeof palette;
