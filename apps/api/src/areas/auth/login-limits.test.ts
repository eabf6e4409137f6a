/**
 * Defences against guessing at sign-in (issue 15): the login rate limit is a sliding window per
 * client address across every brand, a verification code compares at most five guesses however
 * they race, and a password hash made at a lower scrypt cost is upgraded at the next login.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { outbox, verificationCodes } from '../../db/schema/security.ts';
import { opsCreateMember } from '../../ops/commands.ts';
import { createCodeService } from '../../core/security/codes.ts';
import { createPasswordHasher, legacyScryptHash } from '../../core/security/passwords.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

const LIMIT = 5;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_RL_LOGIN: String(LIMIT) } });
});
afterAll(async () => {
  await server?.close();
});

async function login(ip: string, brand?: string) {
  return server.request({
    path: '/member/auth/login',
    ip,
    ...(brand ? { brand } : {}),
    body: { username: 'nobody01', password: await server.encrypt('wrong123') },
  });
}

describe('the login rate limit', () => {
  it('slides: attempts on both sides of a minute boundary are counted together', async () => {
    const ip = '10.9.0.1';
    expect((await login(ip)).statusCode).not.toBe(429);
    server.clock.advance(59_000);
    for (let i = 1; i < LIMIT; i += 1) expect((await login(ip)).statusCode).not.toBe(429);
    // A fixed window would start afresh here and let LIMIT more through; the last minute still
    // holds LIMIT - 1 attempts, so one more passes and the next waits for them to age out.
    server.clock.advance(2_000);
    expect((await login(ip)).statusCode).not.toBe(429);
    const limited = await login(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBe(58);
    server.clock.advance(58_000);
    expect((await login(ip)).statusCode).not.toBe(429);
  });

  it('counts one budget per address across brands: another brand header buys no more', async () => {
    const ip = '10.9.0.2';
    for (let i = 0; i < LIMIT; i += 1) expect((await login(ip)).statusCode).not.toBe(429);
    expect((await login(ip, 'nexbet')).statusCode).toBe(429);
    expect((await login(ip, 'fubo')).statusCode).toBe(429);
    expect((await login(ip, 'helo8')).statusCode).toBe(429);
    expect((await login('10.9.0.3', 'nexbet')).statusCode).not.toBe(429);
  });
});

/** The code in the newest outbox message to `to`. */
async function codeSentTo(to: string): Promise<string> {
  const [message] = await server.ctx.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b\d{6}\b/.exec(message?.body ?? '')?.[0] as string;
}

describe('a verification code', () => {
  it('compares at most five guesses, even when they race: a burst of ten takes five tries', async () => {
    const codes = createCodeService(server.ctx.db, server.clock.now);
    const target = 'burst@x.example';
    const input = { brandId: 'default', purpose: 'register_email' as const, target };
    await codes.send({ ...input, brandName: 'Lobby', channel: 'email', locale: 'en' });
    const code = await codeSentTo(target);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 10 }, () => codes.verify({ ...input, code: wrong })),
    );
    expect(results).toEqual(Array.from({ length: 10 }, () => false));
    // Each comparison took a try first, and no more than five were taken: counting after the
    // comparison would have let all ten in.
    const [row] = await server.ctx.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target));
    expect(row?.attempts).toBe(5);
    // Five wrong tries used it up for good: the right one is refused now.
    expect(await codes.verify({ ...input, code })).toBe(false);
  });

  it('still takes the right one after four wrong ones', async () => {
    const codes = createCodeService(server.ctx.db, server.clock.now);
    const input = {
      brandId: 'default',
      purpose: 'register_email' as const,
      target: 'four@x.example',
    };
    const target = input.target;
    await codes.send({ ...input, brandName: 'Lobby', channel: 'email', locale: 'en' });
    const code = await codeSentTo(target);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect(await codes.verify({ ...input, code: wrong })).toBe(false);
    expect(await codes.verify({ ...input, code })).toBe(true);
  });
});

describe('password hashes', () => {
  async function storedHash(username: string): Promise<string> {
    const [row] = await server.ctx.db
      .select({ hash: members.passwordHash })
      .from(members)
      .where(eq(members.username, username));
    return row?.hash ?? '';
  }

  it('made with scrypt, or at a lower argon2id cost, are upgraded at the next login; a higher one is kept', async () => {
    for (const username of ['scrypt01', 'oldhash01', 'newhash01'])
      await opsCreateMember(server.ctx, { brand: 'default', username, password: 'Kettle-Moss-42' });
    const set = (username: string, passwordHash: string) =>
      server.ctx.db.update(members).set({ passwordHash }).where(eq(members.username, username));
    // The server's cost (TEST_ENV) is m=64, t=1.
    await set('scrypt01', await legacyScryptHash('Kettle-Moss-42', 10));
    await set(
      'oldhash01',
      await createPasswordHasher({ memoryKiB: 32, passes: 1 }).hash('Kettle-Moss-42'),
    );
    const stronger = await createPasswordHasher({ memoryKiB: 128, passes: 2 }).hash(
      'Kettle-Moss-42',
    );
    await set('newhash01', stronger);

    for (const username of ['scrypt01', 'oldhash01']) {
      await server.login(username, 'Kettle-Moss-42');
      const upgraded = await storedHash(username);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
      expect(await createPasswordHasher().verify('Kettle-Moss-42', upgraded)).toBe(true);
      expect(await server.login(username, 'Kettle-Moss-42')).toHaveLength(43);
    }

    await server.login('newhash01', 'Kettle-Moss-42');
    expect(await storedHash('newhash01')).toBe(stronger);
  });
});
