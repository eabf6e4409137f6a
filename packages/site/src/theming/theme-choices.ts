/**
 * `@lobby/site/theme-choices`: every theme for the non-production theme selector (spec §1), one
 * dynamic import each. A shell imports this module only outside production
 * (`import.meta.env.PROD ? undefined : await import(...)`), so its production bundle holds no
 * other theme.
 */
import type { Theme, ThemeName } from '@lobby/tokens';
import type { ThemeChoices } from '../brand.ts';

const loaders: Readonly<Record<ThemeName, () => Promise<{ theme: Theme }>>> = {
  DIAMOND: () => import('@lobby/tokens/themes/diamond'),
  REG: () => import('@lobby/tokens/themes/reg'),
  NEXBET: () => import('@lobby/tokens/themes/nexbet'),
  FUBO: () => import('@lobby/tokens/themes/fubo'),
  HELO8: () => import('@lobby/tokens/themes/helo8'),
  BWC88: () => import('@lobby/tokens/themes/bwc88'),
  '711WIN': () => import('@lobby/tokens/themes/711win'),
  THEME8: () => import('@lobby/tokens/themes/theme8'),
  THEME9: () => import('@lobby/tokens/themes/theme9'),
  THEME10: () => import('@lobby/tokens/themes/theme10'),
  THEME11: () => import('@lobby/tokens/themes/theme11'),
  THEME12: () => import('@lobby/tokens/themes/theme12'),
  LITE: () => import('@lobby/tokens/themes/lite'),
};

/** The selector's choices. */
export const themeChoices: ThemeChoices = {
  names: Object.keys(loaders) as ThemeName[],
  load: async (name) => (await loaders[name]()).theme,
};
