/**
 * The withdrawal password's defences (issue 15): the per-member attempt limit across every
 * place that checks it (withdrawal, changing it, adding a bank card), the operator's unlock,
 * the bank card's need for it, and the refusal of trivial values.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OpsError } from '../../ops/commands.ts';
import { runOps } from '../../ops/dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { get, mainOf, newMember } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';

const WPASS = 'wp7319';
const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  // The attempt limit's own defences against a burst are tested here, so the hashing queue's
  // per-member bound (which refuses most of a burst before the limit sees it: hashing.test.ts)
  // is set out of the way.
  server = await startTestServer({
    env: { LOBBY_HASH_PER_ACCOUNT: '100', LOBBY_HASH_QUEUE: '100' },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A member with money, a withdrawal password and one card. */
async function memberWithCard(): Promise<TestMember & { card: number }> {
  const m = await newMember(server, { balance: 1_000_00, withdrawPassword: WPASS });
  const card = await addCard(m, WPASS, `77${Date.now().toString().slice(-8)}`);
  expect(card.statusCode, card.body).toBe(200);
  return { ...m, card: card.json().id as number };
}

async function addCard(m: TestMember, password: string | undefined, accountNumber = '4455667788') {
  return server.request({
    path: '/member/bank_card/add',
    token: m.token,
    brand: m.brand,
    body: {
      bank_name: 'MAY',
      account_name: 'Test Member',
      account_number: accountNumber,
      ...(password === undefined ? {} : { withdraw_password: await server.encrypt(password) }),
    },
  });
}

async function withdraw(m: TestMember & { card: number }, password: string, locale = 'en') {
  return server.request({
    path: '/member/withdraw/apply',
    token: m.token,
    brand: m.brand,
    query: { locale },
    headers: { 'idempotency-key': randomUUID() },
    body: {
      bank_card_id: m.card,
      amount: 100_00,
      withdraw_password: await server.encrypt(password),
    },
  });
}

async function changeWithdrawPassword(m: TestMember, old: string, next: string) {
  return server.request({
    path: '/member/withdraw_password',
    token: m.token,
    brand: m.brand,
    body: {
      old_withdraw_password: await server.encrypt(old),
      withdraw_password: await server.encrypt(next),
      withdraw_password_confirmation: await server.encrypt(next),
    },
  });
}

/** Signs in again after the clock moved past the token's rotation and grace. */
async function refresh(m: TestMember): Promise<void> {
  m.token = await server.login(m.username, 'Kettle-Moss-42', m.brand);
}

