/**
 * Where the session keeps the token and its refresh time (spec §4): cookies, or device storage
 * when cookies are unusable (the member is told once). A login stored under the other
 * transport is dropped at start.
 */
import { SDK_TEXT } from '../ports/ports.ts';
import type { CookiePort, NotifyPort, StoragePort, Translate } from '../ports/ports.ts';
import { COOKIE_SESSION_MARKER } from './transport.ts';
import type { SessionTransport } from './transport.ts';

/** The token fields of the store. */
export interface TokenStore {
  /** `cookie` normally; `storage` when cookies are unusable. */
  readonly kind: 'cookie' | 'storage';
  getToken(): string | undefined;
  getRefreshTime(): number | undefined;
  /** Writes the token and its time (`undefined` removes them). */
  write(token: string | undefined, time: number | undefined): void;
  /** Writes the refresh time alone. */
  writeTime(time: number): void;
  /** Removes both fields from the cookies (storage is cleared with the rest of the session's). */
  removeCookies(): void;
}

/** What the token store needs. */
export interface TokenStoreOptions {
  readonly cookies: CookiePort;
  readonly storage: StoragePort;
  readonly notify: NotifyPort;
  readonly translate: Translate;
  readonly transport: SessionTransport;
  readonly maxAgeSeconds: number;
  readonly keys: { readonly token: string; readonly time: string };
}

/** Opens the token store, dropping a login stored under the other transport. */
export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const { cookies, storage, keys } = options;
  const cookiesUsable = cookies.usable();
  if (!cookiesUsable) {
    options.notify.alert(
      options.translate(SDK_TEXT.cookiesUnusable.key, SDK_TEXT.cookiesUnusable.fallback),
    );
  }
  const read = (key: string): string | undefined =>
    cookiesUsable ? cookies.get(key) : (storage.getItem(key) ?? undefined);
  const writeField = (key: string, value: string | undefined) => {
    if (cookiesUsable) {
      if (value === undefined) cookies.remove(key);
      else cookies.set(key, value, { maxAgeSeconds: options.maxAgeSeconds });
    } else if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  };
  const store: TokenStore = {
    kind: cookiesUsable ? 'cookie' : 'storage',
    getToken: () => read(keys.token) || undefined,
    getRefreshTime() {
      const raw = read(keys.time);
      const time = raw === undefined ? NaN : Number(raw);
      return Number.isFinite(time) ? time : undefined;
    },
    write(token, time) {
      writeField(keys.token, token);
      writeField(keys.time, time === undefined ? undefined : String(time));
    },
    writeTime: (time) => writeField(keys.time, String(time)),
    removeCookies() {
      for (const key of [keys.token, keys.time]) cookies.remove(key);
    },
  };
  // A login stored under the other transport cannot authenticate under this one (a site that
  // moved to the cookie, or back): it is dropped quietly, and the member signs in again.
  const stored = store.getToken();
  if (
    stored !== undefined &&
    (stored === COOKIE_SESSION_MARKER) !== (options.transport === 'cookie')
  )
    store.write(undefined, undefined);
  return store;
}
