import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { lite } from '../variants/lite.ts';

/** THEME12: LITE with a violet accent. */
export const theme: Theme = createTheme('THEME12', lite, {
  accent: {
    accent: p.violet[700],
    accentStrong: p.violet[800],
    accentText: p.violet[700],
    onAccent: p.white,
    accentSoft: p.violet[100],
  },
  logo: { wordmark: 'THEME12' },
});
