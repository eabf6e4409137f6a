/**
 * Passkeys end to end through the API, with a software authenticator written here: a P-256 key
 * from node:crypto, the 'none' attestation and the assertions built and signed by hand (the few
 * CBOR values they need encoded below), so every check the server makes is really exercised.
 */
import { UserStatus } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands.ts';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { opsCreateMember } from '../../ops/commands.ts';
import { SoftPasskey } from '@lobby/vitest-config/soft-passkey';
import { startTestServer } from '../../test/harness.ts';
import { MEMBER_PASSWORD } from '../../test/money-kit.ts';
import type { TestServer } from '../../test/harness.ts';

// ---- the server ----

const ORIGIN = 'http://localhost:5173';
const PASSKEY_IP = '10.20.0.9';
let server: TestServer;
let nexbetOrigin: string;
/** The authenticators members registered in one test and prove again in a later one. */
const ownKeys = new Map<string, SoftPasskey>();

beforeAll(async () => {
  server = await startTestServer();
  for (const username of ['pkuser01', 'pkuser02', 'pkuser03', 'pklock01', 'pkstep01'])
    await opsCreateMember(server.ctx, { brand: 'default', username, password: MEMBER_PASSWORD });
  const nexbet = await server.ctx.brands.byId('nexbet');
  const host = nexbet?.hosts.find((h) => h.endsWith('localhost')) ?? nexbet?.hosts[0];
  nexbetOrigin = `http://${host}`;
});
afterAll(async () => {
  await server?.close();
});

type Req = { path: string; body?: unknown; token?: string; brand?: string; origin?: string };

function call(method: 'GET' | 'POST' | 'DELETE', o: Req) {
  return server.request({
    method,
    path: o.path,
    ...(o.body !== undefined ? { body: o.body } : {}),
    ...(o.token ? { token: o.token } : {}),
    ...(o.brand ? { brand: o.brand } : {}),
    headers: { origin: o.origin ?? ORIGIN },
    // Not the address `server.login` signs in from: the refused passkeys below count toward
    // the login's captcha per address, as wrong passwords do.
    ip: PASSKEY_IP,
  });
}

/** Adds a passkey for the signed-in member through both calls. */
async function register(token: string, key: SoftPasskey, name = 'My phone', origin = ORIGIN) {
  const opts = await call('POST', { path: '/member/passkeys/registration/options', token, origin });
  expect(opts.statusCode, opts.body).toBe(200);
  const credential = key.create(opts.json().options, origin);
  return call('POST', { path: '/member/passkeys', token, body: { name, credential }, origin });
}

/** A new member of the default brand, signed in, with one passkey registered. */
async function memberWithPasskey(username: string) {
  await opsCreateMember(server.ctx, { brand: 'default', username, password: MEMBER_PASSWORD });
  const token = await server.login(username, MEMBER_PASSWORD);
  const key = new SoftPasskey();
  expect((await register(token, key)).statusCode).toBe(200);
  return { token, key };
}

/** Proves one of the member's passkeys for step-up through both calls. */
async function stepUpWith(token: string, key: SoftPasskey | undefined) {
  if (!key) throw new Error('no authenticator registered for this member');
  const opts = await call('POST', { path: '/member/passkeys/step_up/options', token });
  expect(opts.statusCode, opts.body).toBe(200);
  const stepped = await call('POST', {
    path: '/member/passkeys/step_up',
    token,
    body: { credential: key.get(opts.json().options, ORIGIN) },
  });
  expect(stepped.statusCode, stepped.body).toBe(200);
}

/** Sign-in options, then the authenticator's answer (not yet sent). */
async function signInAssertion(key: SoftPasskey, o: { brand?: string; origin?: string } = {}) {
  const origin = o.origin ?? ORIGIN;
  const opts = await call('POST', {
    path: '/member/passkeys/sign_in/options',
    body: {},
    origin,
    ...(o.brand ? { brand: o.brand } : {}),
  });
  expect(opts.statusCode, opts.body).toBe(200);
  return key.get(opts.json().options, origin);
}

