import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/security.ts';
import { opsCreateMember, opsUnlock } from '../../ops/commands.ts';
import { renderCaptcha } from '../../core/security/captcha.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { LOBBY_RL_LOGIN: '30', LOBBY_RL_CODE: '3', LOBBY_RL_REGISTER: '2', LOBBY_RL_RESET: '4' },
  });
});
afterAll(async () => {
  await server?.close();
});

/** A captcha whose answer the test knows (the image never contains it as text). */
async function captchaWithAnswer() {
  const res = await server.request({ path: '/captcha' });
  expect(res.statusCode).toBe(200);
  const { captcha_id, image } = res.json();
  const created = await server.ctx.captcha.create('default');
  // Same service, known answer: use a fresh one made through the service for the test.
  return { captcha_id: created.id, answer: created.answer, fromEndpoint: { captcha_id, image } };
}

describe('captcha', () => {
  it('serves an SVG data URI without the answer in it, checks answers and voids after five wrong ones', async () => {
    const { captcha_id, answer, fromEndpoint } = await captchaWithAnswer();
    expect(fromEndpoint.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(fromEndpoint.image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    expect(renderCaptcha('AB23')).not.toContain('AB23');
    const right = await server.request({
      path: '/captcha/check',
      query: { captcha_id, code: answer.toLowerCase() },
    });
    expect(right.json()).toEqual({ valid: true });
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await server.request({ path: '/captcha/check', query: { captcha_id, code: 'ZZZZ' } })
        ).json().valid,
      ).toBe(false);
    }
    expect(
      (await server.request({ path: '/captcha/check', query: { captcha_id, code: answer } })).json()
        .valid,
    ).toBe(false);
  });

  it('expires after five minutes', async () => {
    const { captcha_id, answer } = await captchaWithAnswer();
    server.clock.advance(5 * 60_000 + 1);
    expect(
      (await server.request({ path: '/captcha/check', query: { captcha_id, code: answer } })).json()
        .valid,
    ).toBe(false);
    const [row] = await server.ctx.db.select().from(captchas).where(eq(captchas.id, captcha_id));
    expect(row?.answerHash).not.toContain(answer);
  });
});

