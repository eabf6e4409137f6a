/**
 * Every named theme in one map: for Storybook, the non-production theme selector and tests.
 * A brand build imports only its own theme (`@lobby/tokens/themes/<name>`) instead.
 */
import type { Theme, ThemeName, VariantName } from '../types.ts';
import { theme as win711 } from './711win.ts';
import { theme as bwc88 } from './bwc88.ts';
import { theme as diamond } from './diamond.ts';
import { theme as fubo } from './fubo.ts';
import { theme as helo8 } from './helo8.ts';
import { theme as lite } from './lite.ts';
import { theme as nexbet } from './nexbet.ts';
import { theme as reg } from './reg.ts';
import { theme as theme10 } from './theme10.ts';
import { theme as theme11 } from './theme11.ts';
import { theme as theme12 } from './theme12.ts';
import { theme as theme8 } from './theme8.ts';
import { theme as theme9 } from './theme9.ts';

/** Every named theme, keyed by its name, in the spec's order. */
export const themes: Readonly<Record<ThemeName, Theme>> = {
  DIAMOND: diamond,
  REG: reg,
  NEXBET: nexbet,
  FUBO: fubo,
  HELO8: helo8,
  BWC88: bwc88,
  '711WIN': win711,
  THEME8: theme8,
  THEME9: theme9,
  THEME10: theme10,
  THEME11: theme11,
  THEME12: theme12,
  LITE: lite,
};

/** Theme names in the spec's order (DIAMOND first: it is the default). */
export const themeNames = Object.keys(themes) as ThemeName[];

/** The theme used when none is chosen. */
export const defaultThemeName: ThemeName = 'DIAMOND';

/** The theme that shows each variant as designed, for side-by-side ("stacked") views. */
export const variantShowcase: Readonly<Record<VariantName, ThemeName>> = {
  DIAMOND: 'DIAMOND',
  RETRO: 'REG',
  LITE: 'LITE',
  CLASSY: 'THEME8',
  'SOFT-SLEEK': 'THEME9',
  'PRO-SLEEK': 'NEXBET',
};

/**
 * Looks a theme up by a name that came from outside (a saved choice, a query string).
 * Unknown or missing names fall back to the default rather than breaking the page.
 */
export function getTheme(name: string | null | undefined): Theme {
  const key = (name ?? '').toUpperCase();
  return Object.hasOwn(themes, key) ? themes[key as ThemeName] : themes[defaultThemeName];
}

/** Whether a string names a theme (to validate a stored choice before using it). */
export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && Object.hasOwn(themes, name);
}
