import { defineVariant } from '../merge.ts';
import { palette as p } from '../palette.ts';

/**
 * RETRO: bold arcade neon. Deep purple night, magenta-to-orange fills, cyan as the second
 * voice, chunky display type, hard offset shadows and square corners.
 */
export const retro = defineVariant('RETRO', {
  color: {
    bgCanvas: p.arcade[950],
    bgSurface: p.arcade[900],
    bgRaised: p.arcade[850],
    bgSunken: '#07010F',
    bgNav: p.arcade[900],
    bgHover: 'rgba(0, 229, 255, 0.08)',
    border: p.arcade[700],
    borderStrong: p.arcade[400],
    text: '#FFF7FD',
    textMuted: p.arcade[300],
    textDisabled: p.arcade[500],
    accent: p.neon.magenta,
    accentStrong: p.neon.orange,
    accentText: p.neon.magentaLight,
    onAccent: '#14001F',
    accentSoft: 'rgba(255, 46, 151, 0.16)',
    secondary: p.neon.cyan,
    onSecondary: '#001A1F',
    focusRing: p.neon.cyan,
    win: p.neon.lime,
    loss: p.neon.red,
    pending: p.neon.yellow,
    draw: p.arcade[300],
    success: p.neon.lime,
    warning: p.neon.yellow,
    danger: p.neon.red,
    onDanger: '#1A0008',
    info: p.neon.cyan,
    vip: p.neon.yellow,
    skeleton: p.arcade[800],
    skeletonShine: p.arcade[700],
  },
  gradient: {
    accent: { angle: 100, from: p.neon.magenta, to: p.neon.orange },
    hero: { angle: 160, from: '#3A0F6B', to: p.arcade[950] },
    surface: { angle: 180, from: 'rgba(0, 229, 255, 0.05)', to: 'rgba(255, 46, 151, 0.03)' },
  },
  radius: { sm: '2px', md: '4px', lg: '6px', xl: '8px' },
  borderWidth: { control: '2px', focus: '3px' },
  font: {
    family: {
      body: "'Space Grotesk Variable', 'Space Grotesk', system-ui, -apple-system, 'Segoe UI', sans-serif",
      display: "Bungee, 'Arial Black', Impact, system-ui, sans-serif",
    },
    weight: { medium: 600, bold: 700, heavy: 800 },
    letterSpacing: { display: '0.02em', caps: '0.08em' },
    controlCase: 'uppercase',
  },
  shadow: {
    sm: '2px 2px 0 #000000',
    md: '4px 4px 0 #000000',
    lg: '6px 6px 0 #000000, 0 0 32px rgba(255, 46, 151, 0.25)',
    glow: '0 0 0 2px rgba(0, 229, 255, 0.7), 0 0 18px rgba(0, 229, 255, 0.45)',
  },
  motion: {
    duration: { fast: 100, normal: 160, slow: 280 },
    easing: { emphasized: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
  },
  brand: { festival: 'firework' },
});
