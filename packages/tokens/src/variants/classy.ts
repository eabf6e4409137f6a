import { defineVariant } from '../merge.ts';
import { palette as p } from '../palette.ts';

/**
 * CLASSY: a private card room. Deep felt green, ivory type, champagne brass and a burgundy
 * second voice, with a high-contrast serif and restrained, tight corners.
 */
export const classy = defineVariant('CLASSY', {
  color: {
    bgCanvas: p.felt[950],
    bgSurface: p.felt[900],
    bgRaised: p.felt[850],
    bgSunken: '#040C09',
    bgNav: p.felt[900],
    bgHover: 'rgba(222, 197, 146, 0.07)',
    border: p.felt[700],
    borderStrong: p.felt[500],
    text: p.champagne.ivory,
    textMuted: p.champagne.parchment,
    textDisabled: p.felt[500],
    accent: p.champagne[500],
    accentStrong: p.champagne[600],
    accentText: p.champagne[400],
    onAccent: '#1A1408',
    accentSoft: 'rgba(205, 174, 114, 0.14)',
    secondary: p.champagne.burgundy,
    onSecondary: p.champagne.ivory,
    focusRing: p.champagne[400],
    vip: p.champagne[400],
    skeleton: p.felt[800],
    skeletonShine: p.felt[700],
  },
  gradient: {
    accent: { angle: 135, from: p.champagne[400], to: p.champagne[600] },
    hero: { angle: 160, from: p.felt[700], to: p.felt[950] },
    surface: { angle: 180, from: 'rgba(222, 197, 146, 0.05)', to: 'rgba(222, 197, 146, 0)' },
  },
  radius: { sm: '2px', md: '4px', lg: '6px', xl: '10px' },
  font: {
    family: {
      display: "'Playfair Display Variable', 'Playfair Display', Georgia, 'Times New Roman', serif",
    },
    letterSpacing: { display: '0.01em', caps: '0.14em' },
    controlCase: 'uppercase',
  },
  shadow: {
    md: '0 10px 28px rgba(0, 0, 0, 0.5)',
    lg: '0 28px 60px rgba(0, 0, 0, 0.6)',
    glow: '0 0 0 1px rgba(222, 197, 146, 0.5), 0 6px 22px rgba(222, 197, 146, 0.18)',
  },
  motion: { duration: { fast: 160, normal: 260, slow: 420 } },
  brand: { festival: 'snow' },
});
