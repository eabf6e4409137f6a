import { screenVariantOf } from '@lobby/site';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.config.ts';

describe('helo8 brand config', () => {
  it('names the helo8 brand and fixes the HELO8 theme', () => {
    expect(brand.id).toBe('helo8');
    expect(brand.theme.name).toBe('HELO8');
  });
  it('shows the LITE screen family', () => {
    expect(screenVariantOf[brand.theme.variant]).toBe('LITE');
  });
});
