import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { softSleek } from '../variants/soft-sleek.ts';

/** THEME9: SOFT-SLEEK in calm teal. */
export const theme: Theme = createTheme('THEME9', softSleek, {
  accent: {
    accent: '#0F766E',
    accentStrong: '#115E59',
    accentText: '#0F766E',
    onAccent: p.white,
    accentSoft: '#E0F5F2',
  },
  logo: { wordmark: 'THEME9' },
});
