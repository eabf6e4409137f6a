import { ACTIVITY_CHECK_MS, INACTIVITY_LOGOUT_MS, USER_INFO_REFRESH_MS } from '@lobby/domain';
import type { UserInfo } from '@lobby/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryChannelHub, memoryCookies, memoryStorage } from '../ports/memory-ports.ts';
import type { LoggerPort, NavigationPort, NotifyPort } from '../ports/ports.ts';
import { createSession } from './session.ts';
import { COOKIE_SESSION_MARKER } from './transport.ts';
import type { Session, SessionOptions } from './session.ts';

const quiet: LoggerPort = { debug: () => {}, warn: () => {}, error: () => {} };

const user: UserInfo = {
  username: 'alice01',
  real_name: 'Alice',
  money: 1_000,
  avatar: '',
  type: 1,
  subtype: 1,
  auto_transfer: false,
  football_permission: 0,
  red_packet: [],
};

function spyNavigation() {
  return { reload: vi.fn(), goToRoot: vi.fn(), goHome: vi.fn() } satisfies NavigationPort;
}
function spyNotify() {
  return {
    toast: vi.fn(),
    confirm: vi.fn(() => Promise.resolve()),
    alert: vi.fn(),
  } satisfies NotifyPort;
}

/** One browser: a cookie jar, a localStorage and a channel hub that its tabs share. */
function browser(options: { cookies?: boolean } = {}) {
  const cookies = memoryCookies({ usable: options.cookies ?? true });
  const storage = memoryStorage();
  const channels = memoryChannelHub();
  const tabs: Session[] = [];
  const open = (extra: Partial<SessionOptions> = {}) => {
    const navigation = spyNavigation();
    const notify = spyNotify();
    const session = createSession({
      cookies,
      storage,
      channels,
      navigation,
      notify,
      logger: quiet,
      ...extra,
    });
    tabs.push(session);
    return { session, navigation, notify };
  };
  return { cookies, storage, open, closeAll: () => tabs.forEach((t) => t.dispose()) };
}

/** Lets the channel's asynchronous deliveries happen. */
const deliver = () => vi.advanceTimersByTimeAsync(0);

describe('session token', () => {
  let b: ReturnType<typeof browser>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    b = browser();
  });
  afterEach(() => {
    b.closeAll();
    vi.useRealTimers();
  });

  it('keeps the token and its refresh time in cookies', () => {
    const { session } = b.open();
    expect(session.isSignedIn()).toBe(false);
    session.signIn('tok-1', 1_000, user);
    expect(session.tokenStore).toBe('cookie');
    expect(b.cookies.jar.get('lobby_token')).toBe('tok-1');
    expect(b.cookies.jar.get('lobby_token_time')).toBe('1000');
    expect(session.getToken()).toBe('tok-1');
    expect(session.getRefreshTime()).toBe(1_000);
    expect(session.getUserInfo()).toEqual(user);
    expect(b.storage.map.has('lobby_token')).toBe(false);
  });

  it('replaces the token only with a newer refresh time, for the token the request carried', () => {
    const { session } = b.open();
    session.signIn('tok-1', 1_000);
    expect(session.refreshToken('tok-old', 900, 'tok-1')).toBe(false);
    expect(session.refreshToken('tok-same', 1_000, 'tok-1')).toBe(false);
    expect(session.getToken()).toBe('tok-1');
    expect(session.refreshToken('tok-2', 2_000, 'tok-1')).toBe(true);
    expect(session.getToken()).toBe('tok-2');
    expect(session.getRefreshTime()).toBe(2_000);
    // A late answer to a request made with the previous token cannot bring it back.
    expect(session.refreshToken('tok-late', 3_000, 'tok-1')).toBe(false);
    expect(session.getToken()).toBe('tok-2');
  });

  it('refuses refreshes that are malformed or arrive after sign-out', () => {
    const { session } = b.open();
    session.signIn('tok-1', 1_000);
    expect(session.refreshToken('tok-2', Number.NaN, 'tok-1')).toBe(false);
    expect(session.refreshToken('tok-2', 5_000, undefined)).toBe(false);
    session.signOut();
    expect(session.refreshToken('tok-2', 5_000, 'tok-1')).toBe(false);
    expect(session.isSignedIn()).toBe(false);
  });

  it('treats a garbled stored refresh time as none', () => {
    b.cookies.set('lobby_token', 'tok-x');
    b.cookies.set('lobby_token_time', 'yesterday');
    const { session } = b.open();
    expect(session.getRefreshTime()).toBeUndefined();
    expect(session.refreshToken('tok-y', 1, 'tok-x')).toBe(true);
  });

  it('falls back to device storage with the cookie-settings alert when cookies are unusable', () => {
    const blocked = browser({ cookies: false });
    const translate = vi.fn((key: string, fallback: string) => `${key}|${fallback}`);
    const { session, notify } = blocked.open({ translate });
    expect(session.tokenStore).toBe('storage');
    expect(notify.alert).toHaveBeenCalledTimes(1);
    expect(notify.alert.mock.calls[0]?.[0]).toMatch(/^COOKIE_DISABLED\|.*cookie settings/);
    session.signIn('tok-1', 1_000);
    expect(blocked.storage.map.get('lobby_token')).toBe('tok-1');
    expect(blocked.cookies.jar.size).toBe(0);
    session.signOut();
    expect(blocked.storage.map.has('lobby_token')).toBe(false);
    blocked.closeAll();
  });

  it('keeps separate namespaces apart', () => {
    const first = b.open({ namespace: 'brand_a' }).session;
    const second = b.open({ namespace: 'brand_b' }).session;
    first.signIn('tok-a', 1);
    expect(second.isSignedIn()).toBe(false);
  });
});

