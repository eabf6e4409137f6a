import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { classy } from '../variants/classy.ts';

/** BWC88: CLASSY with bright imperial gold for a lucky-number brand. */
export const theme: Theme = createTheme('BWC88', classy, {
  accent: {
    accent: p.gold[400],
    accentStrong: p.gold[600],
    accentText: p.gold[300],
    onAccent: '#1B1305',
    accentSoft: 'rgba(230, 189, 98, 0.14)',
  },
  logo: { wordmark: 'BWC88' },
  festival: 'firework',
});
