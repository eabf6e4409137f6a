import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTransfers } from '../../db/schema/games.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import type { TestMember } from '../../test/money-kit.ts';
import { channelByCode, get, keyed, ledgerSound, mainOf, newMember } from '../../test/money-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** An open game of the provider `code`. */
async function gameOf(code: string): Promise<number> {
  const channel = await channelByCode(server, code);
  const list = (
    await server.request({
      path: '/member/game/game-list',
      query: { channel_id: channel.id, page_size: 50 },
    })
  ).json().list as { id: number; status: number }[];
  const game = list.find((g) => g.status === 1);
  if (!game) throw new Error(`no open game of ${code}`);
  return game.id;
}

async function switchOn(m: TestMember, on = true) {
  const res = await server.request({
    path: '/member/auto_transfer',
    body: { auto_transfer: on },
    token: m.token,
  });
  expect(res.statusCode).toBe(200);
}

function launch(m: TestMember, gameId: number) {
  return server.request({ path: '/member/game/launch', body: { game_id: gameId }, token: m.token });
}

async function gameBalance(m: TestMember, code: string): Promise<number> {
  const channel = await channelByCode(server, code);
  return (await get(server, m, `/member/game/channel-balance/${channel.id}`)).json()
    .balance as number;
}

/**
 * Every game wallet of the member holds exactly what its posted transfers put there (in less
 * out): no move was applied twice or lost its other half.
 */
async function transfersExplainWallets(m: TestMember, codes: string[]) {
  for (const code of codes) {
    const channel = await channelByCode(server, code);
    const rows = await server.ctx.db
      .select()
      .from(gameTransfers)
      .where(
        and(
          eq(gameTransfers.memberId, m.id),
          eq(gameTransfers.channelId, channel.id),
          eq(gameTransfers.state, 'posted'),
        ),
      );
    const net = rows.reduce((sum, r) => sum + (r.action === 1 ? r.amount : -r.amount), 0);
    expect(await gameBalance(m, code), code).toBe(net);
  }
}

/** The member's whole money: main plus the providers' wallets named. */
async function totalOf(m: TestMember, codes: string[]) {
  let total = await mainOf(server, m);
  for (const code of codes) total += await gameBalance(m, code);
  return total;
}

describe('auto-transfer at launch', () => {
  it('moves nothing with the switch off', async () => {
    const m = await newMember(server, { balance: 10_000 });
    const res = await launch(m, await gameOf('AUR'));
    expect(res.statusCode).toBe(200);
    expect(res.json().auto_transfer).toBeUndefined();
    expect(await mainOf(server, m)).toBe(10_000);
  });

  it('recalls the other providers, moves the whole main wallet in, and recall all brings it back', async () => {
    const m = await newMember(server, { balance: 20_000 });
    const rll = await channelByCode(server, 'RLL');
    await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 5_000,
      channel_id: rll.id,
    });
    await switchOn(m);
    const res = await launch(m, await gameOf('AUR'));
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toContain('/demo/provider/play');
    expect(res.json().auto_transfer).toEqual({
      status: 'moved',
      recalled: 5_000,
      moved_in: 20_000,
      money: 0,
      channel_balance: 20_000,
    });
    expect(await gameBalance(m, 'RLL')).toBe(0);
    // A repeated launch (a retry, a second tap) finds the main wallet empty: nothing moves twice.
    const again = await launch(m, await gameOf('AUR'));
    expect(again.json().auto_transfer).toMatchObject({
      status: 'empty',
      recalled: 0,
      moved_in: 0,
      channel_balance: 20_000,
    });
    const back = await keyed(server, m, '/member/game/recall_all', {});
    expect(back.json()).toMatchObject({ money: 20_000, recalled: 20_000 });
    await transfersExplainWallets(m, ['AUR', 'RLL']);
    await ledgerSound(server);
  });

  it('keeps the money in main and still opens the game when the move in is refused', async () => {
    // Below the provider's transfer_in_limit (VSP: 500.00).
    const m = await newMember(server, { balance: 10_000 });
    await switchOn(m);
    const limited = await launch(m, await gameOf('VSP'));
    expect(limited.statusCode).toBe(200);
    expect(limited.json().url).toContain('/demo/provider/play');
    expect(limited.json().auto_transfer).toMatchObject({
      status: 'failed',
      code: 'VALIDATION_FAILED',
      key: 'TRANSFER_LIMIT_NOT_MET',
      moved_in: 0,
      money: 10_000,
      channel_balance: 0,
    });
    // The provider refuses (an outside provider's two phases: held, refused, money back).
    await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'fail' });
    try {
      const refused = await launch(m, await gameOf('GRF'));
      expect(refused.statusCode).toBe(200);
      expect(refused.json().auto_transfer).toMatchObject({
        status: 'failed',
        code: 'PROVIDER_UNAVAILABLE',
        money: 10_000,
        channel_balance: 0,
      });
    } finally {
      await runMoneyOps(server.ctx, 'channel:set', { brand: 'default', code: 'GRF', mode: 'ok' });
    }
    expect(await mainOf(server, m)).toBe(10_000);
    await ledgerSound(server);
  });

  it('refuses the launch, moving nothing, when a responsible-gambling limit is reached', async () => {
    const m = await newMember(server, { balance: 10_000 });
    await switchOn(m);
    const set = await server.request({
      path: '/member/responsible_gambling/limits',
      body: { kind: 'wager_day', value: 100 },
      token: m.token,
    });
    expect(set.statusCode).toBe(200);
    const first = await launch(m, await gameOf('SKY'));
    expect(first.json().auto_transfer).toMatchObject({ status: 'moved', moved_in: 10_000 });
    // One round's stake reaches the day's wager limit: launches are refused from then on.
    const token = new URL(first.json().url).searchParams.get('token') as string;
    const round = await server.request({ path: '/demo/provider/round', body: { token, bet: 100 } });
    expect(round.statusCode).toBe(200);
    const inSky = await gameBalance(m, 'SKY');
    const refused = await launch(m, await gameOf('AUR'));
    expect(refused.json().code).toBe('RG_LIMIT_REACHED');
    expect(await gameBalance(m, 'SKY')).toBe(inSky);
    expect(await mainOf(server, m)).toBe(0);
    await ledgerSound(server);
  });
});

