import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { proSleek } from '../variants/pro-sleek.ts';

/** THEME10: PRO-SLEEK in amber. */
export const theme: Theme = createTheme('THEME10', proSleek, {
  accent: {
    accent: p.signal.amber,
    accentStrong: p.signal.amberDeep,
    accentText: p.signal.amber,
    onAccent: '#1A1000',
    accentSoft: 'rgba(255, 181, 39, 0.14)',
  },
  radius: 'standard',
  logo: { wordmark: 'THEME10' },
});
