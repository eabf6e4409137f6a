import { screenVariantOf } from '@lobby/site';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.config.ts';
import shell from './brand.json' with { type: 'json' };

describe('fubo brand config', () => {
  it('names the fubo brand and fixes the FUBO theme', () => {
    expect(brand.id).toBe('fubo');
    // The bundled theme is the one the registry names.
    expect(brand.theme.name).toBe(shell.theme);
    expect(brand.theme.name).toBe('FUBO');
  });
  it('shows a screen family chosen by the theme variant, never by brand', () => {
    expect(['DIAMOND', 'RETRO', 'LITE']).toContain(screenVariantOf[brand.theme.variant]);
  });
});
