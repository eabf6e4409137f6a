import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeNames, themes } from '@lobby/tokens/themes';
import { describe, expect, it } from 'vitest';
import { FONT_SHEETS, webFontFamilies } from '@lobby/tokens';
import { fontSheets, themeChoices } from './theme-choices.ts';

describe('themeChoices', () => {
  it('offers every named theme, in the spec order', () => {
    expect(themeChoices.names).toEqual(themeNames);
  });

  it('loads each theme by its name', async () => {
    for (const name of themeChoices.names) {
      expect(await themeChoices.load(name)).toEqual(themes[name]);
    }
  });

  it('has the style sheets of every web font a theme names', async () => {
    for (const theme of Object.values(themes))
      for (const family of webFontFamilies(theme)) {
        expect(fontSheets[family], `${theme.name}: ${family}`).toBeTypeOf('function');
        await fontSheets[family]?.();
      }
  });

  it("imports exactly the sheets of the tokens' font table, which shell builds import", () => {
    expect(Object.keys(fontSheets).sort()).toEqual(Object.keys(FONT_SHEETS).sort());
    // The source, not the functions: the test's bundler rewrites their specifiers to paths.
    const source = readFileSync(join(import.meta.dirname, 'theme-choices.ts'), 'utf8');
    const imported = [...source.matchAll(/import\('(@fontsource[^']+)'\)/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual(Object.values(FONT_SHEETS).flat().sort());
  });
});
