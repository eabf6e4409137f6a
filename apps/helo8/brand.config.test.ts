import { screenVariantOf } from '@lobby/site';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.config.ts';
import shell from './brand.json' with { type: 'json' };

describe('helo8 brand config', () => {
  it('names the helo8 brand and fixes the HELO8 theme', () => {
    expect(brand.id).toBe('helo8');
    // The bundled theme is the one the registry names.
    expect(brand.theme.name).toBe(shell.theme);
    expect(brand.theme.name).toBe('HELO8');
  });
  it('shows the LITE screen family', () => {
    expect(screenVariantOf[brand.theme.variant]).toBe('LITE');
  });
});
