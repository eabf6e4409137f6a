/**
 * The store a screen is mounted on outside the site: the site's own Lobby store and session,
 * but on memory cookies, storage and tab channels, quiet notifications and navigation, English,
 * and a fixed device fingerprint. Tests give it the real API; stories a canned `fetch`.
 */
import {
  createBaseQuery,
  createLobbyStore,
  createSession,
  memoryChannelHub,
  memoryCookies,
  memoryStorage,
} from '@lobby/api-client';
import type { NotifyPort } from '@lobby/api-client';
import { createI18n } from '@lobby/i18n/runtime';

/** Options of {@link createHarnessStore}. */
export interface HarnessStoreOptions {
  /** The API origin. */
  readonly baseUrl: string;
  /** How requests reach it. */
  readonly fetch: typeof fetch;
  /** Sent as `X-Lobby-Brand` (the brand's host is not the API's). */
  readonly brand?: string;
  /** Default: notifications go nowhere. */
  readonly notify?: NotifyPort;
}

/** A store, its session and an English i18n instance. */
export function createHarnessStore(options: HarnessStoreOptions) {
  const notify: NotifyPort = options.notify ?? {
    toast: () => {},
    confirm: () => Promise.resolve(),
    alert: () => {},
  };
  const navigation = { reload: () => {}, goToRoot: () => {}, goHome: () => {} };
  const session = createSession({
    cookies: memoryCookies(),
    storage: memoryStorage(),
    channels: memoryChannelHub(),
    notify,
    navigation,
  });
  const baseQuery = createBaseQuery({
    baseUrl: options.baseUrl,
    ...(options.brand ? { brand: options.brand } : {}),
    getLocale: () => 'en',
    session,
    fetch: options.fetch,
    notify,
    navigation,
    fingerprint: async () => 'test-device',
  });
  const store = createLobbyStore({ baseQuery, session, listenToWindow: false });
  return { store, session, i18n: createI18n() };
}
