/**
 * The member session (spec §4): the token and its refresh time, the user info, inactivity
 * logout, the balance visibility toggle, and cross-tab sync. Framework-free: React reads it
 * through `subscribe`/`getSnapshot` (`useSyncExternalStore`), the base query through methods.
 * Its parts: `token-store.ts`, `activity.ts`, `inactivity-watch.ts`, `tab-sync.ts`; this file
 * holds the state they share and puts the session together.
 */
import {
  ACTIVITY_CHECK_MS,
  INACTIVITY_LOGOUT_MS,
  STORAGE_SAVE_THROTTLE_MS,
  USER_INFO_REFRESH_MS,
} from '@lobby/domain';
import type { UserInfo } from '@lobby/domain';
import { createLocalCache } from '../cache/local-cache.ts';
import type { LocalCache } from '../cache/local-cache.ts';
import {
  consoleLogger,
  defaultCookies,
  defaultNavigation,
  defaultNotify,
  hasDom,
  webStorage,
} from '../ports/browser-ports.ts';
import { memoryStorage } from '../ports/memory-ports.ts';
import { untranslated } from '../ports/ports.ts';
import type {
  ChannelFactory,
  CookiePort,
  LoggerPort,
  NavigationPort,
  NotifyPort,
  StoragePort,
  Translate,
} from '../ports/ports.ts';
import { createActivityRecord } from './activity.ts';
import type { ActivityRecord } from './activity.ts';
import { createInactivityWatch } from './inactivity-watch.ts';
import { openTabSync } from './tab-sync.ts';
import type { TabMessage, TabSync } from './tab-sync.ts';
import { createTokenStore } from './token-store.ts';
import type { TokenStore } from './token-store.ts';
import { COOKIE_SESSION_MARKER } from './transport.ts';
import type { SessionTransport } from './transport.ts';

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

/** The state the session's parts share, and how it tells its observers and other tabs. */
interface SessionCore {
  readonly ns: string;
  readonly storage: StoragePort;
  readonly tokens: TokenStore;
  readonly activity: ActivityRecord;
  tabs: TabSync | undefined;
  userInfo: UserInfo | undefined;
  userInfoRequestedAt: number | undefined;
  /** Signed in as this tab last knew it (a change from another tab sends it home). */
  knownSignedIn: boolean;
  snapshot: SessionSnapshot | undefined;
  readonly listeners: Set<() => void>;
}

/** Tells the observers the session changed (the snapshot is made again on the next read). */
function emit(core: SessionCore): void {
  core.snapshot = undefined;
  for (const listener of [...core.listeners]) listener();
}

/** Stores the token (or signs out with `undefined`) and tells the other tabs. */
function setToken(core: SessionCore, token: string | undefined, time: number | undefined): void {
  core.tokens.write(token, time);
  const signedIn = token !== undefined;
  const changedState = signedIn !== core.knownSignedIn;
  core.knownSignedIn = signedIn;
  core.tabs?.post({ kind: 'token', signedIn });
  if (changedState || !signedIn) emit(core);
}

/** Follows another tab: its sign-in or sign-out (going home on a change), its balance toggle. */
function onTabMessage(core: SessionCore, navigation: NavigationPort, message: TabMessage): void {
  if (message.kind === 'token') {
    const was = core.knownSignedIn;
    core.knownSignedIn = message.signedIn;
    if (!message.signedIn) core.userInfo = undefined;
    emit(core);
    if (was !== message.signedIn) navigation.goHome();
  } else if (message.kind === 'balance-visible') {
    emit(core);
  }
}

/** The token methods: reading it, signing in, taking a refreshed token, signing out. */
function tokenMethods(core: SessionCore, transport: SessionTransport) {
  const { tokens } = core;
  return {
    getToken: tokens.getToken,
    getRefreshTime: tokens.getRefreshTime,
    isSignedIn: () => tokens.getToken() !== undefined,
    signIn(token: string, refreshTimeMs: number, info?: UserInfo) {
      if (info) core.userInfo = info;
      core.activity.mark();
      core.activity.persist();
      setToken(core, transport === 'cookie' ? COOKIE_SESSION_MARKER : token, refreshTimeMs);
      emit(core);
    },
    refreshToken(token: string, refreshTimeMs: number, sentWith: string | undefined) {
      const current = tokens.getToken();
      if (current === undefined || sentWith === undefined || current !== sentWith) return false;
      const stored = tokens.getRefreshTime();
      if (!Number.isFinite(refreshTimeMs)) return false;
      if (stored !== undefined && refreshTimeMs <= stored) return false;
      // Every authenticated answer carries the token it was sent with and its refresh time: for
      // that token only the time is written. An answer that lands while another tab signs out
      // (this tab's view of the cookies not yet updated) then cannot write the token back.
      if (token === current) {
        tokens.writeTime(refreshTimeMs);
        return true;
      }
      setToken(core, token, refreshTimeMs);
      return true;
    },
    signOut() {
      core.userInfo = undefined;
      core.userInfoRequestedAt = undefined;
      setToken(core, undefined, undefined);
    },
  };
}

