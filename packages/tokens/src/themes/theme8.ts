import { createTheme } from '../merge.ts';
import type { Theme } from '../types.ts';
import { classy } from '../variants/classy.ts';

/** THEME8: the CLASSY variant as designed, squared off. */
export const theme: Theme = createTheme('THEME8', classy, {
  radius: 'sharp',
  logo: { wordmark: 'THEME8' },
});
