import { screenVariantOf } from '@lobby/site';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.config.ts';
import shell from './brand.json' with { type: 'json' };

describe('nexbet brand config', () => {
  it('names the nexbet brand and fixes the NEXBET theme', () => {
    expect(brand.id).toBe('nexbet');
    // The bundled theme is the one the registry names.
    expect(brand.theme.name).toBe(shell.theme);
    expect(brand.theme.name).toBe('NEXBET');
  });
  it('shows the DIAMOND screen family', () => {
    expect(screenVariantOf[brand.theme.variant]).toBe('DIAMOND');
  });
});
