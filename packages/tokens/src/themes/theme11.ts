import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { diamond } from '../variants/diamond.ts';

/** THEME11: DIAMOND in rose gold with rounder corners. */
export const theme: Theme = createTheme('THEME11', diamond, {
  accent: {
    accent: p.roseGold[500],
    accentStrong: p.roseGold[600],
    accentText: p.roseGold[400],
    onAccent: '#1F0C08',
    accentSoft: 'rgba(224, 161, 147, 0.14)',
  },
  radius: 'round',
  logo: { wordmark: 'THEME11' },
  festival: 'firework',
});
