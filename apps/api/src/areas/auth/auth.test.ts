import { webcrypto } from 'node:crypto';
import { LoginResponse } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, qrCodes } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { opsCancelQrCode, opsCreateMember, opsCreateQrCode } from '../../ops/commands.ts';
import { setCompliance } from '../responsible-gambling/service.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Registers as the sign-up form does: the brand's minimum age confirmed unless `body` says otherwise. */
async function register(
  body: Record<string, unknown>,
  brand = 'default',
  query: Record<string, string> = {},
) {
  const encrypted: Record<string, unknown> = { age_confirmed: true, ...body };
  for (const field of ['password', 'password_confirmation']) {
    if (typeof body[field] === 'string')
      encrypted[field] = await server.encrypt(body[field] as string);
  }
  return server.request({ path: '/member/auth/register', body: encrypted, brand, query });
}

describe('login', () => {
  it('signs the demo member in with an RSA-OAEP encrypted password and issues a session', async () => {
    const res = await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: await server.encrypt('demo1234'), fingerprint: 'fp-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(LoginResponse, body)).toBe(true);
    expect(body).toMatchObject({
      username: 'demo01',
      change_password: false,
      money: 100_000,
      real_name: 'Demo Member',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(body.time)).toMatch(/^\d{10}$/);
    expect(res.headers.authorization).toBe(`Bearer ${body.token}`);
    expect(Number(res.headers['x-token-refresh-time'])).toBe(
      body.time * 1000 + (Number(res.headers['x-token-refresh-time']) % 1000),
    );
    const profile = await server.request({ path: '/member/userprofile', token: body.token });
    expect(profile.statusCode).toBe(200);
    // The database keeps only a hash of the token.
    const stored = await server.ctx.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === body.token)).toBe(false);
  });

  it('accepts a password encrypted by WebCrypto from the SPKI PEM, as a browser does', async () => {
    const key = (await server.request({ path: '/key' })).json();
    expect(key.algorithm).toBe('RSA-OAEP-256');
    const der = Buffer.from(key.public_key.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const publicKey = await webcrypto.subtle.importKey(
      'spki',
      der,
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const cipher = await webcrypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      publicKey,
      new TextEncoder().encode('demo1234'),
    );
    const res = await server.request({
      path: '/member/auth/login',
      body: {
        username: 'DEMO01',
        password: `${key.key_id}:${Buffer.from(cipher).toString('base64')}`,
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses wrong passwords and unknown users alike, translated', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'wrongpw1',
      password: 'Right-Falcon-27',
    });
    const wrong = await server.request({
      path: '/member/auth/login',
      body: { username: 'wrongpw1', password: await server.encrypt('nope1234') },
      query: { locale: 'ja' },
      ip: '10.0.0.9',
    });
    const unknown = await server.request({
      path: '/member/auth/login',
      body: { username: 'nobody99', password: await server.encrypt('nope1234') },
      query: { locale: 'ja' },
      ip: '10.0.0.9',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'ユーザー名またはパスワードが正しくありません',
      });
    }
  });

  it('answers DECRYPT_FAILED naming the field for an unknown key id or a bad ciphertext', async () => {
    const good = await server.encrypt('demo1234');
    const [, cipher] = good.split(':');
    for (const password of [
      `kunknown:${cipher}`,
      `${good.split(':')[0]}:${Buffer.alloc(256, 7).toString('base64')}`,
      `${good.split(':')[0]}:AAAA`,
    ]) {
      const res = await server.request({
        path: '/member/auth/login',
        body: { username: 'demo01', password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DECRYPT_FAILED', field: 'password' });
    }
    const plain = await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: 'demo1234' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'password',
      key: 'PLEASE_ENTER_PASSWORD',
    });
  });

  it('keeps the previous key decrypting for its grace after a rotation, then refuses it', async () => {
    const before = await server.encrypt('demo1234');
    const { keyId } = await server.ctx.keys.rotate(60_000);
    expect(before.startsWith(`${keyId}:`)).toBe(false);
    expect((await server.request({ path: '/key' })).json().key_id).toBe(keyId);
    expect(
      (
        await server.request({
          path: '/member/auth/login',
          body: { username: 'demo01', password: before },
        })
      ).statusCode,
    ).toBe(200);
    server.clock.advance(61_000);
    const late = await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: before },
    });
    expect(late.json().code).toBe('DECRYPT_FAILED');
    expect(
      (
        await server.request({
          path: '/member/auth/login',
          body: { username: 'demo01', password: await server.encrypt('demo1234') },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('register', () => {
  it('creates a member with a session, and the username is then taken (case-insensitively)', async () => {
    const res = await register({
      username: 'newbie01',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      fingerprint: 'fp',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'newbie01', money: 0, change_password: false });
    expect(res.headers.authorization).toBe(`Bearer ${body.token}`);
    expect(
      (await server.request({ path: '/member/userprofile', token: body.token })).json().username,
    ).toBe('newbie01');
    const again = await register(
      { username: 'NewBie01', password: 'Kettle-Moss-42', password_confirmation: 'Kettle-Moss-42' },
      'default',
      { locale: 'zh-CN' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'USERNAME_TAKEN',
      field: 'username',
      key: 'USERNAME_TAKEN',
      message: '该用户名已被注册',
    });
    expect(
      (
        await server.request({ path: '/member/auth/is_register', query: { username: 'NEWBIE01' } })
      ).json(),
    ).toEqual({ registered: true });
    expect(
      (
        await server.request({ path: '/member/auth/is_register', query: { username: 'ghost001' } })
      ).json(),
    ).toEqual({ registered: false });
    // The same name is free in another brand.
    expect(
      (
        await register(
          {
            username: 'newbie01',
            password: 'Kettle-Moss-42',
            password_confirmation: 'Kettle-Moss-42',
            email: 'n@x.example',
          },
          'nexbet',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('enforces the §5 rules with the domain messages', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { username: '1abc', password: 'Kettle-Moss-42', password_confirmation: 'Kettle-Moss-42' },
        'username',
        'USERNAME_FORMAT',
        'Must begin with a letter and 5-20 characters long',
      ],
      [
        { username: 'abc', password: 'Kettle-Moss-42', password_confirmation: 'Kettle-Moss-42' },
        'username',
        'USERNAME_FORMAT',
        'Must begin with a letter and 5-20 characters long',
      ],
      [
        { username: 'valid001', password: '123', password_confirmation: '123' },
        'password',
        'PASSWORD_FORMAT',
        'Password must contain 6-20 numbers or characters',
      ],
      [
        {
          username: 'valid001',
          password: 'Kettle-Moss-42',
          password_confirmation: 'Fjord-Lantern-31',
        },
        'password_confirmation',
        'PASSWORD_NOT_SAME',
        'Password Not Same',
      ],
      [
        {
          username: 'valid001',
          password: 'Kettle-Moss-42',
          password_confirmation: 'Kettle-Moss-42',
          email: 'bad@',
        },
        'email',
        'INVALID_EMAIL',
        'Invalid Email',
      ],
      [
        {
          username: 'valid001',
          password: 'Kettle-Moss-42',
          password_confirmation: 'Kettle-Moss-42',
          invite_code: '12ab56',
        },
        'invite_code',
        'REFERRAL_CODE_FORMAT',
        '6-digit referral code',
      ],
      [
        {
          username: 'valid001',
          password: 'Kettle-Moss-42',
          password_confirmation: 'Kettle-Moss-42',
          mobile_area: '+60',
          mobile: '12',
        },
        'mobile',
        'PHONE_LENGTH',
        '6-11 Phone number',
      ],
      [
        {
          username: 'valid001',
          password: 'Kettle-Moss-42',
          password_confirmation: 'Kettle-Moss-42',
          mobile_area: '+99',
          mobile: '123456789',
        },
        'mobile_area',
        'PLEASE_SELECT',
        'The area code must be one of the choices offered.',
      ],
    ];
    for (const [body, field, key, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({
        code: 'VALIDATION_FAILED',
        field,
        key,
        message,
      });
    }
    const ja = await register(
      { username: '1abc', password: 'Kettle-Moss-42', password_confirmation: 'Kettle-Moss-42' },
      'default',
      { locale: 'ja' },
    );
    expect(ja.json().message).toBe('英字で始まる5〜20文字で入力してください');
    expect(
      (
        await server.request({ path: '/member/auth/is_register', query: { username: 'valid001' } })
      ).json().registered,
    ).toBe(false);
  });

  it('requires email or phone as the brand member settings say', async () => {
    const nexbet = await register(
      {
        username: 'needmail1',
        password: 'Kettle-Moss-42',
        password_confirmation: 'Kettle-Moss-42',
      },
      'nexbet',
    );
    expect(nexbet.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'email',
      key: 'REQUIRED',
    });
    const helo8 = await register(
      {
        username: 'needphone1',
        password: 'Kettle-Moss-42',
        password_confirmation: 'Kettle-Moss-42',
      },
      'helo8',
    );
    expect(helo8.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'mobile',
      key: 'REQUIRED',
    });
    const ok = await register(
      {
        username: 'hasphone1',
        password: 'Kettle-Moss-42',
        password_confirmation: 'Kettle-Moss-42',
        mobile_area: '+86',
        mobile: '13800138000',
      },
      'helo8',
    );
    expect(ok.statusCode).toBe(200);
  });

  it('verifies a registration email code when given, single use', async () => {
    expect(
      (await server.request({ path: '/member/register_email', body: { email: 'Reg@Example.com' } }))
        .statusCode,
    ).toBe(200);
    const [mail] = await server.ctx.db.query.outbox.findMany({
      where: (o, { eq: e }) => e(o.recipient, 'reg@example.com'),
    });
    const code = /(\d{6})/.exec(mail?.body ?? '')?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await register({
      username: 'mailuser1',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      email: 'reg@example.com',
      email_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID', field: 'email_code' });
    const ok = await register({
      username: 'mailuser1',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      email: 'reg@example.com',
      email_code: code,
    });
    expect(ok.statusCode).toBe(200);
    const profile = (
      await server.request({ path: '/member/userprofile', token: ok.json().token })
    ).json();
    expect(profile).toMatchObject({ email: 'reg@example.com', email_verified: true });
    const reuse = await register({
      username: 'mailuser2',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      email: 'reg@example.com',
      email_code: code,
    });
    expect(reuse.json().code).toBe('CODE_INVALID');
  });

  it('attributes a sign-up to the referrer of an invite code', async () => {
    const referrer = await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'referrer1',
      password: 'Kettle-Moss-42',
    });
    const lookup = await server.request({ path: `/member/auth/invite/${referrer.inviteCode}` });
    expect(lookup.json()).toEqual({ code: referrer.inviteCode, referrer: 'r******1' });
    const res = await register({
      username: 'invited1',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      invite_code: referrer.inviteCode,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await server.ctx.db
      .select()
      .from(members)
      .where(eq(members.username, 'invited1'));
    expect(row).toMatchObject({ referrerId: referrer.id, registrationType: 5 });
    const unknownCode = referrer.inviteCode === '000000' ? '000001' : '000000';
    const bad = await register({
      username: 'invited2',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      invite_code: unknownCode,
    });
    expect(bad.json()).toMatchObject({ code: 'INVITE_CODE_INVALID', field: 'invite_code' });
    expect((await server.request({ path: `/member/auth/invite/${unknownCode}` })).statusCode).toBe(
      400,
    );
  });

  it('uses an invite QR code once, recording the QR registration type', async () => {
    const qr = await opsCreateQrCode(server.ctx, {
      brand: 'default',
      kind: 'invite',
      owner: 'demo01',
    });
    expect((await server.request({ path: `/member/auth/qr_code/${qr.code}` })).json()).toEqual({
      code: qr.code,
      kind: 'invite',
      status: 1,
    });
    const res = await register({
      username: 'qrinvite1',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      qr_code: qr.code,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await server.ctx.db
      .select()
      .from(members)
      .where(eq(members.username, 'qrinvite1'));
    expect(row?.registrationType).toBe(4);
    expect((await server.request({ path: `/member/auth/qr_code/${qr.code}` })).json().status).toBe(
      2,
    );
    const again = await register({
      username: 'qrinvite2',
      password: 'Kettle-Moss-42',
      password_confirmation: 'Kettle-Moss-42',
      qr_code: qr.code,
    });
    expect(again.json()).toMatchObject({ code: 'QR_CODE_USED', field: 'qr_code' });
  });
});

describe('register: the brand minimum age (issue 17)', () => {
  const at = () => new Date(server.clock.now());
  afterAll(async () => {
    await setCompliance(server.ctx.db, 'default', { minimum_age: 18 }, at());
  });

  it('refuses a sign-up that does not confirm the minimum age, naming the age, translated', async () => {
    const base = { password: 'Kettle-Moss-42', password_confirmation: 'Kettle-Moss-42' };
    const missing = await register({ ...base, username: 'ageless01', age_confirmed: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'age_confirmed',
      key: 'CONFIRM_MINIMUM_AGE',
      message: 'Please confirm you are 18 or older',
    });
    const refused = await register(
      { ...base, username: 'ageless01', age_confirmed: false },
      'default',
      {
        locale: 'ja',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'age_confirmed',
      message: '18歳以上であることを確認してください',
    });
    const zh = await register({ ...base, username: 'ageless01', age_confirmed: false }, 'default', {
      locale: 'zh-CN',
    });
    expect(zh.json()).toMatchObject({ message: '请确认您已年满18岁' });
    // Not a boolean: the contract refuses it before the rule.
    expect(
      (await register({ ...base, username: 'ageless01', age_confirmed: 'yes' })).statusCode,
    ).toBe(400);
    // Nothing was created by the refusals.
    const none = await server.ctx.db
      .select()
      .from(members)
      .where(eq(members.username, 'ageless01'));
    expect(none).toHaveLength(0);
    expect((await register({ ...base, username: 'ageless01' })).statusCode).toBe(200);
  });

  it("follows the brand's setting: another age in the message, none asked at 0", async () => {
    const base = { password: 'Kettle-Moss-42', password_confirmation: 'Kettle-Moss-42' };
    await setCompliance(server.ctx.db, 'default', { minimum_age: 21 }, at());
    const refused = await register({ ...base, username: 'ageless02', age_confirmed: undefined });
    expect(refused.json()).toMatchObject({ message: 'Please confirm you are 21 or older' });
    await setCompliance(server.ctx.db, 'default', { minimum_age: 0 }, at());
    expect(
      (await register({ ...base, username: 'ageless02', age_confirmed: undefined })).statusCode,
    ).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the session', async () => {
    const token = await server.login('demo01', 'demo1234');
    const out = await server.request({ path: '/member/auth/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect(out.headers.authorization).toBeUndefined();
    const after = await server.request({
      path: '/member/userprofile',
      token,
      query: { locale: 'en' },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'SESSION_REVOKED',
      message: 'You have been signed out, please sign in again',
    });
    expect((await server.request({ path: '/member/auth/logout' })).statusCode).toBe(401);
  });
});

describe('QR code accounts (status 1 unused → 2 used; 3 cancelled; 4 expired)', () => {
  it('claims an account QR code with its initial password, then logs in with the new one', async () => {
    const qr = await opsCreateQrCode(server.ctx, { brand: 'default', kind: 'account' });
    if (qr.kind !== 'account') throw new Error('expected an account code');
    // Logging in with the initial password asks for a new one and issues no session.
    const first = await server.request({
      path: '/member/auth/qr_code_login',
      body: { qr_code: qr.code, password: await server.encrypt(qr.initialPassword) },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().change_password).toBe(true);
    expect(first.headers.authorization).toBeUndefined();
    expect(
      (await server.request({ path: '/member/userprofile', token: first.json().token })).statusCode,
    ).toBe(401);

    const claim = await server.request({
      path: '/member/auth/qr_code_register',
      body: {
        qr_code: qr.code,
        oldPwd: await server.encrypt(qr.initialPassword),
        password: await server.encrypt('Saffron-Kayak-99'),
        password_confirmation: await server.encrypt('Saffron-Kayak-99'),
        age_confirmed: true,
      },
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ username: qr.username, change_password: false });
    expect((await server.request({ path: `/member/auth/qr_code/${qr.code}` })).json().status).toBe(
      2,
    );

    const login = await server.request({
      path: '/member/auth/qr_code_login',
      body: { qr_code: qr.code, password: await server.encrypt('Saffron-Kayak-99') },
    });
    expect(login.json().change_password).toBe(false);
    expect(
      (await server.request({ path: '/member/userprofile', token: login.json().token })).statusCode,
    ).toBe(200);
    const reclaim = await server.request({
      path: '/member/auth/qr_code_register',
      body: {
        qr_code: qr.code,
        oldPwd: await server.encrypt('Saffron-Kayak-99'),
        password: await server.encrypt('Granite-Oriole-9'),
        password_confirmation: await server.encrypt('Granite-Oriole-9'),
      },
    });
    expect(reclaim.json().code).toBe('QR_CODE_USED');
  });

  it('refuses cancelled, expired and unknown codes', async () => {
    const cancelled = await opsCreateQrCode(server.ctx, { brand: 'default', kind: 'account' });
    await opsCancelQrCode(server.ctx, 'default', cancelled.code);
    const expired = await opsCreateQrCode(server.ctx, {
      brand: 'default',
      kind: 'account',
      validDays: 1,
    });
    await server.ctx.db
      .update(qrCodes)
      .set({ expiresAt: new Date(server.clock.now() - 1000) })
      .where(eq(qrCodes.code, expired.code));
    const password = await server.encrypt('whatever1');
    const a = await server.request({
      path: '/member/auth/qr_code_login',
      body: { qr_code: cancelled.code, password },
    });
    expect(a.json().code).toBe('QR_CODE_CANCELLED');
    expect(
      (await server.request({ path: `/member/auth/qr_code/${cancelled.code}` })).json().status,
    ).toBe(3);
    const b = await server.request({
      path: '/member/auth/qr_code_login',
      body: { qr_code: expired.code, password },
    });
    expect(b.json().code).toBe('QR_CODE_EXPIRED');
    expect(
      (await server.request({ path: `/member/auth/qr_code/${expired.code}` })).json().status,
    ).toBe(4);
    const c = await server.request({
      path: '/member/auth/qr_code_login',
      body: { qr_code: 'nosuchcode', password },
    });
    expect(c.statusCode).toBe(404);
    expect(c.json().code).toBe('QR_CODE_INVALID');
  });
});

describe('first-login password change', () => {
  it('answers change_password with a ticket (not a session), and the ticket sets the password once', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'fubo',
      username: 'tempuser1',
      password: 'Amber-Otter-19',
      mustChangePassword: true,
    });
    const login = await server.request({
      path: '/member/auth/login',
      brand: 'fubo',
      body: { username: 'tempuser1', password: await server.encrypt('Amber-Otter-19') },
    });
    expect(login.json().change_password).toBe(true);
    const ticket = login.json().token;
    expect(
      (await server.request({ path: '/member/userprofile', brand: 'fubo', token: ticket }))
        .statusCode,
    ).toBe(401);
    const mismatch = await server.request({
      path: '/member/auth/change_password',
      brand: 'fubo',
      body: {
        ticket,
        password: await server.encrypt('Fresh-Juniper-1234'),
        password_confirmation: await server.encrypt('Fresh-Walrus-4321'),
      },
    });
    expect(mismatch.json()).toMatchObject({
      field: 'password_confirmation',
      key: 'PASSWORD_NOT_SAME',
    });
    const done = await server.request({
      path: '/member/auth/change_password',
      brand: 'fubo',
      body: {
        ticket,
        password: await server.encrypt('Fresh-Juniper-1234'),
        password_confirmation: await server.encrypt('Fresh-Juniper-1234'),
        age_confirmed: true,
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ change_password: false, money: 0 });
    const reuse = await server.request({
      path: '/member/auth/change_password',
      brand: 'fubo',
      body: {
        ticket,
        password: await server.encrypt('Fresh-Juniper-1234'),
        password_confirmation: await server.encrypt('Fresh-Juniper-1234'),
        age_confirmed: true,
      },
    });
    expect(reuse.json().code).toBe('RESET_TOKEN_INVALID');
    expect((await server.login('tempuser1', 'Fresh-Juniper-1234', 'fubo')).length).toBe(43);
  });
});

describe('an operator-made account asks the minimum age when it becomes the member’s (issue 17)', () => {
  it('refuses a QR claim without the confirmation, costing no attempt and keeping the code unused', async () => {
    const qr = await opsCreateQrCode(server.ctx, { brand: 'default', kind: 'account' });
    if (qr.kind !== 'account') throw new Error('expected an account code');
    const body = async (extra: Record<string, unknown>) => ({
      qr_code: qr.code,
      oldPwd: await server.encrypt(qr.initialPassword),
      password: await server.encrypt('Claimed-Heron-99'),
      password_confirmation: await server.encrypt('Claimed-Heron-99'),
      ...extra,
    });
    for (const extra of [{}, { age_confirmed: false }]) {
      const refused = await server.request({
        path: '/member/auth/qr_code_register',
        body: await body(extra),
        query: { locale: 'zh-CN' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'age_confirmed',
        key: 'CONFIRM_MINIMUM_AGE',
        message: '请确认您已年满18岁',
      });
    }
    // Asked before the initial password is tried: a wrong one is not even looked at.
    const wrong = await server.request({
      path: '/member/auth/qr_code_register',
      body: await body({ oldPwd: await server.encrypt('not-it-99') }),
    });
    expect(wrong.json()).toMatchObject({ field: 'age_confirmed' });
    expect((await server.request({ path: `/member/auth/qr_code/${qr.code}` })).json().status).toBe(
      1,
    );
    const claimed = await server.request({
      path: '/member/auth/qr_code_register',
      body: await body({ age_confirmed: true }),
    });
    expect(claimed.statusCode).toBe(200);
  });

  it('refuses a first own password without the confirmation and keeps the ticket usable', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'tempage01',
      password: 'Amber-Otter-19',
      mustChangePassword: true,
    });
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: 'tempage01', password: await server.encrypt('Amber-Otter-19') },
    });
    const ticket = login.json().token;
    const change = async (extra: Record<string, unknown>) =>
      server.request({
        path: '/member/auth/change_password',
        body: {
          ticket,
          password: await server.encrypt('Mine-Sparrow-345'),
          password_confirmation: await server.encrypt('Mine-Sparrow-345'),
          ...extra,
        },
      });
    const refused = await change({});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'age_confirmed',
      key: 'CONFIRM_MINIMUM_AGE',
      message: 'Please confirm you are 18 or older',
    });
    expect((await change({ age_confirmed: true })).statusCode).toBe(200);
    expect((await server.login('tempage01', 'Mine-Sparrow-345')).length).toBe(43);
  });
});
