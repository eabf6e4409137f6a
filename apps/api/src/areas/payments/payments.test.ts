import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../ops/dispatch.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { gatewayCall, get, keyed, ledgerSound, mainOf, newMember } from '../../test/money-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function methods(token: string, brand = 'default') {
  return (await server.request({ path: '/member/deposit/methods', token, brand })).json() as {
    list: { id: number; type: number; min_amount: number; max_amount: number }[];
    topup_code_show: boolean;
  };
}

describe('deposits', () => {
  it('lists methods of every payment type with their limits', async () => {
    const m = await newMember(server);
    const { list } = await methods(m.token);
    expect(new Set(list.map((x) => x.type))).toEqual(new Set([1, 2, 3]));
    expect(list.every((x) => x.min_amount > 0 && x.max_amount > x.min_amount)).toBe(true);
    const banks = (
      await server.request({ path: '/member/deposit/methods', query: { type: 1 }, token: m.token })
    ).json().list;
    expect(banks.every((x: { type: number }) => x.type === 1)).toBe(true);
  });

  it('keeps a bank deposit pending until the operator approves or rejects it', async () => {
    const m = await newMember(server);
    const bank = (await methods(m.token)).list.find((x) => x.type === 1);
    if (!bank) throw new Error('no bank method');
    const low = await keyed(server, m, '/member/deposit/create', {
      method_id: bank.id,
      amount: bank.min_amount - 1,
    });
    expect(low.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount', key: 'MIN' });
    const dep = await keyed(server, m, '/member/deposit/create', {
      method_id: bank.id,
      amount: 50_00,
    });
    expect(dep.statusCode).toBe(200);
    expect(dep.json()).toMatchObject({ status: 1, amount: 50_00, redirect_url: '' });
    expect(await mainOf(server, m)).toBe(0);
    const pending = (await runMoneyOps(server.ctx, 'payments:pending', { brand: 'default' })) as {
      deposits: { order_no: string }[];
    };
    expect(pending.deposits.map((d) => d.order_no)).toContain(dep.json().order_no);
    await runMoneyOps(server.ctx, 'deposit:approve', {
      brand: 'default',
      order: dep.json().order_no,
    });
    expect(await mainOf(server, m)).toBe(50_00);
    await expect(
      runMoneyOps(server.ctx, 'deposit:approve', { brand: 'default', order: dep.json().order_no }),
    ).rejects.toThrow(/not pending/);
    const second = await keyed(server, m, '/member/deposit/create', {
      method_id: bank.id,
      amount: 60_00,
    });
    await runMoneyOps(server.ctx, 'deposit:reject', {
      brand: 'default',
      order: second.json().order_no,
    });
    expect(await mainOf(server, m)).toBe(50_00);
    const list = (await get(server, m, '/member/deposit/list')).json();
    expect(list.list.map((d: { status: number }) => d.status)).toEqual([3, 2]);
    expect((await get(server, m, '/member/deposit/list', { q: 'status:in:2' })).json().total).toBe(
      1,
    );
    const records = (await get(server, m, '/member/transaction/list', { type: 1 })).json();
    expect(
      records.list.map((r: { status: number; amount: number }) => [r.status, r.amount]),
    ).toEqual([
      [3, 60_00],
      [2, 50_00],
    ]);
    await ledgerSound(server);
  });

  it('shows top-up codes only when the brand switches them on (ops brand:set-permission)', async () => {
    const m = await newMember(server);
    expect((await methods(m.token)).topup_code_show).toBe(false);
    const off = await get(server, m, '/member/deposit/topup_code');
    expect(off.statusCode).toBe(404);
    expect(off.json().code).toBe('FEATURE_DISABLED');
    expect(
      await runOps(server.ctx, 'brand:set-permission', {
        brand: 'default',
        path: 'upload.topup_code_show',
        value: '1',
      }),
    ).toEqual({ brand: 'default', path: 'upload.topup_code_show', previous: 0, value: 1 });
    try {
      expect((await methods(m.token)).topup_code_show).toBe(true);
      const res = await get(server, m, '/member/deposit/topup_code');
      expect(res.statusCode).toBe(200);
      const code = res.json().code as string;
      expect(code).toMatch(/^TU[0-9A-Z]{6}$/);
      // The member's code is stable, and other members have their own.
      expect((await get(server, m, '/member/deposit/topup_code')).json().code).toBe(code);
      const other = await newMember(server);
      expect((await get(server, other, '/member/deposit/topup_code')).json().code).not.toBe(code);
      // Bank deposits quote it; the operator's queue shows it.
      const bank = (await methods(m.token)).list.find((x) => x.type === 1);
      const dep = await keyed(server, m, '/member/deposit/create', {
        method_id: bank?.id,
        amount: 40_00,
      });
      expect(dep.json().topup_code).toBe(code);
      const queue = (await runMoneyOps(server.ctx, 'payments:pending', { brand: 'default' })) as {
        deposits: { order_no: string; topup_code: string }[];
      };
      expect(queue.deposits.find((d) => d.order_no === dep.json().order_no)?.topup_code).toBe(code);
      // Gateway deposits need no code.
      const gateway = (await methods(m.token)).list.find((x) => x.type === 3);
      const viaGateway = await keyed(server, m, '/member/deposit/create', {
        method_id: gateway?.id,
        amount: 40_00,
      });
      expect(viaGateway.json().topup_code).toBe('');
      // Still a member-only call.
      expect((await server.request({ path: '/member/deposit/topup_code' })).statusCode).toBe(401);
    } finally {
      await runOps(server.ctx, 'brand:set-permission', {
        brand: 'default',
        path: 'upload.topup_code_show',
        value: '0',
      });
    }
    expect((await get(server, m, '/member/deposit/topup_code')).json().code).toBe(
      'FEATURE_DISABLED',
    );
  });

  it('seeds helo8 with top-up codes on', async () => {
    const m = await newMember(server, { brand: 'helo8' });
    expect((await methods(m.token, 'helo8')).topup_code_show).toBe(true);
    const permission = (
      await server.request({ path: '/member/feature_premission/info', brand: 'helo8' })
    ).json();
    expect(permission.upload).toEqual({ topup_code_show: 1 });
    expect((await get(server, m, '/member/deposit/topup_code')).json().code).toMatch(
      /^TU[0-9A-Z]{6}$/,
    );
  });

  it('pays through the demo gateway: page, Pay, signed callback', async () => {
    const m = await newMember(server);
    const gw = (await methods(m.token)).list.find((x) => x.type === 3);
    const dep = await keyed(server, m, '/member/deposit/create', {
      method_id: gw?.id,
      amount: 123_45,
      return_url: 'https://site.example/deposit',
    });
    const url = new URL(dep.json().redirect_url);
    const page = await server.app.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('123.45');
    const paid = await server.app.inject({
      method: 'POST',
      url: url.pathname,
      payload: { decision: 'pay' },
    });
    expect(paid.json()).toEqual({ status: 2, return_url: 'https://site.example/deposit' });
    expect(await mainOf(server, m)).toBe(123_45);
    // Paying again changes nothing.
    expect(
      (
        await server.app.inject({ method: 'POST', url: url.pathname, payload: { decision: 'pay' } })
      ).json().status,
    ).toBe(2);
    expect(await mainOf(server, m)).toBe(123_45);
    const cancelled = await keyed(server, m, '/member/deposit/create', {
      method_id: gw?.id,
      amount: 20_00,
    });
    const cancelUrl = new URL(cancelled.json().redirect_url);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: cancelUrl.pathname,
          payload: { decision: 'cancel' },
        })
      ).json().status,
    ).toBe(3);
    expect(await mainOf(server, m)).toBe(123_45);
    await ledgerSound(server);
  });

  it('rejects unsigned, tampered, stale and replayed callbacks', async () => {
    const m = await newMember(server);
    const gw = (await methods(m.token)).list.find((x) => x.type === 3);
    const dep = (
      await keyed(server, m, '/member/deposit/create', { method_id: gw?.id, amount: 70_00 })
    ).json();
    const event = {
      event_id: 'evt_test_000001',
      order_no: dep.order_no,
      amount: 70_00,
      currency: 'USD',
      status: 'paid',
    };
    expect(
      (await server.request({ path: '/payment/gateway/callback', body: event })).json().code,
    ).toBe('SIGNATURE_INVALID');
    expect((await gatewayCall(server, event, { secret: 'not-the-secret' })).statusCode).toBe(401);
    const signedOther = (await import('../../core/security/signatures.ts')).sign(
      server.config.gatewaySecret,
      Math.floor(server.clock.now() / 1000),
      { ...event, amount: 1 },
    );
    expect(
      (await gatewayCall(server, { ...event, amount: 7_000_00 }, { signature: signedOther }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await gatewayCall(server, event, {
          timestamp: Math.floor(server.clock.now() / 1000) - 3_600,
        })
      ).statusCode,
    ).toBe(401);
    expect(await mainOf(server, m)).toBe(0);
    const wrongAmount = await gatewayCall(server, {
      ...event,
      event_id: 'evt_test_000002',
      amount: 71_00,
    });
    expect(wrongAmount.statusCode).toBe(400);
    const ok = await gatewayCall(server, event);
    expect(ok.json()).toEqual({ ok: true, deposit_status: 2 });
    const replay = await gatewayCall(server, event);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('CALLBACK_REPLAYED');
    expect(await mainOf(server, m)).toBe(70_00);
    await ledgerSound(server);
  });
});

