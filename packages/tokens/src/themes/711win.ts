import { createTheme } from '../merge.ts';
import { palette as p } from '../palette.ts';
import type { Theme } from '../types.ts';
import { retro } from '../variants/retro.ts';

/** 711WIN: RETRO with a lucky lime accent. */
export const theme: Theme = createTheme('711WIN', retro, {
  accent: {
    accent: p.neon.lime,
    accentStrong: '#2FD16B',
    accentText: p.neon.lime,
    onAccent: '#061400',
    accentSoft: 'rgba(124, 255, 79, 0.14)',
  },
  logo: { wordmark: '711WIN' },
  festival: 'firework',
});
