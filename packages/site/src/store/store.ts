/**
 * The site store: the member API's one RTK Query slice (with the page's base query and session
 * as thunk extra) plus the site's UI slice.
 */
import { configureStore } from '@reduxjs/toolkit';
import { QueryStatus, setupListeners } from '@reduxjs/toolkit/query';
import { lobbyApi } from '@lobby/api-client';
import type { LobbyExtra } from '@lobby/api-client';
import { useDispatch, useSelector } from 'react-redux';
import { siteSlice } from './site-slice.ts';

/** Builds the store for one page. */
export function createSiteStore(extra: LobbyExtra, options: { listenToWindow?: boolean } = {}) {
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer, site: siteSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(lobbyApi.middleware),
  });
  if (options.listenToWindow ?? typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

/** The site store's type. */
export type SiteStore = ReturnType<typeof createSiteStore>;
/** The whole state. */
export type SiteRootState = ReturnType<SiteStore['getState']>;
/** The store's dispatch (thunks included). */
export type SiteDispatch = SiteStore['dispatch'];

/** `useDispatch` typed for the site store. */
export const useSiteDispatch = useDispatch.withTypes<SiteDispatch>();
/** `useSelector` typed for the site store. */
export const useSiteSelector = useSelector.withTypes<SiteRootState>();

/**
 * Whether any call to the API is on its way (a query or a mutation): what decoration waits out
 * before it starts, so that it never competes with a screen's own data for the main thread.
 */
export function selectCallsInFlight(state: SiteRootState): boolean {
  const api = state[lobbyApi.reducerPath];
  const pending = (call: { status: QueryStatus } | undefined) =>
    call?.status === QueryStatus.pending;
  return Object.values(api.queries).some(pending) || Object.values(api.mutations).some(pending);
}
