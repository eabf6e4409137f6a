import { brandById, devOriginsOf } from '@lobby/brands';
import { KYC_MAX_BYTES, KYC_MEDIA_TYPES } from '@lobby/contract/kyc';
import { allEndpoints } from '@lobby/contract/registry';
import { KycDocumentKind } from '@lobby/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertComplete, routeUrl } from './app.ts';
import { maintenance } from './db/schema/brands.ts';
import { bind } from './http/endpoints.ts';
import { DEMO_ENDPOINTS } from './areas/index.ts';
import { startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';

/** Where nexbet's dev server runs (its registry port), which the API allows as nexbet. */
const NEXBET_DEV_ORIGIN = devOriginsOf(brandById('nexbet'))[1] as string;
/** Where fubo's dev server runs, which the API allows as fubo only. */
const FUBO_DEV_ORIGIN = devOriginsOf(brandById('fubo'))[1] as string;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('platform', () => {
  it('registers every contract endpoint under its path, and refuses incomplete bindings', () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    for (const endpoint of allEndpoints) {
      const last = routeUrl(endpoint).split('/').pop() as string;
      // printRoutes folds a path into a longer sibling (`transfer` + `_info`), so ask the router too.
      expect(
        routes.includes(last) ||
          server.app.hasRoute({ method: endpoint.method, url: routeUrl(endpoint) }),
        endpoint.id,
      ).toBe(true);
    }
    expect(() => assertComplete([])).toThrow(/bound 0 times/);
    const one = allEndpoints[0];
    if (!one) throw new Error('empty contract');
    const twice = [
      ...allEndpoints.map((e) => bind(e, async () => ({}) as never)),
      bind(one, async () => ({}) as never),
    ];
    expect(() => assertComplete(twice)).toThrow(/bound 2 times/);
  });

  it('accepts a demo service that is off only when none of its endpoints is bound', () => {
    const off = [...DEMO_ENDPOINTS.gateway];
    const all = allEndpoints.map((e) => bind(e, async () => ({}) as never));
    const rest = all.filter((b) => !off.includes(b.endpoint));
    expect(() => assertComplete(rest, off)).not.toThrow();
    expect(() => assertComplete(all, off)).toThrow(/gateway\.checkout bound 1 times/);
    expect(() => assertComplete(rest)).toThrow(/gateway\.checkout bound 0 times/);
  });

  it('answers /healthz', async () => {
    const res = await server.request({ path: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a translated JSON 404', async () => {
    const res = await server.request({ path: '/no/such/route', query: { locale: 'ja' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '見つかりません' });
    const outside = await server.app.inject({ url: '/elsewhere' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('NOT_FOUND');
  });

  it('maps locales: zh-cn and zh_cn and zh-hk to Chinese, anything else to English', async () => {
    for (const [locale, text] of [
      ['zh-cn', '请登录'],
      ['zh_cn', '请登录'],
      ['zh_tw', '请登录'],
      ['zh-hk', '请登录'],
      ['ja', 'ログインしてください'],
      ['en', 'Please Sign In'],
      ['fr', 'Please Sign In'],
      ['', 'Please Sign In'],
      ['💥', 'Please Sign In'],
    ] as const) {
      const res = await server.request({ path: '/member/userprofile', query: { locale } });
      expect(res.statusCode, locale).toBe(401);
      expect(res.json().message, locale).toBe(text);
    }
  });

  it('names the field and the domain message key on validation errors, and rejects unknown fields', async () => {
    const missing = await server.request({
      path: '/member/auth/login',
      body: { password: 'k:AAAA' },
      query: { locale: 'en' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'username',
      key: 'PLEASE_ENTER_USERNAME',
      message: 'Please Enter Username',
    });
    const unknown = await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: 'k:AAAA', admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'admin' });
    const badQuery = await server.request({
      path: '/member/feature_theme/info',
      query: { platform: 7 },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'platform',
      key: 'PLEASE_SELECT',
    });
    const translated = await server.request({
      path: '/member/auth/login',
      body: { password: 'k:AAAA' },
      query: { locale: 'zh-CN' },
    });
    expect(translated.json().message).toBe('请输入用户名');
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx codes', async () => {
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/v1/member/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('BAD_REQUEST');
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/v1/member/auth/login',
      payload: 'username=demo',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/v1/member/auth/login',
      payload: JSON.stringify({ username: 'x'.repeat(200_000), password: 'k:AAAA' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const poisoned = await server.app.inject({
      method: 'POST',
      url: '/api/v1/member/auth/login',
      payload: '{"username":"demo01","password":"k:AAAA","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('sends security headers and a request id on every answer', async () => {
    for (const path of ['/key', '/no/such/route', '/member/userprofile']) {
      const res = await server.request({ path });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('allows CORS only for the brand allowlist and exposes the session headers', async () => {
    const allowed = await server.request({
      path: '/key',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-expose-headers']).toContain('authorization');
    expect(allowed.headers['access-control-expose-headers']).toContain('x-token-refresh-time');
    const other = await server.request({
      path: '/key',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const nexbetOrigin = await server.request({
      path: '/key',
      brand: 'nexbet',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(nexbetOrigin.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/member/auth/login',
      headers: {
        origin: NEXBET_DEV_ORIGIN,
        'x-lobby-brand': 'nexbet',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const refused = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/member/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ORIGIN_FORBIDDEN');
  });

  it('decides a preflight by the brand the Host resolves to, and varies on Origin', async () => {
    // Browsers send no X-Lobby-Brand on a preflight: the Host alone names the brand.
    const preflight = (host: string, origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/member/auth/login',
        headers: {
          host,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-lobby-brand',
        },
      });
    const grants = [
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'access-control-allow-headers',
      'access-control-allow-methods',
      'access-control-expose-headers',
      'access-control-max-age',
    ];
    // Another brand's origin, and one of no brand: no grant at all.
    for (const origin of ['http://localhost:5173', 'https://evil.example']) {
      const refused = await preflight('nexbet.test', origin);
      expect(refused.statusCode).toBe(400);
      for (const name of grants) expect(refused.headers[name], `${origin} ${name}`).toBeUndefined();
      expect(refused.headers.vary).toMatch(/\bOrigin\b/);
    }
    const allowed = await preflight('nexbet.test', NEXBET_DEV_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(NEXBET_DEV_ORIGIN);
    expect(allowed.headers['access-control-allow-headers']).toContain('x-lobby-brand');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(allowed.headers.vary).toMatch(/\bOrigin\b/);
    // An answer to a call without Origin varies on it too, so a cache never reuses it for one.
    const plain = await server.app.inject({ url: '/api/v1/key', headers: { host: 'nexbet.test' } });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('judges a preflight by the brand its brand parameter names, as a call by its header', async () => {
    // A brand-scoped SDK app on the shared API host (the default brand's): the preflight carries
    // the URL (with ?brand=) but no X-Lobby-Brand; the call carries both.
    const host = '127.0.0.1:3100';
    const preflight = (query: string, origin: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: 'OPTIONS',
        url: `/api/v1/member/auth/login?locale=en${query}`,
        headers: {
          host,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-lobby-brand',
          ...headers,
        },
      });
    const granted = await preflight('&brand=nexbet', NEXBET_DEV_ORIGIN);
    expect(granted.statusCode).toBe(204);
    expect(granted.headers['access-control-allow-origin']).toBe(NEXBET_DEV_ORIGIN);
    expect(granted.headers['access-control-allow-headers']).toContain('x-lobby-brand');
    expect(granted.headers.vary).toMatch(/\bOrigin\b/);
    // On a brand's own host the parameter names the brand too, as the header does.
    expect(
      (await preflight('&brand=fubo', FUBO_DEV_ORIGIN, { host: 'nexbet.test' })).statusCode,
    ).toBe(204);

    // Refused: no brand named (the Host's brand, default, does not allow nexbet's origin);
    // another brand named; an origin no brand allows.
    const refusals = [
      await preflight('', NEXBET_DEV_ORIGIN),
      await preflight('&brand=fubo', NEXBET_DEV_ORIGIN),
      await preflight('&brand=nexbet', 'https://evil.example'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('ORIGIN_FORBIDDEN');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-headers']).toBeUndefined();
    }

    // The call: its brand by parameter alone, answered to the origin that brand allows.
    const call = await server.app.inject({
      url: '/api/v1/currency?brand=nexbet',
      headers: { host, origin: NEXBET_DEV_ORIGIN },
    });
    expect(call.json()[0].code).toBe('MYR');
    expect(call.headers['access-control-allow-origin']).toBe(NEXBET_DEV_ORIGIN);
    // The header wins over the parameter; an unknown brand by parameter is named as such.
    const both = await server.app.inject({
      url: '/api/v1/currency?brand=nexbet',
      headers: { host, 'x-lobby-brand': 'fubo' },
    });
    expect(both.json()[0].code).toBe('JPY');
    const unknown = await server.app.inject({
      url: '/api/v1/currency?brand=nope',
      headers: { host },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_BRAND', field: 'brand' });
  });

  it('chooses the brand by header, then host, and refuses an unknown brand header', async () => {
    const byHeader = await server.request({ path: '/currency', brand: 'fubo' });
    expect(byHeader.json()[0].code).toBe('JPY');
    const byHost = await server.app.inject({
      url: '/api/v1/currency',
      headers: { host: 'helo8.test' },
    });
    expect(byHost.json()[0].code).toBe('CNY');
    const fallback = await server.app.inject({
      url: '/api/v1/currency',
      headers: { host: 'unknown.example' },
    });
    expect(fallback.json()[0].code).toBe('USD');
    const unknown = await server.request({ path: '/currency', brand: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'UNKNOWN_BRAND',
      field: 'x-lobby-brand',
      message: 'This server hosts no brand "nope"',
    });
  });

  it('serves the OpenAPI document generated from the contract and the reference page', async () => {
    const doc = (await server.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const endpoint of allEndpoints) {
      const path = routeUrl(endpoint).replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[path], endpoint.id).toBeDefined();
      expect(doc.paths[path][endpoint.method.toLowerCase()].summary).toBe(endpoint.summary);
    }
    // A multipart upload documents its parts as a multipart/form-data request body.
    const upload = doc.paths['/api/v1/member/kyc/upload'].post;
    const form = upload.requestBody.content['multipart/form-data'];
    expect(upload.requestBody.required).toBe(true);
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(form.schema).toMatchObject({
      type: 'object',
      required: ['kind', 'file'],
      additionalProperties: false,
      properties: {
        kind: { enum: Object.values(KycDocumentKind) },
        file: { type: 'string', format: 'binary', 'x-max-bytes': KYC_MAX_BYTES },
      },
    });
    expect(form.encoding.file.contentType).toBe(KYC_MEDIA_TYPES.join(', '));
    // Every other write takes JSON.
    expect(Object.keys(doc.paths['/api/v1/member/auth/login'].post.requestBody.content)).toEqual([
      'application/json',
    ]);
    // Public calls that read a token say it is optional; member calls require it (the bearer
    // token, or the opt-in session cookie).
    const either = [{ bearer: [] }, { sessionCookie: [] }];
    expect(doc.paths['/api/v1/member/game/game-list'].get.security).toEqual([{}, ...either]);
    expect(doc.paths['/api/v1/member/promotion/list'].get.security).toEqual([{}, ...either]);
    expect(doc.paths['/api/v1/member/game/spec/list'].get.security).toEqual(either);
    expect(doc.components.securitySchemes.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-lobby_session',
    });
    expect(doc.paths['/api/v1/member/game/game-types'].get.security).toBeUndefined();
    const page = await server.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers member calls with 503 during maintenance type 1, but keeps the maintenance-page calls', async () => {
    const now = server.clock.now();
    await server.ctx.db
      .update(maintenance)
      .set({ type: 1, startAt: new Date(now - 60_000), endAt: new Date(now + 3_600_000) });
    try {
      const info = await server.request({
        path: '/maintenance/getMaintenanceOnMember',
        query: { locale: 'ja' },
      });
      expect(info.json()).toEqual({
        type: 1,
        start: Math.floor((now - 60_000) / 1000),
        end: Math.floor((now + 3_600_000) / 1000),
      });
      const blocked = await server.request({
        path: '/member/auth/login',
        body: { username: 'demo01', password: 'x:AAAA' },
        query: { locale: 'ja' },
      });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json()).toEqual({
        code: 'MAINTENANCE',
        message: 'システムメンテナンス中です',
      });
      expect((await server.request({ path: '/getBclc' })).statusCode).toBe(503);
      for (const path of [
        '/language_list',
        '/member/feature_premission/info',
        '/contact_list',
        '/key',
      ]) {
        expect((await server.request({ path })).statusCode, path).toBe(200);
      }
      expect((await server.request({ path: '/frontend/lang/en/en.json' })).statusCode).toBe(200);
      // After the end time the same row no longer blocks.
      server.clock.advance(3_700_000);
      expect((await server.request({ path: '/getBclc' })).statusCode).toBe(200);
      expect(
        (await server.request({ path: '/maintenance/getMaintenanceOnMember' })).json().type,
      ).toBe(0);
    } finally {
      await server.ctx.db.update(maintenance).set({ type: 0, startAt: null, endAt: null });
    }
  });

  it('logs structured lines with request ids, and never passwords, tokens or codes', async () => {
    server.logs.length = 0;
    const token = await server.login('demo01', 'demo1234');
    await server.request({ path: '/members/sidebar', token });
    await server.request({
      path: '/captcha/check',
      query: { captcha_id: 'a'.repeat(43), code: 'SECRETCODE' },
    });
    await server.request({
      path: '/member/auth/login',
      body: { username: 'demo01', password: await server.encrypt('hunter2secret') },
    });
    const text = server.logs.join('');
    expect(server.logs.length).toBeGreaterThan(4);
    for (const line of server.logs) expect(JSON.parse(line)).toHaveProperty('level');
    expect(server.logs.some((l) => /"reqId":"[0-9a-f-]{36}"/.test(l))).toBe(true);
    for (const secret of ['demo1234', 'hunter2secret', token, 'SECRETCODE'])
      expect(text).not.toContain(secret);
  });
});