function signIn(credential: unknown, o: { brand?: string; origin?: string } = {}) {
  return call('POST', {
    path: '/member/passkeys/sign_in',
    body: { credential },
    origin: o.origin ?? ORIGIN,
    ...(o.brand ? { brand: o.brand } : {}),
  });
}

async function setPolicy(brandId: string, security: Record<string, unknown>) {
  await server.ctx.db.update(brands).set({ security }).where(eq(brands.id, brandId));
  server.ctx.brands.invalidate(brandId);
}

describe('passkeys', () => {
  it('registers a passkey and signs in with it, as the login answers', async () => {
    const token = await server.login('pkuser01', MEMBER_PASSWORD);
    const key = new SoftPasskey();
    const added = await register(token, key);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ name: 'My phone', last_used_at: null });

    const res = await signIn(await signInAssertion(key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: 'pkuser01', change_password: false });
    expect(res.headers.authorization).toMatch(/^Bearer /);
    const listed = await call('GET', { path: '/member/passkeys', token: res.json().token });
    expect(listed.json().list).toHaveLength(1);
    expect(listed.json().list[0].last_used_at).toEqual(expect.any(Number));
  });

  it('refuses a replayed challenge', async () => {
    const token = await server.login('pkuser02', MEMBER_PASSWORD);
    const key = new SoftPasskey();
    ownKeys.set('pkuser02', key);
    expect((await register(token, key)).statusCode).toBe(200);
    const assertion = await signInAssertion(key);
    expect((await signIn(assertion)).statusCode).toBe(200);
    const replay = await signIn(assertion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('PASSKEY_INVALID');
  });

  it('lets exactly one of two verifies of one challenge through', async () => {
    const token = await server.login('pkuser03', MEMBER_PASSWORD);
    const key = new SoftPasskey();
    expect((await register(token, key)).statusCode).toBe(200);
    const opts = await call('POST', { path: '/member/passkeys/sign_in/options', body: {} });
    const options = opts.json().options;
    // Two answers to the same challenge (the second with a higher counter, so only the
    // challenge can stop it).
    const first = key.get(options, ORIGIN);
    const second = key.get(options, ORIGIN);
    const results = await Promise.all([signIn(first), signIn(second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('asks a member with a passkey to step up before adding another, and step-up marks the login', async () => {
    const token = await server.login('pkstep01', MEMBER_PASSWORD);
    const key = new SoftPasskey();
    expect((await register(token, key)).statusCode).toBe(200);
    const refused = await call('POST', { path: '/member/passkeys/registration/options', token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('STEP_UP_REQUIRED');

    const opts = await call('POST', { path: '/member/passkeys/step_up/options', token });
    expect(opts.statusCode, opts.body).toBe(200);
    const stepped = await call('POST', {
      path: '/member/passkeys/step_up',
      token,
      body: { credential: key.get(opts.json().options, ORIGIN) },
    });
    expect(stepped.statusCode, stepped.body).toBe(200);
    const [member] = await server.ctx.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'pkstep01'));
    const rows = await server.ctx.db
      .select({ at: sessions.steppedUpAt })
      .from(sessions)
      .where(eq(sessions.memberId, member!.id));
    expect(rows.some((r) => r.at !== null)).toBe(true);

    const added = await register(token, new SoftPasskey(), 'Tablet');
    expect(added.statusCode, added.body).toBe(200);
  });

  it('refuses a counter going backwards (a cloned authenticator)', async () => {
    const { key } = await memberWithPasskey('pkclone1');
    key.counter = 10;
    expect((await signIn(await signInAssertion(key))).statusCode).toBe(200);
    // The clone still at 5 signs: its counter (6) is below the 11 the server saw.
    key.counter = 5;
    const cloned = await signIn(await signInAssertion(key));
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().code).toBe('PASSKEY_INVALID');
  });

  it("answers 404 for another member's passkey, on rename and remove", async () => {
    const mine = await server.login('pkuser01', MEMBER_PASSWORD);
    const theirs = await server.login('pkuser02', MEMBER_PASSWORD);
    const [passkey] = (await call('GET', { path: '/member/passkeys', token: theirs })).json().list;
    const rename = await call('POST', {
      path: `/member/passkeys/${passkey.id}/rename`,
      token: mine,
      body: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(404);
    const remove = await call('DELETE', { path: `/member/passkeys/${passkey.id}`, token: mine });
    expect(remove.statusCode).toBe(404);
    const still = (await call('GET', { path: '/member/passkeys', token: theirs })).json().list;
    expect(still[0]).toMatchObject({ id: passkey.id, name: 'My phone' });

    const renamed = await call('POST', {
      path: `/member/passkeys/${passkey.id}/rename`,
      token: theirs,
      body: { name: 'Work phone' },
    });
    expect(renamed.json().name).toBe('Work phone');
    // Removing a factor is a step-up change: refused until the owner proves a passkey.
    const unproved = await call('DELETE', {
      path: `/member/passkeys/${passkey.id}`,
      token: theirs,
    });
    expect(unproved.json().code).toBe('STEP_UP_REQUIRED');
    await stepUpWith(theirs, ownKeys.get('pkuser02'));
    const removed = await call('DELETE', { path: `/member/passkeys/${passkey.id}`, token: theirs });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', { path: '/member/passkeys', token: theirs })).json().list).toEqual(
      [],
    );
  });

  it('answers 429 once the member’s failed passkey sign-ins reach the lock-out count, even to the right one, whatever others did from the address', async () => {
    const { key } = await memberWithPasskey('pkfail01');
    // From a new address each time, so only the member's own count can stop the last one.
    let address = 0;
    const attempt = async (forged: boolean, ip = `10.21.0.${(address += 1)}`) => {
      const opts = await server.request({
        path: '/member/passkeys/sign_in/options',
        body: {},
        headers: { origin: ORIGIN },
        ip,
      });
      const answer = key.get(opts.json().options, ORIGIN);
      if (forged) answer.response.signature = Buffer.from('not a signature').toString('base64url');
      return server.request({
        path: '/member/passkeys/sign_in',
        body: { credential: answer },
        headers: { origin: ORIGIN },
        ip,
      });
    };
    // An address many members share (a carrier's NAT) may carry others' failed sign-ins: they
    // do not stop this member's passkey.
    const shared = '10.21.1.1';
    for (let i = 0; i < server.config.lockAfterFailures; i += 1)
      await server.ctx.loginGuard.record('default', `someone${i}`, shared);
    expect((await attempt(false, shared)).statusCode).toBe(200);
    for (let i = 0; i < server.config.lockAfterFailures; i += 1)
      expect((await attempt(true)).json().code).toBe('PASSKEY_INVALID');
    const right = await attempt(false);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('15 minute'),
    });
  });

  it('does not sign in on brand B with a passkey of brand A', async () => {
    const { key } = await memberWithPasskey('pkbrand1');
    const assertion = await signInAssertion(key, { brand: 'nexbet', origin: nexbetOrigin });
    const res = await signIn(assertion, { brand: 'nexbet', origin: nexbetOrigin });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSKEY_INVALID');
  });

  it('refuses an origin that is not one of the brand’s sites', async () => {
    const res = await call('POST', {
      path: '/member/passkeys/sign_in/options',
      body: {},
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSKEY_INVALID');
  });

  it('makes the login’s checks: a locked member does not sign in', async () => {
    const token = await server.login('pklock01', MEMBER_PASSWORD);
    const key = new SoftPasskey();
    expect((await register(token, key)).statusCode).toBe(200);
    await server.ctx.db
      .update(members)
      .set({ status: UserStatus.Locked })
      .where(eq(members.username, 'pklock01'));
    const res = await signIn(await signInAssertion(key));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_LOCKED');
  });

  it('refuses every passkey call when the brand turned passkeys off', async () => {
    const token = await server.login('pkuser01', MEMBER_PASSWORD);
    await setPolicy('default', { passkeys: false });
    try {
      for (const res of [
        await call('GET', { path: '/member/passkeys', token }),
        await call('POST', { path: '/member/passkeys/registration/options', token }),
        await call('POST', { path: '/member/passkeys/sign_in/options', body: {} }),
        await call('POST', { path: '/member/passkeys/step_up/options', token }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('PASSKEYS_DISABLED');
      }
    } finally {
      await setPolicy('default', {});
    }
  });
});
