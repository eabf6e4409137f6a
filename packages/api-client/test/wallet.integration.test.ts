/**
 * The wallet area against the reference API: the main and game wallets, and the one list of
 * everything that moved money, with its kinds, filters and paging.
 */
import { getWallets, listTransactionTypes, listTransactions } from '@lobby/contract/wallet';
import { TransactionKind } from '@lobby/contract/wallet';
import { describe, expect, it } from 'vitest';
import { SNEAKY, expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { adjust, channelByCode, fundedMember } from './money.ts';

const open = clientsPerTest();

describe('wallets', () => {
  it('shows the main wallet and a game wallet for every channel', async () => {
    const { client } = open();
    await fundedMember(client, 25_00);
    const wallets = await client.wallet.walletInfo();
    expectContractShape(getWallets, wallets);
    expect(wallets).toMatchObject({ main: 25_00, pending: 0, currency: 'USD' });
    const channels = await client.games.channelList();
    expect(wallets.games.map((g) => g.channel_id).sort()).toEqual(channels.map((c) => c.id).sort());
    expect(wallets.games.every((g) => g.balance === 0)).toBe(true);
    const aurora = await channelByCode(client, 'AUR');
    await client.wallet.transfer({ action: 1, amount: 5_00, channel_id: aurora.id });
    const after = await client.wallet.walletInfo();
    expect(after.main).toBe(20_00);
    expect(after.games.find((g) => g.channel_id === aurora.id)?.balance).toBe(5_00);
  });

  it('is for members only', async () => {
    const { client, notify } = open();
    await expect(client.wallet.walletInfo(undefined, { handleErrors: true })).rejects.toMatchObject(
      {
        status: 401,
        code: 'UNAUTHENTICATED',
      },
    );
    // The 401 policy still runs when the caller handles errors.
    expect(notify.confirm).toHaveBeenCalledTimes(1);
  });
});

describe('transaction records', () => {
  it('lists every kind, newest first, named in the locale, with type, status and q filters', async () => {
    const { client } = open({ getLocale: () => 'ja' });
    const { username } = await registerMember(client);
    await adjust(username, 5_00);
    await adjust(username, -2_00);
    const aurora = await channelByCode(client, 'AUR');
    await client.wallet.transfer({ action: 1, amount: 1_00, channel_id: aurora.id });

    const all = await client.wallet.transactions();
    expectContractShape(listTransactions, all);
    expect(all.total).toBe(3);
    expect(all.list.map((r) => [r.type, r.amount])).toEqual([
      [TransactionKind.TransferIn, -1_00],
      [TransactionKind.Adjustment, -2_00],
      [TransactionKind.Adjustment, 5_00],
    ]);
    expect(all.list[1]?.type_name).toBe('調整');
    expect(all.list[0]?.channel_id).toBe(aurora.id);

    const adjustments = await client.wallet.transactions({
      type: TransactionKind.Adjustment,
      page_size: 1,
      page: 2,
    });
    expect(adjustments).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(adjustments.list.map((r) => r.amount)).toEqual([5_00]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const filtered = await client.wallet.transactions({
      status: 2,
      q: [
        { field: 'created_at', op: 'gte', value: `${today} 00:00:00` },
        {
          field: 'type',
          op: 'in',
          value: [TransactionKind.TransferIn, TransactionKind.TransferOut],
        },
      ],
    });
    expect(filtered.total).toBe(1);
    expect(
      (await client.wallet.transactions({ q: [{ field: 'created_at', op: 'lt', value: today }] }))
        .total,
    ).toBe(0);
  });

  it('refuses a bad filter or page with the field and its message key', async () => {
    const { client } = open();
    await registerMember(client);
    await expect(
      client.wallet.transactions({ q: 'created_at:gte:2026-13-01' }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'q',
      key: 'INVALID_FILTER',
    });
    await expect(
      client.wallet.transactions(
        { q: [{ field: 'password', op: 'in', value: ['x'] }] },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, field: 'q' });
    await expect(
      client.wallet.transactions({ page: 0 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'page',
    });
  });

  it('names the record kinds in every locale, for guests too', async () => {
    const zh = open({ getLocale: () => 'zh-CN' }).client;
    const types = await zh.wallet.transactionTypes();
    expectContractShape(listTransactionTypes, types);
    expect(types.map((t) => t.name)).toEqual([
      '存款',
      '提款',
      '转入游戏',
      '转出游戏',
      '红利',
      '调整',
    ]);
    const en = open().client;
    expect((await en.wallet.transactionTypes()).map((t) => t.name)).not.toEqual(
      types.map((t) => t.name),
    );
    await expect(en.wallet.transactionTypes(SNEAKY, { handleErrors: true })).rejects.toMatchObject({
      code: 'UNKNOWN_FIELD',
    });
  });
});
