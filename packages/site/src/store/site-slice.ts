/**
 * The site's own UI state: which overlays are open and what start-up went wrong. Server data
 * lives in the api slice; this is only what the chrome needs to coordinate.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Why the Re-Login / Refresh dialog is showing, if it is. */
type BootFailure = 'start' | 'member';

/** The site slice's state (exported: the store's inferred types name it in the built `.d.ts`). */
export interface SiteState {
  readonly sideMenuOpen: boolean;
  readonly languageOpen: boolean;
  readonly signInPromptOpen: boolean;
  readonly appDownloadOpen: boolean;
  readonly bootFailure: BootFailure | null;
  /** The hybrid app reported the member inactive: a dialog that cannot be dismissed. */
  readonly appInactive: boolean;
  /** A new deployment's service worker is waiting: the update prompt offers a reload. */
  readonly updateReady: boolean;
  /** The browser offers to install the site as an app (`beforeinstallprompt`). */
  readonly installable: boolean;
}

const initialState: SiteState = {
  sideMenuOpen: false,
  languageOpen: false,
  signInPromptOpen: false,
  appDownloadOpen: false,
  bootFailure: null,
  appInactive: false,
  updateReady: false,
  installable: false,
};

/** The slice; its actions are exported below. */
export const siteSlice = createSlice({
  name: 'site',
  initialState,
  reducers: {
    setSideMenuOpen(state, action: PayloadAction<boolean>) {
      state.sideMenuOpen = action.payload;
    },
    setLanguageOpen(state, action: PayloadAction<boolean>) {
      state.languageOpen = action.payload;
      if (action.payload) state.sideMenuOpen = false;
    },
    setSignInPromptOpen(state, action: PayloadAction<boolean>) {
      state.signInPromptOpen = action.payload;
      if (action.payload) state.sideMenuOpen = false;
    },
    setAppDownloadOpen(state, action: PayloadAction<boolean>) {
      state.appDownloadOpen = action.payload;
      if (action.payload) state.sideMenuOpen = false;
    },
    setBootFailure(state, action: PayloadAction<BootFailure | null>) {
      state.bootFailure = action.payload;
    },
    setAppInactive(state, action: PayloadAction<boolean>) {
      state.appInactive = action.payload;
    },
    setUpdateReady(state, action: PayloadAction<boolean>) {
      state.updateReady = action.payload;
    },
    setInstallable(state, action: PayloadAction<boolean>) {
      state.installable = action.payload;
    },
  },
});

/** The slice's action creators. */
export const {
  setSideMenuOpen,
  setLanguageOpen,
  setSignInPromptOpen,
  setAppDownloadOpen,
  setBootFailure,
  setAppInactive,
  setUpdateReady,
  setInstallable,
} = siteSlice.actions;
