/**
 * The games area against the reference API: the catalogue and its artwork URLs, favourites,
 * transfers between the main wallet and game wallets (with what they make stale), pending
 * transfers settled by retry, launching a game, the bet log, and cancellable channel
 * balances (spec §7).
 */
import {
  demoLaunchGame,
  listBannerGames,
  listBetLog,
  listChannels,
  listGameNames,
  listGameTypes,
  listGames,
  listHotGames,
  listTopWinners,
} from '@lobby/contract/games';
import {
  TransactionKind,
  getChannelBalance,
  getTransferInfo,
  listTransfers,
  transfer,
} from '@lobby/contract/wallet';
import { GAME_TYPE_SORT } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import { cancelCalls } from '../src/api/cancel-calls.ts';
import { gamesApi } from '../src/areas/games/endpoints.ts';
import { memberApi } from '../src/areas/member/endpoints.ts';
import { walletApi } from '../src/areas/wallet/endpoints.ts';
import { mediaUrl } from '../src/urls/asset-urls.ts';
import { SNEAKY, apiUrl, expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { channelByCode, fundedMember, playRound } from './money.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

describe('catalogue', () => {
  it('lists types in spec §3 order, channels, games, hot and banner games, names and top winners', async () => {
    const { client } = open({ getLocale: () => 'ja' });
    const types = await client.games.types();
    expectContractShape(listGameTypes, types);
    expect(types.map((t) => t.type).sort()).toEqual(Object.keys(GAME_TYPE_SORT).sort());
    expect(types.map((t) => t.sort)).toEqual([...types.map((t) => t.sort)].sort((a, b) => a - b));
    expect(types.find((t) => t.type === 'SlotMachine')?.name).toBe('スロット');

    const casino = await client.games.channels({ type: 'Casino' });
    expectContractShape(listChannels, casino);
    expect(casino.length).toBeGreaterThan(1);
    expect(casino.every((c) => c.types.includes('Casino'))).toBe(true);
    const all = await client.games.channelList();
    expect(all.length).toBeGreaterThanOrEqual(casino.length);

    const page = await client.games.gamesList({
      search: 'jade',
      page: 1,
      page_size: 5,
      platform: 2,
    });
    expectContractShape(listGames, page);
    expect(page).toMatchObject({ page: 1, page_size: 5 });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((g) => /jade/i.test(g.name) && g.favourite === false)).toBe(true);

    const hot = await client.games.hot();
    expectContractShape(listHotGames, hot);
    expect(hot.every((g) => g.hot)).toBe(true);
    const banners = await client.games.bannerGames();
    expectContractShape(listBannerGames, banners);
    expect(banners[0]?.banners.length).toBeGreaterThan(0);
    const names = await client.games.names({ search: 'dice' });
    expectContractShape(listGameNames, names);
    expect(names.every((n) => /dice/i.test(n.name))).toBe(true);
    const winners = await client.games.topWinners();
    expectContractShape(listTopWinners, winners);
    expect(winners[0]?.username).toContain('***');
  });

  it('refuses bad paging and filters with the field and its message key', async () => {
    const { client, notify } = open();
    await expect(
      client.games.gamesList({ page_size: 101 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'page_size',
    });
    await expect(client.games.channels({ type: 'x'.repeat(33) })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'type',
    });
    // The second call did not handle its errors: the SDK toasted the translated message.
    expect(notify.toast).toHaveBeenCalledTimes(1);
    await expect(
      client.games.names({ search: 'x'.repeat(65) }, { handleErrors: true }),
    ).rejects.toMatchObject({
      field: 'search',
    });
    const unknown = { status: 400, code: 'UNKNOWN_FIELD', field: 'sneaky' };
    const quiet = { handleErrors: true };
    await expect(client.games.types(SNEAKY, quiet)).rejects.toMatchObject(unknown);
    await expect(client.games.channelList(SNEAKY, quiet)).rejects.toMatchObject(unknown);
    await expect(client.games.hot(SNEAKY, quiet)).rejects.toMatchObject(unknown);
    await expect(client.games.bannerGames(SNEAKY, quiet)).rejects.toMatchObject(unknown);
    await expect(client.games.topWinners(SNEAKY, quiet)).rejects.toMatchObject(unknown);
  });

  it('builds artwork URLs on the storage origin that load as SVG', async () => {
    const { client } = open();
    const [game] = (await client.games.gamesList({ page_size: 1 })).list;
    if (!game) throw new Error('no game');
    const fromAnswer = client.urls.asset(game.image);
    expect(fromAnswer.startsWith(apiUrl())).toBe(true);
    const byId = client.urls.media({ kind: 'game', file: `${game.id}.svg` });
    expect(byId).toBe(mediaUrl(apiUrl(), { kind: 'game', file: `${game.id}.svg` }));
    for (const url of [fromAnswer, byId, client.urls.media({ kind: 'type', file: 'Casino.svg' })]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await fetch(client.urls.media({ kind: 'game', file: '99999999.svg' }))).status).toBe(
      404,
    );
    expect(() => client.urls.media({ kind: 'game', file: '../etc.svg' })).toThrow(
      /not a media file name/,
    );
    expect(client.urls.asset('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  });
});

describe('favourites', () => {
  it('adds and removes favourites, refreshing the lists that show the game', async () => {
    const { client } = open();
    await registerMember(client);
    const [game] = (await client.games.gamesList({ search: 'jade', page_size: 1 })).list;
    if (!game) throw new Error('no game');
    const { endpoints } = gamesApi;
    const shownArg = { search: 'jade', page_size: 1 };
    const favourites = client.store.dispatch(endpoints.favourites.initiate());
    const shown = client.store.dispatch(endpoints.gamesList.initiate(shownArg));
    const state = () => client.store.getState();
    try {
      expect((await favourites.unwrap()).map((g) => g.id)).toEqual([]);
      await shown.unwrap();
      const shownAt = endpoints.gamesList.select(shownArg)(state()).fulfilledTimeStamp ?? 0;
      expect(await client.games.collect({ id: game.id })).toEqual({ ok: true });
      // Adding again is fine.
      expect(await client.games.collect({ id: game.id })).toEqual({ ok: true });
      // Both subscriptions refetch: the favourites and the list showing the game's flag.
      await vi.waitFor(() => {
        const list = endpoints.favourites.select()(state()).data;
        expect(list?.map((g) => [g.id, g.favourite])).toEqual([[game.id, true]]);
        expect(endpoints.gamesList.select(shownArg)(state()).fulfilledTimeStamp).toBeGreaterThan(
          shownAt,
        );
      });
      expect(await client.games.desert({ id: game.id })).toEqual({ ok: true });
      await vi.waitFor(() => expect(endpoints.favourites.select()(state()).data).toEqual([]));
      // Removing what is not there is fine too.
      expect(await client.games.desert({ id: game.id })).toEqual({ ok: true });
    } finally {
      favourites.unsubscribe();
      shown.unsubscribe();
    }
  });

  it('refuses an unknown game and a guest', async () => {
    const { client } = open();
    await registerMember(client);
    await expect(
      client.games.collect({ id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    await expect(
      client.games.desert({ id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const guest = open();
    await expect(guest.client.games.favourites()).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(guest.notify.confirm).toHaveBeenCalledTimes(1);
  });
});

describe('transfers', () => {
  it('moves money in and out, with balances, transfer info and records', async () => {
    const { client } = open();
    await fundedMember(client, 100_00);
    const aurora = await channelByCode(client, 'AUR');
    const moved = await client.wallet.transfer({ action: 1, amount: 40_00, channel_id: aurora.id });
    expectContractShape(transfer, moved);
    expect(moved).toMatchObject({
      money: 60_00,
      channel_balance: 40_00,
      transfer: { status: 2, action: 1 },
    });
    const back = await client.wallet.transfer({ action: 2, amount: 15_00, channel_id: aurora.id });
    expect(back).toMatchObject({ money: 75_00, channel_balance: 25_00 });
    const balance = await client.wallet.channelBalance({ id: aurora.id });
    expectContractShape(getChannelBalance, balance);
    expect(balance).toEqual({ channel_id: aurora.id, name: aurora.name, balance: 25_00 });
    const info = await client.wallet.transferInfo({ channel_id: aurora.id, action: 1 });
    expectContractShape(getTransferInfo, info);
    expect(info).toMatchObject({ transfer_in_limit: 0, balance: 25_00, money: 75_00, status: 1 });
    const transfers = await client.wallet.transfers({ channel_id: aurora.id });
    expectContractShape(listTransfers, transfers);
    expect(transfers.list.map((t) => [t.action, t.amount, t.status])).toEqual([
      [2, 15_00, 2],
      [1, 40_00, 2],
    ]);
    const records = await client.wallet.transactions({ type: TransactionKind.TransferOut });
    expect(records.list.map((r) => r.amount)).toEqual([15_00]);
    await expect(
      client.wallet.transfers({ status: 4 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'status',
    });
  });

  it('refuses a short wallet, a transfer below the channel limit and a channel under maintenance', async () => {
    const { client } = open();
    await fundedMember(client, 100_00);
    const aurora = await channelByCode(client, 'AUR');
    await expect(
      client.wallet.transfer(
        { action: 2, amount: 1, channel_id: aurora.id },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, code: 'INSUFFICIENT_BALANCE' });
    await expect(
      client.wallet.transfer(
        { action: 1, amount: 100_01, channel_id: aurora.id },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const sports = await channelByCode(client, 'VSP');
    expect(sports.transfer_in_limit).toBeGreaterThan(1_00);
    await expect(
      client.wallet.transfer(
        { action: 1, amount: 1_00, channel_id: sports.id },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'amount',
      key: 'TRANSFER_LIMIT_NOT_MET',
    });
    const paddock = await channelByCode(client, 'THP');
    await expect(
      client.wallet.transfer(
        { action: 1, amount: 1_00, channel_id: paddock.id },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'GAME_UNAVAILABLE' });
    await expect(
      client.wallet.transfer(
        { action: 1, amount: 0, channel_id: aurora.id },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'amount',
      key: 'PLEASE_ENTER_AMOUNT',
    });
    await expect(
      client.wallet.channelBalance({ id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      client.wallet.transferInfo({ channel_id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await client.wallet.walletInfo()).main).toBe(100_00);
  });

  it('makes the balance, inquiry, game wallets and records stale, and they refetch', async () => {
    const { client } = open();
    await fundedMember(client, 80_00);
    const aurora = await channelByCode(client, 'AUR');
    const endpoints = { ...memberApi.endpoints, ...walletApi.endpoints, ...gamesApi.endpoints };
    const subscriptions = [
      client.store.dispatch(endpoints.inquiry.initiate()),
      client.store.dispatch(endpoints.walletInfo.initiate()),
      client.store.dispatch(endpoints.channelBalance.initiate({ id: aurora.id })),
      client.store.dispatch(endpoints.transfers.initiate()),
      client.store.dispatch(endpoints.transactions.initiate()),
      client.store.dispatch(endpoints.profile.initiate()),
    ];
    try {
      await Promise.all(subscriptions.map((s) => s.unwrap()));
      const state = () => client.store.getState();
      expect(endpoints.channelBalance.select({ id: aurora.id })(state()).data?.balance).toBe(0);
      await client.wallet.transfer({ action: 1, amount: 30_00, channel_id: aurora.id });
      await vi.waitFor(() => {
        expect(endpoints.inquiry.select()(state()).data?.money).toBe(50_00);
        expect(endpoints.profile.select()(state()).data?.money).toBe(50_00);
        expect(endpoints.walletInfo.select()(state()).data?.main).toBe(50_00);
        expect(endpoints.channelBalance.select({ id: aurora.id })(state()).data?.balance).toBe(
          30_00,
        );
        expect(endpoints.transfers.select()(state()).data?.total).toBe(1);
        expect(endpoints.transactions.select()(state()).data?.list[0]?.amount).toBe(-30_00);
      });
    } finally {
      for (const subscription of subscriptions) subscription.unsubscribe();
    }
  });

  it('recalls every game wallet to the main wallet', async () => {
    const { client } = open();
    await fundedMember(client, 60_00);
    const channels = [await channelByCode(client, 'AUR'), await channelByCode(client, 'RLL')];
    for (const [i, channel] of channels.entries()) {
      await client.wallet.transfer({ action: 1, amount: 10_00 * (i + 1), channel_id: channel.id });
    }
    const recalled = await client.wallet.recallAll();
    expect(recalled).toMatchObject({ money: 60_00, recalled: 30_00 });
    expect(recalled.results.map((r) => r.status)).toEqual([2, 2]);
    // Again: nothing left to recall, nothing moves.
    expect(await client.wallet.recallAll()).toMatchObject({
      money: 60_00,
      recalled: 0,
      results: [],
    });
    const guest = open().client;
    await expect(guest.wallet.recallAll(undefined, { handleErrors: true })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('returns the money a provider refused, and settles a transfer left pending by retrying it', async () => {
    const { client } = open();
    await fundedMember(client, 50_00);
    const reef = await channelByCode(client, 'GRF');
    try {
      await ops('channel:set', { brand: 'default', code: 'GRF', mode: 'fail' });
      await expect(
        client.wallet.transfer(
          { action: 1, amount: 10_00, channel_id: reef.id },
          { handleErrors: true },
        ),
      ).rejects.toMatchObject({ status: 502, code: 'PROVIDER_UNAVAILABLE' });
      expect((await client.wallet.walletInfo()).main).toBe(50_00);

      // The provider applies the transfer but its answer never comes: pending, money held.
      await ops('channel:set', { brand: 'default', code: 'GRF', mode: 'timeout' });
      const pending = await client.wallet.transfer({
        action: 1,
        amount: 20_00,
        channel_id: reef.id,
      });
      expect(pending).toMatchObject({ transfer: { status: 1 }, money: 30_00 });
      expect((await client.wallet.walletInfo()).pending).toBe(20_00);
      expect((await client.wallet.transfers({ status: 1 })).total).toBe(1);
      await ops('channel:set', { brand: 'default', code: 'GRF', mode: 'ok' });
      const settled = await client.wallet.transferRetry({ id: pending.transfer.id });
      expect(settled).toMatchObject({ id: pending.transfer.id, status: 2 });
      // Settled transfers answer as they are.
      expect(await client.wallet.transferRetry({ id: pending.transfer.id })).toMatchObject({
        status: 2,
      });
      expect((await client.wallet.channelBalance({ id: reef.id })).balance).toBe(20_00);
      await expect(
        client.wallet.transferRetry({ id: 99_999_999 }, { handleErrors: true }),
      ).rejects.toMatchObject({ status: 404 });
    } finally {
      await ops('channel:set', { brand: 'default', code: 'GRF', mode: 'ok' });
    }
  });
});

describe('launch and bet log', () => {
  it('launches a game with a launch token (never the session), and the rounds played show in the log', async () => {
    const { client } = open();
    await fundedMember(client, 50_00);
    const skyline = await channelByCode(client, 'SKY');
    await client.wallet.transfer({ action: 1, amount: 20_00, channel_id: skyline.id });
    const [dice] = (
      await client.games.gamesList({ channel_id: skyline.id, search: 'Skyline Dice' })
    ).list;
    if (!dice) throw new Error('no dice game');
    const launched = await client.games.launch({
      game_id: dice.id,
      is_mobile: 1,
      theme: 'DIAMOND',
      base_url: 'https://site.example/games',
    });
    const url = new URL(launched.url);
    for (const name of ['locale', 'token', 'timestamp', 'is_mobile', 'base', 'theme']) {
      expect(url.searchParams.has(name), name).toBe(true);
    }
    expect(url.searchParams.get('token')).not.toBe(client.session.getToken());
    expect(launched).toMatchObject({ game_id: dice.id, channel_id: skyline.id });
    const rounds = [
      await playRound(launched.url, 3_00, { target: 50, over: true }),
      await playRound(launched.url, 2_00, { target: 30, over: false }),
    ];

    const log = await client.games.log();
    expectContractShape(listBetLog, log);
    expect(log.total).toBe(2);
    expect(log.summary.bet_amount).toBe(5_00);
    expect(log.summary.payout).toBe(rounds[0]!.payout + rounds[1]!.payout);
    expect(log.list.every((bet) => bet.game_id === dice.id && bet.status === 2)).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (await client.games.log({ q: [{ field: 'bet_time', op: 'gte', value: today }] })).total,
    ).toBe(2);
    expect(
      (await client.games.log({ q: [{ field: 'bet_time', op: 'lt', value: today }] })).total,
    ).toBe(0);
    expect((await client.games.log({ channel_id: skyline.id, page_size: 1 })).list).toHaveLength(1);
    await expect(
      client.games.log(
        { q: [{ field: 'bet_time', op: 'gte', value: 'not-a-date' }] },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'q', key: 'INVALID_FILTER' });
  });

  it('refuses to launch a closed game or an unknown one', async () => {
    const { client } = open();
    await registerMember(client);
    const [closed] = await client.games.names({ search: 'Crystal Fjord' });
    if (!closed) throw new Error('no closed game in the seeds');
    await expect(
      client.games.launch({ game_id: closed.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'GAME_UNAVAILABLE',
    });
    await expect(
      client.games.launch({ game_id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('play money', () => {
  it('opens a play-money page for a guest and a member, whose rounds touch no balance or bet', async () => {
    const { client: guest } = open();
    const { client } = open();
    await fundedMember(client, 30_00);
    const skyline = await channelByCode(client, 'SKY');
    await client.wallet.transfer({ action: 1, amount: 10_00, channel_id: skyline.id });
    const [slots] = (
      await guest.games.gamesList({ channel_id: skyline.id, search: 'Skyline Sevens' })
    ).list;
    if (!slots) throw new Error('no slot game');

    // No sign-in needed: a guest's client has no session at all.
    expect(guest.session.getToken()).toBeFalsy();
    const tried = await guest.games.demoLaunch({
      game_id: slots.id,
      is_mobile: 0,
      theme: 'DIAMOND',
      base_url: 'https://site.example/games',
    });
    expectContractShape(demoLaunchGame, tried);
    expect(tried).toMatchObject({
      game_id: slots.id,
      channel_id: skyline.id,
      play_balance: 1_000_00,
    });
    const page = await fetch(tried.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Play money — demo');

    const before = await client.wallet.transferInfo({ channel_id: skyline.id });
    const memberTry = await client.games.demoLaunch({ game_id: slots.id });
    let balance = memberTry.play_balance;
    for (const launched of [tried, memberTry]) {
      const round = await playRound(launched.url, 50_00);
      expect(round.bet).toBe(50_00);
      if (launched === memberTry) {
        balance = balance - 50_00 + round.payout;
        expect(round.balance).toBe(balance);
      }
    }
    expect(await client.wallet.transferInfo({ channel_id: skyline.id })).toEqual(before);
    expect(before).toMatchObject({ money: 20_00, balance: 10_00 });
    expect((await client.games.log()).total).toBe(0);
  });

  it('refuses closed or unknown games as a launch does', async () => {
    const { client } = open();
    const [closed] = await client.games.names({ search: 'Crystal Fjord' });
    if (!closed) throw new Error('no closed game in the seeds');
    await expect(
      client.games.demoLaunch({ game_id: closed.id }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 409, code: 'GAME_UNAVAILABLE' });
    await expect(
      client.games.demoLaunch({ game_id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('channel balance (cancellable, spec §7)', () => {
  /**
   * A slow network: each channel-balance request waits at the gate before it goes out, so a
   * test can cancel it while it is in flight. The real server answers whatever gets through.
   */
  function gatedTransport() {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const started: string[] = [];
    let reached = 0;
    const transport: typeof fetch = async (input, init) => {
      if (new URL(String(input)).pathname.includes('/member/game/channel-balance/')) {
        started.push(String(input));
        await gate;
        if (init?.signal?.aborted)
          throw new DOMException('The operation was aborted.', 'AbortError');
        reached += 1;
      }
      return fetch(input, init);
    };
    return { transport, started, open: () => open(), reached: () => reached };
  }

  it('aborts a started request through its signal: only logged, no toast, nothing reaches the server', async () => {
    const gated = gatedTransport();
    const { client, notify, logger } = open({ fetch: gated.transport });
    await registerMember(client);
    const aurora = await channelByCode(client, 'AUR');
    const controller = new AbortController();
    const pending = client.wallet.channelBalance({ id: aurora.id }, { signal: controller.signal });
    await vi.waitFor(() => expect(gated.started).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({
      name: 'LobbyApiError',
      code: 'ABORTED',
      status: 0,
    });
    gated.open();
    expect(notify.toast).not.toHaveBeenCalled();
    expect(notify.confirm).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(logger.debug).toHaveBeenCalledWith(
        expect.stringContaining('games.channelBalance: cancelled'),
        expect.anything(),
      ),
    );
    expect(gated.reached()).toBe(0);
    // The same call without cancelling goes through.
    expect((await client.wallet.channelBalance({ id: aurora.id })).balance).toBe(0);
    // A signal aborted before the call sends nothing at all.
    await expect(
      client.wallet.channelBalance({ id: aurora.id }, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      code: 'ABORTED',
    });
    expect(gated.started).toHaveLength(2);
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('cancels every balance in flight by name, from the client or a dispatched cancelCalls', async () => {
    const gated = gatedTransport();
    const { client, notify, logger } = open({ fetch: gated.transport });
    await registerMember(client);
    const channels = (await client.games.channelList()).slice(0, 3);
    const calls = channels.map((channel) => client.wallet.channelBalance({ id: channel.id }));
    // A screen's subscription, as a hook makes it.
    const screen = client.store.dispatch(
      walletApi.endpoints.channelBalance.initiate({ id: channels[0]!.id }),
    );
    const other = client.wallet.walletInfo();
    await vi.waitFor(() => expect(gated.started).toHaveLength(3));
    // The screen closes: its thunk cancels every balance in flight (three calls; the screen's
    // request shares the first call's).
    expect(client.store.dispatch(cancelCalls('channelBalance'))).toBe(3);
    gated.open();
    for (const result of await Promise.allSettled(calls)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { code: 'ABORTED' } });
    }
    await expect(screen.unwrap()).rejects.toMatchObject({ code: 'ABORTED' });
    screen.unsubscribe();
    expect((await other).main).toBe(0);
    expect(gated.reached()).toBe(0);
    expect(notify.toast).not.toHaveBeenCalled();
    const cancelledLogs = logger.debug.mock.calls.filter(([message]) =>
      String(message).endsWith('games.channelBalance: cancelled'),
    );
    expect(cancelledLogs).toHaveLength(3);
    expect(client.cancel('channelBalance')).toBe(0);
    expect(client.cancel('noSuchEndpoint')).toBe(0);
    expect(client.store.dispatch(cancelCalls())).toBe(0);
  });

  it('aborts through the handle a query trigger returns (what hooks give)', async () => {
    const gated = gatedTransport();
    const { client, notify } = open({ fetch: gated.transport });
    await registerMember(client);
    const aurora = await channelByCode(client, 'AUR');
    const request = client.store.dispatch(
      walletApi.endpoints.channelBalance.initiate({ id: aurora.id }),
    );
    await vi.waitFor(() => expect(gated.started).toHaveLength(1));
    request.abort();
    gated.open();
    await expect(request.unwrap()).rejects.toMatchObject({ name: 'AbortError' });
    request.unsubscribe();
    expect(gated.reached()).toBe(0);
    expect(notify.toast).not.toHaveBeenCalled();
  });
});
