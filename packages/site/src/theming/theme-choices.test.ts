import { themeNames, themes } from '@lobby/tokens/themes';
import { describe, expect, it } from 'vitest';
import { webFontFamilies } from '@lobby/tokens';
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
});