describe('bank cards and withdrawals', () => {
  it('adds cards by the spec §5 rules, up to the maximum, and deletes them', async () => {
    const m = await newMember(server, { withdrawPassword: 'wp1234' });
    const banks = (await get(server, m, '/member/bank_card/list')).json().banks as {
      name: string;
    }[];
    expect(banks.map((b) => b.name)).toContain('MAY');
    const add = async (body: Record<string, unknown>) =>
      server.request({
        path: '/member/bank_card/add',
        body: { ...body, withdraw_password: await server.encrypt('wp1234') },
        token: m.token,
      });
    expect(
      (await add({ bank_name: 'NOPE', account_name: 'A', account_number: '123456' })).json(),
    ).toMatchObject({ field: 'bank_name', key: 'PLEASE_SELECT_BANK' });
    expect(
      (await add({ bank_name: 'MAY', account_name: 'A', account_number: '12345' })).json(),
    ).toMatchObject({ field: 'account_number', key: 'BANK_ACCOUNT_LENGTH' });
    expect(
      (await add({ bank_name: 'MAY', account_name: 'A', account_number: '12a456' })).json(),
    ).toMatchObject({ field: 'account_number', key: 'BANK_ACCOUNT_LENGTH' });
    expect(
      (await add({ bank_name: 'MAY', account_name: 'A', account_number: '1'.repeat(31) })).json(),
    ).toMatchObject({ key: 'BANK_ACCOUNT_LENGTH' });
    const card = await add({
      bank_name: 'MAY',
      account_name: 'Test Member',
      account_number: '5140 1234 5678',
    });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ bank_name: 'MAY', account_number: '********5678' });
    expect(
      (
        await add({ bank_name: 'MAY', account_name: 'Test Member', account_number: '514012345678' })
      ).json().code,
    ).toBe('CONFLICT');
    for (let i = 0; i < 4; i += 1)
      expect(
        (await add({ bank_name: 'CIMB', account_name: 'T', account_number: `99887766${i}` }))
          .statusCode,
      ).toBe(200);
    const over = await add({ bank_name: 'RHB', account_name: 'T', account_number: '1122334455' });
    expect(over.json()).toMatchObject({
      code: 'BANK_CARD_LIMIT',
      message: 'You already have the maximum of 5 bank cards',
    });
    expect(
      (
        await server.request({
          method: 'DELETE',
          path: `/member/bank_card/${card.json().id}`,
          token: m.token,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await server.request({
          method: 'DELETE',
          path: `/member/bank_card/${card.json().id}`,
          token: m.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(server, m, '/member/bank_card/list')).json().list).toHaveLength(4);
  });

  it('holds a withdrawal, pays or returns it, and lets the member cancel while pending', async () => {
    const m = await newMember(server, { balance: 1_000_00, withdrawPassword: 'wp1234' });
    const card = (
      await server.request({
        path: '/member/bank_card/add',
        body: {
          bank_name: 'UOB',
          account_name: 'T',
          account_number: '4455667788',
          withdraw_password: await server.encrypt('wp1234'),
        },
        token: m.token,
      })
    ).json();
    const pw = await server.encrypt('wp1234');
    const withdraw = (amount: number, password = pw) =>
      keyed(server, m, '/member/withdraw/apply', {
        bank_card_id: card.id,
        amount,
        withdraw_password: password,
      });
    expect((await withdraw(100_00, await server.encrypt('wrong1'))).json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'withdraw_password',
    });
    expect((await withdraw(10_00)).json()).toMatchObject({ field: 'amount', key: 'MIN' });
    expect((await withdraw(3_000_00)).json()).toMatchObject({ field: 'amount', key: 'MAX' });
    const a = await withdraw(200_00);
    expect(a.json()).toMatchObject({
      withdrawal: { status: 1, amount: 200_00, account_number: '******7788' },
      money: 800_00,
    });
    const b = await withdraw(300_00);
    const c = await withdraw(100_00);
    expect(c.json().money).toBe(400_00);
    // VIP 0 allows three withdrawals a day.
    expect((await withdraw(60_00)).json().code).toBe('WITHDRAWAL_LIMIT');
    await runMoneyOps(server.ctx, 'withdrawal:approve', {
      brand: 'default',
      order: a.json().withdrawal.order_no,
    });
    await runMoneyOps(server.ctx, 'withdrawal:reject', {
      brand: 'default',
      order: b.json().withdrawal.order_no,
      remark: 'name mismatch',
    });
    expect(await mainOf(server, m)).toBe(700_00);
    const cancel = await keyed(server, m, `/member/withdraw/cancel/${c.json().withdrawal.id}`, {});
    expect(cancel.json()).toMatchObject({ withdrawal: { status: 4 }, money: 800_00 });
    expect(
      (await keyed(server, m, `/member/withdraw/cancel/${a.json().withdrawal.id}`, {})).json().code,
    ).toBe('CONFLICT');
    const list = (await get(server, m, '/member/withdraw/list')).json();
    expect(list.list.map((w: { status: number }) => w.status).sort()).toEqual([2, 3, 4]);
    // The records keep the amounts asked for, beside how each one ended.
    const records = (await get(server, m, '/member/transaction/list?type=2')).json();
    expect(
      records.list
        .map((r: { amount: number; status: number }) => [r.status, r.amount])
        .sort((x: number[], y: number[]) => (x[0] ?? 0) - (y[0] ?? 0)),
    ).toEqual([
      [2, -200_00],
      [3, -300_00],
      [4, -100_00],
    ]);
    const info = (await get(server, m, '/member/withdraw/info')).json();
    expect(info).toMatchObject({
      money: 800_00,
      daily_count: 3,
      used_count_today: 1,
      used_amount_today: 200_00,
      has_withdraw_password: true,
      vip_level: 0,
    });
    await ledgerSound(server);
  });

  it('needs a withdrawal password, and is blocked by turnover owed on active promotions', async () => {
    const none = await newMember(server, { balance: 500_00 });
    expect(
      (
        await keyed(server, none, '/member/withdraw/apply', {
          bank_card_id: 1,
          amount: 100_00,
          withdraw_password: await server.encrypt('x1234'),
        })
      ).json().code,
    ).toBe('WITHDRAW_PASSWORD_NOT_SET');
    const m = await newMember(server, { balance: 500_00, withdrawPassword: 'wp1234' });
    const card = (
      await server.request({
        path: '/member/bank_card/add',
        body: {
          bank_name: 'UOB',
          account_name: 'T',
          account_number: '4455667700',
          withdraw_password: await server.encrypt('wp1234'),
        },
        token: m.token,
      })
    ).json();
    const promos = (await server.request({ path: '/member/promotion/list' })).json() as {
      id: number;
      type: number;
    }[];
    const redPacket = promos.find((p) => p.type === 4);
    expect(
      (await keyed(server, m, '/member/promotion/apply', { promotion_id: redPacket?.id }))
        .statusCode,
    ).toBe(200);
    const blocked = await keyed(server, m, '/member/withdraw/apply', {
      bank_card_id: card.id,
      amount: 100_00,
      withdraw_password: await server.encrypt('wp1234'),
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('TURNOVER_REQUIRED');
    expect(blocked.json().message).toMatch(
      /^Please complete a further \$[\d,.]+ of turnover before withdrawing$/,
    );
    expect(
      (await get(server, m, '/member/withdraw/info')).json().turnover_required,
    ).toBeGreaterThan(0);
  });
});

describe('transaction records', () => {
  it('list deposits, withdrawals, transfers and bonuses with type, status and date filters', async () => {
    const m = await newMember(server, { balance: 100_00 });
    await runMoneyOps(server.ctx, 'wallet:adjust', {
      brand: 'default',
      username: m.username,
      amount: '500',
      remark: 'goodwill',
    });
    const all = (await get(server, m, '/member/transaction/list', { locale: 'ja' })).json();
    expect(all.list[0]).toMatchObject({
      type: 6,
      type_name: '調整',
      amount: 500,
      remark: 'goodwill',
      status: 2,
    });
    const today = new Date(server.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(
      (
        await get(server, m, '/member/transaction/list', {
          q: `created_at:gte:${today} 00:00:00,type:in:6`,
        })
      ).json().total,
    ).toBe(1);
    expect(
      (await get(server, m, '/member/transaction/list', { q: `created_at:lt:${today}` })).json()
        .total,
    ).toBe(0);
    expect(
      (await get(server, m, '/member/transaction/list', { q: 'created_at:gte:2026-13-01' })).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', key: 'INVALID_FILTER' });
    // Values out of what the columns hold are bad input on every list, never a database error.
    for (const path of [
      '/member/transaction/list',
      '/member/deposit/list',
      '/member/withdraw/list',
      '/member/game/log',
    ]) {
      for (const q of [
        'status:in:999999999999999',
        'status:ne:2147483648',
        'status:in:-2147483649',
        path === '/member/game/log' ? 'bet_time:gt:0000-01-01' : 'created_at:gt:0000-01-01',
      ]) {
        const answer = await get(server, m, path, { q });
        expect(answer.statusCode, `${path} ${q}`).toBe(400);
        expect(answer.json(), `${path} ${q}`).toMatchObject({ key: 'INVALID_FILTER' });
      }
      const edge = await get(server, m, path, { q: 'status:in:2147483647' });
      expect(edge.statusCode, `${path} int32 max`).toBe(200);
    }
    const types = (
      await server.request({ path: '/member/transaction/types', query: { locale: 'zh-CN' } })
    ).json();
    expect(types.map((t: { name: string }) => t.name)).toEqual([
      '存款',
      '提款',
      '转入游戏',
      '转出游戏',
      '红利',
      '调整',
    ]);
  });
});
