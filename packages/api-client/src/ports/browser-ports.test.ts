// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  broadcastChannels,
  defaultNavigation,
  defaultCookies,
  defaultNotify,
  documentCookies,
  hasDom,
  webStorage,
} from './browser-ports.ts';

describe('browser ports', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sees the DOM', () => {
    expect(hasDom()).toBe(true);
  });

  it('reads and writes document cookies', () => {
    const cookies = documentCookies();
    expect(cookies.usable()).toBe(true);
    cookies.set('lobby_token', 'a b;c', { maxAgeSeconds: 60 });
    expect(cookies.get('lobby_token')).toBe('a b;c');
    expect(cookies.get('missing')).toBeUndefined();
    cookies.remove('lobby_token');
    expect(cookies.get('lobby_token')).toBeUndefined();
  });

  it("defaults to the page's cookies where there is a page, else to an empty jar", () => {
    defaultCookies().set('lobby_locale', 'ja');
    expect(document.cookie).toContain('lobby_locale=ja');
    documentCookies().remove('lobby_locale');
    vi.stubGlobal('document', undefined);
    try {
      const jar = defaultCookies();
      jar.set('lobby_locale', 'ja');
      expect(jar.get('lobby_locale')).toBe('ja');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(document.cookie).not.toContain('lobby_locale');
  });

  it('wraps localStorage', () => {
    localStorage.clear();
    const storage = webStorage(localStorage);
    storage.setItem('k1', 'v1');
    storage.setItem('k2', 'v2');
    expect(storage.keys().sort()).toEqual(['k1', 'k2']);
    storage.removeItem('k1');
    expect(storage.getItem('k1')).toBeNull();
    expect(storage.getItem('k2')).toBe('v2');
  });

  it('shows an error toast with a close button that goes away after its duration', () => {
    vi.useFakeTimers();
    defaultNotify().toast('Load Failed', { kind: 'error', durationMs: 5_000, closable: true });
    const toast = document.querySelector('[data-lobby-toast="error"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.textContent).toContain('Load Failed');
    const close = toast?.querySelector('button');
    expect(close?.getAttribute('aria-label')).toBe('Close');
    vi.advanceTimersByTime(4_999);
    expect(document.querySelector('[data-lobby-toast]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('[data-lobby-toast]')).toBeNull();
  });

  it('closes a toast on its button, and leaves out the button when not closable', () => {
    const notify = defaultNotify();
    notify.toast('Saved', { kind: 'success', durationMs: 3_000, closable: false });
    expect(document.querySelector('[data-lobby-toast="success"] button')).toBeNull();
    expect(document.querySelector('[data-lobby-toast="success"]')?.getAttribute('role')).toBe(
      'status',
    );
    notify.toast('Oops', { kind: 'error', durationMs: 3_000, closable: true });
    document.querySelector<HTMLButtonElement>('[data-lobby-toast="error"] button')?.click();
    expect(document.querySelector('[data-lobby-toast="error"]')).toBeNull();
  });

  it('confirms and alerts through the browser dialogs', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const notify = defaultNotify();
    await notify.confirm('Session expired');
    notify.alert('Cookies off');
    expect(alert.mock.calls).toEqual([['Session expired'], ['Cookies off']]);
  });

  it('navigates with location', () => {
    const navigation = defaultNavigation();
    // jsdom cannot navigate; it reports the attempt instead, which proves the call was made.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => navigation.goHome()).not.toThrow();
    expect(() => navigation.goToRoot()).not.toThrow();
    expect(() => navigation.reload()).not.toThrow();
    errors.mockRestore();
  });

  it('opens a BroadcastChannel', () => {
    const channel = broadcastChannels('lobby-test');
    expect(typeof channel.postMessage).toBe('function');
    channel.close();
  });
});

describe('ports without a DOM', () => {
  it('logs instead of showing', async () => {
    vi.stubGlobal('window', undefined);
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const notify = defaultNotify(logger);
    notify.toast('x', { kind: 'error', durationMs: 1, closable: true });
    notify.alert('y');
    await notify.confirm('z');
    expect(logger.warn).toHaveBeenCalledTimes(3);
    const navigation = defaultNavigation(logger);
    navigation.reload();
    navigation.goHome();
    navigation.goToRoot();
    expect(logger.debug).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });
});
