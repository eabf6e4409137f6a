import { describe, expect, it } from 'vitest';
import { FONT_SHEETS, fontSheetsOf, webFontFamilies } from './fonts.ts';
import { themes } from './themes/index.ts';

describe('webFontFamilies', () => {
  it('names the first family of the body and display stacks, once each', () => {
    expect(webFontFamilies(themes.NEXBET)).toEqual(['Outfit Variable']);
    expect(webFontFamilies(themes.FUBO)).toEqual(['Space Grotesk Variable', 'Bungee']);
    expect(webFontFamilies(themes.HELO8)).toEqual(['Outfit Variable']);
  });

  it('leaves out what the system provides', () => {
    expect(webFontFamilies(themes.LITE)).toEqual([]);
    const serif = {
      ...themes.THEME8,
      font: {
        ...themes.THEME8.font,
        family: {
          ...themes.THEME8.font.family,
          body: 'Georgia, serif',
          display: "'Cinzel', serif",
        },
      },
    };
    expect(webFontFamilies(serif)).toEqual(['Cinzel']);
    const unset = { ...serif, font: { ...serif.font, family: { ...serif.font.family, body: '' } } };
    expect(webFontFamilies(unset)).toEqual(['Cinzel']);
  });
});

describe('fontSheetsOf', () => {
  it("gives each theme's families as their style sheets, body first", () => {
    expect(fontSheetsOf(themes.NEXBET)).toEqual(['@fontsource-variable/outfit/wght.css']);
    expect(fontSheetsOf(themes.FUBO)).toEqual([
      '@fontsource-variable/space-grotesk/wght.css',
      '@fontsource/bungee/400.css',
    ]);
    expect(fontSheetsOf(themes.LITE)).toEqual([]);
  });

  it('has sheets for every family a theme names, and refuses a family it lacks', () => {
    for (const theme of Object.values(themes))
      for (const family of webFontFamilies(theme))
        expect(FONT_SHEETS[family], family).toBeDefined();
    const odd = {
      ...themes.LITE,
      font: { ...themes.LITE.font, family: { ...themes.LITE.font.family, body: 'Comic Neue' } },
    };
    expect(() => fontSheetsOf(odd)).toThrow(/"Comic Neue".*FONT_SHEETS/);
  });
});
