/**
 * The VIP area against the reference API: levels 0–9 and their detail, the member's progress
 * from real deposits (paid at the demo gateway) and real bets (played on the demo provider),
 * and upgrade bonuses paid exactly once.
 */
import { getVipLevel, getVipProgress, listVipLevels } from '@lobby/contract/vip';
import { describe, expect, it } from 'vitest';
import { SNEAKY, expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { channelByCode, depositByGateway, playRound } from './money.ts';

const open = clientsPerTest();

describe('VIP levels', () => {
  it('lists levels 0–9 in the locale and opens one by its level number', async () => {
    const ja = open({ getLocale: () => 'ja' }).client;
    const levels = await ja.vip.vipList();
    expectContractShape(listVipLevels, levels);
    expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(levels[5]?.name).toBe('ダイヤモンド');
    const five = await open().client.vip.vipDetail({ id: 5 });
    expectContractShape(getVipLevel, five);
    expect(five).toMatchObject({ level: 5, name: 'Diamond' });
    expect(five.benefits.length).toBeGreaterThan(2);
  });

  it('refuses a level that does not exist', async () => {
    const { client } = open();
    await expect(client.vip.vipDetail({ id: 42 }, { handleErrors: true })).rejects.toMatchObject({
      status: 404,
    });
    await expect(client.vip.vipDetail({ id: 100 }, { handleErrors: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'id',
    });
    await expect(client.vip.vipList(SNEAKY, { handleErrors: true })).rejects.toMatchObject({
      code: 'UNKNOWN_FIELD',
    });
    // Progress is the member's own.
    await expect(client.vip.progress(undefined, { handleErrors: true })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('VIP progress and upgrade bonus', () => {
  it('has nothing to claim at first, then pays the level-1 bonus once after deposits and bets', async () => {
    const { client } = open();
    await registerMember(client);
    const start = await client.vip.progress();
    expectContractShape(getVipProgress, start);
    expect(start).toMatchObject({ level: 0, next_level: 1, claimable: [] });
    await expect(client.vip.claim(undefined, { handleErrors: true })).rejects.toMatchObject({
      status: 409,
      code: 'NOTHING_TO_CLAIM',
    });

    // Reach level 1: its deposit condition through the gateway, its turnover through bets.
    const turnover = start.next_turnover_condition;
    const deposit = Math.max(start.next_deposit_condition, turnover);
    await depositByGateway(client, deposit);
    const skyline = await channelByCode(client, 'SKY');
    await client.wallet.transfer({ action: 1, amount: turnover, channel_id: skyline.id });
    const [dice] = (
      await client.games.gamesList({ channel_id: skyline.id, search: 'Skyline Dice' })
    ).list;
    const { url } = await client.games.launch({ game_id: dice!.id });
    await playRound(url, turnover, { target: 50, over: true });

    const reached = await client.vip.progress();
    expect(reached).toMatchObject({ level: 1, deposit_total: deposit, turnover_total: turnover });
    expect(reached.claimable.map((c) => c.level)).toEqual([1]);
    const before = (await client.wallet.walletInfo()).main;
    const paid = await client.vip.claim();
    expect(paid.paid).toEqual(reached.claimable);
    expect(paid.money).toBe(before + (reached.claimable[0]?.bonus ?? 0));
    // Each level's bonus is paid once, ever.
    await expect(client.vip.claim(undefined, { handleErrors: true })).rejects.toMatchObject({
      code: 'NOTHING_TO_CLAIM',
    });
    expect((await client.vip.progress()).claimable).toEqual([]);
    expect((await client.payments.withdrawInfo()).vip_level).toBe(1);
  });
});
