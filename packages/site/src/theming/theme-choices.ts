/**
 * `@lobby/site/theme-choices`: every theme for the non-production theme selector (spec §1), one
 * dynamic import each. A shell imports this module only outside production
 * (`import.meta.env.PROD ? undefined : await import(...)`), so its production bundle holds no
 * other theme.
 */
import { webFontFamilies } from '@lobby/tokens';
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

/**
 * Each web font family a theme may name, as the style sheets that bring it (`FONT_SHEETS` of
 * `@lobby/tokens`, written out as literal imports for the bundler; a test holds them equal): a
 * previewed theme's fonts load with it, since the shell bundles only its own.
 */
export const fontSheets: Readonly<Record<string, () => Promise<unknown>>> = {
  'Nunito Variable': () => import('@fontsource-variable/nunito/wght.css'),
  'Outfit Variable': () => import('@fontsource-variable/outfit/wght.css'),
  'Playfair Display Variable': () => import('@fontsource-variable/playfair-display/wght.css'),
  'Space Grotesk Variable': () => import('@fontsource-variable/space-grotesk/wght.css'),
  'Barlow Condensed': () =>
    Promise.all([
      import('@fontsource/barlow-condensed/600.css'),
      import('@fontsource/barlow-condensed/700.css'),
    ]),
  Bungee: () => import('@fontsource/bungee/400.css'),
  Cinzel: () =>
    Promise.all([import('@fontsource/cinzel/600.css'), import('@fontsource/cinzel/700.css')]),
};

/** The selector's choices: a theme loads with its web fonts. */
export const themeChoices: ThemeChoices = {
  names: Object.keys(loaders) as ThemeName[],
  load: async (name) => {
    const { theme } = await loaders[name]();
    await Promise.all(webFontFamilies(theme).map((family) => fontSheets[family]?.()));
    return theme;
  },
};
