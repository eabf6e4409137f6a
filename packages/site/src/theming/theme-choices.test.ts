import { themeNames, themes } from '@lobby/tokens/themes';
import { describe, expect, it } from 'vitest';
import { themeChoices } from './theme-choices.ts';

describe('themeChoices', () => {
  it('offers every named theme, in the spec order', () => {
    expect(themeChoices.names).toEqual(themeNames);
  });

  it('loads each theme by its name', async () => {
    for (const name of themeChoices.names) {
      expect(await themeChoices.load(name)).toEqual(themes[name]);
    }
  });
});