describe('failed logins', () => {
  it('require a captcha from the 3rd failure and lock the account at the 10th', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'victim01',
      password: 'Kettle-Moss-42',
    });
    const attempt = async (
      password: string,
      captcha?: { captcha_id: string; captcha_code: string },
    ) =>
      server.request({
        path: '/member/auth/login',
        ip: '10.1.1.1',
        body: { username: 'victim01', password: await server.encrypt(password), ...captcha },
      });

    for (let i = 0; i < 3; i += 1)
      expect((await attempt('wrong000')).json().code).toBe('INVALID_CREDENTIALS');
    const needs = await attempt('Kettle-Moss-42');
    expect(needs.statusCode).toBe(400);
    expect(needs.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const bad = await captchaWithAnswer();
    expect(
      (await attempt('Kettle-Moss-42', { captcha_id: bad.captcha_id, captcha_code: 'XXXX' })).json()
        .code,
    ).toBe('CAPTCHA_INVALID');
    // A captcha is used up by the login whatever its outcome.
    expect(
      (
        await attempt('Kettle-Moss-42', { captcha_id: bad.captcha_id, captcha_code: bad.answer })
      ).json().code,
    ).toBe('CAPTCHA_INVALID');

    for (let i = 3; i < 9; i += 1) {
      const c = await captchaWithAnswer();
      expect(
        (await attempt('wrong000', { captcha_id: c.captcha_id, captcha_code: c.answer })).json()
          .code,
      ).toBe('INVALID_CREDENTIALS');
    }
    const tenth = await captchaWithAnswer();
    const locked = await attempt('wrong000', {
      captcha_id: tenth.captcha_id,
      captcha_code: tenth.answer,
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('ACCOUNT_LOCKED');
    const right = await captchaWithAnswer();
    expect(
      (
        await attempt('Kettle-Moss-42', {
          captcha_id: right.captcha_id,
          captcha_code: right.answer,
        })
      ).json().code,
    ).toBe('ACCOUNT_LOCKED');

    await opsUnlock(server.ctx, 'default', 'victim01');
    const other = await captchaWithAnswer();
    // The address still has recent failures, so the captcha is still asked for.
    expect((await attempt('Kettle-Moss-42')).json().code).toBe('CAPTCHA_REQUIRED');
    expect(
      (
        await attempt('Kettle-Moss-42', {
          captcha_id: other.captcha_id,
          captcha_code: other.answer,
        })
      ).statusCode,
    ).toBe(200);
    // From a clean address, after a success, no captcha is needed.
    const clean = await server.request({
      path: '/member/auth/login',
      ip: '10.1.1.2',
      body: { username: 'victim01', password: await server.encrypt('Kettle-Moss-42') },
    });
    expect(clean.statusCode).toBe(200);
  });

  it('forget failures after the 15-minute window', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'forgetful',
      password: 'Kettle-Moss-42',
    });
    for (let i = 0; i < 3; i += 1) {
      await server.request({
        path: '/member/auth/login',
        ip: '10.2.2.2',
        body: { username: 'forgetful', password: await server.encrypt('wrong000') },
      });
    }
    const needs = await server.request({
      path: '/member/auth/login',
      ip: '10.2.2.2',
      body: { username: 'forgetful', password: await server.encrypt('Kettle-Moss-42') },
    });
    expect(needs.json().code).toBe('CAPTCHA_REQUIRED');
    server.clock.advance(16 * 60_000);
    const later = await server.request({
      path: '/member/auth/login',
      ip: '10.2.2.2',
      body: { username: 'forgetful', password: await server.encrypt('Kettle-Moss-42') },
    });
    expect(later.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answer 429 with the spec message and Retry-After on code sends, per address, and recover after the window', async () => {
    const send = (email: string, ip: string) =>
      server.request({
        path: '/member/register_email',
        body: { email },
        ip,
        query: { locale: 'en' },
      });
    for (let i = 0; i < 3; i += 1)
      expect((await send(`rl${i}@x.example`, '10.3.3.3')).statusCode).toBe(200);
    const limited = await send('rl9@x.example', '10.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Requests are too frequent, try again in 10 minute',
    });
    expect(Number(limited.headers['retry-after'])).toBe(600);
    const ja = await server.request({
      path: '/member/register_email',
      body: { email: 'x@x.example' },
      ip: '10.3.3.3',
      query: { locale: 'ja' },
    });
    expect(ja.json().message).toBe('リクエストが多すぎます。10分後にもう一度お試しください');
    expect((await send('other@x.example', '10.3.3.4')).statusCode).toBe(200);
    server.clock.advance(10 * 60_000);
    expect((await send('rl9@x.example', '10.3.3.3')).statusCode).toBe(200);
  });

  it('allow one code a minute per target and purpose', async () => {
    expect(
      (
        await server.request({
          path: '/member/register_email',
          body: { email: 'once@x.example' },
          ip: '10.4.4.4',
        })
      ).statusCode,
    ).toBe(200);
    const again = await server.request({
      path: '/member/register_email',
      body: { email: 'once@x.example' },
      ip: '10.4.4.5',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Requests are too frequent, try again in 1 minute');
    server.clock.advance(61_000);
    expect(
      (
        await server.request({
          path: '/member/register_email',
          body: { email: 'once@x.example' },
          ip: '10.4.4.5',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limit registrations, logins and resets per address', async () => {
    const reg = async (name: string) =>
      server.request({
        path: '/member/auth/register',
        ip: '10.5.5.5',
        body: {
          username: name,
          password: await server.encrypt('Kettle-Moss-42'),
          password_confirmation: await server.encrypt('Kettle-Moss-42'),
          age_confirmed: true,
        },
      });
    expect((await reg('ratereg01')).statusCode).toBe(200);
    expect((await reg('ratereg02')).statusCode).toBe(200);
    expect((await reg('ratereg03')).statusCode).toBe(429);
    for (let i = 0; i < 4; i += 1) {
      await server.request({
        path: '/member/verify_email_code',
        ip: '10.6.6.6',
        body: { username: 'demo01', email: 'demo@default.example', code: '000000' },
      });
    }
    expect(
      (
        await server.request({
          path: '/member/verify_email_code',
          ip: '10.6.6.6',
          body: { username: 'demo01', email: 'demo@default.example', code: '000000' },
        })
      ).statusCode,
    ).toBe(429);
    let status = 0;
    for (let i = 0; i < 31; i += 1) {
      status = (
        await server.request({
          path: '/member/auth/login',
          ip: '10.7.7.7',
          body: { username: 'x', password: 'k:AAAA' },
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
