import { createTheme } from '../merge.ts';
import type { Theme } from '../types.ts';
import { retro } from '../variants/retro.ts';

/** REG: the RETRO arcade variant with its own magenta and square corners. */
export const theme: Theme = createTheme('REG', retro, {
  logo: { wordmark: 'REG' },
  radius: 'sharp',
  festival: 'firework',
});
