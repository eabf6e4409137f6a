import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { opsCreateMember, opsLock, opsUnlock } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await opsCreateMember(server.ctx, {
    brand: 'default',
    username: 'sessuser1',
    password: 'Kettle-Moss-42',
  });
});
afterAll(async () => {
  await server?.close();
});

const MINUTE = 60_000;

describe('sessions', () => {
  it('answer 401 UNAUTHENTICATED for a missing or malformed token', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
    ];
    for (const headers of variants) {
      const res = await server.request({ path: '/member/userprofile', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('carry the token and its refresh time on every authenticated answer', async () => {
    const token = await server.login('sessuser1', 'Kettle-Moss-42');
    const res = await server.request({ path: '/members/sidebar', token });
    expect(res.headers.authorization).toBe(`Bearer ${token}`);
    expect(res.headers['x-token-refresh-time']).toMatch(/^\d{13}$/);
  });

  it('rotate a token older than 10 minutes, keeping the old one valid for its grace only', async () => {
    const token = await server.login('sessuser1', 'Kettle-Moss-42');
    const before = await server.request({ path: '/members/sidebar', token });
    const firstTime = Number(before.headers['x-token-refresh-time']);
    server.clock.advance(11 * MINUTE);
    const rotated = await server.request({ path: '/members/sidebar', token });
    expect(rotated.statusCode).toBe(200);
    const fresh = String(rotated.headers.authorization).slice('Bearer '.length);
    expect(fresh).not.toBe(token);
    expect(Number(rotated.headers['x-token-refresh-time'])).toBeGreaterThan(firstTime);
    // A concurrent request with the old token still works and answers the old (older) time.
    const concurrent = await server.request({ path: '/members/sidebar', token });
    expect(concurrent.statusCode).toBe(200);
    expect(Number(concurrent.headers['x-token-refresh-time'])).toBe(firstTime);
    server.clock.advance(61_000);
    const late = await server.request({ path: '/members/sidebar', token });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('SESSION_REVOKED');
    expect((await server.request({ path: '/members/sidebar', token: fresh })).statusCode).toBe(200);
    // Logging out with the new token ends the whole login.
    await server.request({ path: '/member/auth/logout', token: fresh });
    expect((await server.request({ path: '/members/sidebar', token: fresh })).statusCode).toBe(401);
  });

  it('expire after 2 hours idle, and activity keeps them alive', async () => {
    // A client keeps whatever token the last answer carried (rotation replaces it now and then).
    let current = await server.login('sessuser1', 'Kettle-Moss-42');
    for (let i = 0; i < 20; i += 1) {
      server.clock.advance(9 * MINUTE);
      const res = await server.request({ path: '/members/sidebar', token: current });
      expect(res.statusCode).toBe(200);
      current = String(res.headers.authorization).slice('Bearer '.length);
    }
    server.clock.advance(2 * 60 * MINUTE + 1000);
    const idle = await server.request({
      path: '/members/sidebar',
      token: current,
      query: { locale: 'ja' },
    });
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'セッションの有効期限が切れました。もう一度ログインしてください',
    });
  });

  it('are revoked when the account is locked, and a locked or inactive member gets 403', async () => {
    const token = await server.login('sessuser1', 'Kettle-Moss-42');
    await opsLock(server.ctx, 'default', 'sessuser1');
    const revoked = await server.request({ path: '/members/sidebar', token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('SESSION_REVOKED');
    const locked = await server.request({
      path: '/member/auth/login',
      body: { username: 'sessuser1', password: await server.encrypt('Kettle-Moss-42') },
      query: { locale: 'zh-CN' },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: '您的账户已被锁定，请联系客服',
    });
    await opsUnlock(server.ctx, 'default', 'sessuser1');
    const again = await server.login('sessuser1', 'Kettle-Moss-42');
    await server.ctx.db.update(members).set({ status: 2 }).where(eq(members.username, 'sessuser1'));
    const inactive = await server.request({ path: '/members/sidebar', token: again });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().code).toBe('ACCOUNT_INACTIVE');
    await server.ctx.db.update(members).set({ status: 1 }).where(eq(members.username, 'sessuser1'));
  });

  it('belong to one brand', async () => {
    const token = await server.login('demo01', 'demo1234', 'nexbet');
    expect(
      (await server.request({ path: '/members/sidebar', token, brand: 'nexbet' })).statusCode,
    ).toBe(200);
    expect(
      (await server.request({ path: '/members/sidebar', token, brand: 'fubo' })).statusCode,
    ).toBe(401);
  });
});
