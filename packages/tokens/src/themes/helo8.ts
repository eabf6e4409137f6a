import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { softSleek } from '../variants/soft-sleek.ts';

/** HELO8: SOFT-SLEEK in berry pink with a rounded geometric face. */
export const theme: Theme = createTheme('HELO8', softSleek, {
  accent: {
    accent: p.berry[600],
    accentStrong: p.berry[700],
    accentText: p.berry[700],
    onAccent: p.white,
    accentSoft: p.berry[100],
  },
  radius: 'round',
  fontFamily: { display: "'Outfit Variable', Outfit, system-ui, sans-serif" },
  logo: { wordmark: 'helo8' },
});
