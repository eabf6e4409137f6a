/**
 * The fubo brand: its id and display name from `brand.json` (the registry's entry), and its
 * theme, fixed at build time. Only this theme is bundled (a static import: the bundler cannot
 * narrow an import named by data); outside production the selector loads the others on demand.
 */
import type { BrandConfig } from '@lobby/site';
import { theme } from '@lobby/tokens/themes/fubo';
// Named imports: the bundle keeps these two fields, not the seed settings beside them.
import { id, name } from './brand.json';

declare const __LOBBY_RELEASE__: string;

/** The brand configuration the shell hands `createMemberSite`. */
export const brand: BrandConfig = {
  id,
  name,
  theme,
  release: __LOBBY_RELEASE__,
  production: import.meta.env.PROD,
  ...(import.meta.env.VITE_LOBBY_API_URL
    ? { apiUrl: import.meta.env.VITE_LOBBY_API_URL as string }
    : {}),
};
