/**
 * The balance feed against the reference API's push (`wallet.events`): it goes live, money that
 * moves elsewhere (an operator, the gateway's callback, a game transfer) reaches the session
 * and the cache without any call by the test, so do the unread counts of a message sent or
 * read elsewhere, and a lost push falls back to polling and recovers.
 */
import { ops } from '@lobby/test-api/ops';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesApi } from '../src/areas/messages/endpoints.ts';
import { walletApi } from '../src/areas/wallet/endpoints.ts';
import { startBalanceFeed } from '../src/feed/balance-feed.ts';
import type { BalanceFeed, BalanceFeedOptions } from '../src/feed/balance-feed.ts';
import { getBalanceFeedState } from '../src/feed/balance-feed-status.ts';
import { apiUrl, registerMember, testClient } from './helpers.ts';
import { adjust, channelByCode, depositByGateway, fundedMember } from './money.ts';

const clients: Array<ReturnType<typeof testClient>> = [];
const feeds: BalanceFeed[] = [];
afterEach(() => {
  for (const feed of feeds.splice(0)) feed.stop();
  for (const { client } of clients.splice(0)) client.dispose();
});

function open() {
  // Fast timings, so fallbacks and recoveries happen within a test.
  const made = testClient({ sessionOptions: { userInfoRefreshMs: 50 } });
  clients.push(made);
  return made;
}

function feedFor(
  made: ReturnType<typeof testClient>,
  options: Partial<BalanceFeedOptions> = {},
): BalanceFeed {
  const feed = startBalanceFeed({
    store: made.client.store,
    session: made.client.session,
    baseUrl: apiUrl(),
    logger: made.logger,
    getLocale: () => 'en',
    pollMs: 150,
    retryMs: 100,
    maxRetryMs: 400,
    ...options,
  });
  feeds.push(feed);
  return feed;
}

/** A transport that can cut the push and refuse it for a while (a flaky network). */
function flakyFetch() {
  const cuts = new Set<AbortController>();
  const control = { blocked: false, pushes: 0, profiles: 0 };
  const transport: typeof fetch = async (input, init) => {
    const url = String(input);
    if (url.includes('/member/userprofile')) control.profiles += 1;
    if (!url.includes('/member/wallet/events')) return fetch(input, init);
    control.pushes += 1;
    if (control.blocked) throw new TypeError('network down');
    const cut = new AbortController();
    cuts.add(cut);
    const signals = [cut.signal, ...(init?.signal ? [init.signal] : [])];
    return fetch(input, { ...init, signal: AbortSignal.any(signals) });
  };
  const cutAll = () => {
    for (const cut of cuts) cut.abort(new TypeError('connection reset'));
    cuts.clear();
  };
  return { transport, control, cutAll };
}

