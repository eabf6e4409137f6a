/**
 * Every path that sets a login password refuses a breached one, one too easy to guess and one
 * containing the username or the brand's name, with the reason on the password field in the
 * member's language, and accepts a strong one; a refusal on a ticket's path leaves the ticket
 * usable. The rule itself is tested in `@lobby/domain/password-strength`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../../core/security/members.ts';
import { OpsError, opsCreateMember, opsCreateQrCode } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const STRONG = 'Tundra-Pelican-Moss7';

/** The refusals every path must give, for a member called `username` of the default brand. */
const refusals = (username: string) => [
  { password: 'password1', key: 'PASSWORD_BREACHED' },
  { password: 'zzzzzzzzzzzz', key: 'PASSWORD_TOO_GUESSABLE' },
  { password: `Moss-${username.toUpperCase()}-7`, key: 'PASSWORD_HAS_USERNAME' },
  { password: 'Kettle-Lobby-Moss7', key: 'PASSWORD_HAS_BRAND' },
];

/** Sends `password` (and its confirmation) through one path; answers the HTTP answer. */
type Attempt = (password: string) => Promise<{ statusCode: number; json(): unknown }>;

/** Asserts the refusals, then that the strong password is taken. */
async function expectRule(username: string, attempt: Attempt) {
  for (const { password, key } of refusals(username)) {
    const refused = await attempt(password);
    expect(refused.statusCode, `${password} → ${key}`).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password', key });
  }
  const taken = await attempt(STRONG);
  expect(taken.statusCode).toBe(200);
}

const enc = (value: string) => server.encrypt(value);
const pair = async (password: string) => ({
  password: await enc(password),
  password_confirmation: await enc(password),
});

async function memberId(username: string): Promise<number> {
  const member = await findMemberByUsername(server.ctx.db, 'default', username);
  if (!member) throw new Error(`no member ${username}`);
  return member.id;
}

describe('a new login password passes the strength rule', () => {
  it('at sign-up', async () => {
    await expectRule('strong01', async (password) =>
      server.request({
        path: '/member/auth/register',
        body: { username: 'strong01', age_confirmed: true, ...(await pair(password)) },
      }),
    );
    expect(await server.login('strong01', STRONG)).toHaveLength(43);
  });

  it('says why in the member’s language', async () => {
    const answer = async (locale: string) =>
      (
        await server.request({
          path: '/member/auth/register',
          body: { username: 'strong02', age_confirmed: true, ...(await pair('password1')) },
          query: { locale },
        })
      ).json().message;
    expect(await answer('en')).toBe(
      'This password appears in lists of leaked passwords: choose another',
    );
    expect(await answer('ja')).toBe(
      'このパスワードは流出したパスワードの一覧に含まれています。別のパスワードを選んでください',
    );
    expect(await answer('zh-CN')).toBe('该密码出现在已泄露的密码列表中，请换一个');
  });

  it('at the member’s own change', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'strong03',
      password: 'Quill-Harbor-58',
    });
    const token = await server.login('strong03', 'Quill-Harbor-58');
    await expectRule('strong03', async (password) =>
      server.request({
        path: '/member/change_password',
        token,
        body: { old_password: await enc('Quill-Harbor-58'), ...(await pair(password)) },
      }),
    );
    expect(await server.login('strong03', STRONG)).toHaveLength(43);
  });

  it('at the claim of an operator-made QR account', async () => {
    const qr = await opsCreateQrCode(server.ctx, { brand: 'default', kind: 'account' });
    if (qr.kind !== 'account') throw new Error('expected an account code');
    await expectRule(qr.username, async (password) =>
      server.request({
        path: '/member/auth/qr_code_register',
        body: {
          qr_code: qr.code,
          oldPwd: await enc(qr.initialPassword),
          age_confirmed: true,
          ...(await pair(password)),
        },
      }),
    );
    expect(await server.login(qr.username, STRONG)).toHaveLength(43);
  });

  it('at the first-login change, leaving the ticket usable after a refusal', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'strong04',
      password: 'Amber-Otter-19',
      mustChangePassword: true,
    });
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: 'strong04', password: await enc('Amber-Otter-19') },
    });
    const ticket = login.json().token as string;
    await expectRule('strong04', async (password) =>
      server.request({
        path: '/member/auth/change_password',
        body: { ticket, age_confirmed: true, ...(await pair(password)) },
      }),
    );
    expect(await server.login('strong04', STRONG)).toHaveLength(43);
  });

  it('at the reset after recovery, leaving the reset token usable after a refusal', async () => {
    await opsCreateMember(server.ctx, { brand: 'default', username: 'strong05', password: STRONG });
    const { token: resetToken } = await server.ctx.codes.issueTicket(
      'default',
      await memberId('strong05'),
      'email',
    );
    await expectRule('strong05', async (password) =>
      server.request({
        path: '/member/reset_password_via_email',
        body: { reset_token: resetToken, ...(await pair(password)) },
      }),
    );
  });

  it('at ops member:create', async () => {
    for (const { password, key } of refusals('strong06')) {
      const made = opsCreateMember(server.ctx, {
        brand: 'default',
        username: 'strong06',
        password,
      });
      await expect(made, key).rejects.toBeInstanceOf(OpsError);
    }
    await expect(
      opsCreateMember(server.ctx, {
        brand: 'default',
        username: 'strong06',
        password: 'password1',
      }),
    ).rejects.toThrow('Password: This password appears in lists of leaked passwords');
    await opsCreateMember(server.ctx, { brand: 'default', username: 'strong06', password: STRONG });
    expect(await server.login('strong06', STRONG)).toHaveLength(43);
  });
});
