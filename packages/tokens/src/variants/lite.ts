import { systemFontStack } from '../base.ts';
import { defineVariant } from '../merge.ts';
import { palette as p } from '../palette.ts';

/**
 * LITE: light, minimal and fast. System fonts (nothing to download), flat surfaces, hairline
 * borders, short motion, one clear blue, and no floating extras.
 */
export const lite = defineVariant('LITE', {
  colorScheme: 'light',
  color: {
    bgCanvas: p.slate[100],
    bgSurface: p.slate[0],
    bgRaised: p.slate[0],
    bgSunken: p.slate[50],
    bgOverlay: 'rgba(15, 23, 42, 0.45)',
    bgHover: 'rgba(15, 23, 42, 0.05)',
    bgNav: p.slate[0],
    border: p.slate[200],
    borderStrong: p.slate[400],
    text: p.slate[900],
    textMuted: p.slate[600],
    textDisabled: p.slate[400],
    accent: p.azure[600],
    accentStrong: p.azure[700],
    accentText: p.azure[700],
    onAccent: p.white,
    accentSoft: p.azure[100],
    secondary: p.slate[150],
    onSecondary: p.slate[900],
    focusRing: p.azure[600],
    win: p.resultLight.win,
    loss: p.resultLight.loss,
    pending: p.resultLight.pending,
    draw: p.resultLight.draw,
    success: p.resultLight.win,
    warning: p.resultLight.pending,
    danger: p.resultLight.danger,
    onDanger: p.resultLight.onDanger,
    info: p.resultLight.info,
    vip: '#8A5A00',
    skeleton: p.slate[150],
    skeletonShine: p.slate[50],
  },
  gradient: {
    accent: { angle: 180, from: p.azure[600], to: p.azure[700] },
    hero: { angle: 135, from: '#EAF1FF', to: p.slate[0] },
    surface: { angle: 180, from: 'rgba(255, 255, 255, 0)', to: 'rgba(255, 255, 255, 0)' },
  },
  radius: { sm: '4px', md: '6px', lg: '10px', xl: '14px' },
  font: {
    family: { body: systemFontStack, display: systemFontStack },
    letterSpacing: { display: '-0.01em' },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 2px 8px rgba(16, 24, 40, 0.08)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.14)',
    glow: '0 0 0 3px rgba(37, 99, 235, 0.2)',
  },
  motion: { duration: { instant: 50, fast: 90, normal: 140, slow: 200 } },
  brand: { festival: 'none', floatingContact: false },
});
