import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { lite } from '../variants/lite.ts';

/** HELO8: the light, fast LITE variant in berry pink with a rounded geometric face. */
export const theme: Theme = createTheme('HELO8', lite, {
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