describe('auto-transfer races', () => {
  const codes = ['AUR', 'RLL', 'JDS'];

  it('two launches of different providers at once leave all the money in one of them', async () => {
    for (let round = 0; round < 4; round += 1) {
      const m = await newMember(server, { balance: 30_000 });
      await switchOn(m);
      const [a, b] = await Promise.all([
        launch(m, await gameOf('AUR')),
        launch(m, await gameOf('RLL')),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await totalOf(m, codes)).toBe(30_000);
      const where = [await gameBalance(m, 'AUR'), await gameBalance(m, 'RLL')];
      // Whichever ran last holds it all; a move racing the other's found its share moved.
      expect(where.sort((x, y) => x - y)).toEqual([0, 30_000]);
      expect(await mainOf(server, m)).toBe(0);
      await transfersExplainWallets(m, codes);
    }
    await ledgerSound(server);
  });

  it('two launches of the same provider at once move the main wallet in once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const m = await newMember(server, { balance: 12_345 });
      await switchOn(m);
      const game = await gameOf('JDS');
      const answers = (await Promise.all([launch(m, game), launch(m, game)])).map(
        (r) => r.json().auto_transfer.status as string,
      );
      expect(answers.sort()).toEqual(['empty', 'moved']);
      expect(await gameBalance(m, 'JDS')).toBe(12_345);
      expect(await mainOf(server, m)).toBe(0);
      const jds = await channelByCode(server, 'JDS');
      const moves = await server.ctx.db
        .select()
        .from(gameTransfers)
        .where(and(eq(gameTransfers.memberId, m.id), eq(gameTransfers.channelId, jds.id)));
      expect(moves.map((t) => [t.action, t.amount, t.state])).toEqual([[1, 12_345, 'posted']]);
    }
    await ledgerSound(server);
  });

  it('a launch during a recall ends with the money in main or in the launched provider, whole', async () => {
    for (let round = 0; round < 4; round += 1) {
      const m = await newMember(server, { balance: 40_000 });
      const rll = await channelByCode(server, 'RLL');
      await keyed(server, m, '/member/game/transfer', {
        action: 1,
        amount: 15_000,
        channel_id: rll.id,
      });
      await switchOn(m);
      const [launched, recall] = await Promise.all([
        launch(m, await gameOf('AUR')),
        keyed(server, m, '/member/game/recall_all', {}),
      ]);
      expect([launched.statusCode, recall.statusCode]).toEqual([200, 200]);
      expect(await totalOf(m, codes)).toBe(40_000);
      expect(await gameBalance(m, 'RLL')).toBe(0);
      const inAur = await gameBalance(m, 'AUR');
      expect([0, 40_000]).toContain(inAur);
      expect(await mainOf(server, m)).toBe(40_000 - inAur);
      await transfersExplainWallets(m, codes);
    }
    await ledgerSound(server);
  });
});
