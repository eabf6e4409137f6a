/**
 * Authorization probes over every account-security endpoint (passkeys, two-factor, devices and
 * the policy): called straight at the API, as an attacker holding no session, another brand's
 * session, another member's ids or a half-finished sign-in would call them. Each must refuse
 * with a 4xx and change nothing; the per-area suites prove the features themselves.
 */
import { endpointsByArea } from '@lobby/contract/registry';
import type { EndpointSpec } from '@lobby/contract';
import { count, eq, isNotNull } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRecoveryCodes as recoveryCodes, memberTotp } from './db/schema/factors.ts';
import { passkeys } from './db/schema/passkeys.ts';
import { sessions } from './db/schema/sessions.ts';
import { startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';
import { MEMBER_PASSWORD, get, newMember } from './test/money-kit.ts';
import type { TestMember } from './test/money-kit.ts';

/** The areas this round of account security added. */
const AREAS = ['passkeys', 'twoFactor', 'accountSecurity'] as const;
const SIGNED_IN: EndpointSpec[] = AREAS.flatMap((area) =>
  (endpointsByArea[area] as readonly EndpointSpec[]).filter((e) => e.auth),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_RL_LOGIN: '100000' } });
});
afterAll(async () => {
  await server?.close();
});

/** An endpoint's path with every parameter filled by `1`. */
const pathOf = (e: EndpointSpec) => e.path.replace(/:[a-z_]+/g, '1');

/** Everything a refused call could have changed in the factor and session tables. */
async function fingerprint() {
  const { db } = server.ctx;
  const n = async (table: typeof passkeys | typeof memberTotp | typeof recoveryCodes) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [revoked] = await db
    .select({ n: count() })
    .from(sessions)
    .where(isNotNull(sessions.revokedAt));
  const [stepped] = await db
    .select({ n: count() })
    .from(sessions)
    .where(isNotNull(sessions.steppedUpAt));
  return {
    passkeys: await n(passkeys),
    totp: await n(memberTotp),
    recovery: await n(recoveryCodes),
    revoked: revoked?.n,
    stepped: stepped?.n,
  };
}

function call(e: EndpointSpec, options: { token?: string; brand?: string; body?: unknown } = {}) {
  return server.request({
    method: e.method,
    path: pathOf(e),
    ...(options.token ? { token: options.token } : {}),
    ...(options.brand ? { brand: options.brand } : {}),
    ...(e.method === 'GET' ? {} : { body: options.body ?? {} }),
  });
}

describe('every signed-in account-security endpoint', () => {
  it('covers the areas it probes', () => {
    expect(SIGNED_IN.map((e) => e.id.split('.')[0])).toEqual(expect.arrayContaining([...AREAS]));
  });

  it('refuses a call without a session, changing nothing', async () => {
    const before = await fingerprint();
    for (const e of SIGNED_IN) {
      const res = await call(e);
      expect(res.statusCode, `${e.id}: ${res.body}`).toBe(401);
      expect(res.json().code, e.id).toBe('UNAUTHENTICATED');
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses another brand's session, changing nothing", async () => {
    const other = await newMember(server, { brand: 'nexbet' });
    const before = await fingerprint();
    for (const e of SIGNED_IN) {
      const res = await call(e, { token: other.token, brand: 'default' });
      expect(res.statusCode, `${e.id}: ${res.body}`).toBe(401);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('no factor is bypassed by calling the API directly', () => {
  let holder: TestMember & { secret: string };
  beforeAll(async () => {
    const m = await newMember(server);
    const started = await server.request({
      path: '/member/two_factor/enrol',
      token: m.token,
      body: {},
    });
    const { secret } = started.json() as { secret: string };
    const code = generateSync({ secret, epoch: Math.floor(server.clock.now() / 1000) });
    const confirmed = await server.request({
      path: '/member/two_factor/confirm',
      token: m.token,
      body: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    server.clock.advance(30_000);
    // A fresh session of the member, signed in with the code: not stepped up.
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: m.username, password: await server.encrypt(MEMBER_PASSWORD) },
    });
    const next = generateSync({ secret, epoch: Math.floor(server.clock.now() / 1000) });
    const session = await server.request({
      path: '/member/auth/two_factor',
      body: { ticket: login.json().token, code: next },
    });
    expect(session.statusCode, session.body).toBe(200);
    server.clock.advance(30_000);
    holder = { ...m, token: session.json().token as string, secret };
  });

  it("treats a password login's ticket as no session anywhere", async () => {
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: holder.username, password: await server.encrypt(MEMBER_PASSWORD) },
    });
    expect(login.json()).toMatchObject({ second_factor: true });
    const ticket = login.json().token as string;
    for (const e of SIGNED_IN) {
      const res = await call(e, { token: ticket });
      expect(res.statusCode, `${e.id}: ${res.body}`).toBe(401);
    }
    expect(
      (await get(server, { ...holder, token: ticket }, '/member/userprofile')).statusCode,
    ).toBe(401);
  });

  it('asks for step-up before the factor-changing calls, changing nothing', async () => {
    const before = await fingerprint();
    const refused = [
      await server.request({
        path: '/member/two_factor/recovery_codes',
        token: holder.token,
        body: {},
      }),
      await server.request({
        path: '/member/passkeys/registration/options',
        token: holder.token,
        body: {},
        headers: { origin: 'http://localhost' },
      }),
    ];
    for (const res of refused) expect(res.json().code, res.body).toBe('STEP_UP_REQUIRED');
    // Turning the authenticator off wants a code of it, not just the session.
    const off = await server.request({
      path: '/member/two_factor/disable',
      token: holder.token,
      body: {},
    });
    expect(off.statusCode, off.body).toBeGreaterThanOrEqual(400);
    expect(off.statusCode).toBeLessThan(500);
    expect(await fingerprint()).toEqual(before);
  });

  it('does not step up on a forged passkey answer', async () => {
    const before = await fingerprint();
    const options = await server.request({
      path: '/member/passkeys/step_up/options',
      token: holder.token,
      body: {},
      headers: { origin: 'http://localhost' },
    });
    expect(options.statusCode).toBeLessThan(500);
    const forged = await server.request({
      path: '/member/passkeys/step_up',
      token: holder.token,
      body: {
        credential: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
          clientExtensionResults: {},
        },
      },
      headers: { origin: 'http://localhost' },
    });
    expect(forged.statusCode, forged.body).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect(await fingerprint()).toEqual(before);
  });

  it("cannot sign out another member's device", async () => {
    const other = await newMember(server);
    const devices = await get(server, other, '/member/security/devices');
    const [theirs] = devices.json().list as { id: string }[];
    expect(theirs).toBeDefined();
    const res = await server.request({
      path: `/member/security/devices/${theirs?.id}/sign_out`,
      token: holder.token,
      body: {},
    });
    expect(res.statusCode, res.body).toBe(404);
    expect((await get(server, other, '/member/userprofile')).statusCode).toBe(200);
    const [live] = await server.ctx.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.memberId, other.id));
    expect(live?.n).toBeGreaterThan(0);
  });
});
