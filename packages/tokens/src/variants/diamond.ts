import { defineVariant } from '../merge.ts';
import { palette as p } from '../palette.ts';

/**
 * DIAMOND, the default: a luxurious near-black with metallic gold, engraved serif headings
 * and a soft golden glow on what matters.
 */
export const diamond = defineVariant('DIAMOND', {
  color: {
    bgCanvas: p.onyx[950],
    bgSurface: p.onyx[850],
    bgRaised: p.onyx[800],
    bgSunken: p.onyx[900],
    bgNav: 'rgba(11, 12, 18, 0.92)',
    bgHover: 'rgba(242, 213, 142, 0.07)',
    border: '#2A2618',
    borderStrong: '#8A7A52',
    text: '#F6F1E4',
    textMuted: '#B5AE9B',
    textDisabled: '#6B6656',
    accent: p.gold[400],
    accentStrong: p.gold[600],
    accentText: p.gold[300],
    onAccent: '#1B1305',
    accentSoft: 'rgba(230, 189, 98, 0.14)',
    secondary: '#2A2F42',
    onSecondary: p.gold[200],
    focusRing: p.gold[300],
    vip: p.gold[300],
    skeleton: p.onyx[750],
    skeletonShine: '#2B2A2A',
  },
  gradient: {
    accent: { angle: 135, from: p.gold[300], to: p.gold[600] },
    hero: { angle: 155, from: '#2A2214', to: p.onyx[950] },
    surface: { angle: 180, from: 'rgba(242, 213, 142, 0.06)', to: 'rgba(242, 213, 142, 0)' },
  },
  font: {
    family: {
      display: "Cinzel, 'Playfair Display', Georgia, 'Times New Roman', serif",
    },
    letterSpacing: { display: '0.04em', caps: '0.12em' },
    controlCase: 'uppercase',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 8px 24px rgba(0, 0, 0, 0.55), 0 0 0 1px rgba(242, 213, 142, 0.06)',
    lg: '0 24px 64px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(242, 213, 142, 0.08)',
    glow: '0 0 0 1px rgba(230, 189, 98, 0.45), 0 8px 28px rgba(230, 189, 98, 0.22)',
  },
  brand: { festival: 'snow' },
});
