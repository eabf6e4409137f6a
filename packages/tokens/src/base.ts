import { palette } from './palette.ts';
import type { ThemeTokens } from './types.ts';

const p = palette;

/**
 * The system font stack: no download, so it is also the fast fallback of every family. Body
 * text uses it unless a variant's character is its body face (RETRO, SOFT-SLEEK): a neutral web
 * UI face would cost the first screen its largest download to look like the platform's own.
 */
export const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * The complete token set every variant is laid over.
 *
 * It is a neutral dark theme in its own right, so a variant only states what makes it
 * different and a token added here reaches every theme at once.
 */
export const base: ThemeTokens = {
  colorScheme: 'dark',
  color: {
    bgCanvas: p.onyx[900],
    bgSurface: p.onyx[850],
    bgRaised: p.onyx[800],
    bgSunken: p.onyx[950],
    bgOverlay: 'rgba(4, 5, 9, 0.72)',
    bgHover: 'rgba(255, 255, 255, 0.06)',
    bgNav: p.onyx[850],
    border: p.onyx[700],
    borderStrong: p.onyx[400],
    text: p.onyx[100],
    textMuted: p.onyx[300],
    textDisabled: p.onyx[500],
    accent: p.azure[500],
    accentStrong: p.azure[600],
    accentText: '#7FB2FF',
    onAccent: p.white,
    accentSoft: 'rgba(59, 130, 246, 0.16)',
    secondary: p.onyx[700],
    onSecondary: p.onyx[100],
    focusRing: '#7FB2FF',
    win: p.resultDark.win,
    loss: p.resultDark.loss,
    pending: p.resultDark.pending,
    draw: p.resultDark.draw,
    success: p.resultDark.win,
    warning: p.resultDark.pending,
    danger: p.resultDark.danger,
    onDanger: p.resultDark.onDanger,
    info: p.resultDark.info,
    vip: p.gold[400],
    skeleton: p.onyx[750],
    skeletonShine: p.onyx[700],
  },
  gradient: {
    accent: { angle: 135, from: p.azure[500], to: p.azure[700] },
    hero: { angle: 160, from: p.onyx[750], to: p.onyx[900] },
    surface: { angle: 180, from: 'rgba(255, 255, 255, 0.04)', to: 'rgba(255, 255, 255, 0)' },
  },
  space: {
    none: '0px',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0px', sm: '4px', md: '8px', lg: '12px', xl: '18px', pill: '999px' },
  borderWidth: { hairline: '1px', control: '1px', focus: '2px' },
  font: {
    family: {
      body: systemFontStack,
      display: systemFontStack,
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      display: '2.25rem',
    },
    weight: { regular: 400, medium: 500, bold: 700, heavy: 800 },
    lineHeight: { tight: 1.2, normal: 1.45, relaxed: 1.65 },
    letterSpacing: { display: '0', caps: '0.06em', normal: '0' },
    controlCase: 'none',
  },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 6px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.55)',
    glow: '0 0 0 1px rgba(59, 130, 246, 0.4), 0 6px 20px rgba(59, 130, 246, 0.25)',
  },
  motion: {
    duration: { instant: 80, fast: 140, normal: 220, slow: 380 },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 1.3, 0.5, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  zIndex: {
    base: 0,
    raised: 10,
    sticky: 100,
    nav: 200,
    fab: 300,
    drawer: 1000,
    dialog: 1100,
    toast: 1200,
    progress: 1300,
    festival: 1400,
  },
  breakpoint: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  size: {
    controlSm: '32px',
    controlMd: '44px',
    controlLg: '52px',
    touch: '44px',
    header: '56px',
    tabBar: '64px',
    contentMax: '1200px',
  },
  brand: {
    logo: { wordmark: 'Lobby', src: '' },
    festival: 'snow',
    floatingContact: true,
  },
};
