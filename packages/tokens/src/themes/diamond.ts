import { createTheme } from '../merge.ts';
import type { Theme } from '../types.ts';
import { diamond } from '../variants/diamond.ts';

/** DIAMOND, the default theme: the DIAMOND variant as designed. */
export const theme: Theme = createTheme('DIAMOND', diamond, {
  logo: { wordmark: 'DIAMOND' },
  festival: 'snow',
});
