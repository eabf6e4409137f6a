/**
 * The member session (spec §4): the token and its refresh time, the user info, inactivity
 * logout, the balance visibility toggle, and cross-tab sync. Framework-free: React reads it
 * through `subscribe`/`getSnapshot` (`useSyncExternalStore`), the base query through methods.
 */
import {
  ACTIVITY_CHECK_MS,
  INACTIVITY_LOGOUT_MS,
  STORAGE_SAVE_THROTTLE_MS,
  USER_INFO_REFRESH_MS,
} from '@lobby/domain';
import type { UserInfo } from '@lobby/domain';
import {
  broadcastChannels,
  consoleLogger,
  defaultNavigation,
  defaultCookies,
  defaultNotify,
  hasDom,
  webStorage,
} from '../ports/browser-ports.ts';
import { memoryStorage } from '../ports/memory-ports.ts';
import { COOKIE_SESSION_MARKER } from './transport.ts';
import type { SessionTransport } from './transport.ts';
import { createLocalCache } from '../cache/local-cache.ts';
import type { LocalCache } from '../cache/local-cache.ts';
import { SDK_TEXT, untranslated } from '../ports/ports.ts';
import type {
  ChannelFactory,
  ChannelPort,
  CookiePort,
  LoggerPort,
  NavigationPort,
  NotifyPort,
  StoragePort,
  Translate,
} from '../ports/ports.ts';

/** Where and how the session keeps its state; every port has a browser default. */
export interface SessionOptions {
  /** Prefix of every cookie, storage key and channel name the session owns. Default `lobby`. */
  readonly namespace?: string;
  /**
   * How requests prove the session (`session/transport.ts`). Default `bearer`. Under `cookie`
   * the API keeps the token in an HttpOnly cookie and this session stores only a marker.
   */
  readonly transport?: SessionTransport;
  readonly cookies?: CookiePort;
  readonly storage?: StoragePort;
  /** Opens the cross-tab channel; `null` turns cross-tab sync off. */
  readonly channels?: ChannelFactory | null;
  readonly notify?: NotifyPort;
  readonly navigation?: NavigationPort;
  readonly translate?: Translate;
  readonly logger?: LoggerPort;
  /** Idle time after which the member is logged out. Default {@link INACTIVITY_LOGOUT_MS}. */
  readonly inactivityLogoutMs?: number;
  /** How often idleness is checked. Default {@link ACTIVITY_CHECK_MS}. */
  readonly activityCheckMs?: number;
  /** Minimum time between two user-info refreshes. Default {@link USER_INFO_REFRESH_MS}. */
  readonly userInfoRefreshMs?: number;
  /** Lifetime of the token cookie in seconds. Default 30 days (the spec's cache lifetime). */
  readonly cookieMaxAgeSeconds?: number;
  /** Minimum spacing of activity writes to storage. Default {@link STORAGE_SAVE_THROTTLE_MS}. */
  readonly activitySaveThrottleMs?: number;
  /**
   * Runs when the member has been idle too long while the page is open. The client wires this
   * to the server logout; without it the session signs out and goes home.
   */
  readonly onIdle?: (session: Session) => void | Promise<void>;
}

/** What React and other observers read from the session. */
export interface SessionSnapshot {
  readonly signedIn: boolean;
  readonly userInfo: UserInfo | undefined;
  readonly balanceVisible: boolean;
}

/** Messages between tabs on the session channel. */
type TabMessage =
  | { readonly kind: 'token'; readonly signedIn: boolean }
  | { readonly kind: 'balance-visible'; readonly visible: boolean };

