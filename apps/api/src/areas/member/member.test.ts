import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { MemberProfile } from '@lobby/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCreateMember, opsOutbox } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await opsCreateMember(server.ctx, {
    brand: 'default',
    username: 'member01',
    password: 'Kettle-Moss-42',
    balance: 12_345,
  });
  token = await server.login('member01', 'Kettle-Moss-42');
});
afterAll(async () => {
  await server?.close();
});

const enc = (value: string) => server.encrypt(value);

describe('member reads', () => {
  it('answer the profile, with channel balances only when asked', async () => {
    const res = await server.request({ path: '/member/userprofile', token });
    const profile = res.json();
    expect(Value.Check(MemberProfile, profile)).toBe(true);
    expect(profile).toMatchObject({
      username: 'member01',
      money: 12_345,
      currency: 'USD',
      status: 1,
      has_withdraw_password: false,
    });
    expect(profile.invite_code).toMatch(/^\d{6}$/);
    expect(String(profile.registered_at)).toMatch(/^\d{10}$/);
    expect(profile.channel_balances).toBeUndefined();
    const withBalances = (
      await server.request({
        path: '/member/userprofile',
        token,
        query: { with_channel_balances: 1 },
      })
    ).json();
    // Every channel of the brand, each game wallet empty until the member transfers in.
    expect(withBalances.channel_balances.length).toBeGreaterThan(0);
    for (const c of withBalances.channel_balances) expect(c.balance).toBe(0);
    const channel = withBalances.channel_balances[0];
    const transfer = await server.request({
      method: 'POST',
      path: '/member/game/transfer',
      token,
      headers: { 'idempotency-key': 'member-test-transfer-1' },
      body: { action: 1, amount: 345, channel_id: channel.channel_id },
    });
    expect(transfer.statusCode).toBe(200);
    const after = (await server.request({ path: '/inquiry', token })).json() as {
      money: number;
      channel_balances: { channel_id: number; balance: number }[];
    };
    expect(after.money).toBe(12_000);
    expect(after.channel_balances.find((c) => c.channel_id === channel.channel_id)?.balance).toBe(
      345,
    );
    // Move it back so the other tests see the opening balance.
    const back = await server.request({
      method: 'POST',
      path: '/member/game/transfer',
      token,
      headers: { 'idempotency-key': 'member-test-transfer-2' },
      body: { action: 2, amount: 345, channel_id: channel.channel_id },
    });
    expect(back.statusCode).toBe(200);
  });

  it('answer the sidebar and the balance inquiry in minor units with the brand currency', async () => {
    expect((await server.request({ path: '/members/sidebar', token })).json()).toMatchObject({
      username: 'member01',
      money: 12_345,
      currency: 'USD',
    });
    const inquiry = (await server.request({ path: '/inquiry', token })).json();
    expect(inquiry).toMatchObject({
      money: 12_345,
      currency: { code: 'USD', decimals: 2, symbol: '$' },
    });
    expect(inquiry.channel_balances.every((c: { balance: number }) => c.balance === 0)).toBe(true);
    const fubo = await server.login('demo01', 'demo1234', 'fubo');
    const yen = (await server.request({ path: '/inquiry', token: fubo, brand: 'fubo' })).json();
    expect(Value.Check(Type.Object({ money: Type.Integer() }), yen)).toBe(true);
    expect(yen.currency).toEqual({ code: 'JPY', decimals: 0, symbol: '¥' });
    expect(yen.money).toBe(10_000);
  });
});

