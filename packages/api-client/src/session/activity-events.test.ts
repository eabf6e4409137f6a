// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { memoryCookies, memoryStorage } from '../ports/memory-ports.ts';
import { bindActivityEvents } from './activity-events.ts';
import { createSession } from './session.ts';

describe('activity events', () => {
  it('timestamps the session on member actions until unbound', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const session = createSession({
      cookies: memoryCookies(),
      storage: memoryStorage(),
      channels: null,
      logger: { debug: () => {}, warn: () => {}, error: () => {} },
    });
    const unbind = bindActivityEvents(session);
    expect(session.lastActivity()).toBeUndefined();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(session.lastActivity()).toBe(Date.now());
    vi.advanceTimersByTime(60_000);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(session.lastActivity()).toBe(Date.now());
    unbind();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(session.lastActivity()).toBe(Date.now() - 60_000);
    session.dispose();
    vi.useRealTimers();
  });
});
