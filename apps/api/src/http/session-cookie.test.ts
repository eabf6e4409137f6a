/**
 * The cookie transport of the session (`http/session-cookie.ts`): the HttpOnly cookie a
 * login asked for, accepted on reads, guarded against CSRF on writes, re-set on rotation,
 * cleared on logout and on a dead session; the bearer transport untouched beside it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opsCreateMember } from '../ops/commands.ts';
import { openEventStream } from '../test/event-stream.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { MEMBER_PASSWORD, newMember } from '../test/money-kit.ts';

const ROTATE_MS = 10 * 60_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_TOKEN_ROTATE_MS: String(ROTATE_MS) } });
});
afterAll(async () => {
  if (!server) return;
  // The stream test listens on a socket: its fetch may leave an idle connection behind.
  const closing = server.close();
  setImmediate(() => server.app.server.closeAllConnections());
  await closing;
});

const COOKIE = '__Host-lobby_session';
/** The page's own origin, as a browser on the API's host sends it. */
const OWN_ORIGIN = 'http://localhost';

/** Every `Set-Cookie` of an answer. */
function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw.map(String) : [String(raw)];
}

/** The session cookie's value in an answer's `Set-Cookie`, if set. */
function cookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${COOKIE}=`));
  return line === undefined ? undefined : (line.split(';')[0] ?? '').slice(COOKIE.length + 1);
}

/** Signs a fresh member in with the cookie transport: the answer and the cookie it set. */
async function cookieLogin() {
  const m = await newMember(server);
  const res = await server.request({
    path: '/member/auth/login',
    body: { username: m.username, password: await server.encrypt(MEMBER_PASSWORD) },
    headers: { 'x-lobby-session': 'cookie', host: 'localhost', origin: OWN_ORIGIN },
  });
  expect(res.statusCode).toBe(200);
  const cookie = cookieOf(res);
  if (!cookie) throw new Error('no session cookie set');
  return { member: m, res, cookie };
}

/** A request carrying the session cookie as a browser on the API's own host sends it. */
const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({
  host: 'localhost',
  cookie: `theme=dark; ${COOKIE}=${cookie}`,
  ...headers,
});

describe('the cookie transport', () => {
  it('sets a __Host- HttpOnly Secure SameSite=Strict cookie on login and answers no token', async () => {
    const { res, cookie } = await cookieLogin();
    const line = setCookies(res).find((c) => c.startsWith(`${COOKIE}=`)) ?? '';
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; Secure(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Strict(;|$)/);
    expect(line).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const body = res.json() as { token: string; time: number; username: string };
    expect(body.token).toBe('');
    expect(res.headers.authorization).toBeUndefined();
    // The refresh time (ms) goes on as before: the client's signed-in marker under the cookie.
    expect(Math.floor(Number(res.headers['x-token-refresh-time']) / 1000)).toBe(body.time);
    expect(res.body).not.toContain(cookie);
  });

  it('accepts the cookie on a GET, without a bearer header or a CSRF header', async () => {
    const { member, cookie } = await cookieLogin();
    const res = await server.request({ path: '/member/userprofile', headers: withCookie(cookie) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { username: string }).username).toBe(member.username);
    expect(res.headers.authorization).toBeUndefined();
    expect(res.headers['x-token-refresh-time']).toMatch(/^\d+$/);
    // Not rotated: nothing to set again.
    expect(cookieOf(res)).toBeUndefined();
  });

  it('accepts a POST with the CSRF header from the brand origin and refuses one without either', async () => {
    const { cookie } = await cookieLogin();
    const post = (headers: Record<string, string>) =>
      server.request({
        method: 'POST',
        path: '/member/auto_transfer',
        body: { auto_transfer: true },
        headers: withCookie(cookie, headers),
      });
    const ok = await post({ 'x-lobby-csrf': '1', origin: OWN_ORIGIN });
    expect(ok.statusCode).toBe(200);
    // A dev origin the brand allows is its own too.
    expect((await post({ 'x-lobby-csrf': '1', origin: 'http://localhost:5173' })).statusCode).toBe(
      200,
    );

    const noHeader = await post({ origin: OWN_ORIGIN });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toMatchObject({ code: 'CSRF_REFUSED' });
    const foreign = await post({ 'x-lobby-csrf': '1', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'CSRF_REFUSED' });
    const noOrigin = await post({ 'x-lobby-csrf': '1' });
    expect(noOrigin.statusCode).toBe(403);
    // Refusals are translated, and leave the live session's cookie alone.
    const ja = await server.request({
      method: 'POST',
      path: '/member/auto_transfer',
      query: { locale: 'ja' },
      body: { auto_transfer: true },
      headers: withCookie(cookie, { origin: OWN_ORIGIN }),
    });
    expect((ja.json() as { message: string }).message).toMatch(/リクエスト/);
    expect(cookieOf(foreign)).toBeUndefined();
    expect(
      (await server.request({ path: '/member/userprofile', headers: withCookie(cookie) }))
        .statusCode,
    ).toBe(200);
  });

  it('re-sets the cookie when the token rotates, and the old one works within its grace', async () => {
    const { cookie } = await cookieLogin();
    server.clock.advance(ROTATE_MS + 1_000);
    const rotated = await server.request({
      path: '/member/userprofile',
      headers: withCookie(cookie),
    });
    expect(rotated.statusCode).toBe(200);
    const next = cookieOf(rotated);
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    expect(rotated.headers.authorization).toBeUndefined();
    const fresh = await server.request({
      path: '/member/userprofile',
      headers: withCookie(next ?? ''),
    });
    expect(fresh.statusCode).toBe(200);
    expect(Number(fresh.headers['x-token-refresh-time'])).toBeGreaterThan(
      Number(rotated.headers['x-token-refresh-time']) - 1,
    );
  });

  it('clears the cookie on logout, and a dead cookie answers 401 every time, left in place', async () => {
    const { cookie } = await cookieLogin();
    const out = await server.request({ path: '/member/auth/logout', headers: withCookie(cookie) });
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out).find((c) => c.startsWith(`${COOKIE}=;`)) ?? '';
    expect(cleared).toMatch(/Max-Age=0/);
    expect(out.headers.authorization).toBeUndefined();
    const after = await server.request({
      path: '/member/userprofile',
      headers: withCookie(cookie),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_REVOKED' });
    // The page's other calls in flight carry it too, and learn the same: no cookie is changed.
    expect(setCookies(after)).toEqual([]);
    const again = await server.request({
      path: '/member/userprofile',
      headers: withCookie(cookie),
    });
    expect(again.json()).toMatchObject({ code: 'SESSION_REVOKED' });
  });

  it('answers an idle cookie session SESSION_EXPIRED as a bearer one', async () => {
    const { cookie } = await cookieLogin();
    server.clock.advance(server.config.sessionIdleMs + 1_000);
    const res = await server.request({ path: '/member/userprofile', headers: withCookie(cookie) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(cookieOf(res)).toBeUndefined();
  });

  it('lets a bearer header win over a cookie, and leaves bearer logins as they were', async () => {
    const { cookie } = await cookieLogin();
    const other = await newMember(server);
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: other.username, password: await server.encrypt(MEMBER_PASSWORD) },
    });
    const bearer = (login.json() as { token: string }).token;
    expect(bearer).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(login.headers.authorization).toBe(`Bearer ${bearer}`);
    expect(cookieOf(login)).toBeUndefined();

    const both = await server.request({
      path: '/member/userprofile',
      token: bearer,
      headers: withCookie(cookie, { 'x-lobby-session': 'cookie' }),
    });
    expect((both.json() as { username: string }).username).toBe(other.username);
    expect(both.headers.authorization).toBe(`Bearer ${bearer}`);
    // A bearer POST needs no CSRF header, whatever cookie rides along.
    const post = await server.request({
      method: 'POST',
      path: '/member/auto_transfer',
      token: bearer,
      body: { auto_transfer: false },
      headers: withCookie(cookie),
    });
    expect(post.statusCode).toBe(200);
  });

  it("keeps a first login's ticket in the body, and sets the cookie once the password is set", async () => {
    await opsCreateMember(server.ctx, {
      brand: 'default',
      username: 'cookiefirst1',
      password: 'Tundra-Fig-Lamp3',
      mustChangePassword: true,
    });
    const asked = { 'x-lobby-session': 'cookie', host: 'localhost', origin: OWN_ORIGIN };
    const login = await server.request({
      path: '/member/auth/login',
      body: { username: 'cookiefirst1', password: await server.encrypt('Tundra-Fig-Lamp3') },
      headers: asked,
    });
    const first = login.json() as { change_password: boolean; token: string };
    // A ticket is no session: it stays in the body (the client never stores it), no cookie.
    expect(first.change_password).toBe(true);
    expect(first.token).not.toBe('');
    expect(cookieOf(login)).toBeUndefined();
    const done = await server.request({
      path: '/member/auth/change_password',
      body: {
        ticket: first.token,
        password: await server.encrypt('Orchid-Basalt-77'),
        password_confirmation: await server.encrypt('Orchid-Basalt-77'),
        age_confirmed: true,
      },
      headers: asked,
    });
    expect(done.statusCode).toBe(200);
    expect((done.json() as { token: string }).token).toBe('');
    const cookie = cookieOf(done);
    expect(cookie).toBeDefined();
    const profile = await server.request({
      path: '/member/userprofile',
      headers: withCookie(cookie ?? ''),
    });
    expect((profile.json() as { username: string }).username).toBe('cookiefirst1');
  });

  it('opens the balance stream with the cookie alone', async () => {
    const { cookie } = await cookieLogin();
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(origin, undefined, { cookie: `${COOKIE}=${cookie}` });
    try {
      expect(stream.status).toBe(200);
      await vi.waitFor(() => expect(stream.events.length).toBe(1));
    } finally {
      stream.close();
    }
    const refused = await openEventStream(origin, undefined, {});
    expect(refused.status).toBe(401);
  });
});
