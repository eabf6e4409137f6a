import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsCreateMember, opsOutbox } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function lastCodeTo(to: string): Promise<string> {
  const [message] = await opsOutbox(server.ctx, { to, limit: 1 });
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const enc = (value: string) => server.encrypt(value);

describe('recovery by email', () => {
  it('sends a code, trades it for a reset token, resets the password once and revokes sessions', async () => {
    const token = await server.login('demo01', 'demo1234');
    const send = await server.request({
      path: '/member/forget_password_via_email',
      body: { username: 'demo01', email: 'DEMO@default.example' },
      query: { locale: 'ja' },
    });
    expect(send.json()).toEqual({ ok: true });
    const [mail] = await opsOutbox(server.ctx, { to: 'demo@default.example', limit: 1 });
    expect(mail).toMatchObject({
      channel: 'email',
      brand: 'default',
      subject: 'Lobby：認証コードのお知らせ',
    });
    const code = await lastCodeTo('demo@default.example');
    const wrong = await server.request({
      path: '/member/verify_email_code',
      body: {
        username: 'demo01',
        email: 'demo@default.example',
        code: code === '000000' ? '000001' : '000000',
      },
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
    const verified = await server.request({
      path: '/member/verify_email_code',
      body: { username: 'demo01', email: 'demo@default.example', code },
    });
    expect(verified.statusCode).toBe(200);
    const { reset_token, expires_in } = verified.json();
    expect(expires_in).toBe(900);
    const reused = await server.request({
      path: '/member/verify_email_code',
      body: { username: 'demo01', email: 'demo@default.example', code },
    });
    expect(reused.json().code).toBe('CODE_INVALID');

    const weak = await server.request({
      path: '/member/reset_password_via_email',
      body: { reset_token, password: await enc('12'), password_confirmation: await enc('12') },
    });
    expect(weak.json()).toMatchObject({ field: 'password', key: 'PASSWORD_FORMAT' });
    const reset = await server.request({
      path: '/member/reset_password_via_email',
      body: {
        reset_token,
        password: await enc('Copper-Nimbus-12'),
        password_confirmation: await enc('Copper-Nimbus-12'),
      },
    });
    expect(reset.json()).toEqual({ ok: true });
    expect((await server.request({ path: '/members/sidebar', token })).statusCode).toBe(401);
    const again = await server.request({
      path: '/member/reset_password_via_email',
      body: {
        reset_token,
        password: await enc('Other-Lagoon-123'),
        password_confirmation: await enc('Other-Lagoon-123'),
      },
    });
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
    // An email token does not work for the SMS reset.
    expect(await server.login('demo01', 'Copper-Nimbus-12')).toHaveLength(43);
  });

  it('answers the same and sends nothing when username and email do not match', async () => {
    const before = (await opsOutbox(server.ctx, { limit: 1000 })).length;
    for (const body of [
      { username: 'demo01', email: 'someone@else.example' },
      { username: 'ghost123', email: 'demo@default.example' },
    ]) {
      const res = await server.request({ path: '/member/forget_password_via_email', body });
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await opsOutbox(server.ctx, { limit: 1000 })).length).toBe(before);
  });

  it('voids a code after five wrong tries and after ten minutes', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'mailtry1',
      password: 'Kettle-Moss-42',
    });
    await server.request({
      path: '/member/auth/login',
      body: { username: 'mailtry1', password: await enc('Kettle-Moss-42') },
    });
    // Give the member an email through the profile flow.
    const token = await server.login('mailtry1', 'Kettle-Moss-42');
    await server.request({
      path: '/member/send_profile_email',
      body: { email: 'try@x.example' },
      token,
    });
    expect(
      (
        await server.request({
          path: '/member/edit_email',
          body: { email: 'try@x.example', code: await lastCodeTo('try@x.example') },
          token,
        })
      ).statusCode,
    ).toBe(200);

    server.clock.advance(61_000);
    await server.request({
      path: '/member/forget_password_via_email',
      body: { username: 'mailtry1', email: 'try@x.example' },
    });
    const code = await lastCodeTo('try@x.example');
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) {
      await server.request({
        path: '/member/verify_email_code',
        body: { username: 'mailtry1', email: 'try@x.example', code: wrongCode },
      });
    }
    expect(
      (
        await server.request({
          path: '/member/verify_email_code',
          body: { username: 'mailtry1', email: 'try@x.example', code },
        })
      ).json().code,
    ).toBe('CODE_INVALID');

    server.clock.advance(61_000);
    await server.request({
      path: '/member/forget_password_via_email',
      body: { username: 'mailtry1', email: 'try@x.example' },
    });
    const late = await lastCodeTo('try@x.example');
    server.clock.advance(10 * 60_000 + 1);
    expect(
      (
        await server.request({
          path: '/member/verify_email_code',
          body: { username: 'mailtry1', email: 'try@x.example', code: late },
        })
      ).json().code,
    ).toBe('CODE_INVALID');
  });
});

