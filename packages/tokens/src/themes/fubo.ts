import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { retro } from '../variants/retro.ts';

/** FUBO: the RETRO arcade variant in stadium orange for a sports-first brand. */
export const theme: Theme = createTheme('FUBO', retro, {
  accent: {
    accent: p.signal.orange,
    accentStrong: p.signal.orangeDeep,
    accentText: p.signal.orange,
    onAccent: '#1A0A00',
    accentSoft: 'rgba(255, 138, 43, 0.14)',
  },
  logo: { wordmark: 'fubo' },
  festival: 'firework',
});
