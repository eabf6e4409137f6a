import { createTheme } from '../merge.ts';
import type { Theme } from '../types.ts';
import { lite } from '../variants/lite.ts';

/** LITE: the light, minimal and fast variant as designed. */
export const theme: Theme = createTheme('LITE', lite, { logo: { wordmark: 'LITE' } });