describe('session across two tabs', () => {
  let b: ReturnType<typeof browser>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    b = browser();
  });
  afterEach(() => {
    b.closeAll();
    vi.useRealTimers();
  });

  it('reloads the other tab home on sign-in and sign-out, not on a refresh', async () => {
    const a = b.open();
    const other = b.open();
    a.session.signIn('tok-1', 1_000, user);
    await deliver();
    expect(other.navigation.goHome).toHaveBeenCalledTimes(1);
    expect(other.session.getToken()).toBe('tok-1');
    expect(a.navigation.goHome).not.toHaveBeenCalled();

    expect(a.session.refreshToken('tok-2', 2_000, 'tok-1')).toBe(true);
    await deliver();
    expect(other.navigation.goHome).toHaveBeenCalledTimes(1);
    expect(other.session.getToken()).toBe('tok-2');

    a.session.signOut();
    await deliver();
    expect(other.navigation.goHome).toHaveBeenCalledTimes(2);
    expect(other.session.isSignedIn()).toBe(false);
    expect(other.session.getSnapshot().signedIn).toBe(false);
  });

  it('keeps a sign-out when the other tab, whose view of the cookies is behind, hears a late answer', async () => {
    const a = b.open();
    a.session.signIn('tok-1', 1_000, user);
    // The other tab still reads the token for a moment after the first removes it (a browser
    // updates each page's view of the cookies asynchronously).
    const stale = new Map(b.cookies.jar);
    const behind = { ...b.cookies, get: (name: string) => b.cookies.get(name) ?? stale.get(name) };
    const other = b.open({ cookies: behind });
    a.session.signOut();
    // An answer to a call the other tab made before: the same token, a later refresh time.
    expect(other.session.refreshToken('tok-1', 2_000, 'tok-1')).toBe(true);
    await deliver();
    expect(b.cookies.jar.has('lobby_token')).toBe(false);
    expect(a.session.isSignedIn()).toBe(false);
  });

  it("clears the other tab's user info when one tab signs out", async () => {
    const a = b.open();
    const other = b.open();
    a.session.signIn('tok-1', 1_000);
    await deliver();
    other.session.setUserInfo(user);
    const seen = vi.fn();
    other.session.subscribe(seen);
    a.session.signOut();
    await deliver();
    expect(other.session.getUserInfo()).toBeUndefined();
    expect(seen).toHaveBeenCalled();
  });

  it('shares the balance visibility toggle and persists it', async () => {
    const a = b.open();
    const other = b.open();
    expect(a.session.balanceVisible()).toBe(true);
    const seen = vi.fn();
    other.session.subscribe(seen);
    a.session.setBalanceVisible(false);
    await deliver();
    expect(other.session.balanceVisible()).toBe(false);
    expect(other.session.getSnapshot().balanceVisible).toBe(false);
    expect(seen).toHaveBeenCalled();
    // A page opened later (after a reload) reads the stored choice.
    expect(b.open().session.balanceVisible()).toBe(false);
  });

  it('ignores garbage on the channel', async () => {
    const channels = memoryChannelHub();
    const tab = createSession({
      cookies: b.cookies,
      storage: b.storage,
      channels,
      navigation: spyNavigation(),
      notify: spyNotify(),
      logger: quiet,
    });
    const intruder = channels('lobby-session');
    const seen = vi.fn();
    tab.subscribe(seen);
    intruder.postMessage(null);
    intruder.postMessage('sign me in');
    intruder.postMessage({ kind: 'unknown' });
    await deliver();
    expect(seen).not.toHaveBeenCalled();
    expect(tab.isSignedIn()).toBe(false);
    tab.dispose();
    intruder.close();
  });

  it('stops hearing other tabs once disposed', async () => {
    const a = b.open();
    const other = b.open();
    other.session.dispose();
    a.session.signIn('tok-1', 1);
    await deliver();
    expect(other.navigation.goHome).not.toHaveBeenCalled();
  });
});

