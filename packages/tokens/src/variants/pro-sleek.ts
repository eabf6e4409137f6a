import { defineVariant } from '../merge.ts';
import { palette as p } from '../palette.ts';

/**
 * PRO-SLEEK: the sportsbook trader's desk. Graphite, electric green, condensed display type,
 * tight corners, fast motion and dense rows that put numbers first.
 */
export const proSleek = defineVariant('PRO-SLEEK', {
  color: {
    bgCanvas: p.graphite[950],
    bgSurface: p.graphite[900],
    bgRaised: p.graphite[850],
    bgSunken: '#06080B',
    bgNav: p.graphite[900],
    bgHover: 'rgba(43, 219, 134, 0.06)',
    border: p.graphite[750],
    borderStrong: p.graphite[500],
    text: p.graphite[100],
    textMuted: p.graphite[300],
    textDisabled: p.graphite[500],
    accent: p.signal.green,
    accentStrong: p.signal.greenDeep,
    accentText: p.signal.green,
    onAccent: '#03140B',
    accentSoft: 'rgba(43, 219, 134, 0.12)',
    secondary: p.graphite[700],
    onSecondary: p.graphite[100],
    focusRing: p.signal.blue,
    info: p.signal.blue,
    skeleton: p.graphite[800],
    skeletonShine: p.graphite[750],
  },
  gradient: {
    accent: { angle: 180, from: p.signal.green, to: p.signal.greenDeep },
    hero: { angle: 120, from: p.graphite[750], to: p.graphite[950] },
    surface: { angle: 180, from: 'rgba(255, 255, 255, 0.03)', to: 'rgba(255, 255, 255, 0)' },
  },
  radius: { sm: '3px', md: '6px', lg: '8px', xl: '12px' },
  font: {
    family: {
      display: "'Barlow Condensed', 'Arial Narrow', system-ui, sans-serif",
    },
    letterSpacing: { display: '0.01em', caps: '0.08em' },
    controlCase: 'uppercase',
  },
  shadow: {
    md: '0 4px 14px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
    glow: '0 0 0 1px rgba(43, 219, 134, 0.5), 0 0 16px rgba(43, 219, 134, 0.2)',
  },
  motion: { duration: { fast: 100, normal: 160, slow: 260 } },
  size: { controlMd: '40px', controlLg: '48px' },
  brand: { festival: 'none' },
});
