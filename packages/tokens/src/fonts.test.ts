import { describe, expect, it } from 'vitest';
import { webFontFamilies } from './fonts.ts';
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
