/**
 * The session and error policies against the reference API: token refresh from answer
 * headers, the 401/403 policy with real revocations and locks, two tabs of one browser, the
 * idle logout, cancellation, a lost answer sent again, and money calls whose answer was lost
 * after the server committed (one key per logical call, reused on every resend).
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  TransactionKind,
} from '@lobby/contract/wallet';
import { PaymentType } from '@lobby/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyApiError } from '../src/client/lobby-api-error.ts';
import { PASSWORD, fakeBrowser, registerMember, testClient, uniqueUsername } from './helpers.ts';
import { channelByCode, depositMethod, fundedMember } from './money.ts';

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
    await b.client.member.changePassword({
      old_password: PASSWORD,
      password: 'Other-Willow-83',
      password_confirmation: 'Other-Willow-83',
    });

    const results = await Promise.allSettled([
      a.client.member.profile(),
      a.client.member.inquiry(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    const reason = (results[0] as PromiseRejectedResult).reason as {
      status: number;
      code: string;
      message: string;
    };
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
      await attacker.client.auth
        .login({ username, password: `wrong-pw${i}1` }, { handleErrors: true })
        .catch(() => undefined);
    }
    const refused = await a.client.member
      .profile()
      .catch((e: { status: number; code: string }) => e);
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
    await expect(client.member.profile()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
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
    await tabA.client.auth.register({
      username,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      age_confirmed: true,
    });
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
    await expect(other.client.member.sidebar({}, { handleErrors: true })).rejects.toMatchObject({
      status: 401,
    });
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
    expect(logger.debug).toHaveBeenCalledWith(
      expect.stringContaining('cancelled'),
      expect.anything(),
    );
    expect(client.cancel('noSuchEndpoint')).toBe(0);
  });

  it('shows the network anomaly text when the server cannot be reached', async () => {
    const translate = (key: string, fallback: string) =>
      key === 'NETWORK_ANOMALY' ? '网络异常' : fallback;
    // A closed port on this machine: a real refused connection.
    const { client, notify } = open({ baseUrl: 'http://127.0.0.1:1', translate });
    // The member's text is what the toast shows; the error adds what a developer needs.
    await expect(client.config.contact()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      memberMessage: '网络异常',
      message: expect.stringMatching(
        /^网络异常 \(GET http:\/\/127\.0\.0\.1:1\/api\/v1\/.* got no answer: fetch failed/,
      ),
      method: 'GET',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:1\/api\/v1\//),
      cause: expect.stringMatching(/^fetch failed: /),
    });
    expect(notify.toast).toHaveBeenCalledWith('网络异常', {
      kind: 'error',
      durationMs: 5_000,
      closable: true,
    });
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
});

describe('money calls whose answer is lost', () => {
  /**
   * A transport whose connection drops after the server answered the first money call: the
   * request reached the server and committed, the member's device never saw the answer.
   */
  function droppingFirstAnswer(path: string) {
    const sent: Array<{ key: string | null; body: string }> = [];
    let dropped = 0;
    const transport: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (new URL(String(input)).pathname.endsWith(path)) {
        sent.push({
          key: new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER),
          body: String(init?.body),
        });
        if (dropped === 0) {
          dropped += 1;
          await response.arrayBuffer();
          throw new TypeError('fetch failed: socket hang up');
        }
      }
      return response;
    };
    return { sent, transport, dropped: () => dropped };
  }

  it('sends a transfer again with the same key, and the money moves exactly once', async () => {
    const lossy = droppingFirstAnswer('/member/game/transfer');
    const { client, notify, logger } = open({ fetch: lossy.transport });
    await fundedMember(client, 100_00);
    const channel = await channelByCode(client, 'AUR');

    const answer = await client.wallet.transfer({
      action: 1,
      amount: 30_00,
      channel_id: channel.id,
    });
    // The first answer was lost; the SDK sent once more and the server replayed its answer.
    expect(lossy.dropped()).toBe(1);
    expect(lossy.sent).toHaveLength(2);
    expect(lossy.sent[0]?.key).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));
    expect(lossy.sent[1]).toEqual(lossy.sent[0]);
    expect(answer).toMatchObject({
      money: 70_00,
      channel_balance: 30_00,
      transfer: { status: 2, amount: 30_00 },
    });
    expect(notify.toast).not.toHaveBeenCalled();
    // One line naming the call and why, no stack.
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringMatching(/^games\.transfer: no response to POST .*; sending again$/),
    );

    // The ledger, read back through the API: one transfer, one record, 30.00 moved once.
    const wallets = await client.wallet.walletInfo();
    expect(wallets.main).toBe(70_00);
    expect(wallets.games.find((g) => g.channel_id === channel.id)?.balance).toBe(30_00);
    expect(wallets.pending).toBe(0);
    expect((await client.wallet.channelBalance({ id: channel.id })).balance).toBe(30_00);
    expect((await client.wallet.transfers()).total).toBe(1);
    const records = await client.wallet.transactions({ type: TransactionKind.TransferIn });
    expect(records.list.map((r) => r.amount)).toEqual([-30_00]);
  });

  it('lets the member retry a failed money call with its key: a committed deposit is not made twice', async () => {
    // No automatic resend: the lost answer reaches the caller as a network error.
    const lossy = droppingFirstAnswer('/member/deposit/create');
    const { client, notify } = open({ fetch: lossy.transport, networkRetries: 0 });
    await registerMember(client);
    const bank = await depositMethod(client, PaymentType.Bank);
    const input = { method_id: bank.id, amount: 45_00 };
    const failure = await client.payments.deposit(input).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'NETWORK_ERROR', idempotencyKey: lossy.sent[0]?.key });
    expect(notify.toast).toHaveBeenCalledTimes(1);

    // The member taps Retry: the same key gets the first answer again.
    const key = (failure as LobbyApiError).idempotencyKey;
    const retried = await client.payments.deposit(input, { idempotencyKey: key as string });
    expect(lossy.sent.map((s) => s.key)).toEqual([key, key]);
    const deposits = await client.payments.deposits();
    expect(deposits.total).toBe(1);
    expect(deposits.list[0]).toMatchObject({
      order_no: retried.order_no,
      amount: 45_00,
      status: 1,
    });

    // A fresh call is a new deposit, with a new key.
    await client.payments.deposit(input);
    expect(new Set(lossy.sent.map((s) => s.key)).size).toBe(2);
    expect((await client.payments.deposits()).total).toBe(2);
  });

  it('names the key of a money call cancelled after the server committed; retrying with it moves nothing twice', async () => {
    // The answer is on its way back when the member cancels: the server has moved the money.
    let answered: () => void = () => {};
    const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
    const transport: typeof fetch = async (input, init) => {
      const response = await fetch(input, { ...init, signal: null });
      if (!new URL(String(input)).pathname.endsWith('/member/game/transfer')) return response;
      answered();
      await new Promise((resolve) =>
        init?.signal?.addEventListener('abort', resolve, { once: true }),
      );
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const { client, notify } = open({ fetch: transport });
    await fundedMember(client, 40_00);
    const channel = await channelByCode(client, 'AUR');
    const input = { action: 1 as const, amount: 25_00, channel_id: channel.id };
    const controller = new AbortController();
    const pending = client.wallet.transfer(input, { signal: controller.signal });
    await serverAnswered;
    controller.abort();
    const cancelled = (await pending.catch((error: unknown) => error)) as LobbyApiError;
    expect(cancelled).toMatchObject({
      code: 'ABORTED',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(notify.toast).not.toHaveBeenCalled();

    // Retrying with the key answers what the server did; the money moved once.
    const plain = open({ session: client.session });
    const retried = await plain.client.wallet.transfer(input, {
      idempotencyKey: cancelled.idempotencyKey as string,
    });
    expect(retried).toMatchObject({ money: 15_00, channel_balance: 25_00 });
    expect((await plain.client.wallet.walletInfo()).main).toBe(15_00);
    expect((await plain.client.wallet.transfers()).total).toBe(1);
  });

  it('refuses the same key with another body (422), so a key never moves other money', async () => {
    const { client } = open();
    await fundedMember(client, 50_00);
    const channel = await channelByCode(client, 'AUR');
    const key = `sdk-test-${Date.now().toString(36)}`;
    await client.wallet.transfer(
      { action: 1, amount: 10_00, channel_id: channel.id },
      { idempotencyKey: key },
    );
    await expect(
      client.wallet.transfer(
        { action: 1, amount: 11_00, channel_id: channel.id },
        { idempotencyKey: key, handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED', idempotencyKey: key });
    expect((await client.wallet.walletInfo()).main).toBe(40_00);
  });
});
