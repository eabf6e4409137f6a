// @vitest-environment jsdom
/**
 * `createLobbyClient` with nothing but a base URL in a browser-like page (jsdom) against the
 * reference API: the default ports keep the token in `document.cookie`, show the DOM toast,
 * watch activity, and a second client in the page hears the first over BroadcastChannel.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLobbyClient } from '../src/client/create-lobby-client.ts';
import type { LobbyClient } from '../src/client/create-lobby-client.ts';
import { PASSWORD, apiUrl, uniqueUsername } from './helpers.ts';

const made: LobbyClient[] = [];
afterEach(() => {
  for (const client of made.splice(0)) client.dispose();
  document.body.innerHTML = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=;Path=/;Max-Age=0`;
  }
  localStorage.clear();
});

describe('browser defaults', () => {
  it('store the token in a cookie, toast errors in the page and watch activity', async () => {
    // jsdom cannot navigate; the default navigation's attempts are only reported.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createLobbyClient({ baseUrl: apiUrl() });
    made.push(client);
    expect(client.session.tokenStore).toBe('cookie');
    const username = uniqueUsername();
    await client.auth.register({
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_confirmed: true,
    });
    expect(document.cookie).toContain(`lobby_token=`);
    expect(client.session.getToken()).toBeTruthy();

    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(localStorage.getItem('lobby_last_activity')).not.toBeNull();

    await expect(client.auth.isRegistered({ username: '' })).rejects.toMatchObject({ status: 400 });
    const toast = document.querySelector('[data-lobby-toast="error"]');
    expect(toast?.textContent).toBeTruthy();
    expect(toast?.querySelector('button[aria-label="Close"]')).not.toBeNull();
  });

  it('tell another client of the page about a sign-in over BroadcastChannel', async () => {
    const first = createLobbyClient({ baseUrl: apiUrl(), watchInactivity: false });
    const goHome = vi.fn();
    const second = createLobbyClient({
      baseUrl: apiUrl(),
      watchInactivity: false,
      navigation: { reload: vi.fn(), goToRoot: vi.fn(), goHome },
    });
    made.push(first, second);
    await first.auth.register({
      username: uniqueUsername(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_confirmed: true,
    });
    await vi.waitFor(() => expect(goHome).toHaveBeenCalledTimes(1));
    expect(second.session.getToken()).toBe(first.session.getToken());
  });
});