describe('member edits', () => {
  it('change the real name within the nickname bounds', async () => {
    expect(
      (
        await server.request({
          path: '/member/edit_name',
          token,
          body: { real_name: '  Ada Lovelace ' },
        })
      ).json(),
    ).toEqual({ ok: true });
    expect((await server.request({ path: '/member/userprofile', token })).json().real_name).toBe(
      'Ada Lovelace',
    );
    const blank = await server.request({
      path: '/member/edit_name',
      token,
      body: { real_name: '   ' },
    });
    expect(blank.json()).toMatchObject({ field: 'real_name', key: 'PLEASE_FILL_IN_NAME' });
    const long = await server.request({
      path: '/member/edit_name',
      token,
      body: { real_name: 'x'.repeat(31) },
    });
    expect(long.json()).toMatchObject({ field: 'real_name', key: 'MAX_LENGTH' });
  });

  it('change the email with a code sent to the new address', async () => {
    expect(
      (
        await server.request({
          path: '/member/send_profile_email',
          token,
          body: { email: 'new@mail.example' },
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = await opsOutbox(server.ctx, { to: 'new@mail.example', limit: 1 });
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] as string;
    const otherMember = await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'member02',
      password: 'Kettle-Moss-42',
    });
    const other = await server.login(otherMember.username, 'Kettle-Moss-42');
    expect(
      (
        await server.request({
          path: '/member/edit_email',
          token: other,
          body: { email: 'new@mail.example', code },
        })
      ).json().code,
    ).toBe('CODE_INVALID');
    expect(
      (
        await server.request({
          path: '/member/edit_email',
          token,
          body: { email: 'new@mail.example', code },
        })
      ).json(),
    ).toEqual({ ok: true });
    expect((await server.request({ path: '/member/userprofile', token })).json()).toMatchObject({
      email: 'new@mail.example',
      email_verified: true,
    });
    const invalid = await server.request({
      path: '/member/send_profile_email',
      token,
      body: { email: 'not-an-email' },
    });
    expect(invalid.json()).toMatchObject({ field: 'email', key: 'INVALID_EMAIL' });
  });

  it('change the login password, revoking the other sessions only', async () => {
    const other = await server.login('member01', 'Kettle-Moss-42');
    const wrong = await server.request({
      path: '/member/change_password',
      token,
      body: {
        old_password: await enc('nope1234'),
        password: await enc('Cobalt-Meadow-34'),
        password_confirmation: await enc('Cobalt-Meadow-34'),
      },
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'old_password' });
    const ok = await server.request({
      path: '/member/change_password',
      token,
      body: {
        old_password: await enc('Kettle-Moss-42'),
        password: await enc('Cobalt-Meadow-34'),
        password_confirmation: await enc('Cobalt-Meadow-34'),
      },
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await server.request({ path: '/members/sidebar', token })).statusCode).toBe(200);
    expect((await server.request({ path: '/members/sidebar', token: other })).statusCode).toBe(401);
    expect(await server.login('member01', 'Cobalt-Meadow-34')).toHaveLength(43);
  });

  it('set the withdrawal password with the login password, then change it with the old one', async () => {
    const first = await server.request({
      path: '/member/withdraw_password',
      token,
      body: {
        password: await enc('Cobalt-Meadow-34'),
        withdraw_password: await enc('3917'),
        withdraw_password_confirmation: await enc('3917'),
      },
    });
    expect(first.json()).toEqual({ ok: true });
    expect(
      (await server.request({ path: '/member/userprofile', token })).json().has_withdraw_password,
    ).toBe(true);
    const short = await server.request({
      path: '/member/withdraw_password',
      token,
      body: {
        old_withdraw_password: await enc('3917'),
        withdraw_password: await enc('12'),
        withdraw_password_confirmation: await enc('12'),
      },
    });
    expect(short.json()).toMatchObject({
      field: 'withdraw_password',
      key: 'WPASS_FORMAT',
      message: '4-16 numbers or characters',
    });
    const noOld = await server.request({
      path: '/member/withdraw_password',
      token,
      body: {
        password: await enc('Cobalt-Meadow-34'),
        withdraw_password: await enc('7351'),
        withdraw_password_confirmation: await enc('7351'),
      },
    });
    expect(noOld.json()).toMatchObject({
      field: 'old_withdraw_password',
      key: 'PLEASE_ENTER_WITHDRAWAL_PASSWORD',
    });
    const wrongOld = await server.request({
      path: '/member/withdraw_password',
      token,
      body: {
        old_withdraw_password: await enc('9999'),
        withdraw_password: await enc('7351'),
        withdraw_password_confirmation: await enc('7351'),
      },
    });
    expect(wrongOld.json().code).toBe('WRONG_PASSWORD');
    const changed = await server.request({
      path: '/member/withdraw_password',
      token,
      body: {
        old_withdraw_password: await enc('3917'),
        withdraw_password: await enc('7351'),
        withdraw_password_confirmation: await enc('7351'),
      },
    });
    expect(changed.json()).toEqual({ ok: true });
  });
});

describe('the auto-transfer setting', () => {
  const set = (body: unknown, as = token) =>
    server.request({ path: '/member/auto_transfer', token: as, body });

  it('switches on and off, answers the user info and shows in the profile', async () => {
    const before = (await server.request({ path: '/member/userprofile', token })).json();
    expect(before.auto_transfer).toBe(false);
    const on = await set({ auto_transfer: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ username: 'member01', auto_transfer: true });
    expect(on.json().money).toBe(before.money);
    expect(
      (await server.request({ path: '/member/userprofile', token })).json().auto_transfer,
    ).toBe(true);
    // Setting it again is no error; the last answer wins.
    expect((await set({ auto_transfer: true })).json().auto_transfer).toBe(true);
    expect((await set({ auto_transfer: false })).json().auto_transfer).toBe(false);
    expect(
      (await server.request({ path: '/member/userprofile', token })).json().auto_transfer,
    ).toBe(false);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    await set({ auto_transfer: true });
    const bad: unknown[] = [
      {},
      { auto_transfer: 'true' },
      { auto_transfer: 1 },
      { auto_transfer: null },
      { auto_transfer: [true] },
      { auto_transfer: true, extra: 1 },
      [],
    ];
    for (const body of bad) {
      const res = await set(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toMatch(
        /VALIDATION_FAILED|UNKNOWN_FIELD|BAD_REQUEST/,
      );
    }
    const notJson = await server.request({
      path: '/member/auto_transfer',
      token,
      body: 'auto_transfer=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.statusCode).toBe(415);
    expect((await set({ auto_transfer: false }, 'not-a-token')).statusCode).toBe(401);
    expect(
      (await server.request({ path: '/member/auto_transfer', body: { auto_transfer: false } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await server.request({ path: '/member/userprofile', token })).json().auto_transfer,
    ).toBe(true);
    // Concurrent switches settle on one of the values asked for, never an error.
    const answers = await Promise.all(
      [true, false, true, false, true].map((value) => set({ auto_transfer: value })),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    const final = (await server.request({ path: '/member/userprofile', token })).json()
      .auto_transfer;
    expect(typeof final).toBe('boolean');
    await set({ auto_transfer: false });
  });
});
