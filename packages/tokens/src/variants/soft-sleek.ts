import { defineVariant } from '../merge.ts';
import { palette as p } from '../palette.ts';

/**
 * SOFT-SLEEK: light and friendly. Lavender mist, generous rounded corners, violet-to-berry
 * fills and soft, tinted shadows that make tiles feel like they float.
 */
export const softSleek = defineVariant('SOFT-SLEEK', {
  colorScheme: 'light',
  color: {
    bgCanvas: p.lavender[100],
    bgSurface: p.lavender[0],
    bgRaised: p.lavender[0],
    bgSunken: p.lavender[150],
    bgOverlay: 'rgba(30, 26, 51, 0.42)',
    bgHover: 'rgba(109, 40, 217, 0.06)',
    bgNav: 'rgba(255, 255, 255, 0.94)',
    border: p.lavender[200],
    borderStrong: p.lavender[400],
    text: p.lavender[950],
    textMuted: p.lavender[600],
    textDisabled: p.lavender[400],
    accent: p.violet[700],
    accentStrong: p.berry[700],
    accentText: p.violet[700],
    onAccent: p.white,
    accentSoft: p.violet[100],
    secondary: p.berry[100],
    onSecondary: p.berry[700],
    focusRing: p.violet[600],
    win: p.resultLight.win,
    loss: p.resultLight.loss,
    pending: p.resultLight.pending,
    draw: p.resultLight.draw,
    success: p.resultLight.win,
    warning: p.resultLight.pending,
    danger: p.resultLight.danger,
    onDanger: p.resultLight.onDanger,
    info: p.resultLight.info,
    vip: '#8A4B00',
    skeleton: p.lavender[150],
    skeletonShine: p.lavender[0],
  },
  gradient: {
    accent: { angle: 120, from: p.violet[700], to: p.berry[700] },
    hero: { angle: 135, from: '#EDE4FF', to: '#FFE8F3' },
    surface: { angle: 180, from: 'rgba(139, 92, 246, 0.04)', to: 'rgba(139, 92, 246, 0)' },
  },
  radius: { sm: '8px', md: '14px', lg: '20px', xl: '28px' },
  font: {
    family: {
      body: "'Nunito Variable', Nunito, system-ui, -apple-system, 'Segoe UI', sans-serif",
      display: "'Nunito Variable', Nunito, system-ui, -apple-system, 'Segoe UI', sans-serif",
    },
    weight: { medium: 600, bold: 800, heavy: 900 },
  },
  shadow: {
    sm: '0 2px 6px rgba(91, 33, 182, 0.08)',
    md: '0 10px 30px rgba(91, 33, 182, 0.12)',
    lg: '0 24px 60px rgba(91, 33, 182, 0.18)',
    glow: '0 0 0 4px rgba(124, 58, 237, 0.18)',
  },
  motion: { easing: { emphasized: 'cubic-bezier(0.34, 1.4, 0.64, 1)' } },
  brand: { festival: 'snow' },
});
