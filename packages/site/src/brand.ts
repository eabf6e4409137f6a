/**
 * What a brand shell hands `createMemberSite`: who the brand is and its build-time theme. The
 * shell owns environment knowledge (where the API is, whether this is production); the site
 * owns everything else.
 */
import type { HomeScreenProps } from '@lobby/feature-home';
import type { Theme, ThemeName, VariantName } from '@lobby/tokens';
import type { ReactNode } from 'react';

/**
 * The non-production theme selector's source: every theme by name, loaded on demand (one
 * dynamic import per theme, so none of them is in the brand's main bundle).
 */
export interface ThemeChoices {
  /** Every selectable theme name, in display order. */
  readonly names: readonly ThemeName[];
  /** Loads one theme. */
  load(name: ThemeName): Promise<Theme>;
}

/**
 * The home layout a shell bundles with start-up (its variant's `Home`, imported statically), so
 * the home route shows it without importing its subpath: that import was a request of its own
 * beside the first screen's chunk.
 */
export interface FirstScreen {
  /** The variant whose home this is; a theme of another variant loads its own. */
  readonly variant: VariantName;
  readonly home: (props: HomeScreenProps) => ReactNode;
}

/** A brand build's configuration (its `brand.config.ts`). */
export interface BrandConfig {
  /** The brand id the API knows (`nexbet`), sent as `X-Lobby-Brand`. */
  readonly id: string;
  /** The brand's display name, used until the backend's SEO texts arrive. */
  readonly name: string;
  /** The theme fixed at build time. */
  readonly theme: Theme;
  /** Origin of the member API. Default: the page's own origin (the API serves the site). */
  readonly apiUrl?: string;
  /** Origin of storage files (language files). Default: `apiUrl`. */
  readonly storageUrl?: string;
  /** A release stamp: the `ts` of language-file requests, so a new release fetches new texts. */
  readonly release: string;
  /** Production builds hide the theme selector and never load other themes. */
  readonly production: boolean;
  /** Outside production: the themes the selector offers. */
  readonly themeChoices?: ThemeChoices;
  /** Cookie, storage and channel prefix; default `lobby_<id>` so brands on one host stay apart. */
  readonly namespace?: string;
  /** The theme's home layout, bundled with start-up; without it the home route loads it. */
  readonly firstScreen?: FirstScreen;
}
