import { GAME_TYPE_SORT } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTransfers } from '../../db/schema/games.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { rollDice, spinSlot } from '../../demo/provider.ts';
import { sha256 } from '../../core/security/tokens.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import {
  channelByCode,
  get,
  heldByDeadRequest,
  keyed,
  ledgerSound,
  mainOf,
  newMember,
  providerCall,
} from '../../test/money-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('game catalogue', () => {
  it('lists every game type in spec §3 order (brand overrides first) with counts and artwork', async () => {
    const res = await server.request({ path: '/member/game/game-types', query: { locale: 'ja' } });
    expect(res.statusCode).toBe(200);
    const types = res.json() as {
      type: string;
      name: string;
      sort: number;
      count: number;
      image: string;
    }[];
    expect(types.map((t) => t.type).sort()).toEqual(Object.keys(GAME_TYPE_SORT).sort());
    expect(types.map((t) => t.sort)).toEqual([...types.map((t) => t.sort)].sort((a, b) => a - b));
    expect(types.find((t) => t.type === 'SlotMachine')?.name).toBe('スロット');
    expect(types.every((t) => t.count > 0 && t.image.endsWith('.svg'))).toBe(true);
  });

  it('lists channels by type and every channel, with a status mix', async () => {
    const all = (await server.request({ path: '/member/game/channel-list' })).json() as {
      code: string;
      status: number;
      types: string[];
    }[];
    expect(all).toHaveLength(12);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set([1, 2, 3]));
    const casino = (
      await server.request({ path: '/member/game/channels', query: { type: 'Casino' } })
    ).json() as { types: string[] }[];
    expect(casino.length).toBeGreaterThan(1);
    expect(casino.every((c) => c.types.includes('Casino'))).toBe(true);
  });

  it('pages, searches and filters games, never listing closed ones', async () => {
    const page1 = (
      await server.request({
        path: '/member/game/game-list',
        query: { page: 1, page_size: 10, platform: 1 },
      })
    ).json();
    expect(page1).toMatchObject({ page: 1, page_size: 10 });
    expect(page1.total).toBeGreaterThan(100);
    expect(page1.list).toHaveLength(10);
    const search = (
      await server.request({ path: '/member/game/game-list', query: { search: 'JADE' } })
    ).json();
    expect(search.list.length).toBeGreaterThan(1);
    expect(search.list.every((g: { name: string }) => /jade/i.test(g.name))).toBe(true);
    const wildcard = (
      await server.request({ path: '/member/game/game-list', query: { search: '%' } })
    ).json();
    expect(wildcard.total).toBe(0);
    const chan = await channelByCode(server, 'LOT');
    const lotus = (
      await server.request({
        path: '/member/game/game-list',
        query: { channel_id: chan.id, page_size: 100 },
      })
    ).json();
    expect(
      lotus.list.every(
        (g: { channel_id: number; status: number }) => g.channel_id === chan.id && g.status !== 0,
      ),
    ).toBe(true);
    expect(lotus.list.some((g: { name: string }) => g.name === 'Lotus Power Ball')).toBe(false);
    const hot = (await server.request({ path: '/member/game/hot_game' })).json() as {
      hot: boolean;
    }[];
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.hot)).toBe(true);
  });

  it('serves banner games grouped by type, names, top winners and deterministic SVG artwork', async () => {
    const banners = (
      await server.request({ path: '/member/game/banner-games', query: { locale: 'zh-CN' } })
    ).json() as { type: string; banners: { title: string; game: unknown }[] }[];
    expect(banners.length).toBe(9);
    expect(banners[0]?.type).toBe('Sport');
    expect(
      banners.every((g) => g.banners.length > 0 && g.banners.every((b) => b.title && b.game)),
    ).toBe(true);
    const names = (
      await server.request({ path: '/member/game/game_name', query: { search: 'dice' } })
    ).json() as { name: string }[];
    expect(names.map((n) => n.name)).toContain('Skyline Dice 100');
    const winners = (await server.request({ path: '/member/top_winners' })).json() as {
      username: string;
      amount: number;
    }[];
    expect(winners.length).toBeGreaterThan(5);
    expect(winners[0]?.username).toMatch(/^\w{2}\*\*\*\w{2}$/);
    const svg = await server.app.inject({ url: '/media/game/1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.body).toContain('Northern Lights');
    expect((await server.app.inject({ url: '/media/game/1.svg' })).body).toBe(svg.body);
    for (const url of [
      '/media/channel/1.svg',
      '/media/type/Casino.svg',
      '/media/banner/1.svg',
      '/media/promotion/1.svg',
      '/media/vip/1.svg',
    ]) {
      expect((await server.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await server.app.inject({ url: '/media/game/99999.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/media/game/..%2Fetc.svg' })).statusCode).toBe(400);
  });

  it('keeps favourites per member', async () => {
    const m = await newMember(server);
    expect(
      (await server.request({ path: '/member/game/spec/collect/7', body: {}, token: m.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await server.request({ path: '/member/game/spec/collect/7', body: {}, token: m.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(server, m, '/member/game/spec/list'))
        .json()
        .map((g: { id: number; favourite: boolean }) => [g.id, g.favourite]),
    ).toEqual([[7, true]]);
    expect(
      (await server.request({ path: '/member/game/spec/desert/7', body: {}, token: m.token }))
        .statusCode,
    ).toBe(200);
    expect((await get(server, m, '/member/game/spec/list')).json()).toEqual([]);
    expect(
      (await server.request({ path: '/member/game/spec/collect/999999', body: {}, token: m.token }))
        .statusCode,
    ).toBe(404);
  });

  it('flags the member’s favourites on the public lists; guests and unusable tokens see none', async () => {
    type Game = { id: number; favourite: boolean };
    type Banners = { banners: { game: Game | null }[] }[];
    const m = await newMember(server);
    const listed = (
      await server.request({ path: '/member/game/game-list', query: { page_size: 5 } })
    ).json().list as Game[];
    const hot = (await server.request({ path: '/member/game/hot_game' })).json() as Game[];
    const bannered = (
      (await server.request({ path: '/member/game/banner-games' })).json() as Banners
    ).flatMap((t) => t.banners.map((b) => b.game).filter((g): g is Game => g !== null));
    const picked = [listed[0]?.id, hot[1]?.id, bannered[2]?.id].filter(
      (id): id is number => id !== undefined,
    );
    expect(picked).toHaveLength(3);
    for (const id of picked)
      expect(
        (
          await server.request({
            path: `/member/game/spec/collect/${id}`,
            body: {},
            token: m.token,
          })
        ).statusCode,
      ).toBe(200);

    // What each list says is a favourite, for a given Authorization.
    async function flagged(token: string | undefined) {
      const opts = token ? { token } : {};
      const list = await server.request({
        path: '/member/game/game-list',
        query: { page_size: 100 },
        ...opts,
      });
      const hotRes = await server.request({ path: '/member/game/hot_game', ...opts });
      const bannerRes = await server.request({ path: '/member/game/banner-games', ...opts });
      for (const res of [list, hotRes, bannerRes]) expect(res.statusCode, res.body).toBe(200);
      const banners = (bannerRes.json() as Banners).flatMap((t) =>
        t.banners.map((b) => b.game).filter((g): g is Game => g !== null),
      );
      const ids = (games: Game[]) => games.filter((g) => g.favourite).map((g) => g.id);
      return {
        list: ids(list.json().list as Game[]),
        hot: ids(hotRes.json() as Game[]),
        banners: ids(banners),
        authorization: hotRes.headers.authorization,
      };
    }

    const member = await flagged(m.token);
    expect(member.list).toContain(listed[0]?.id);
    expect(member.hot).toContain(hot[1]?.id);
    expect(member.banners).toContain(bannered[2]?.id);
    for (const ids of [member.list, member.hot, member.banners])
      expect(ids.every((id) => picked.includes(id))).toBe(true);
    // A member's answer carries the session headers, like every authenticated answer.
    expect(member.authorization).toBe(`Bearer ${m.token}`);

    // Another member's favourites are theirs.
    const other = await newMember(server);
    expect(await flagged(other.token)).toMatchObject({ list: [], hot: [], banners: [] });
    // A guest, and (as on every public endpoint) a token that is not a live session, see none.
    const revoked = await server.login(m.username, 'Kettle-Moss-42');
    await server.request({ path: '/member/auth/logout', token: revoked });
    const idle = await server.login(m.username, 'Kettle-Moss-42');
    await server.ctx.db
      .update(sessions)
      .set({ lastSeenAt: new Date(server.clock.now() - server.config.sessionIdleMs - 1) })
      .where(eq(sessions.tokenHash, sha256(idle)));
    for (const token of [undefined, revoked, idle, 'x'.repeat(43), 'not a token']) {
      const guest = await flagged(token);
      expect(guest, String(token)).toEqual({
        list: [],
        hot: [],
        banners: [],
        authorization: undefined,
      });
    }
    // The member's own session is untouched by all that.
    expect((await flagged(m.token)).hot).toContain(hot[1]?.id);
  });
});

describe('transfers', () => {
  it('moves money in and out, shows balances, transfer info and records', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const aur = await channelByCode(server, 'AUR');
    const tin = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 4_000,
      channel_id: aur.id,
    });
    expect(tin.statusCode).toBe(200);
    expect(tin.json()).toMatchObject({
      money: 6_000,
      channel_balance: 4_000,
      transfer: { status: 2, action: 1, amount: 4_000 },
    });
    const tout = await keyed(server, m, '/member/game/transfer', {
      action: 2,
      amount: 1_500,
      channel_id: aur.id,
    });
    expect(tout.json()).toMatchObject({ money: 7_500, channel_balance: 2_500 });
    expect((await get(server, m, `/member/game/channel-balance/${aur.id}`)).json()).toEqual({
      channel_id: aur.id,
      name: 'Aurora Gaming',
      balance: 2_500,
    });
    const info = (
      await get(server, m, '/member/game/transfer_info', { channel_id: aur.id, action: 1 })
    ).json();
    expect(info).toMatchObject({ transfer_in_limit: 0, balance: 2_500, money: 7_500, status: 1 });
    const records = (await get(server, m, '/member/transaction/list', { type: 3 })).json();
    expect(
      records.list.map((r: { amount: number; status: number }) => [r.amount, r.status]),
    ).toEqual([[-4_000, 2]]);
    const short = await keyed(server, m, '/member/game/transfer', {
      action: 2,
      amount: 2_501,
      channel_id: aur.id,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('INSUFFICIENT_BALANCE');
    await ledgerSound(server);
  });

  it('enforces channel status and the transfer-in limit', async () => {
    const m = await newMember(server, { balance: 100_000 });
    const vsp = await channelByCode(server, 'VSP');
    const small = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 100,
      channel_id: vsp.id,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'amount',
      key: 'TRANSFER_LIMIT_NOT_MET',
    });
    expect(
      (
        await keyed(server, m, '/member/game/transfer', {
          action: 1,
          amount: 50_000,
          channel_id: vsp.id,
        })
      ).statusCode,
    ).toBe(200);
    const thp = await channelByCode(server, 'THP'); // under maintenance
    const maint = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 1_000,
      channel_id: thp.id,
    });
    expect(maint.statusCode).toBe(409);
    expect(maint.json().code).toBe('GAME_UNAVAILABLE');
    expect(await mainOf(server, m)).toBe(50_000);
  });

  it('returns the money when the provider refuses, and settles timeouts and dropped calls safely', async () => {
    const m = await newMember(server, { balance: 30_000 });
    const grf = await channelByCode(server, 'GRF');
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'fail' });
    const refused = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 5_000,
      channel_id: grf.id,
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('PROVIDER_UNAVAILABLE');
    expect(await mainOf(server, m)).toBe(30_000);

    // Applied by the provider but its answer was lost: pending until someone asks.
    await runMoneyOps(server.ctx, 'channel:set', {
      brand: 'default',
      code: 'GRF',
      mode: 'timeout',
    });
    const lost = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 7_000,
      channel_id: grf.id,
    });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({
      transfer: { status: 1 },
      money: 23_000,
      channel_balance: 0,
    });
    const wallets = (await get(server, m, '/member/wallet/info')).json();
    expect(wallets.pending).toBe(7_000);
    const pendingList = (await get(server, m, '/member/game/transfer/list', { status: 1 })).json();
    expect(pendingList.total).toBe(1);
    const retried = await keyed(
      server,
      m,
      `/member/game/transfer/retry/${lost.json().transfer.id}`,
      {},
    );
    expect(retried.json().status).toBe(2);
    expect((await get(server, m, `/member/game/channel-balance/${grf.id}`)).json().balance).toBe(
      7_000,
    );

    // Never reached the provider: the operator's recovery asks, the provider refuses it for good.
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'drop' });
    const dropped = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 3_000,
      channel_id: grf.id,
    });
    expect(dropped.json().transfer.status).toBe(1);
    expect(await mainOf(server, m)).toBe(20_000);
    server.clock.advance(120_000);
    const recovered = (await runMoneyOps(server.ctx, 'transfers:recover', {
      'older-than': '60',
    })) as { settled: number };
    expect(recovered.settled).toBeGreaterThanOrEqual(1);
    expect(await mainOf(server, m)).toBe(23_000);
    const [row] = await server.ctx.db
      .select()
      .from(gameTransfers)
      .where(eq(gameTransfers.id, dropped.json().transfer.id));
    expect(row?.state).toBe('voided');
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'ok' });
    await ledgerSound(server);
  });

  it('replays a pending answer, and finishes a transfer whose request died half-way when its key is retried', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const aur = await channelByCode(server, 'AUR');
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'AUR', mode: 'drop' });
    const first = await keyed(
      server,
      m,
      '/member/game/transfer',
      { action: 1, amount: 2_000, channel_id: aur.id },
      'pending-answer',
    );
    expect(first.json().transfer.status).toBe(1);
    expect(
      (
        await keyed(
          server,
          m,
          '/member/game/transfer',
          { action: 1, amount: 2_000, channel_id: aur.id },
          'pending-answer',
        )
      ).json(),
    ).toEqual(first.json());
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'AUR', mode: 'ok' });

    // A request that held the money and then died before asking the provider.
    const body = { action: 1 as const, amount: 3_000, channel_id: aur.id };
    await heldByDeadRequest(server, m, aur, body, 'died-1');
    expect(await mainOf(server, m)).toBe(5_000);
    expect((await keyed(server, m, '/member/game/transfer', body, 'died-1')).json().code).toBe(
      'IDEMPOTENCY_IN_FLIGHT',
    );
    server.clock.advance(60_000);
    const resumed = await keyed(server, m, '/member/game/transfer', body, 'died-1');
    expect(resumed.statusCode).toBe(200);
    // The provider never saw the order, so it is refused for good and the money is back.
    expect(resumed.json()).toMatchObject({ transfer: { status: 3, amount: 3_000 }, money: 8_000 });
    expect((await keyed(server, m, '/member/game/transfer', body, 'died-1')).json()).toEqual(
      resumed.json(),
    );
    expect(
      (await keyed(server, m, '/member/game/transfer', { ...body, amount: 3_001 }, 'died-1'))
        .statusCode,
    ).toBe(422);
    await ledgerSound(server);
  });

  it('recalls every game wallet to the main wallet', async () => {
    const m = await newMember(server, { balance: 20_000 });
    const ids = [
      await channelByCode(server, 'AUR'),
      await channelByCode(server, 'RLL'),
      await channelByCode(server, 'JDS'),
    ].map((c) => c.id);
    for (const [i, id] of ids.entries())
      expect(
        (
          await keyed(server, m, '/member/game/transfer', {
            action: 1,
            amount: 1_000 * (i + 1),
            channel_id: id,
          })
        ).statusCode,
      ).toBe(200);
    expect(await mainOf(server, m)).toBe(14_000);
    const recall = await keyed(server, m, '/member/game/recall_all', {});
    expect(recall.statusCode).toBe(200);
    expect(recall.json()).toMatchObject({ money: 20_000, recalled: 6_000 });
    expect(recall.json().results).toHaveLength(3);
    const again = await keyed(server, m, '/member/game/recall_all', {});
    expect(again.json()).toMatchObject({ money: 20_000, recalled: 0, results: [] });
    expect(
      (await server.request({ path: '/member/game/recall_all', body: {}, token: m.token })).json()
        .code,
    ).toBe('IDEMPOTENCY_KEY_REQUIRED');
    await ledgerSound(server);
  });
});

