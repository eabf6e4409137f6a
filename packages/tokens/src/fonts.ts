/**
 * The web fonts a theme asks for: the first family of its body and display stacks, unless the
 * system provides it, and the style sheets that bring each. A shell's build imports its theme's
 * sheets (`@lobby/vite-config` writes the imports from `brand.json`'s theme, so a theme change
 * carries its fonts) and the theme selector loads them when it previews a theme, so both read
 * one rule and one table.
 */
import type { Theme } from './types.ts';

/** Families the system provides: nothing to download for them. */
const SYSTEM_FONTS = new Set(['system-ui', '-apple-system', 'arial', 'georgia', 'helvetica']);

/** The downloadable families `theme` names first for its body and display text, in that order. */
export function webFontFamilies(theme: Theme): string[] {
  const found = new Set<string>();
  for (const stack of [theme.font.family.body, theme.font.family.display]) {
    const first = stack
      .replace(/,.*$/s, '')
      .trim()
      .replace(/^['"]|['"]$/g, '');
    if (first && !SYSTEM_FONTS.has(first.toLowerCase())) found.add(first);
  }
  return [...found];
}

/**
 * Each web font family a theme may name, as the fontsource style sheets that bring it (the
 * weights the themes use). `@lobby/site` depends on every package named here; its theme
 * selector's loaders (`theme-choices.ts`) import the same sheets, which a test holds equal.
 */
export const FONT_SHEETS: Readonly<Record<string, readonly string[]>> = {
  'Nunito Variable': ['@fontsource-variable/nunito/wght.css'],
  'Outfit Variable': ['@fontsource-variable/outfit/wght.css'],
  'Playfair Display Variable': ['@fontsource-variable/playfair-display/wght.css'],
  'Space Grotesk Variable': ['@fontsource-variable/space-grotesk/wght.css'],
  'Barlow Condensed': [
    '@fontsource/barlow-condensed/600.css',
    '@fontsource/barlow-condensed/700.css',
  ],
  Bungee: ['@fontsource/bungee/400.css'],
  Cinzel: ['@fontsource/cinzel/600.css', '@fontsource/cinzel/700.css'],
};

/**
 * The style sheets of `theme`'s web fonts, body first; throws for a family {@link FONT_SHEETS}
 * lacks, so a new theme's font cannot be left out of a build unnoticed.
 */
export function fontSheetsOf(theme: Theme): string[] {
  return webFontFamilies(theme).flatMap((family) => {
    const sheets = FONT_SHEETS[family];
    if (!sheets)
      throw new Error(
        `The theme ${theme.name} names the font "${family}", which FONT_SHEETS (@lobby/tokens fonts.ts) lacks: add its fontsource sheets there and the package to @lobby/site`,
      );
    return [...sheets];
  });
}
