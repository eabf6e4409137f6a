/**
 * Build-time side of the Brand toolbar: the brands of the registry (`@lobby/brands`, Node code
 * reading each `apps/<id>/brand.json`), reduced to what a story shows of a brand. main.ts hands
 * the list to the preview as the `__LOBBY_BRANDS__` constant, so no brand is listed by hand.
 */
import { currencyOf, discoverBrands } from '@lobby/brands';
import type { StoryCurrency } from '@lobby/test-kit/story-brand';

/** A registered brand as the preview knows it: the story brand plus the theme it fixes. */
export interface PreviewBrand {
  readonly id: string;
  readonly name: string;
  /** The theme the brand's shell fixes (a theme name of `@lobby/tokens`). */
  readonly theme: string;
  readonly currency: StoryCurrency;
  /** The brand's default locale, the one its stories open in. */
  readonly locale: string;
}

/** Every brand of the registry, in the registry's order (by port). */
export function previewBrands(): PreviewBrand[] {
  return discoverBrands().map((brand) => ({
    id: brand.id,
    name: brand.name,
    theme: brand.theme,
    currency: currencyOf(brand.currency),
    locale: brand.defaultLocale,
  }));
}
