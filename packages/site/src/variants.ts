/**
 * Screen variants (ARCHITECTURE §4): the home, sign-in and my-page layouts come in three
 * families, chosen by the theme's visual variant through this typed map — never by brand.
 */
import type { VariantName } from '@lobby/tokens';

/** The screen-layout families: each has its own home, sign-in and my-page layout. */
export type ScreenVariant = 'DIAMOND' | 'RETRO' | 'LITE';

/**
 * Which screen family each visual variant uses. The sleek and classy groups borrow the
 * family closest to their look: PRO-SLEEK the dark, dense DIAMOND lobby; CLASSY the
 * poster-like RETRO one; SOFT-SLEEK the light, airy LITE one.
 */
export const screenVariantOf: Readonly<Record<VariantName, ScreenVariant>> = {
  DIAMOND: 'DIAMOND',
  'PRO-SLEEK': 'DIAMOND',
  RETRO: 'RETRO',
  CLASSY: 'RETRO',
  LITE: 'LITE',
  'SOFT-SLEEK': 'LITE',
};
