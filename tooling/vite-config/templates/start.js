// @ts-check
/* eslint-disable lobby/layers -- the code runs in a shell (an app), which imports the site */
/* global LOBBY_BRAND_ID, LOBBY_BRAND_NAME, __LOBBY_RELEASE__ */
/**
 * Template of the start module (`virtual:lobby-start`), type-checked against the site's and
 * the tokens' own types (tsconfig.json here) and linted as the rest of the package.
 * `brand-start.ts` serves the lines after the marker below with its placeholders replaced: the
 * `lobby-template:` modules by the theme's and the home variant's modules, `LOBBY_BRAND_ID` and
 * `LOBBY_BRAND_NAME` by the brand's id and name as string literals (template-env.d.ts types them).
 */
// lobby-template: the module's code follows.
import { createMemberSite } from '@lobby/site';
import { Home } from 'lobby-template:home';
import { theme } from 'lobby-template:theme';

const apiUrl = import.meta.env.VITE_LOBBY_API_URL;
// The header shows the brand's name, not the theme's wordmark (a theme may be made for
// another brand), and its home link's accessible name ("<name> home") then contains it.
const logo = { ...theme.brand.logo, wordmark: LOBBY_BRAND_NAME };

/** The brand as the site takes it (the server's drawing of the first screen takes it too). */
export const brand = {
  id: LOBBY_BRAND_ID,
  name: LOBBY_BRAND_NAME,
  theme: { ...theme, brand: { ...theme.brand, logo } },
  release: __LOBBY_RELEASE__,
  production: import.meta.env.PROD,
  firstScreen: { variant: theme.variant, home: Home },
  ...(apiUrl ? { apiUrl } : {}),
};

/** @param {HTMLElement} root */
export async function start(root) {
  const themeChoices = import.meta.env.PROD
    ? undefined
    : (await import('@lobby/site/theme-choices')).themeChoices;
  return createMemberSite({ ...brand, ...(themeChoices ? { themeChoices } : {}) }).mount(root);
}
