/**
 * Two-factor (beyond the spec): TOTP enrolment with codes computed here as an authenticator app
 * would, recovery codes, single use of every code, the attempt limit, the sign-in ticket, the
 * brand's policy, and step-up enforced on every money-leaving change.
 */
import { randomUUID } from 'node:crypto';
import type { SecurityPolicy } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands.ts';
import { memberTotp } from '../../db/schema/factors.ts';
import { runOps } from '../../ops/dispatch.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { get, MEMBER_PASSWORD, newMember } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';
import { openSecret } from './secret-box.ts';

const WPASS = 'wp7319';
const STEP_MS = 30_000;

let server: TestServer;
let ipCounter = 0;
beforeAll(async () => {
  server = await startTestServer({
    env: { LOBBY_HASH_PER_ACCOUNT: '100', LOBBY_HASH_QUEUE: '100', LOBBY_RL_RESET: '1000' },
  });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await setPolicy({});
});

/** Sets the default brand's security policy (partial; the rest defaults). */
async function setPolicy(policy: Partial<SecurityPolicy>): Promise<void> {
  await server.ctx.db.update(brands).set({ security: policy }).where(eq(brands.id, 'default'));
  server.ctx.brands.invalidate('default');
}

/** The code an authenticator shows for `secret` now (or `steps` periods away). */
function codeOf(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(server.clock.now() / 1000) + steps * 30 });
}

/** Moves to the next time step, so a new code can be used. */
function nextStep(): void {
  server.clock.advance(STEP_MS);
}