describe('the withdrawal password attempt limit', () => {
  it('locks after five wrong ones, even for the right one, says how long in the member language, and frees after the lock', async () => {
    const m = await memberWithCard();
    for (let i = 0; i < 4; i += 1)
      expect((await withdraw(m, 'wrong1')).json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        field: 'withdraw_password',
      });
    const fifth = await withdraw(m, 'wrong1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 'WITHDRAW_PASSWORD_LOCKED',
      message: 'Too many wrong withdrawal passwords, try again in 15 min',
    });
    expect(fifth.headers['retry-after']).toBe('900');

    const right = await withdraw(m, WPASS, 'ja');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      '出金パスワードの誤りが多すぎます。15分後にもう一度お試しください',
    );
    expect((await withdraw(m, WPASS, 'zh-CN')).json().message).toBe(
      '提款密码错误次数过多，请在15分钟后重试',
    );
    expect(await mainOf(server, m)).toBe(1_000_00);

    server.clock.advance(10 * MINUTE);
    await refresh(m);
    expect((await withdraw(m, WPASS)).json().message).toMatch(/try again in 5 min$/);
    server.clock.advance(5 * MINUTE);
    await refresh(m);
    const after = await withdraw(m, WPASS);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().money).toBe(900_00);
  });

  it('counts in a sliding window: old failures age out, and a right one clears the count', async () => {
    const m = await memberWithCard();
    for (let i = 0; i < 4; i += 1) await withdraw(m, 'wrong1');
    server.clock.advance(15 * MINUTE + 1);
    await refresh(m);
    // The four earlier ones have left the window: four more do not lock.
    for (let i = 0; i < 4; i += 1)
      expect((await withdraw(m, 'wrong1')).json().code).toBe('WRONG_PASSWORD');
    expect((await withdraw(m, WPASS)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await withdraw(m, 'wrong1')).json().code).toBe('WRONG_PASSWORD');
    expect((await withdraw(m, WPASS)).statusCode).toBe(200);
  });

  it('counts every check of it (withdrawal, change, bank card) toward one limit, and ops member:unlock lifts the lock', async () => {
    const m = await memberWithCard();
    await withdraw(m, 'wrong1');
    await withdraw(m, 'wrong2');
    expect((await changeWithdrawPassword(m, 'wrong3', 'nx8264')).json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'old_withdraw_password',
    });
    await changeWithdrawPassword(m, 'wrong4', 'nx8264');
    const locked = await addCard(m, 'wrong5', '5566778899');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('WITHDRAW_PASSWORD_LOCKED');
    // Every place refuses the right one now, before looking at it.
    expect((await changeWithdrawPassword(m, WPASS, 'nx8264')).json().code).toBe(
      'WITHDRAW_PASSWORD_LOCKED',
    );
    expect((await addCard(m, WPASS, '5566778899')).json().code).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect((await withdraw(m, WPASS)).json().code).toBe('WITHDRAW_PASSWORD_LOCKED');

    // The username alone is enough when only one brand has it.
    expect(await runOps(server.ctx, 'member:unlock', { username: m.username })).toMatchObject({
      brand: 'default',
      username: m.username,
    });
    expect((await withdraw(m, WPASS)).statusCode).toBe(200);
    expect((await addCard(m, WPASS, '5566778899')).statusCode).toBe(200);
    // A name in several brands needs --brand.
    await expect(runOps(server.ctx, 'member:unlock', { username: 'demo01' })).rejects.toThrow(
      OpsError,
    );
    await expect(
      runOps(server.ctx, 'member:unlock', { username: 'demo01', brand: 'nexbet' }),
    ).resolves.toMatchObject({ brand: 'nexbet' });
  });

  it('checks the lock before the hash: a burst of wrong guesses compares no more than the limit', async () => {
    const m = await memberWithCard();
    // Counts the PIN comparisons: every one goes through an admitted PIN hasher.
    const admit = server.ctx.passwords.admit.bind(server.ctx.passwords);
    let compared = 0;
    const spy = vi.spyOn(server.ctx.passwords, 'admit').mockImplementation((account, task) =>
      admit(account, (hashers) =>
        task({
          ...hashers,
          pin: {
            ...hashers.pin,
            verify: (pin, stored) => {
              compared += 1;
              return hashers.pin.verify(pin, stored);
            },
          },
        }),
      ),
    );
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(m, 'wrong1')));
      const codes = answers.map((a) => a.json().code as string);
      expect(compared).toBeGreaterThan(0);
      expect(compared).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 'WRONG_PASSWORD').length).toBeLessThanOrEqual(4);
      expect(codes.every((c) => c === 'WRONG_PASSWORD' || c === 'WITHDRAW_PASSWORD_LOCKED')).toBe(
        true,
      );
    } finally {
      spy.mockRestore();
    }
    expect((await withdraw(m, WPASS)).json().code).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect(await mainOf(server, m)).toBe(1_000_00);
  });
});

describe('adding a bank card', () => {
  it('needs the withdrawal password: asked for, set first, and right', async () => {
    const none = await newMember(server);
    const notSet = await addCard(none, 'nx8264');
    expect(notSet.statusCode).toBe(400);
    expect(notSet.json()).toEqual({
      code: 'WITHDRAW_PASSWORD_NOT_SET',
      message: 'Please set a withdrawal password first',
    });

    const m = await newMember(server, { withdrawPassword: WPASS });
    const missing = await addCard(m, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'withdraw_password',
      key: 'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
    });
    const wrong = await addCard(m, 'wrong1');
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'withdraw_password' });
    expect((await get(server, m, '/member/bank_card/list')).json().list).toEqual([]);
    const right = await addCard(m, WPASS);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ bank_name: 'MAY', account_number: '******7788' });
  });
});

describe('a new withdrawal password', () => {
  it('is refused when trivial: repeated, a straight run either way, or the username', async () => {
    const m = await newMember(server);
    const set = async (value: string, locale = 'en') =>
      server.request({
        path: '/member/withdraw_password',
        token: m.token,
        query: { locale },
        body: {
          password: await server.encrypt('Kettle-Moss-42'),
          withdraw_password: await server.encrypt(value),
          withdraw_password_confirmation: await server.encrypt(value),
        },
      });
    for (const value of ['1111', '1234', '4321', '7890', 'abcd', m.username.toUpperCase()]) {
      const refused = await set(value);
      expect(refused.statusCode, value).toBe(400);
      expect(refused.json(), value).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'withdraw_password',
        key: 'WPASS_TRIVIAL',
        message: 'Too easy to guess: avoid repeated or consecutive characters and your username',
      });
    }
    expect((await set('2222', 'zh-CN')).json().message).toBe(
      '密码过于简单：请勿使用重复或连续的字符，也不要使用用户名',
    );
    expect((await set('3917')).json()).toEqual({ ok: true });
    // Changing it holds the new one to the same rule.
    expect((await changeWithdrawPassword(m, '3917', '9876')).json()).toMatchObject({
      field: 'withdraw_password',
      key: 'WPASS_TRIVIAL',
    });
    expect((await changeWithdrawPassword(m, '3917', '9135')).json()).toEqual({ ok: true });
  });
});