describe('the balance feed', () => {
  it('goes live and brings an operator adjustment to the session and the cache by itself', async () => {
    const made = open();
    const { client } = made;
    const { username } = await fundedMember(client, 10_000);
    await client.refreshUserInfo({ force: true });
    expect(client.session.getUserInfo()?.money).toBe(10_000);
    // A screen showing the wallets keeps its query subscribed.
    const wallets = client.store.dispatch(walletApi.endpoints.walletInfo.initiate(undefined));
    await wallets;
    const feed = feedFor(made);
    await vi.waitFor(() => expect(feed.getState().lastEventAt).toBeDefined());
    expect(feed.getState().status).toBe('live');
    expect(getBalanceFeedState()).toEqual(feed.getState());

    await adjust(username, 2_345);
    await vi.waitFor(() => expect(client.session.getUserInfo()?.money).toBe(12_345));
    await vi.waitFor(() =>
      expect(
        walletApi.endpoints.walletInfo.select(undefined)(client.store.getState()).data?.main,
      ).toBe(12_345),
    );
    wallets.unsubscribe();
  });

  it('brings a gateway deposit and a game transfer, and says nothing of another member', async () => {
    const made = open();
    const { client } = made;
    await fundedMember(client, 5_000);
    await client.refreshUserInfo({ force: true });
    const feed = feedFor(made);
    await vi.waitFor(() => expect(feed.getState().lastEventAt).toBeDefined());

    const other = open();
    await fundedMember(other.client, 700);
    await other.client.refreshUserInfo({ force: true });

    await depositByGateway(client, 1_000);
    await vi.waitFor(() => expect(client.session.getUserInfo()?.money).toBe(6_000));

    const aurora = await channelByCode(client, 'AUR');
    const balance = client.store.dispatch(
      walletApi.endpoints.channelBalance.initiate({ id: aurora.id }),
    );
    expect((await balance).data?.balance).toBe(0);
    // Moved through the other client of the same member (another tab): this one hears of it.
    const tab = testClient({ browser: made.browser });
    clients.push(tab);
    await tab.client.wallet.transfer({ action: 1, amount: 1_500, channel_id: aurora.id });
    await vi.waitFor(() => expect(client.session.getUserInfo()?.money).toBe(4_500));
    await vi.waitFor(() =>
      expect(
        walletApi.endpoints.channelBalance.select({ id: aurora.id })(client.store.getState()).data
          ?.balance,
      ).toBe(1_500),
    );
    balance.unsubscribe();
    expect(other.client.session.getUserInfo()?.money).toBe(700);
  });

  it('falls back to polling the profile when the push drops, and recovers', async () => {
    const made = open();
    const { client } = made;
    const { username } = await fundedMember(client, 1_000);
    await client.refreshUserInfo({ force: true });
    const flaky = flakyFetch();
    const feed = feedFor(made, { fetch: flaky.transport, store: client.store });
    await vi.waitFor(() => expect(feed.getState().lastEventAt).toBeDefined());

    flaky.control.blocked = true;
    flaky.cutAll();
    await vi.waitFor(() => expect(feed.getState().status).toBe('polling'));
    // While the push is down, money moved elsewhere still arrives by the profile refresh.
    await adjust(username, 111);
    await vi.waitFor(() => expect(client.session.getUserInfo()?.money).toBe(1_111), {
      timeout: 5_000,
    });
    expect(flaky.control.pushes).toBeGreaterThan(1);

    flaky.control.blocked = false;
    await vi.waitFor(() => expect(feed.getState().status).toBe('live'), { timeout: 5_000 });
    await adjust(username, 222);
    await vi.waitFor(() => expect(client.session.getUserInfo()?.money).toBe(1_333));
    // Live again: the timer stopped.
    const polled = flaky.control.profiles;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(flaky.control.profiles).toBeLessThanOrEqual(polled + 1);
  });

  it('polls when the API has no push (404), and goes idle on sign-out and live on sign-in', async () => {
    const made = open();
    const { client } = made;
    const { username } = await fundedMember(client, 300);
    await client.refreshUserInfo({ force: true });
    const missing = feedFor(made, { apiPath: '/api/v1/nowhere' });
    await vi.waitFor(() => expect(missing.getState().status).toBe('polling'));
    await adjust(username, 5);
    await vi.waitFor(() => expect(client.session.getUserInfo()?.money).toBe(305), {
      timeout: 5_000,
    });
    missing.stop();
    expect(missing.getState().status).toBe('idle');

    const feed = feedFor(made);
    await vi.waitFor(() => expect(feed.getState().status).toBe('live'));
    await client.auth.logout();
    await vi.waitFor(() => expect(feed.getState()).toEqual({ status: 'idle' }));
    expect(getBalanceFeedState()).toEqual({ status: 'idle' });

    await registerMember(client);
    await vi.waitFor(() => expect(feed.getState().status).toBe('live'));
    feed.stop();
    expect(feed.getState()).toEqual({ status: 'idle' });
  });

  it("brings an operator's message and its reading in another tab to the unread count, with no request", async () => {
    let countCalls = 0;
    const counting: typeof fetch = (input, init) => {
      if (String(input).includes('/member/message/unread_count')) countCalls += 1;
      return fetch(input, init);
    };
    const made = testClient({ fetch: counting, sessionOptions: { userInfoRefreshMs: 50 } });
    clients.push(made);
    const { client } = made;
    const { username } = await registerMember(client);
    // The header's badge keeps its query subscribed.
    const badge = client.store.dispatch(messagesApi.endpoints.unreadCount.initiate(undefined));
    const before = (await badge.unwrap()).unread;
    const unread = () =>
      messagesApi.endpoints.unreadCount.select(undefined)(client.store.getState()).data;
    const feed = feedFor(made, { fetch: counting });
    await vi.waitFor(() => expect(feed.getState().lastEventAt).toBeDefined());
    const asked = countCalls;

    await ops('message:send', { brand: 'default', username, title: 'Welcome', content: 'Hi' });
    await vi.waitFor(() => expect(unread()).toMatchObject({ unread: before + 1, inbox: 1 }));

    // Read in another tab of the same browser: this tab's count drops back by itself.
    const tab = testClient({ browser: made.browser });
    clients.push(tab);
    const inbox = await tab.client.messages.messagesList({ kind: 1 });
    await tab.client.messages.messagesDetail({ id: inbox.list[0]!.id });
    await vi.waitFor(() => expect(unread()).toMatchObject({ unread: before, inbox: 0 }));
    expect(countCalls).toBe(asked);
    badge.unsubscribe();
  });

  it('never starts while signed out', async () => {
    const made = open();
    const feed = feedFor(made);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(feed.getState()).toEqual({ status: 'idle' });
  });
});

describe('the auto-transfer setting', () => {
  it('switches the flag and shows it in the session at once; refuses bad input', async () => {
    const { client } = open();
    await registerMember(client);
    expect(client.session.getUserInfo()?.auto_transfer).toBe(false);
    const on = await client.member.autoTransfer({ auto_transfer: true });
    expect(on.auto_transfer).toBe(true);
    expect(client.session.getUserInfo()?.auto_transfer).toBe(true);
    expect((await client.member.profile(undefined)).auto_transfer).toBe(true);
    await client.member.autoTransfer({ auto_transfer: false });
    expect(client.session.getUserInfo()?.auto_transfer).toBe(false);
    await expect(
      client.member.autoTransfer({ auto_transfer: 'yes' } as never, { handleErrors: false }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
