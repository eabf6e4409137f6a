/**
 * The web fonts a theme asks for: the first family of its body and display stacks, unless the
 * system provides it. Shells import these at build time (create-brand writes the imports) and
 * the theme selector loads them when it previews a theme, so both read one rule.
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