describe('inactivity', () => {
  let b: ReturnType<typeof browser>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    b = browser();
  });
  afterEach(() => {
    b.closeAll();
    vi.useRealTimers();
  });

  it('logs out after two hours without an action, checking every minute', async () => {
    const onIdle = vi.fn((s: Session) => s.signOut());
    const { session } = b.open({ onIdle });
    session.signIn('tok-1', 1);
    session.startInactivityWatch();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - ACTIVITY_CHECK_MS);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ACTIVITY_CHECK_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
    await vi.advanceTimersByTimeAsync(ACTIVITY_CHECK_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts an action in any tab', async () => {
    const onIdleA = vi.fn();
    const a = b.open({ onIdle: onIdleA });
    const other = b.open();
    a.session.signIn('tok-1', 1);
    a.session.startInactivityWatch();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 10 * ACTIVITY_CHECK_MS);
    other.session.markActivity();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - ACTIVITY_CHECK_MS);
    expect(onIdleA).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * ACTIVITY_CHECK_MS);
    expect(onIdleA).toHaveBeenCalledTimes(1);
  });

  it('signs out and goes home by default', async () => {
    const { session, navigation } = b.open();
    session.signIn('tok-1', 1);
    session.startInactivityWatch();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS + ACTIVITY_CHECK_MS);
    expect(session.isSignedIn()).toBe(false);
    expect(navigation.goHome).toHaveBeenCalledTimes(1);
  });

  it('still signs out when the idle logout fails', async () => {
    const onIdle = vi.fn(() => Promise.reject(new Error('server down')));
    const { session } = b.open({ onIdle });
    session.signIn('tok-1', 1);
    session.startInactivityWatch();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS + ACTIVITY_CHECK_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
  });

  it('does nothing for a guest', async () => {
    const onIdle = vi.fn();
    const { session } = b.open({ onIdle });
    session.startInactivityWatch();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('clears the login and reloads when the page opens already idle', async () => {
    const first = b.open();
    first.session.signIn('tok-1', 1);
    first.session.dispose();
    // The browser was closed; it opens again three hours later.
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    const onIdle = vi.fn();
    const later = b.open({ onIdle });
    later.session.startInactivityWatch();
    expect(later.session.isSignedIn()).toBe(false);
    expect(later.navigation.reload).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('keeps a login that was active recently when the page opens', async () => {
    const first = b.open();
    first.session.signIn('tok-1', 1);
    first.session.dispose();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const later = b.open();
    later.session.startInactivityWatch();
    expect(later.session.isSignedIn()).toBe(true);
    expect(later.navigation.reload).not.toHaveBeenCalled();
  });

  it('throttles activity writes and flushes them on save', async () => {
    const { session } = b.open({ activitySaveThrottleMs: 500 });
    session.markActivity();
    const firstWrite = b.storage.map.get('lobby_last_activity');
    await vi.advanceTimersByTimeAsync(100);
    session.markActivity();
    expect(b.storage.map.get('lobby_last_activity')).toBe(firstWrite);
    session.save();
    expect(b.storage.map.get('lobby_last_activity')).toBe(String(Date.now()));
    await vi.advanceTimersByTimeAsync(100);
    session.markActivity();
    await vi.advanceTimersByTimeAsync(500);
    expect(b.storage.map.get('lobby_last_activity')).toBe(String(Date.now() - 500));
    expect(session.lastActivity()).toBe(Date.now() - 500);
  });

  it('ignores a garbled stored activity time', () => {
    b.storage.setItem('lobby_last_activity', 'not a time');
    const { session } = b.open();
    expect(session.lastActivity()).toBeUndefined();
  });
});

describe('user info', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('allows a refresh at most every 30 seconds', () => {
    const { session } = browser().open();
    expect(session.userInfoDue()).toBe(true);
    session.markUserInfoRequested();
    expect(session.userInfoDue()).toBe(false);
    vi.advanceTimersByTime(USER_INFO_REFRESH_MS - 1);
    expect(session.userInfoDue()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(session.userInfoDue()).toBe(true);
    session.dispose();
  });

  it('gives a stable snapshot that changes with the user info', () => {
    const { session } = browser().open();
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    const before = session.getSnapshot();
    expect(session.getSnapshot()).toBe(before);
    session.setUserInfo(user);
    expect(listener).toHaveBeenCalledTimes(1);
    const after = session.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.userInfo).toEqual(user);
    session.clearUserInfo();
    session.clearUserInfo();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    session.setUserInfo(user);
    expect(listener).toHaveBeenCalledTimes(2);
    session.dispose();
  });
});

describe('clearing storage', () => {
  it('removes only what the session owns and tells the other tabs', async () => {
    vi.useFakeTimers();
    const b = browser();
    b.storage.setItem('site_language', 'ja');
    const a = b.open();
    const other = b.open();
    a.session.signIn('tok-1', 1, user);
    a.session.setBalanceVisible(false);
    await deliver();
    a.session.clearStorage();
    await deliver();
    expect(b.cookies.jar.size).toBe(0);
    expect([...b.storage.map.keys()]).toEqual(['site_language']);
    expect(a.session.getUserInfo()).toBeUndefined();
    expect(other.navigation.goHome).toHaveBeenCalledTimes(2);
    b.closeAll();
    vi.useRealTimers();
  });
});

describe('the cookie transport', () => {
  it('stores a marker in place of the token, and tells other tabs the member signed in', async () => {
    vi.useFakeTimers();
    try {
      const b = browser();
      const a = b.open({ transport: 'cookie' });
      const other = b.open({ transport: 'cookie' });
      expect(a.session.transport).toBe('cookie');
      a.session.signIn('', 1_700_000_000_000, user);
      expect(a.session.isSignedIn()).toBe(true);
      expect(a.session.getToken()).toBe(COOKIE_SESSION_MARKER);
      expect(b.cookies.jar.get('lobby_token')).toBe(COOKIE_SESSION_MARKER);
      expect(
        a.session.refreshToken(COOKIE_SESSION_MARKER, 1_700_000_600_000, COOKIE_SESSION_MARKER),
      ).toBe(true);
      expect(a.session.getRefreshTime()).toBe(1_700_000_600_000);
      await deliver();
      expect(other.session.isSignedIn()).toBe(true);
      a.session.signOut();
      expect(b.cookies.jar.has('lobby_token')).toBe(false);
      b.closeAll();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a login stored under the other transport', () => {
    const b = browser();
    b.open().session.signIn('bearer-token', 1);
    expect(b.open({ transport: 'cookie' }).session.isSignedIn()).toBe(false);
    expect(b.cookies.jar.has('lobby_token')).toBe(false);
    b.open({ transport: 'cookie' }).session.signIn('', 2);
    expect(b.open().session.isSignedIn()).toBe(false);
    b.closeAll();
  });
});
