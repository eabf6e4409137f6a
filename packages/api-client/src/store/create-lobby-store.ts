/**
 * A Redux store with the member API mounted and the page's base query and session as its
 * thunk extra argument. A site with its own slices builds its store the same way:
 * `reducer: { ...slices, [lobbyApi.reducerPath]: lobbyApi.reducer }` and
 * `middleware: (d) => d({ thunk: { extraArgument: { baseQuery, session } } }).concat(lobbyApi.middleware)`.
 */
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { lobbyApi } from '../api/lobby-api.ts';
import type { LobbyExtra } from '../api/lobby-api.ts';

/** What {@link createLobbyStore} needs. */
export interface LobbyStoreOptions extends LobbyExtra {
  /**
   * Refetch on window focus and reconnect (RTK Query `setupListeners`). Default: when a
   * `window` exists.
   */
  readonly listenToWindow?: boolean;
}

/** Builds the store. The api's middleware is required for caching, tags and polling. */
export function createLobbyStore(options: LobbyStoreOptions) {
  const extra: LobbyExtra = { baseQuery: options.baseQuery, session: options.session };
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(lobbyApi.middleware),
  });
  if (options.listenToWindow ?? typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

/** The store type {@link createLobbyStore} returns. */
export type LobbyStore = ReturnType<typeof createLobbyStore>;
