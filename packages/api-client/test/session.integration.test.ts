/**
 * The session and error policies against the reference API: token refresh from answer
 * headers, the 401/403 policy with real revocations and locks, two tabs of one browser, the
 * idle logout, cancellation and a lost answer sent again.
 */
import { allEndpoints } from '@lobby/contract/registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, apiUrl, fakeBrowser, registerMember, testClient, uniqueUsername } from './helpers.ts';

const clients: Array<ReturnType<typeof testClient>> = [];
const open = (options: Parameters<typeof testClient>[0] = {}) => {
  const made = testClient(options);
  clients.push(made);
  return made;
};
afterEach(() => {
  for (const { client } of clients.splice(0)) client.dispose();
  vi.useRealTimers();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('token refresh', () => {
  it('stores the rotated token an answer carries, and only a newer one', async () => {
    const { client } = open();
    await registerMember(client);
    const first = client.session.getToken();
    const firstTime = client.session.getRefreshTime() ?? 0;
    // The test server rotates tokens 2 s after issue (LOBBY_TOKEN_ROTATE_MS).
    await sleep(2_100);
    await client.member.sidebar();
    const second = client.session.getToken();
    expect(second).not.toBe(first);
    expect(client.session.getRefreshTime()).toBeGreaterThan(firstTime);
    // The new token works; an answer refreshing with an older time would be ignored.
    await client.member.profile();
    expect(client.session.refreshToken('stale', firstTime, second)).toBe(false);
    expect(client.session.getToken()).toBe(second);
  });
});

describe('401 and 403', () => {
  it('on a revoked session: user info cleared, one confirm with the server message, storage cleared, root', async () => {
    let confirm: () => void = () => {};
    const a = open({ getLocale: () => 'en' });
    a.notify.confirm.mockImplementation(() => new Promise<void>((resolve) => (confirm = resolve)));
    const { username } = await registerMember(a.client);
    a.client.session.setBalanceVisible(false);
    const b = open();
    await b.client.auth.login({ username, password: PASSWORD });
    // Changing the password on device B revokes every other session (device A).
    await b.client.member.changePassword({ old_password: PASSWORD, password: 'other-pw12', password_confirmation: 'other-pw12' });

    const results = await Promise.allSettled([a.client.member.profile(), a.client.member.inquiry()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const reason = (results[0] as PromiseRejectedResult).reason as { status: number; code: string; message: string };
    expect(reason.status).toBe(401);
    expect(a.client.session.getUserInfo()).toBeUndefined();
    expect(a.notify.confirm).toHaveBeenCalledTimes(1);
    expect(a.notify.confirm).toHaveBeenCalledWith(reason.message);
    expect(a.notify.toast).not.toHaveBeenCalled();
    expect(a.navigation.goToRoot).not.toHaveBeenCalled();

    confirm();
    await vi.waitFor(() => expect(a.navigation.goToRoot).toHaveBeenCalledTimes(1));
    expect(a.client.session.isSignedIn()).toBe(false);
    expect(a.client.session.balanceVisible()).toBe(true);
    expect(b.client.session.isSignedIn()).toBe(true);
  });

  it('on a locked account: the signed-in device is sent to root, a new login gets ACCOUNT_LOCKED', async () => {
    const a = open();
    const { username } = await registerMember(a.client);
    // Three wrong passwords lock the account on the test server (LOBBY_LOCK_AFTER).
    const attacker = open();
    for (let i = 0; i < 3; i += 1) {
      await attacker.client.auth.login({ username, password: `wrong-pw${i}1` }, { handleErrors: true }).catch(() => undefined);
    }
    const refused = await a.client.member.profile().catch((e: { status: number; code: string }) => e);
    expect([401, 403]).toContain((refused as { status: number }).status);
    expect(a.notify.confirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(a.navigation.goToRoot).toHaveBeenCalled());
    expect(a.client.session.isSignedIn()).toBe(false);

    const later = open();
    await expect(later.client.auth.login({ username, password: PASSWORD })).rejects.toMatchObject({
      status: 403,
      code: 'ACCOUNT_LOCKED',
    });
    // A refused login is no session ending: a toast, not the confirm.
    expect(later.notify.confirm).not.toHaveBeenCalled();
    expect(later.notify.toast).toHaveBeenCalledTimes(1);
  });

  it('a guest calling a member endpoint gets the confirm too (the route needs a login)', async () => {
    const { client, notify, navigation } = open();
    await expect(client.member.profile()).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(notify.confirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(navigation.goToRoot).toHaveBeenCalledTimes(1));
  });
});

describe('two tabs of one browser', () => {
  it('share the login: a sign-in and a sign-out reload the other tab home', async () => {
    const browser = fakeBrowser();
    const tabA = open({ browser });
    const tabB = open({ browser });
    const username = uniqueUsername();
    await tabA.client.auth.register({ username, password: PASSWORD, password_confirmation: PASSWORD });
    await vi.waitFor(() => expect(tabB.navigation.goHome).toHaveBeenCalledTimes(1));
    expect(tabA.navigation.goHome).not.toHaveBeenCalled();
    // Tab B calls with the shared token.
    expect((await tabB.client.member.profile()).username).toBe(username);

    // A rotation seen by tab B is used by tab A at once (same cookie), without reloads.
    await sleep(2_100);
    await tabB.client.member.sidebar();
    const rotated = tabB.client.session.getToken();
    expect(tabA.client.session.getToken()).toBe(rotated);
    await tabA.client.member.inquiry();
    expect(tabB.navigation.goHome).toHaveBeenCalledTimes(1);

    await tabB.client.auth.logout();
    await vi.waitFor(() => expect(tabA.navigation.goHome).toHaveBeenCalledTimes(1));
    expect(tabA.client.session.isSignedIn()).toBe(false);
  });
});

describe('inactivity', () => {
  it('logs out on the server after two idle hours', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { client, navigation } = open({ watchInactivity: true });
    await registerMember(client);
    const token = client.session.getToken();
    client.session.markActivity();
    vi.advanceTimersByTime(2 * 3_600_000 + 60_000);
    await vi.waitFor(() => expect(navigation.goHome).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(client.session.isSignedIn()).toBe(false);
    vi.useRealTimers();
    // The server revoked it too.
    const other = open();
    other.client.session.signIn(token as string, Date.now());
    await expect(other.client.member.sidebar({}, { handleErrors: true })).rejects.toMatchObject({ status: 401 });
  });
});

describe('network conditions', () => {
  it('only logs a cancelled call', async () => {
    const { client, notify, logger } = open();
    await registerMember(client);
    const pending = client.member.inquiry();
    expect(client.cancel('inquiry')).toBe(1);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(notify.toast).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledWith(expect.stringContaining('cancelled'), expect.anything());
    expect(client.cancel('noSuchEndpoint')).toBe(0);
  });

  it('shows the network anomaly text when the server cannot be reached', async () => {
    const translate = (key: string, fallback: string) => (key === 'NETWORK_ANOMALY' ? '网络异常' : fallback);
    // A closed port on this machine: a real refused connection.
    const { client, notify } = open({ baseUrl: 'http://127.0.0.1:1', translate });
    await expect(client.config.contact()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: '网络异常' });
    expect(notify.toast).toHaveBeenCalledWith('网络异常', { kind: 'error', durationMs: 5_000, closable: true });
  });

  it('sends an idempotent call again after its answer was lost', async () => {
    // The connection drops after the server answered once: the transport loses that answer.
    let dropped = false;
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!dropped) {
        dropped = true;
        throw new TypeError('socket hang up');
      }
      return response;
    };
    const { client, notify } = open({ fetch: lossy });
    expect((await client.config.maintenance()).type).not.toBe(1);
    expect(dropped).toBe(true);
    expect(notify.toast).not.toHaveBeenCalled();
  });

  // Money-moving endpoints (contract `idempotent: true` with a body) arrive with the wallet
  // area (issue #4); until the contract has one, the reuse of the key on retry is covered by
  // the base query's unit tests.
  const moneyMoving = allEndpoints.filter((e) => e.idempotent && e.method !== 'GET');
  it.skipIf(moneyMoving.length === 0)('reuses the idempotency key when a money call is retried', () => {
    // Fails on purpose once a money endpoint exists, so this test gets written with it.
    throw new Error(`Write the retry test against ${apiUrl()} for ${moneyMoving.map((e) => e.id).join(', ')}`);
  });
});
