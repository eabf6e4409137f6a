import { TEST_MODE_TTL_MS } from '@lobby/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { setFlash, takeFlash } from './flash.ts';
import {
  APP_STATUS_EVENT,
  appPlatformCode,
  detectHybridApp,
  urlReportsInactive,
} from './hybrid-app.ts';
import { createNotifier } from './notifier.ts';
import { resolveTestMode } from './test-mode.ts';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}
const broken = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
};

describe('notifier', () => {
  it('queues notices until the host attaches, then replays them in order', async () => {
    const notifier = createNotifier();
    notifier.toast('first', { kind: 'error', durationMs: 5000, closable: true });
    notifier.alert('cookies are off');
    const confirmed = notifier.confirm('session ended');
    const seen: string[] = [];
    const detach = notifier.attach({
      toast: (m) => void seen.push(`toast:${m}`),
      alert: (m) => void seen.push(`alert:${m}`),
      confirm: async (m) => void seen.push(`confirm:${m}`),
    });
    await confirmed;
    expect(seen).toEqual(['toast:first', 'alert:cookies are off', 'confirm:session ended']);
    notifier.toast('live', { kind: 'info', durationMs: 3000, closable: false });
    expect(seen.at(-1)).toBe('toast:live');
    detach();
    notifier.toast('queued again', { kind: 'info', durationMs: 3000, closable: false });
    expect(seen).toHaveLength(4);
  });
});

describe('flash', () => {
  it('shows a parked message once', () => {
    const storage = memory();
    setFlash(storage, 'You have logged out.');
    expect(takeFlash(storage)).toBe('You have logged out.');
    expect(takeFlash(storage)).toBeUndefined();
    expect(() => setFlash(broken, 'x')).not.toThrow();
    expect(takeFlash(broken)).toBeUndefined();
  });
});

describe('test mode', () => {
  it('turns on with mode=test, lasts seven days, and is forgotten after', () => {
    const storage = memory();
    const now = 1_700_000_000_000;
    expect(resolveTestMode('https://x.test/?mode=test', storage, now)).toBe(true);
    expect(resolveTestMode('https://x.test/', storage, now + TEST_MODE_TTL_MS - 1)).toBe(true);
    expect(resolveTestMode('https://x.test/', storage, now + TEST_MODE_TTL_MS)).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(resolveTestMode('https://x.test/?mode=prod', storage, now)).toBe(false);
  });

  it('survives broken storage and bad input', () => {
    expect(resolveTestMode('https://x.test/?mode=test', broken, 1)).toBe(true);
    expect(resolveTestMode('http://[bad', memory(), 1)).toBe(false);
    const storage = memory();
    storage.setItem('lobby_test_mode', 'yesterday');
    expect(resolveTestMode(new URL('https://x.test/'), storage, 1)).toBe(false);
  });
});

describe('hybrid app', () => {
  it('is recognised by its user agent or first URL, and remembered for the tab', () => {
    expect(detectHybridApp('Mozilla/5.0 LobbyApp/2.3.1 (iOS)', 'https://x.test/')).toEqual({
      platform: 'ios',
      version: '2.3.1',
    });
    const storage = memory();
    expect(
      detectHybridApp(
        'Mozilla/5.0',
        'https://x.test/?app_platform=android&app_version=1.9',
        storage,
      ),
    ).toEqual({
      platform: 'android',
      version: '1.9',
    });
    expect(detectHybridApp('Mozilla/5.0', 'https://x.test/tabs/home', storage)).toEqual({
      platform: 'android',
      version: '1.9',
    });
    expect(
      detectHybridApp('Mozilla/5.0', 'https://x.test/?app_platform=ios&app_version=abc', memory()),
    ).toBeUndefined();
    expect(detectHybridApp('Mozilla/5.0', 'https://x.test/', memory())).toBeUndefined();
    const damaged = memory();
    damaged.setItem('lobby_hybrid_app', '{"platform":"web"}');
    expect(detectHybridApp('', 'http://[bad', damaged)).toBeUndefined();
  });

  it('sends 1 for iOS and 2 otherwise, and reads the inactive status', () => {
    expect(appPlatformCode({ platform: 'ios' })).toBe(1);
    expect(appPlatformCode({ platform: 'android' })).toBe(2);
    expect(urlReportsInactive('https://x.test/?app_status=inactive')).toBe(true);
    expect(urlReportsInactive('https://x.test/')).toBe(false);
    expect(urlReportsInactive('http://[bad')).toBe(false);
    expect(APP_STATUS_EVENT).toBe('lobby:app-status');
    vi.fn();
  });
});