/** The member session. Create one per page (tab) with {@link createSession}. */
export interface Session {
  /** `cookie` normally; `storage` when cookies are unusable. */
  readonly tokenStore: 'cookie' | 'storage';
  /** How requests prove this session; under `cookie` the stored "token" is only a marker. */
  readonly transport: SessionTransport;
  /**
   * Copies of server data kept on the device (the bank list), expiring after 30 days. Its keys
   * sit under the session's namespace, so {@link Session.clearStorage} clears it too.
   */
  readonly cache: LocalCache;
  /** The stored token, read fresh so other tabs' changes are seen at once. */
  getToken(): string | undefined;
  /** The stored token's refresh time (Unix ms), if any. */
  getRefreshTime(): number | undefined;
  /** Signed in means a token is present (spec §4). */
  isSignedIn(): boolean;
  /**
   * Stores the token of a login or register answer, replacing whatever was there (under the
   * cookie transport the answer has none: the marker is stored).
   */
  signIn(token: string, refreshTimeMs: number, userInfo?: UserInfo): void;
  /**
   * Stores a token from a response header when it refreshes the token the request was sent
   * with and its time is newer than the stored one. Returns whether it was stored.
   */
  refreshToken(token: string, refreshTimeMs: number, sentWith: string | undefined): boolean;
  /** Clears the token and user info, and tells other tabs. */
  signOut(): void;
  getUserInfo(): UserInfo | undefined;
  setUserInfo(info: UserInfo): void;
  clearUserInfo(): void;
  /** Whether a user-info refresh is allowed now (at most one per {@link USER_INFO_REFRESH_MS}). */
  userInfoDue(): boolean;
  /** Records that user info was just requested, starting the refresh window. */
  markUserInfoRequested(): void;
  /** Timestamps a member action; other tabs' actions count too (shared storage). */
  markActivity(): void;
  /** The latest member action seen by any tab (Unix ms), if any. */
  lastActivity(): number | undefined;
  /**
   * Starts the inactivity watch. When the member was already idle too long, the login is
   * cleared and the page reloads instead.
   */
  startInactivityWatch(): void;
  stopInactivityWatch(): void;
  balanceVisible(): boolean;
  setBalanceVisible(visible: boolean): void;
  /** Writes pending throttled state to storage now (before a reload). */
  save(): void;
  /** Removes every cookie and storage key this session owns. */
  clearStorage(): void;
  subscribe(listener: () => void): () => void;
  /** A stable snapshot, replaced on every change (for `useSyncExternalStore`). */
  getSnapshot(): SessionSnapshot;
  /** Stops timers and closes the channel. */
  dispose(): void;
}

const DAY_SECONDS = 86_400;

