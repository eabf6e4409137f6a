import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands.ts';
import { members } from '../../db/schema/members.ts';
import { messages } from '../../db/schema/messages.ts';
import { outbox } from '../../db/schema/security.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { opsCreateMember } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
const PASSWORD = 'Kettle-Moss-42';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_PLACE_HEADER: 'x-test-place' } });
  for (const username of ['devuser1', 'devuser2', 'devuser3', 'devuser4', 'devuser5'])
    await opsCreateMember(server.ctx, { brand: 'default', username, password: PASSWORD });
});
afterAll(async () => {
  await server?.close();
});

/** Signs in as a site would, from a device (its id header and user agent). */
async function signIn(
  username: string,
  device: { id?: string; ua?: string; place?: string; locale?: string } = {},
) {
  const res = await server.request({
    path: '/member/auth/login',
    body: { username, password: await server.encrypt(PASSWORD), fingerprint: 'fp' },
    headers: {
      ...(device.id ? { 'x-lobby-device': device.id } : {}),
      ...(device.ua ? { 'user-agent': device.ua } : {}),
      ...(device.place ? { 'x-test-place': device.place } : {}),
    },
    ...(device.locale ? { query: { locale: device.locale } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}

async function devicesOf(token: string) {
  const res = await server.request({ path: '/member/security/devices', token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { list: Record<string, unknown>[] }).list;
}

async function setPolicy(security: Record<string, unknown>) {
  await server.ctx.db.update(brands).set({ security }).where(eq(brands.id, 'default'));
  server.ctx.brands.invalidate('default');
}

const HOUR = 3_600_000;

describe('devices', () => {
  it('lists the live logins with browser, OS and place, the caller marked, another member absent', async () => {
    const pc = await signIn('devuser1', { id: 'device-pc-0000000001', ua: CHROME_WINDOWS });
    const phone = await signIn('devuser1', {
      id: 'device-phone-00000001',
      ua: SAFARI_IPHONE,
      place: 'Kuala Lumpur',
    });
    await signIn('devuser2', { id: 'device-other-0000001', ua: CHROME_WINDOWS });
    const list = await devicesOf(phone);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      current: true,
      browser: 'Safari',
      os: 'iOS',
      mobile: true,
      place: 'Kuala Lumpur',
    });
    expect(list[1]).toMatchObject({
      current: false,
      browser: 'Chrome',
      os: 'Windows',
      mobile: false,
      place: null,
    });
    // The id is the login's family, never a row id or a token hash.
    const rows = await server.ctx.db.select().from(sessions);
    for (const device of list) {
      expect(rows.some((r) => r.family === device.id)).toBe(true);
      expect(rows.some((r) => r.tokenHash === device.id || String(r.id) === device.id)).toBe(false);
    }
    expect((await devicesOf(pc)).filter((d) => d.current)).toHaveLength(1);
  });

  it('signs out one login: its next call is SESSION_REVOKED, the caller goes on; another member’s is 404', async () => {
    const a = await signIn('devuser3', { id: 'device-a-00000000001' });
    const b = await signIn('devuser3', { id: 'device-b-00000000001' });
    const stranger = await signIn('devuser2', { id: 'device-s-00000000001' });
    const other = (await devicesOf(a)).find((d) => !d.current);
    expect(other).toBeDefined();
    const foreign = await server.request({
      method: 'POST',
      path: `/member/security/devices/${String(other?.id)}/sign_out`,
      token: stranger,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await server.request({ path: '/member/userprofile', token: b })).statusCode).toBe(200);

    const res = await server.request({
      method: 'POST',
      path: `/member/security/devices/${String(other?.id)}/sign_out`,
      token: a,
    });
    expect(res.statusCode).toBe(200);
    const after = await server.request({ path: '/member/userprofile', token: b });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_REVOKED');
    expect((await server.request({ path: '/member/userprofile', token: a })).statusCode).toBe(200);
    expect(await devicesOf(a)).toHaveLength(1);
  });

  it('signs out everywhere else, sparing every token of the caller’s login', async () => {
    const mine = await signIn('devuser4', { id: 'device-m-00000000001' });
    const others = [
      await signIn('devuser4', { id: 'device-o-00000000001' }),
      await signIn('devuser4', { id: 'device-o-00000000002' }),
    ];
    // The caller's token rotates: the older one stays in its grace and must survive too.
    server.clock.advance(11 * 60_000);
    const rotated = await server.request({ path: '/member/userprofile', token: mine });
    const fresh = String(rotated.headers.authorization).slice('Bearer '.length);
    expect(fresh).not.toBe(mine);

    const res = await server.request({
      method: 'POST',
      path: '/member/security/devices/sign_out_others',
      token: fresh,
    });
    expect(res.statusCode).toBe(200);
    for (const token of others) {
      const after = await server.request({ path: '/member/userprofile', token });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('SESSION_REVOKED');
    }
    expect((await server.request({ path: '/member/userprofile', token: mine })).statusCode).toBe(
      200,
    );
    expect((await server.request({ path: '/member/userprofile', token: fresh })).statusCode).toBe(
      200,
    );
    expect(await devicesOf(fresh)).toHaveLength(1);
  });
});

describe('absolute session lifetime', () => {
  it('ends a login that long after its sign-in however active, rotation not extending it', async () => {
    await setPolicy({ absolute_session_hours: 1 });
    try {
      let token = await signIn('devuser5');
      const [{ sessionId } = { sessionId: 0 }] = (
        await server.ctx.db.select({ sessionId: sessions.id }).from(sessions).orderBy(sessions.id)
      ).slice(-1);
      // Active every 9 minutes (rotating every 10): alive until the hour is up.
      for (let elapsed = 0; elapsed + 9 * 60_000 < HOUR; elapsed += 9 * 60_000) {
        server.clock.advance(9 * 60_000);
        const res = await server.request({ path: '/member/userprofile', token });
        expect(res.statusCode).toBe(200);
        token = String(res.headers.authorization).slice('Bearer '.length);
      }
      const family = await server.ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          eq(
            sessions.family,
            (
              await server.ctx.db
                .select({ family: sessions.family })
                .from(sessions)
                .where(eq(sessions.id, sessionId))
            )[0]?.family ?? '',
          ),
        );
      expect(family.length).toBeGreaterThan(1); // it did rotate
      expect(await server.ctx.sessions.isLive(family.at(-1)?.id ?? 0)).toBe(true);
      server.clock.advance(9 * 60_000);
      expect(await server.ctx.sessions.isLive(family.at(-1)?.id ?? 0)).toBe(false);
      const res = await server.request({ path: '/member/userprofile', token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
      const [row] = await server.ctx.db
        .select({ reason: sessions.revokeReason })
        .from(sessions)
        .where(eq(sessions.id, family.at(-1)?.id ?? 0));
      expect(row?.reason).toBe('absolute');
    } finally {
      await setPolicy({});
    }
  });

  it('is off at 0', async () => {
    await setPolicy({ absolute_session_hours: 0 });
    try {
      let token = await signIn('devuser5');
      for (let i = 0; i < 15; i += 1) {
        server.clock.advance(59 * 60_000);
        const res = await server.request({ path: '/member/userprofile', token });
        expect(res.statusCode).toBe(200);
        token = String(res.headers.authorization).slice('Bearer '.length);
      }
    } finally {
      await setPolicy({});
    }
  });
});

describe('new-device notice', () => {
  it('tells the member through the verified channel and a site message, never for a known device or the first one', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'devnote1',
      password: PASSWORD,
    });
    await server.ctx.db
      .update(members)
      .set({ email: 'devnote1@example.test', emailVerifiedAt: new Date(server.clock.now()) })
      .where(eq(members.username, 'devnote1'));
    const [member] = await server.ctx.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'devnote1'));
    const notices = async () =>
      (await server.ctx.db.select().from(outbox)).filter(
        (m) => m.recipient === 'devnote1@example.test',
      );
    const siteMessages = async () =>
      (await server.ctx.db.select().from(messages)).filter((m) => m.memberId === member?.id);

    await signIn('devnote1', { id: 'device-first-0000001', ua: CHROME_WINDOWS });
    await signIn('devnote1', { id: 'device-first-0000001', ua: CHROME_WINDOWS });
    expect(await notices()).toHaveLength(0);
    expect(await siteMessages()).toHaveLength(0);

    await signIn('devnote1', { id: 'device-new-000000001', ua: SAFARI_IPHONE, locale: 'ja' });
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.channel).toBe('email');
    expect(sent[0]?.subject).toContain('新しい端末');
    expect(sent[0]?.body).toContain('Safari / iOS');
    const [message] = await siteMessages();
    expect(message?.title.en).toBe('New sign-in to your account');
    expect(message?.title['zh-CN']).toBe('账户在新设备上登录');

    // Known now: signing in from it again says nothing.
    await signIn('devnote1', { id: 'device-new-000000001', ua: SAFARI_IPHONE });
    expect(await notices()).toHaveLength(1);
  });

  it('tells apart devices without an id by user agent and network', async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'devnote2',
      password: PASSWORD,
    });
    const [member] = await server.ctx.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'devnote2'));
    const count = async () =>
      (await server.ctx.db.select().from(messages)).filter((m) => m.memberId === member?.id).length;
    const login = async (ua: string, ip: string) => {
      const res = await server.request({
        path: '/member/auth/login',
        body: { username: 'devnote2', password: await server.encrypt(PASSWORD), fingerprint: 'fp' },
        headers: { 'user-agent': ua },
        ip,
      });
      expect(res.statusCode).toBe(200);
    };
    await login(CHROME_WINDOWS, '203.0.113.10');
    await login(CHROME_WINDOWS, '203.0.113.99'); // same network
    expect(await count()).toBe(0);
    await login(CHROME_WINDOWS, '198.51.100.7'); // another network
    expect(await count()).toBe(1);
  });
});

describe('security policy endpoint', () => {
  it('answers the brand policy, and has_factor with a session', async () => {
    await setPolicy({ second_factor: 'required', new_card_hold_hours: 24 });
    try {
      const guest = await server.request({ path: '/member/security/policy' });
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toEqual({
        second_factor: 'required',
        passkeys: true,
        step_up_window_seconds: 300,
        step_up_withdrawal_above: null,
        new_card_hold_hours: 24,
        absolute_session_hours: 12,
      });
      const token = await signIn('devuser2');
      const member = await server.request({ path: '/member/security/policy', token });
      expect(member.json()).toMatchObject({ second_factor: 'required', has_factor: false });
    } finally {
      await setPolicy({});
    }
  });
});