function post(
  m: TestMember,
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
) {
  ipCounter += 1;
  return server.request({
    path,
    token: m.token,
    brand: m.brand,
    body,
    headers,
    ip: `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

/** Starts and confirms enrolment; answers the secret and the recovery codes. */
async function enrol(m: TestMember): Promise<{ secret: string; recovery: string[] }> {
  const started = await post(m, '/member/two_factor/enrol');
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await post(m, '/member/two_factor/confirm', { code: codeOf(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  nextStep();
  return { secret, recovery: confirmed.json().recovery_codes as string[] };
}

async function memberWithTotp(options: { withdrawPassword?: string; balance?: number } = {}) {
  const m = await newMember(server, options);
  const { secret, recovery } = await enrol(m);
  // A fresh login: enrolment stepped the enrolling session up.
  const token = await signIn(m.username, secret);
  return { ...m, token, secret, recovery };
}

async function passwordLogin(username: string, brand = 'default') {
  return server.request({
    path: '/member/auth/login',
    brand,
    body: { username, password: await server.encrypt(MEMBER_PASSWORD) },
  });
}

/** Signs in with password and code; answers the session token. */
async function signIn(username: string, secret: string): Promise<string> {
  const first = await passwordLogin(username);
  expect(first.json()).toMatchObject({ second_factor: true });
  const second = await server.request({
    path: '/member/auth/two_factor',
    body: { ticket: first.json().token, code: codeOf(secret) },
  });
  expect(second.statusCode, second.body).toBe(200);
  nextStep();
  return second.json().token as string;
}

async function addCard(m: TestMember) {
  return post(m, '/member/bank_card/add', {
    bank_name: 'MAY',
    account_name: 'Test Member',
    account_number: `77${randomUUID().replace(/\D/g, '').slice(0, 8).padEnd(8, '1')}`,
    withdraw_password: await server.encrypt(WPASS),
  });
}

async function withdraw(m: TestMember, card: number, amount: number) {
  return post(
    m,
    '/member/withdraw/apply',
    { bank_card_id: card, amount, withdraw_password: await server.encrypt(WPASS) },
    { 'idempotency-key': randomUUID() },
  );
}

async function changeWithdrawPassword(m: TestMember, next: string) {
  return post(m, '/member/withdraw_password', {
    old_withdraw_password: await server.encrypt(WPASS),
    withdraw_password: await server.encrypt(next),
    withdraw_password_confirmation: await server.encrypt(next),
  });
}

const stepUp = (m: TestMember, proof: { code?: string; recovery_code?: string }) =>
  post(m, '/member/two_factor/step_up', proof);

const statusOf = async (m: TestMember) => (await get(server, m, '/member/two_factor')).json();

describe('enrolment', () => {
  it('turns an authenticator on with a code from it, answering ten recovery codes', async () => {
    const m = await newMember(server);
    expect(await statusOf(m)).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      must_enrol: false,
      available: true,
    });
    const started = await post(m, '/member/two_factor/enrol');
    const { secret, otpauth_uri: uri } = started.json() as { secret: string; otpauth_uri: string };
    const brand = await server.ctx.brands.byId('default');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain(`issuer=${encodeURIComponent(brand?.displayName ?? '')}`);
    // Pending: not on, and the sign-in asks for no code yet.
    expect((await statusOf(m)).enabled).toBe(false);
    expect((await passwordLogin(m.username)).json().second_factor).toBeUndefined();

    const wrong = await post(m, '/member/two_factor/confirm', {
      code: codeOf(secret, 5),
    });
    expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'code' });
    const confirmed = await post(m, '/member/two_factor/confirm', { code: codeOf(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(await statusOf(m)).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      must_enrol: false,
      available: true,
    });
    // A second enrolment while one is on is refused.
    expect((await post(m, '/member/two_factor/enrol')).json().code).toBe('TWO_FACTOR_STATE');
  });

  it('keeps the secret sealed at rest, readable only with the key', async () => {
    const m = await newMember(server);
    const { secret } = await enrol(m);
    const [row] = await server.ctx.db
      .select()
      .from(memberTotp)
      .where(eq(memberTotp.memberId, m.id));
    expect(row?.secretEnc).not.toContain(secret);
    expect(openSecret(server.config.totpKey, row?.secretEnc ?? '')).toBe(secret);
    expect(() => openSecret('another key entirely', row?.secretEnc ?? '')).toThrow();
  });

  it('ends two enrolments at once with exactly one secret on', async () => {
    const m = await newMember(server);
    const starts = await Promise.all([
      post(m, '/member/two_factor/enrol'),
      post(m, '/member/two_factor/enrol'),
    ]);
    const secrets = starts.map((r) => r.json().secret as string);
    expect(new Set(secrets).size).toBe(2);
    const confirms = await Promise.all(
      secrets.map((s) => post(m, '/member/two_factor/confirm', { code: codeOf(s) })),
    );
    expect(confirms.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await server.ctx.db
      .select()
      .from(memberTotp)
      .where(eq(memberTotp.memberId, m.id));
    const on = openSecret(server.config.totpKey, row?.secretEnc ?? '');
    expect(row?.confirmedAt).not.toBeNull();
    expect(secrets).toContain(on);
    // The secret that is on is the one whose confirmation succeeded.
    expect(confirms[secrets.indexOf(on)]?.statusCode).toBe(200);
  });

  it('turns off with a code, dropping secret and recovery codes', async () => {
    const m = await newMember(server);
    const { secret, recovery } = await enrol(m);
    const off = await post(m, '/member/two_factor/disable', { code: codeOf(secret) });
    expect(off.json()).toEqual({ ok: true });
    expect(await statusOf(m)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect((await stepUp(m, { recovery_code: recovery[0] })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );
    expect((await passwordLogin(m.username)).json().second_factor).toBeUndefined();
  });
});

describe('codes are used once', () => {
  it('accepts a recovery code once, even twice at the same moment', async () => {
    const m = await memberWithTotp();
    const code = m.recovery[0] as string;
    const both = await Promise.all([
      stepUp(m, { recovery_code: code }),
      stepUp(m, { recovery_code: code.toUpperCase() }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await stepUp(m, { recovery_code: code })).json().code).toBe('SECOND_FACTOR_INVALID');
    expect((await statusOf(m)).recovery_codes_left).toBe(9);
  });

  it('refuses a TOTP code replayed, or one of a step already used', async () => {
    const m = await memberWithTotp();
    const code = codeOf(m.secret);
    expect((await stepUp(m, { code })).statusCode).toBe(200);
    expect((await stepUp(m, { code })).json()).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
      field: 'code',
    });
    expect((await stepUp(m, { code: codeOf(m.secret, -1) })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );
    nextStep();
    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
  });

  it('regenerates recovery codes only when stepped up, voiding the old ones', async () => {
    const m = await memberWithTotp();
    server.clock.advance(301_000);
    expect((await post(m, '/member/two_factor/recovery_codes')).json().code).toBe(
      'STEP_UP_REQUIRED',
    );
    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
    const fresh = await post(m, '/member/two_factor/recovery_codes');
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recovery_codes as string[];
    expect((await stepUp(m, { recovery_code: m.recovery[1] })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );
    expect((await stepUp(m, { recovery_code: codes[0] })).statusCode).toBe(200);
  });
});

describe('the attempt limit', () => {
  it('locks codes after five wrong ones in the window, counted before comparing', async () => {
    const m = await memberWithTotp();
    for (let i = 0; i < 4; i += 1)
      expect(
        (await stepUp(m, { code: '000000' === codeOf(m.secret) ? '111111' : '000000' })).json()
          .code,
      ).toBe('SECOND_FACTOR_INVALID');
    const fifth = await stepUp(m, { recovery_code: 'aaaa-aaaa-aaaa-aaaa' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('SECOND_FACTOR_LOCKED');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // Locked: even the right code is not compared.
    expect((await stepUp(m, { code: codeOf(m.secret) })).json().code).toBe('SECOND_FACTOR_LOCKED');
    // The sign-in's second step is limited by the same count.
    const first = await passwordLogin(m.username);
    const signIn = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket: first.json().token, code: codeOf(m.secret) },
    });
    expect(signIn.json().code).toBe('SECOND_FACTOR_LOCKED');
    server.clock.advance(15 * 60_000 + 1000);
    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
  });

  it('is lifted by ops member:unlock', async () => {
    const m = await memberWithTotp();
    for (let i = 0; i < 5; i += 1) await stepUp(m, { recovery_code: 'aaaa-aaaa-aaaa-aaaa' });
    expect((await stepUp(m, { code: codeOf(m.secret) })).json().code).toBe('SECOND_FACTOR_LOCKED');
    await runOps(server.ctx, 'member:unlock', { brand: m.brand, username: m.username });
    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
  });
});

describe('step-up on the money-leaving changes', () => {
  it('refuses each without step-up, changing nothing, and accepts it after', async () => {
    await setPolicy({ step_up_withdrawal_above: 150_00 });
    const m = await memberWithTotp({ withdrawPassword: WPASS, balance: 1_000_00 });
    const cardsBefore = (await get(server, m, '/member/bank_card/list')).json();
    expect((await addCard(m)).json().code).toBe('STEP_UP_REQUIRED');
    expect((await get(server, m, '/member/bank_card/list')).json()).toEqual(cardsBefore);
    expect((await changeWithdrawPassword(m, 'wp8264')).json().code).toBe('STEP_UP_REQUIRED');
    const email = await post(m, '/member/edit_email', { email: 'x@mail.example', code: '123456' });
    expect(email.statusCode).toBe(403);
    expect(email.json().code).toBe('STEP_UP_REQUIRED');
    const mobile = await post(m, '/member/edit_mobile', {
      mobile_area: '60',
      mobile: '123456789',
      code: '123456',
    });
    expect(mobile.json().code).toBe('STEP_UP_REQUIRED');

    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
    const card = await addCard(m);
    expect(card.statusCode, card.body).toBe(200);
    const cardId = card.json().id as number;
    // Past the step-up: the change's own checks answer now (a code nobody sent is wrong).
    expect(
      (await post(m, '/member/edit_email', { email: 'x@mail.example', code: '123456' })).json()
        .code,
    ).toBe('CODE_INVALID');
    expect(
      (
        await post(m, '/member/edit_mobile', {
          mobile_area: '60',
          mobile: '123456789',
          code: '123456',
        })
      ).json().code,
    ).not.toBe('STEP_UP_REQUIRED');
    const big = await withdraw(m, cardId, 200_00);
    expect(big.statusCode, big.body).toBe(200);

    // The window passes: a withdrawal above the brand's amount asks again, one at it does not.
    server.clock.advance(301_000);
    const above = await withdraw(m, cardId, 200_00);
    expect(above.json().code).toBe('STEP_UP_REQUIRED');
    expect((await withdraw(m, cardId, 150_00)).statusCode).toBe(200);
    expect((await changeWithdrawPassword(m, 'wp8264')).json().code).toBe('STEP_UP_REQUIRED');
    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
    expect((await changeWithdrawPassword(m, 'wp8264')).json()).toEqual({ ok: true });
  });

  it('keeps step-up across a token rotation and lets it lapse after the window', async () => {
    const m = await memberWithTotp({ withdrawPassword: WPASS });
    server.clock.advance(301_000);
    expect((await stepUp(m, { code: codeOf(m.secret) })).statusCode).toBe(200);
    server.clock.advance(299_000);
    expect((await addCard(m)).statusCode).toBe(200);
    server.clock.advance(2_000);
    expect((await addCard(m)).json().code).toBe('STEP_UP_REQUIRED');
  });

  it('asks nothing more of a member without a factor', async () => {
    await setPolicy({ step_up_withdrawal_above: 0 });
    const m = await newMember(server, { withdrawPassword: WPASS, balance: 500_00 });
    const card = await addCard(m);
    expect(card.statusCode, card.body).toBe(200);
    expect((await withdraw(m, card.json().id as number, 100_00)).statusCode).toBe(200);
    expect((await changeWithdrawPassword(m, 'wp8264')).json()).toEqual({ ok: true });
  });
});

describe('the brand policy', () => {
  it("'required' leads a member without a factor to enrol and refuses money leaving until then", async () => {
    await setPolicy({ second_factor: 'required' });
    const m = await newMember(server, { withdrawPassword: WPASS, balance: 500_00 });
    expect(await statusOf(m)).toMatchObject({ must_enrol: true, enabled: false });
    const refused = await addCard(m);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await changeWithdrawPassword(m, 'wp8264')).json().code).toBe('SECOND_FACTOR_REQUIRED');
    await enrol(m);
    expect(await statusOf(m)).toMatchObject({ must_enrol: false, enabled: true });
    // Confirming proved the factor: the session is stepped up.
    const card = await addCard(m);
    expect(card.statusCode, card.body).toBe(200);
    expect((await withdraw(m, card.json().id as number, 100_00)).statusCode).toBe(200);
  });

  it("'off' offers no enrolment and asks no code at sign-in", async () => {
    const m = await memberWithTotp();
    await setPolicy({ second_factor: 'off' });
    expect(await statusOf(m)).toMatchObject({ available: false });
    const login = await passwordLogin(m.username);
    expect(login.statusCode).toBe(200);
    expect(login.json().second_factor).toBeUndefined();
    expect(login.headers.authorization).toMatch(/^Bearer /);
    const other = await newMember(server);
    expect((await post(other, '/member/two_factor/enrol')).json().code).toBe('FEATURE_DISABLED');
  });
});

describe('the sign-in ticket', () => {
  it('answers a ticket, not a session, and trades it once for one', async () => {
    const m = await memberWithTotp();
    const first = await passwordLogin(m.username);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ second_factor: true, change_password: false });
    expect(first.headers.authorization).toBeUndefined();
    const ticket = first.json().token as string;
    // The ticket is no session.
    expect((await server.request({ path: '/member/two_factor', token: ticket })).statusCode).toBe(
      401,
    );
    const wrong = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket, code: codeOf(m.secret, 4) },
    });
    expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'code' });
    const right = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket, code: codeOf(m.secret) },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.headers.authorization).toBe(`Bearer ${right.json().token}`);
    expect(right.json().username).toBe(m.username);
    nextStep();
    const again = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket, code: codeOf(m.secret) },
    });
    expect(again.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'ticket' });
    // The session does not start stepped up: a money-leaving change asks for its own proof.
    const session = { ...m, token: right.json().token as string };
    expect(
      (
        await post(session, '/member/edit_email', { email: 'y@mail.example', code: '123456' })
      ).json().code,
    ).toBe('STEP_UP_REQUIRED');
  });

  it('takes a recovery code, and expires after five minutes', async () => {
    const m = await memberWithTotp();
    const first = await passwordLogin(m.username);
    const ok = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket: first.json().token, recovery_code: m.recovery[2] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const late = await passwordLogin(m.username);
    server.clock.advance(5 * 60_000 + 1000);
    const expired = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket: late.json().token, code: codeOf(m.secret) },
    });
    expect(expired.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'ticket' });
  });

  it("makes another member's ticket and codes useless", async () => {
    const a = await memberWithTotp();
    const b = await memberWithTotp();
    const ticketA = (await passwordLogin(a.username)).json().token as string;
    const withB = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket: ticketA, code: codeOf(b.secret) },
    });
    expect(withB.json().code).toBe('SECOND_FACTOR_INVALID');
    const withBRecovery = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket: ticketA, recovery_code: b.recovery[0] },
    });
    expect(withBRecovery.json().code).toBe('SECOND_FACTOR_INVALID');
    expect((await stepUp(a, { recovery_code: b.recovery[1] })).json().code).toBe(
      'SECOND_FACTOR_INVALID',
    );
    // Another brand's sign-in cannot use this brand's ticket.
    const elsewhere = await server.request({
      path: '/member/auth/two_factor',
      brand: 'nexbet',
      body: { ticket: ticketA, code: codeOf(a.secret) },
    });
    expect(elsewhere.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'ticket' });
    // B's codes are all still there: A's tries used none of them.
    expect((await statusOf(b)).recovery_codes_left).toBe(10);
  });
});