/** Creates the session for one page. Pass ports in Node and tests; the browser has defaults. */
export function createSession(options: SessionOptions = {}): Session {
  const ns = options.namespace ?? 'lobby';
  const transport = options.transport ?? 'bearer';
  const logger = options.logger ?? consoleLogger;
  const notify = options.notify ?? defaultNotify(logger);
  const navigation = options.navigation ?? defaultNavigation(logger);
  const translate = options.translate ?? untranslated;
  const storage =
    options.storage ??
    (hasDom() && typeof localStorage !== 'undefined' ? webStorage(localStorage) : memoryStorage());
  const cookies = options.cookies ?? defaultCookies();
  const logoutMs = options.inactivityLogoutMs ?? INACTIVITY_LOGOUT_MS;
  const checkMs = options.activityCheckMs ?? ACTIVITY_CHECK_MS;
  const refreshMs = options.userInfoRefreshMs ?? USER_INFO_REFRESH_MS;
  const maxAge = options.cookieMaxAgeSeconds ?? 30 * DAY_SECONDS;
  const throttleMs = options.activitySaveThrottleMs ?? STORAGE_SAVE_THROTTLE_MS;

  const keys = {
    token: `${ns}_token`,
    time: `${ns}_token_time`,
    activity: `${ns}_last_activity`,
    balanceVisible: `${ns}_balance_visible`,
  };

  const cookiesUsable = cookies.usable();
  if (!cookiesUsable) {
    notify.alert(translate(SDK_TEXT.cookiesUnusable.key, SDK_TEXT.cookiesUnusable.fallback));
  }
  const tokenStore: 'cookie' | 'storage' = cookiesUsable ? 'cookie' : 'storage';

  const readTokenField = (key: string): string | undefined =>
    cookiesUsable ? cookies.get(key) : (storage.getItem(key) ?? undefined);
  const writeTokenField = (key: string, value: string | undefined) => {
    if (cookiesUsable) {
      if (value === undefined) cookies.remove(key);
      else cookies.set(key, value, { maxAgeSeconds: maxAge });
    } else if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, value);
  };

  const getToken = () => readTokenField(keys.token) || undefined;
  const getRefreshTime = () => {
    const raw = readTokenField(keys.time);
    const time = raw === undefined ? NaN : Number(raw);
    return Number.isFinite(time) ? time : undefined;
  };

  // A login stored under the other transport cannot authenticate under this one (a site that
  // moved to the cookie, or back): it is dropped quietly, and the member signs in again.
  const stored = getToken();
  if (stored !== undefined && (stored === COOKIE_SESSION_MARKER) !== (transport === 'cookie')) {
    writeTokenField(keys.token, undefined);
    writeTokenField(keys.time, undefined);
  }

  let userInfo: UserInfo | undefined;
  let userInfoRequestedAt: number | undefined;
  let knownSignedIn = getToken() !== undefined;
  let activityAt: number | undefined;
  let activitySavedAt = -Infinity;
  let activityTimer: ReturnType<typeof setTimeout> | undefined;
  let watchTimer: ReturnType<typeof setInterval> | undefined;
  let idleRunning = false;
  /** The last-activity time an idle logout already ran for: one logout per idle spell. */
  let idleHandledFor: number | undefined;
  let snapshot: SessionSnapshot | undefined;
  const listeners = new Set<() => void>();

  const emit = () => {
    snapshot = undefined;
    for (const listener of [...listeners]) listener();
  };

  let channel: ChannelPort | undefined;
  const post = (message: TabMessage) => {
    try {
      channel?.postMessage(message);
    } catch (error) {
      logger.warn('session: could not tell other tabs', error);
    }
  };

  const onTabMessage = (event: { data: unknown }) => {
    const message = event.data as TabMessage | null;
    if (!message || typeof message !== 'object') return;
    if (message.kind === 'token') {
      const was = knownSignedIn;
      knownSignedIn = message.signedIn;
      if (!message.signedIn) userInfo = undefined;
      emit();
      if (was !== message.signedIn) navigation.goHome();
    } else if (message.kind === 'balance-visible') {
      emit();
    }
  };
  if (options.channels !== null) {
    const open =
      options.channels ?? (typeof BroadcastChannel === 'function' ? broadcastChannels : undefined);
    if (open) {
      channel = open(`${ns}-session`);
      channel.addEventListener('message', onTabMessage);
    }
  }

  const setToken = (token: string | undefined, time: number | undefined) => {
    writeTokenField(keys.token, token);
    writeTokenField(keys.time, time === undefined ? undefined : String(time));
    const signedIn = token !== undefined;
    const changedState = signedIn !== knownSignedIn;
    knownSignedIn = signedIn;
    post({ kind: 'token', signedIn });
    if (changedState || !signedIn) emit();
  };

  const persistActivity = () => {
    if (activityTimer !== undefined) {
      clearTimeout(activityTimer);
      activityTimer = undefined;
    }
    if (activityAt === undefined) return;
    activitySavedAt = Date.now();
    storage.setItem(keys.activity, String(activityAt));
  };

  const storedActivity = () => {
    const raw = storage.getItem(keys.activity);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };

  const cache = createLocalCache(storage, {
    prefix: `${ns}_cache_`,
    onError: (error) => logger.warn('session: device storage refused cached data', error),
  });

  const session: Session = {
    tokenStore,
    transport,
    cache,
    getToken,
    getRefreshTime,
    isSignedIn: () => getToken() !== undefined,
    signIn(token, refreshTimeMs, info) {
      if (info) userInfo = info;
      session.markActivity();
      persistActivity();
      setToken(transport === 'cookie' ? COOKIE_SESSION_MARKER : token, refreshTimeMs);
      emit();
    },
    refreshToken(token, refreshTimeMs, sentWith) {
      const current = getToken();
      if (current === undefined || sentWith === undefined || current !== sentWith) return false;
      const stored = getRefreshTime();
      if (!Number.isFinite(refreshTimeMs)) return false;
      if (stored !== undefined && refreshTimeMs <= stored) return false;
      // Every authenticated answer carries the token it was sent with and its refresh time: for
      // that token only the time is written. An answer that lands while another tab signs out
      // (this tab's view of the cookies not yet updated) then cannot write the token back.
      if (token === current) {
        writeTokenField(keys.time, String(refreshTimeMs));
        return true;
      }
      setToken(token, refreshTimeMs);
      return true;
    },
    signOut() {
      userInfo = undefined;
      userInfoRequestedAt = undefined;
      setToken(undefined, undefined);
    },
    getUserInfo: () => userInfo,
    setUserInfo(info) {
      userInfo = info;
      emit();
    },
    clearUserInfo() {
      if (userInfo === undefined) return;
      userInfo = undefined;
      userInfoRequestedAt = undefined;
      emit();
    },
    userInfoDue: () =>
      userInfoRequestedAt === undefined || Date.now() - userInfoRequestedAt >= refreshMs,
    markUserInfoRequested() {
      userInfoRequestedAt = Date.now();
    },
    markActivity() {
      const now = Date.now();
      activityAt = now;
      const wait = activitySavedAt + throttleMs - now;
      if (wait <= 0) persistActivity();
      else activityTimer ??= setTimeout(persistActivity, wait);
    },
    lastActivity() {
      const stored = storedActivity();
      if (activityAt === undefined) return stored;
      if (stored === undefined) return activityAt;
      return Math.max(activityAt, stored);
    },
    startInactivityWatch() {
      session.stopInactivityWatch();
      const last = session.lastActivity();
      if (session.isSignedIn() && last !== undefined && Date.now() - last >= logoutMs) {
        logger.debug('session: idle since before this page opened; clearing the login');
        session.signOut();
        navigation.reload();
        return;
      }
      session.markActivity();
      watchTimer = setInterval(() => {
        if (idleRunning || !session.isSignedIn()) return;
        const seen = session.lastActivity();
        if (seen === undefined || Date.now() - seen < logoutMs || seen === idleHandledFor) return;
        idleRunning = true;
        idleHandledFor = seen;
        logger.debug('session: idle too long; logging out');
        const done = () => {
          idleRunning = false;
        };
        try {
          const result = options.onIdle
            ? options.onIdle(session)
            : (session.signOut(), navigation.goHome());
          Promise.resolve(result).then(done, (error: unknown) => {
            logger.error('session: idle logout failed', error);
            session.signOut();
            done();
          });
        } catch (error) {
          logger.error('session: idle logout failed', error);
          session.signOut();
          done();
        }
      }, checkMs);
    },
    stopInactivityWatch() {
      if (watchTimer !== undefined) clearInterval(watchTimer);
      watchTimer = undefined;
    },
    balanceVisible: () => storage.getItem(keys.balanceVisible) !== '0',
    setBalanceVisible(visible) {
      storage.setItem(keys.balanceVisible, visible ? '1' : '0');
      post({ kind: 'balance-visible', visible });
      emit();
    },
    save() {
      persistActivity();
    },
    clearStorage() {
      if (activityTimer !== undefined) clearTimeout(activityTimer);
      activityTimer = undefined;
      activityAt = undefined;
      for (const key of [keys.token, keys.time]) cookies.remove(key);
      const prefix = `${ns}_`;
      for (const key of storage.keys()) if (key.startsWith(prefix)) storage.removeItem(key);
      userInfo = undefined;
      userInfoRequestedAt = undefined;
      const was = knownSignedIn;
      knownSignedIn = false;
      if (was) post({ kind: 'token', signedIn: false });
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      snapshot ??= {
        signedIn: session.isSignedIn(),
        userInfo,
        balanceVisible: session.balanceVisible(),
      };
      return snapshot;
    },
    dispose() {
      session.stopInactivityWatch();
      persistActivity();
      channel?.removeEventListener('message', onTabMessage);
      channel?.close();
      channel = undefined;
      listeners.clear();
    },
  };
  return session;
}
