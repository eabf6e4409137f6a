/** `@lobby/brands`: the brand registry every part of the repository reads. */
export { currencyOf } from './currency.ts';
export type { BrandCurrency } from './currency.ts';
export {
  BRAND_FILE,
  BRAND_ID,
  BrandFileError,
  appsDir,
  brandById,
  devOriginsOf,
  discoverBrands,
  hostsOf,
  markColour,
  parseBrand,
  readBrand,
} from './registry.ts';
export type { AreaCode, Brand, BrandEntry, BrandSeedSettings, ContactEntry } from './registry.ts';