describe('demo provider', () => {
  it('plays a slot and a dice game through the signed wallet API, writing bet records', async () => {
    const m = await newMember(server, { balance: 50_000 });
    const sky = await channelByCode(server, 'SKY');
    await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 10_000,
      channel_id: sky.id,
    });
    const slots = (
      await server.request({
        path: '/member/game/game-list',
        query: { channel_id: sky.id, search: 'Skyline Sevens' },
      })
    ).json().list[0];
    const dice = (
      await server.request({
        path: '/member/game/game-list',
        query: { channel_id: sky.id, search: 'Skyline Dice' },
      })
    ).json().list[0];
    const launch = await server.request({
      path: '/member/game/launch',
      body: {
        game_id: slots.id,
        is_mobile: 1,
        theme: 'DIAMOND',
        base_url: 'https://site.example/games',
      },
      token: m.token,
    });
    expect(launch.statusCode).toBe(200);
    const url = new URL(launch.json().url);
    for (const p of ['locale', 'token', 'timestamp', 'is_mobile', 'base', 'theme'])
      expect(url.searchParams.has(p), p).toBe(true);
    expect(url.searchParams.get('token')).not.toBe(m.token);
    const page = await server.request({ path: `/demo/provider/play?${url.searchParams}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    expect(page.body).toContain('Skyline Sevens');
    const token = url.searchParams.get('token') as string;
    let balance = 10_000;
    for (let i = 0; i < 5; i += 1) {
      const round = await server.request({
        path: '/demo/provider/round',
        body: { token, bet: 200 },
      });
      expect(round.statusCode).toBe(200);
      const r = round.json();
      expect(r.reels).toHaveLength(3);
      balance = balance - 200 + r.payout;
      expect(r.balance).toBe(balance);
    }
    const diceLaunch = await server.request({
      path: '/member/game/launch',
      body: { game_id: dice.id },
      token: m.token,
    });
    const diceToken = new URL(diceLaunch.json().url).searchParams.get('token') as string;
    const roll = (
      await server.request({
        path: '/demo/provider/round',
        body: { token: diceToken, bet: 300, target: 50, over: true },
      })
    ).json();
    expect(roll.roll).toBeGreaterThanOrEqual(0);
    expect(roll.payout === 0 || roll.roll > 50).toBe(true);
    const log = (await get(server, m, '/member/game/log')).json();
    expect(log.total).toBe(6);
    expect(
      log.list.every(
        (b: { status: number; result: number }) => b.status === 2 && [1, 2, 3].includes(b.result),
      ),
    ).toBe(true);
    expect(log.summary.bet_amount).toBe(1_300);
    expect(log.summary.win_loss).toBe(log.summary.payout - 1_300);
    expect((await get(server, m, `/member/game/channel-balance/${sky.id}`)).json().balance).toBe(
      10_000 + log.summary.win_loss,
    );
    // bet_time filters in the platform timezone: "today" (platform date) holds all six rounds.
    const today = new Date(server.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (await get(server, m, '/member/game/log', { q: `bet_time:gte:${today}` })).json().total,
    ).toBe(6);
    expect(
      (await get(server, m, '/member/game/log', { q: `bet_time:lt:${today}` })).json().total,
    ).toBe(0);
    expect((await get(server, m, '/member/game/log', { q: 'result:in:1|3' })).json().total).toBe(
      log.list.filter((b: { result: number }) => b.result !== 2).length,
    );
    expect(
      (await get(server, m, '/member/game/log', { q: 'bet_time:gte:not-a-date' })).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'q', key: 'INVALID_FILTER' });
    expect((await get(server, m, '/member/game/log', { q: 'password:in:x' })).statusCode).toBe(400);
    await ledgerSound(server);
  });

  it('refuses a launch of a closed or maintained game', async () => {
    const m = await newMember(server);
    const closed = (
      await server.request({ path: '/member/game/game_name', query: { search: 'Crystal Fjord' } })
    ).json()[0];
    const res = await server.request({
      path: '/member/game/launch',
      body: { game_id: closed.id },
      token: m.token,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('GAME_UNAVAILABLE');
  });

  it('rejects unsigned, wrongly signed and stale wallet calls, and repeats nothing', async () => {
    const m = await newMember(server, { balance: 5_000 });
    const aur = await channelByCode(server, 'AUR');
    await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 5_000,
      channel_id: aur.id,
    });
    const body = {
      player_id: String(m.id),
      transaction_id: 'tx-1',
      round_id: 'round-1',
      game_code: 'northern-lights-fortune',
      amount: 1_000,
    };
    const unsigned = await server.request({ path: '/provider/wallet/debit', body });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
    expect(
      (await providerCall(server, { code: 'AUR', secret: 'wrong' }, '/provider/wallet/debit', body))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await providerCall(server, aur, '/provider/wallet/debit', body, {
          timestamp: Math.floor(server.clock.now() / 1000) - 3600,
        })
      ).statusCode,
    ).toBe(401);
    const tampered = await providerCall(server, aur, '/provider/wallet/debit', body, {
      signature: (await import('../../core/security/signatures.ts')).sign(
        aur.secret,
        Math.floor(server.clock.now() / 1000),
        { ...body, amount: 1 },
      ),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await get(server, m, `/member/game/channel-balance/${aur.id}`)).json().balance).toBe(
      5_000,
    );
    const ok = await providerCall(server, aur, '/provider/wallet/debit', body);
    expect(ok.json()).toEqual({ balance: 4_000, transaction_id: 'tx-1', duplicate: false });
    expect((await providerCall(server, aur, '/provider/wallet/debit', body)).json()).toEqual({
      balance: 4_000,
      transaction_id: 'tx-1',
      duplicate: true,
    });
    const secondDebit = await providerCall(server, aur, '/provider/wallet/debit', {
      ...body,
      transaction_id: 'tx-1b',
    });
    expect(secondDebit.statusCode).toBe(409);
    const rollback = await providerCall(server, aur, '/provider/wallet/rollback', {
      player_id: String(m.id),
      transaction_id: 'tx-2',
      round_id: 'round-1',
    });
    expect(rollback.json().balance).toBe(5_000);
    const creditAfter = await providerCall(server, aur, '/provider/wallet/credit', {
      player_id: String(m.id),
      transaction_id: 'tx-3',
      round_id: 'round-1',
      amount: 9_999,
    });
    expect(creditAfter.statusCode).toBe(409);
    const tooBig = await providerCall(server, aur, '/provider/wallet/debit', {
      ...body,
      transaction_id: 'tx-4',
      round_id: 'round-2',
      amount: 5_001,
    });
    expect(tooBig.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(
      (
        await providerCall(server, aur, '/provider/wallet/balance', { player_id: String(m.id) })
      ).json(),
    ).toEqual({ balance: 5_000 });
    const log = (await get(server, m, '/member/game/log')).json();
    expect(log.list.map((b: { status: number; result: number }) => [b.status, b.result])).toEqual([
      [4, 4],
    ]);
    await ledgerSound(server);
  });

  it('draws slot and dice outcomes with the advertised rules', () => {
    const fixed = (values: number[]) => {
      let i = 0;
      return (max: number) => (values[i++ % values.length] ?? 0) % max;
    };
    // All symbols the heaviest (cherry): five lines pay 6 each, i.e. 30 × bet / 5.
    expect(spinSlot(500, fixed([0])).payout).toBe(3_000);
    expect(rollDice(100, 50, true, fixed([75]))).toEqual({ roll: 75, payout: 202 });
    expect(rollDice(100, 50, true, fixed([50]))).toEqual({ roll: 50, payout: 0 });
    expect(rollDice(100, 10, false, fixed([3]))).toEqual({ roll: 3, payout: 990 });
  });
});
