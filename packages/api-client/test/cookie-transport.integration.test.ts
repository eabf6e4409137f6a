/**
 * The cookie transport (`sessionTransport: 'cookie'`) against the reference API, through a
 * `fetch` that behaves as a browser on the API's own origin: it keeps the `Set-Cookie` jar out
 * of the SDK's reach (HttpOnly), sends it with `credentials: 'same-origin'` calls, and adds the
 * page's Origin to every non-GET call.
 */
import { COOKIE_SESSION_TOKEN, SESSION_COOKIE } from '@lobby/contract/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../src/base-query/create-base-query.ts';
import { COOKIE_SESSION_MARKER } from '../src/session/transport.ts';
import { apiUrl, fakeBrowser, registerMember, testClient } from './helpers.ts';

/** A same-origin browser's fetch: its HttpOnly cookie jar, and every request it sent. */
function sameOriginBrowser() {
  const origin = new URL(apiUrl()).origin;
  const jar = new Map<string, string>();
  const sent: Array<{ url: string; headers: Headers; credentials: string | undefined }> = [];
  const fetchLike: FetchLike = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    sent.push({ url: String(input), headers: new Headers(headers), credentials: init.credentials });
    if (init.credentials === 'same-origin' && jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', origin);
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/Max-Age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { fetch: fetchLike, jar, sent };
}

const disposers: Array<() => void> = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

function cookieClient() {
  const browser = sameOriginBrowser();
  const storage = fakeBrowser();
  const made = testClient({ fetch: browser.fetch, sessionTransport: 'cookie', browser: storage });
  disposers.push(() => made.client.dispose());
  return { ...made, ...browser, storage };
}

describe('the cookie transport', () => {
  it('signs in with the HttpOnly cookie: no token in the answer, the session or the storage', async () => {
    const { client, jar, sent, storage } = cookieClient();
    const { answer } = await registerMember(client);
    expect(answer.token).toBe(COOKIE_SESSION_TOKEN);
    const token = jar.get(SESSION_COOKIE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(client.session.isSignedIn()).toBe(true);
    expect(client.session.getToken()).toBe(COOKIE_SESSION_MARKER);
    expect(client.session.getRefreshTime()).toBeGreaterThan(0);
    // Nothing the page's script can read holds the token.
    const readable = [
      ...['lobby_token', 'lobby_token_time'].map((k) => storage.cookies.get(k) ?? ''),
      ...storage.storage.keys().map((k) => storage.storage.getItem(k) ?? ''),
    ];
    expect(readable.join('\n')).not.toContain(token);

    const profile = await client.member.profile();
    expect(profile.username).toBe(answer.username);
    // A write passes the CSRF check: the header the SDK sends and the page's Origin.
    const switched = await client.member.autoTransfer({ auto_transfer: true });
    expect(switched.auto_transfer).toBe(true);
    for (const request of sent) {
      expect(request.headers.get('authorization')).toBeNull();
      if (request.url.includes('/api/v1/')) {
        expect(request.headers.get('x-lobby-session')).toBe('cookie');
        expect(request.headers.get('x-lobby-csrf')).toBe('1');
        expect(request.credentials).toBe('same-origin');
      }
    }
  });

  it('follows a rotation by the refresh time only, and signs out clearing the cookie', async () => {
    const { client, jar } = cookieClient();
    await registerMember(client);
    const first = jar.get(SESSION_COOKIE);
    const firstTime = client.session.getRefreshTime() ?? 0;
    // The test server rotates tokens 2 s after issue: call until the cookie has been replaced.
    await vi.waitFor(
      async () => {
        await client.member.sidebar();
        expect(jar.get(SESSION_COOKIE)).not.toBe(first);
      },
      { timeout: 10_000, interval: 250 },
    );
    expect(client.session.getRefreshTime()).toBeGreaterThan(firstTime);
    expect(client.session.getToken()).toBe(COOKIE_SESSION_MARKER);
    await client.member.profile();

    await client.auth.logout();
    expect(client.session.isSignedIn()).toBe(false);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });
});