/** The user info methods, with its refresh interval. */
function userInfoMethods(core: SessionCore, refreshMs: number) {
  return {
    getUserInfo: () => core.userInfo,
    setUserInfo(info: UserInfo) {
      core.userInfo = info;
      emit(core);
    },
    clearUserInfo() {
      if (core.userInfo === undefined) return;
      core.userInfo = undefined;
      core.userInfoRequestedAt = undefined;
      emit(core);
    },
    userInfoDue: () =>
      core.userInfoRequestedAt === undefined || Date.now() - core.userInfoRequestedAt >= refreshMs,
    markUserInfoRequested() {
      core.userInfoRequestedAt = Date.now();
    },
  };
}

/** The device storage methods: the balance toggle, saving, and clearing it all. */
function storageMethods(core: SessionCore) {
  const { storage, ns } = core;
  const balanceKey = `${ns}_balance_visible`;
  return {
    balanceVisible: () => storage.getItem(balanceKey) !== '0',
    setBalanceVisible(visible: boolean) {
      storage.setItem(balanceKey, visible ? '1' : '0');
      core.tabs?.post({ kind: 'balance-visible', visible });
      emit(core);
    },
    save() {
      core.activity.persist();
    },
    clearStorage() {
      core.activity.clear();
      core.tokens.removeCookies();
      const prefix = `${ns}_`;
      for (const key of storage.keys()) if (key.startsWith(prefix)) storage.removeItem(key);
      core.userInfo = undefined;
      core.userInfoRequestedAt = undefined;
      const was = core.knownSignedIn;
      core.knownSignedIn = false;
      if (was) core.tabs?.post({ kind: 'token', signedIn: false });
      emit(core);
    },
  };
}

/** The ports of the options, with the browser defaults. */
function sessionPorts(options: SessionOptions) {
  const logger = options.logger ?? consoleLogger;
  return {
    logger,
    notify: options.notify ?? defaultNotify(logger),
    navigation: options.navigation ?? defaultNavigation(logger),
    translate: options.translate ?? untranslated,
    storage:
      options.storage ??
      (hasDom() && typeof localStorage !== 'undefined'
        ? webStorage(localStorage)
        : memoryStorage()),
    cookies: options.cookies ?? defaultCookies(),
  };
}

/** Creates the session for one page. Pass ports in Node and tests; the browser has defaults. */
export function createSession(options: SessionOptions = {}): Session {
  const ns = options.namespace ?? 'lobby';
  const transport = options.transport ?? 'bearer';
  const { logger, notify, navigation, translate, storage, cookies } = sessionPorts(options);
  const tokens = createTokenStore({
    cookies,
    storage,
    notify,
    translate,
    transport,
    maxAgeSeconds: options.cookieMaxAgeSeconds ?? 30 * DAY_SECONDS,
    keys: { token: `${ns}_token`, time: `${ns}_token_time` },
  });
  const throttleMs = options.activitySaveThrottleMs ?? STORAGE_SAVE_THROTTLE_MS;
  const core: SessionCore = {
    ns,
    storage,
    tokens,
    activity: createActivityRecord(storage, `${ns}_last_activity`, throttleMs),
    tabs: undefined,
    userInfo: undefined,
    userInfoRequestedAt: undefined,
    knownSignedIn: tokens.getToken() !== undefined,
    snapshot: undefined,
    listeners: new Set(),
  };
  core.tabs = openTabSync(options.channels, ns, logger, (message) =>
    onTabMessage(core, navigation, message),
  );
  const cache = createLocalCache(storage, {
    prefix: `${ns}_cache_`,
    onError: (error) => logger.warn('session: device storage refused cached data', error),
  });
  const session: Session = {
    tokenStore: tokens.kind,
    transport,
    cache,
    ...tokenMethods(core, transport),
    ...userInfoMethods(core, options.userInfoRefreshMs ?? USER_INFO_REFRESH_MS),
    markActivity: () => core.activity.mark(),
    lastActivity: () => core.activity.last(),
    startInactivityWatch: () => watch.start(),
    stopInactivityWatch: () => watch.stop(),
    ...storageMethods(core),
    subscribe(listener) {
      core.listeners.add(listener);
      return () => core.listeners.delete(listener);
    },
    getSnapshot() {
      core.snapshot ??= {
        signedIn: session.isSignedIn(),
        userInfo: core.userInfo,
        balanceVisible: session.balanceVisible(),
      };
      return core.snapshot;
    },
    dispose() {
      watch.stop();
      core.activity.persist();
      core.tabs?.close();
      core.tabs = undefined;
      core.listeners.clear();
    },
  };
  const watch = createInactivityWatch(session, {
    logoutMs: options.inactivityLogoutMs ?? INACTIVITY_LOGOUT_MS,
    checkMs: options.activityCheckMs ?? ACTIVITY_CHECK_MS,
    logger,
    navigation,
    onIdle: options.onIdle,
  });
  return session;
}
