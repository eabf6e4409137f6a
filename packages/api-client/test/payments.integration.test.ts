/**
 * The payments area against the reference API: deposit methods and deposits (bank ones
 * approved by the operator, gateway ones paid on the demo gateway's page), the top-up code
 * switch, bank cards by the spec §5 rules, and withdrawals held, cancelled, paid or refused.
 */
import {
  BankCard,
  DepositRecord,
  WithdrawInfo,
  listBankCards,
  listDepositMethods,
  listDeposits,
  listWithdrawals,
} from '@lobby/contract/payments';
import { TransactionKind } from '@lobby/contract/wallet';
import { PaymentType } from '@lobby/domain';
import { Value } from 'typebox/value';
import { describe, expect, it, vi } from 'vitest';
import { paymentsApi } from '../src/areas/payments/endpoints.ts';
import { PASSWORD, expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { decideAtGateway, depositByGateway, depositMethod, fundedMember } from './money.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

describe('deposits', () => {
  it('lists the methods of every payment type with their limits', async () => {
    const { client } = open();
    await registerMember(client);
    const methods = await client.payments.depositMethods();
    expectContractShape(listDepositMethods, methods);
    expect(new Set(methods.list.map((m) => m.type))).toEqual(new Set([1, 2, 3]));
    expect(methods.list.every((m) => m.min_amount > 0 && m.max_amount > m.min_amount)).toBe(true);
    const banks = await client.payments.depositMethods({ type: PaymentType.Bank });
    expect(banks.list.every((m) => m.type === PaymentType.Bank)).toBe(true);
    await expect(
      client.payments.depositMethods({ type: 9 as PaymentType }, { handleErrors: true }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'type' });
  });

  it('keeps a bank deposit pending until the operator approves it; a rejected one pays nothing', async () => {
    const { client } = open();
    await registerMember(client);
    const bank = await depositMethod(client, PaymentType.Bank);
    await expect(
      client.payments.deposit(
        { method_id: bank.id, amount: bank.min_amount - 1 },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount', key: 'MIN' });
    await expect(
      client.payments.deposit({ method_id: 99_999_999, amount: 50_00 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'method_id',
      key: 'PLEASE_SELECT_DEPOSIT_METHOD',
    });
    const deposit = await client.payments.deposit({
      method_id: bank.id,
      amount: 50_00,
      remark: 'rent',
    });
    expect(Value.Check(DepositRecord, deposit)).toBe(true);
    expect(deposit).toMatchObject({ status: 1, amount: 50_00, redirect_url: '' });
    expect((await client.wallet.walletInfo()).main).toBe(0);

    const queue = (await ops('payments:pending', { brand: 'default' })) as {
      deposits: { order_no: string }[];
    };
    expect(queue.deposits.map((d) => d.order_no)).toContain(deposit.order_no);
    await ops('deposit:approve', { brand: 'default', order: deposit.order_no });
    expect((await client.wallet.walletInfo()).main).toBe(50_00);

    const second = await client.payments.deposit({ method_id: bank.id, amount: 60_00 });
    await ops('deposit:reject', { brand: 'default', order: second.order_no });
    expect((await client.wallet.walletInfo()).main).toBe(50_00);
    const deposits = await client.payments.deposits();
    expectContractShape(listDeposits, deposits);
    expect(deposits.list.map((d) => d.status)).toEqual([3, 2]);
    expect(
      (await client.payments.deposits({ q: [{ field: 'status', op: 'in', value: [2] }] })).total,
    ).toBe(1);
    await expect(
      client.payments.deposits(
        { q: [{ field: 'amount', op: 'gt', value: 1 }] },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: 'q' });
    // A rejected deposit keeps the amount asked for; its status says nothing was paid.
    const records = await client.wallet.transactions({ type: TransactionKind.Deposit });
    expect(records.list.map((r) => [r.status, r.amount])).toEqual([
      [3, 60_00],
      [2, 50_00],
    ]);
  });

  it('pays through the demo gateway, and a cancel there pays nothing', async () => {
    const { client } = open();
    await registerMember(client);
    const paid = await depositByGateway(client, 123_45);
    expect(new URL(paid.redirect_url).pathname).toContain('/demo/gateway/checkout/');
    expect((await client.wallet.walletInfo()).main).toBe(123_45);
    const gateway = await depositMethod(client, PaymentType.Gateway);
    const cancelled = await client.payments.deposit({
      method_id: gateway.id,
      amount: 20_00,
      return_url: 'https://site.example/deposit',
    });
    expect(await decideAtGateway(cancelled.redirect_url, 'cancel')).toEqual({
      status: 3,
      return_url: 'https://site.example/deposit',
    });
    expect((await client.wallet.walletInfo()).main).toBe(123_45);
    expect((await client.payments.deposits()).list.map((d) => d.status)).toEqual([3, 2]);
  });

  it('answers a switched-off top-up code with 404 FEATURE_DISABLED: a toast, and the member stays signed in', async () => {
    const { client, notify, navigation } = open();
    await registerMember(client);
    expect((await client.payments.depositMethods()).topup_code_show).toBe(false);
    const refused = await client.payments.topupCode().catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 404, code: 'FEATURE_DISABLED' });
    expect(notify.toast).toHaveBeenCalledTimes(1);
    expect(notify.confirm).not.toHaveBeenCalled();
    expect(navigation.goToRoot).not.toHaveBeenCalled();
    expect(client.session.isSignedIn()).toBe(true);
    expect((await client.member.sidebar()).username).toBeDefined();
    // No seeded brand shows top-up codes and no ops command switches them on, so the code
    // itself cannot be asked for here; the refusal is all a member can meet.
  });
});

type Client = ReturnType<typeof open>['client'];

/** Sets the member's first withdrawal password (the login password proves it is them). */
async function setWithdrawPassword(client: Client, withdrawPassword = 'wp1234') {
  await client.member.withdrawPassword({
    password: PASSWORD,
    withdraw_password: withdrawPassword,
    withdraw_password_confirmation: withdrawPassword,
  });
}

/** Adds a UOB card with a random number, confirmed with the withdrawal password. */
function addUobCard(client: Client, withdrawPassword: string) {
  return client.payments.addBankCard({
    bank_name: 'UOB',
    account_name: 'T',
    account_number: `44556${Math.floor(Math.random() * 1e5)
      .toString()
      .padStart(5, '0')}`,
    withdraw_password: withdrawPassword,
  });
}

describe('bank cards', () => {
  it('adds cards by the spec §5 rules, refuses bad ones and duplicates, and deletes them', async () => {
    const { client } = open();
    await registerMember(client);
    await setWithdrawPassword(client);
    const empty = await client.payments.bankCards();
    expectContractShape(listBankCards, empty);
    expect(empty.list).toEqual([]);
    expect(empty.banks.map((b) => b.name)).toContain('MAY');
    const add = (body: { bank_name: string; account_name: string; account_number: string }) =>
      client.payments.addBankCard({ ...body, withdraw_password: 'wp1234' }, { handleErrors: true });
    // A card is where withdrawals go: the withdrawal password confirms it.
    await expect(
      client.payments.addBankCard(
        {
          bank_name: 'MAY',
          account_name: 'A',
          account_number: '5140123456',
          withdraw_password: 'wp9999',
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, code: 'WRONG_PASSWORD', field: 'withdraw_password' });
    await expect(
      add({ bank_name: 'NOPE', account_name: 'A', account_number: '123456' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'bank_name',
      key: 'PLEASE_SELECT_BANK',
    });
    for (const number of ['12345', '12a456', '1'.repeat(31)]) {
      await expect(
        add({ bank_name: 'MAY', account_name: 'A', account_number: number }),
        number,
      ).rejects.toMatchObject({
        field: 'account_number',
        key: 'BANK_ACCOUNT_LENGTH',
      });
    }
    await expect(
      add({ bank_name: 'MAY', account_name: 'A', account_number: '' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const card = await client.payments.addBankCard({
      bank_name: 'MAY',
      account_name: 'Test Member',
      account_number: '5140 1234 5678',
      branch: 'KL',
      withdraw_password: 'wp1234',
    });
    expect(Value.Check(BankCard, card)).toBe(true);
    expect(card).toMatchObject({ bank_name: 'MAY', account_number: '********5678', branch: 'KL' });
    await expect(
      add({ bank_name: 'MAY', account_name: 'Test Member', account_number: '514012345678' }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await client.payments.bankCards()).list.map((c) => c.id)).toEqual([card.id]);
    expect(await client.payments.deleteBankCard({ id: card.id })).toEqual({ ok: true });
    await expect(
      client.payments.deleteBankCard({ id: card.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await client.payments.bankCards()).list).toEqual([]);
  });

  it("are the member's own", async () => {
    const guest = open().client;
    await expect(guest.payments.bankCards(undefined, { handleErrors: true })).rejects.toMatchObject(
      { status: 401 },
    );
    await expect(
      guest.payments.withdrawInfo(undefined, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('stops at the brand maximum', async () => {
    const { client } = open();
    await registerMember(client);
    await setWithdrawPassword(client);
    const { max } = await client.payments.bankCards();
    for (let i = 0; i < max; i += 1) {
      await client.payments.addBankCard({
        bank_name: 'CIMB',
        account_name: 'T',
        account_number: `99887766${i}`,
        withdraw_password: 'wp1234',
      });
    }
    await expect(
      client.payments.addBankCard(
        {
          bank_name: 'RHB',
          account_name: 'T',
          account_number: '1122334455',
          withdraw_password: 'wp1234',
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, code: 'BANK_CARD_LIMIT' });
  });
});

describe('withdrawals', () => {
  async function memberWithCard(balance: number, withdrawPassword = 'wp1234') {
    const made = open();
    await fundedMember(made.client, balance);
    await setWithdrawPassword(made.client, withdrawPassword);
    const card = await addUobCard(made.client, withdrawPassword);
    return { ...made, card };
  }

  it('holds a withdrawal, lets the member cancel it, and the operator pays or refuses the others', async () => {
    const { client, card } = await memberWithCard(1_000_00, 'wp1234');
    const info = await client.payments.withdrawInfo();
    expect(Value.Check(WithdrawInfo, info)).toBe(true);
    expect(info).toMatchObject({ money: 1_000_00, has_withdraw_password: true, vip_level: 0 });
    expect(info.cards.map((c) => c.id)).toEqual([card.id]);
    const withdraw = (amount: number, password = 'wp1234') =>
      client.payments.withdraw(
        { bank_card_id: card.id, amount, withdraw_password: password },
        { handleErrors: true },
      );
    await expect(withdraw(100_00, 'wrong1')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'withdraw_password',
    });
    await expect(withdraw(info.min_amount - 1)).rejects.toMatchObject({
      field: 'amount',
      key: 'MIN',
    });
    const held = await withdraw(200_00);
    expect(held).toMatchObject({
      withdrawal: { status: 1, amount: 200_00, account_number: expect.stringMatching(/\*+\d{4}$/) },
      money: 800_00,
    });
    const refused = await withdraw(300_00);
    const cancelled = await withdraw(100_00);
    expect(cancelled.money).toBe(400_00);

    expect(await client.payments.withdrawCancel({ id: cancelled.withdrawal.id })).toMatchObject({
      withdrawal: { status: 4 },
      money: 500_00,
    });
    await ops('withdrawal:approve', { brand: 'default', order: held.withdrawal.order_no });
    await ops('withdrawal:reject', {
      brand: 'default',
      order: refused.withdrawal.order_no,
      remark: 'name mismatch',
    });
    await expect(
      client.payments.withdrawCancel({ id: held.withdrawal.id }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await client.wallet.walletInfo()).main).toBe(800_00);
    const list = await client.payments.withdrawals();
    expectContractShape(listWithdrawals, list);
    expect(list.list.map((w) => w.status).sort()).toEqual([2, 3, 4]);
    expect(
      (await client.payments.withdrawals({ q: [{ field: 'status', op: 'in', value: [4] }] })).total,
    ).toBe(1);
    await expect(
      client.payments.withdrawals({ q: 'status:' }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      key: 'INVALID_FILTER',
    });
    expect(await client.payments.withdrawInfo()).toMatchObject({
      used_count_today: 1,
      used_amount_today: 200_00,
    });
  });

  it('needs a withdrawal password, a balance, and a card of the member', async () => {
    const none = open();
    await fundedMember(none.client, 500_00);
    await expect(
      none.client.payments.withdraw(
        { bank_card_id: 1, amount: 100_00, withdraw_password: 'x1234' },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'WITHDRAW_PASSWORD_NOT_SET' });
    // Nor can a card be added without one.
    await expect(
      none.client.payments.addBankCard(
        {
          bank_name: 'UOB',
          account_name: 'T',
          account_number: '4455600001',
          withdraw_password: 'x1234',
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ status: 400, code: 'WITHDRAW_PASSWORD_NOT_SET' });
    // Setting one refreshes the withdrawal screen's data.
    const screen = none.client.store.dispatch(paymentsApi.endpoints.withdrawInfo.initiate());
    try {
      expect((await screen.unwrap()).has_withdraw_password).toBe(false);
      await none.client.member.withdrawPassword({
        password: PASSWORD,
        withdraw_password: 'wp5678',
        withdraw_password_confirmation: 'wp5678',
      });
      await vi.waitFor(() =>
        expect(
          paymentsApi.endpoints.withdrawInfo.select()(none.client.store.getState()).data
            ?.has_withdraw_password,
        ).toBe(true),
      );
    } finally {
      screen.unsubscribe();
    }
    const noneCard = await addUobCard(none.client, 'wp5678');
    const poor = await memberWithCard(60_00, 'wp1234');
    const { min_amount } = await poor.client.payments.withdrawInfo();
    await expect(
      poor.client.payments.withdraw(
        {
          bank_card_id: poor.card.id,
          amount: Math.max(min_amount, 60_01),
          withdraw_password: 'wp1234',
        },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(
      poor.client.payments.withdraw(
        { bank_card_id: noneCard.id, amount: min_amount, withdraw_password: 'wp1234' },
        { handleErrors: true },
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'bank_card_id',
      key: 'PLEASE_SELECT_BANK_ACCOUNT',
    });
    expect((await poor.client.wallet.walletInfo()).main).toBe(60_00);
  });
});
