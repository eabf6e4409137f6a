/**
 * The helo8 brand: its id at the API, its display name and its theme, fixed at build time. Only
 * this theme is bundled; outside production the theme selector loads the others on demand.
 */
import type { BrandConfig } from '@lobby/site';
import { theme } from '@lobby/tokens/themes/helo8';

declare const __LOBBY_RELEASE__: string;

/** The brand configuration the shell hands `createMemberSite`. */
export const brand: BrandConfig = {
  id: 'helo8',
  name: 'Helo8',
  theme,
  release: __LOBBY_RELEASE__,
  production: import.meta.env.PROD,
  ...(import.meta.env.VITE_LOBBY_API_URL
    ? { apiUrl: import.meta.env.VITE_LOBBY_API_URL as string }
    : {}),
};
