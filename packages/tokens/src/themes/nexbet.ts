import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { proSleek } from '../variants/pro-sleek.ts';

/** NEXBET: PRO-SLEEK with an electric-blue accent and a geometric display face. */
export const theme: Theme = createTheme('NEXBET', proSleek, {
  accent: {
    accent: p.signal.blue,
    accentStrong: p.signal.blueDeep,
    accentText: p.signal.blue,
    onAccent: '#00131F',
    accentSoft: 'rgba(54, 185, 255, 0.14)',
  },
  fontFamily: { display: "'Outfit Variable', Outfit, system-ui, sans-serif" },
  logo: { wordmark: 'nexbet' },
  festival: 'none',
});