describe('recovery by SMS', () => {
  it('sends a code to the member mobile and resets the password', async () => {
    const send = await server.request({
      path: '/forget_sms',
      body: { username: 'demo01', mobile_area: '+60', mobile: '0123456789' },
      query: { locale: 'zh-CN' },
    });
    expect(send.json()).toEqual({ ok: true });
    const [sms] = await opsOutbox(server.ctx, { to: '+60123456789', limit: 1 });
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain('【Lobby】您的验证码为');
    const code = await lastCodeTo('+60123456789');
    const verified = await server.request({
      path: '/member/verify_sms_code',
      body: { username: 'demo01', mobile_area: '60', mobile: '123456789', code },
    });
    expect(verified.statusCode).toBe(200);
    const { reset_token } = verified.json();
    const viaEmail = await server.request({
      path: '/member/reset_password_via_email',
      body: {
        reset_token,
        password: await enc('Sms-Reset-Maple-1'),
        password_confirmation: await enc('Sms-Reset-Maple-1'),
      },
    });
    expect(viaEmail.json().code).toBe('RESET_TOKEN_INVALID');
    const viaSms = await server.request({
      path: '/member/reset_password_via_sms',
      body: {
        reset_token,
        password: await enc('Sms-Reset-Maple-1'),
        password_confirmation: await enc('Sms-Reset-Maple-1'),
      },
    });
    expect(viaSms.json()).toEqual({ ok: true });
    expect(await server.login('demo01', 'Sms-Reset-Maple-1')).toHaveLength(43);
    const wrongNumber = await server.request({
      path: '/member/verify_sms_code',
      body: { username: 'demo01', mobile_area: '+60', mobile: '111111111', code },
    });
    expect(wrongNumber.json()).toMatchObject({ code: 'CODE_INVALID', field: 'code' });
  });

  it('sends registration and profile codes', async () => {
    expect(
      (
        await server.request({
          path: '/send_sms',
          query: { mobile_area: '+65', mobile: '91234567' },
        })
      ).json(),
    ).toEqual({ ok: true });
    expect(await lastCodeTo('+6591234567')).toMatch(/^\d{6}$/);
    const bad = await server.request({
      path: '/send_sms',
      query: { mobile_area: '+65', mobile: '' },
    });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'mobile',
      key: 'REQUIRED',
    });
    const token = await server.login('demo01', 'demo1234', 'nexbet');
    expect(
      (
        await server.request({
          path: '/member/send_profile_sms',
          brand: 'nexbet',
          token,
          body: { mobile_area: '+60', mobile: '198765432' },
        })
      ).statusCode,
    ).toBe(200);
    const code = await lastCodeTo('+60198765432');
    const edit = await server.request({
      path: '/member/edit_mobile',
      brand: 'nexbet',
      token,
      body: { mobile_area: '+60', mobile: '198765432', code },
    });
    expect(edit.json()).toEqual({ ok: true });
    const profile = (
      await server.request({ path: '/member/userprofile', brand: 'nexbet', token })
    ).json();
    expect(profile).toMatchObject({
      mobile_area: '+60',
      mobile: '198765432',
      mobile_verified: true,
    });
    expect(
      (
        await server.request({
          path: '/member/send_profile_sms',
          body: { mobile_area: '+60', mobile: '198765432' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
