/**
 * What the templates' placeholders are while they are type-checked: the generator replaces each
 * before a build sees the code (`brand-start.ts`). The theme and home variant stand for any
 * brand's, typed as one real theme's and one real variant's exports.
 */
/// <reference types="vite/client" />
/* eslint-disable lobby/layers -- the templates' code runs in a shell (an app), above the site */

/** The brand's id, replaced by a string literal. */
declare const LOBBY_BRAND_ID: string;
/** The brand's name, replaced by a string literal. */
declare const LOBBY_BRAND_NAME: string;
/** The release stamp, defined by the shells' Vite config. */
declare const __LOBBY_RELEASE__: string;

declare module 'lobby-template:theme' {
  export { theme } from '@lobby/tokens/themes/lite';
}

declare module 'lobby-template:home' {
  export { Home } from '@lobby/feature-home/variants/lite';
}

interface ImportMetaEnv {
  readonly VITE_LOBBY_API_URL?: string;
}

// eslint-disable-next-line no-var -- a global is declared with var
declare var lobbyInstallPrompt: Event | undefined;
