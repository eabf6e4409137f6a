/**
 * Unit tests of the base query's policies.
 *
 * These use a canned `fetch` because each case needs an answer the reference API cannot be made
 * to give on demand and deterministically: a dropped connection after the server committed, a
 * 200 with a body that is not JSON, a 2xx other than 200, a bare 500 without `{ code, message }`,
 * two 401s racing, a key rotation between two sends of one call. Everything the real server can
 * produce is also covered against it in `test/*.integration.test.ts`.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { defineEndpoint } from '@lobby/contract/core';
import type { EndpointSpec } from '@lobby/contract/core';
import { getInvite, isRegistered, login } from '@lobby/contract/auth';
import { getUserProfile } from '@lobby/contract/member';
import { getKey } from '@lobby/contract/security';
import { getLanguageFile } from '@lobby/contract/storage';
import { getMaintenance } from '@lobby/contract/config';
import { ERROR_STATUS } from '@lobby/contract/errors';
import { getKycFile, uploadKycDocument } from '@lobby/contract/kyc';
import {
  IDEMPOTENCY_KEY_HEADER,
  getChannelBalance,
  recallAll,
  transfer,
} from '@lobby/contract/wallet';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../crypto/field-encryption.ts';
import { memoryChannelHub, memoryCookies, memoryStorage } from '../ports/memory-ports.ts';
import type { LoggerPort } from '../ports/ports.ts';
import { createSession } from '../session/session.ts';
import { createBaseQuery, movesMoney } from './create-base-query.ts';
import type { BaseQueryOptions } from './create-base-query.ts';
import type { LobbyError, LobbyMeta, LobbyRequest } from './types.ts';

/** A money-moving entry of the contract (`idempotent: true` on a POST). */
const moneyCall = transfer;
/** A transfer body (the base query does not check bodies: the server does). */
const moneyBody = (amount: number) => ({ action: 1, amount, channel_id: 3 });

/** A synthetic non-idempotent POST without encryption. */
const plainPost = defineEndpoint({
  id: 'test.plain',
  method: 'POST',
  path: '/test/plain',
  auth: false,
  summary: 'synthetic plain call',
  body: Type.Object({
    note: Type.Optional(Type.String()),
    tags: Type.Optional(Type.Array(Type.String())),
  }),
  response: Type.Object({ ok: Type.Literal(true) }),
});

interface Seen {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  readonly body: Record<string, unknown> | undefined;
  /** A multipart body, as sent. */
  readonly form: FormData | undefined;
}

type Handler = (request: Seen, index: number) => Response | Promise<Response> | 'drop';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function rsaKey(keyId: string) {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return {
    answer: { key_id: keyId, algorithm: 'RSA-OAEP-256', public_key: bytesToBase64(spki) },
    async decrypt(wire: string) {
      const [, cipher] = wire.split(':');
      const plain = await crypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        pair.privateKey,
        base64ToBytes(cipher ?? ''),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

function harness(handler: Handler, overrides: Partial<BaseQueryOptions> = {}) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Seen = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
      form: init?.body instanceof FormData ? init.body : undefined,
    };
    seen.push(request);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const answer = await handler(request, seen.length - 1);
    if (answer === 'drop') throw new TypeError('fetch failed');
    return answer;
  }) as unknown as typeof globalThis.fetch;
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LoggerPort;
  const notify = { toast: vi.fn(), confirm: vi.fn(() => Promise.resolve()), alert: vi.fn() };
  const navigation = { reload: vi.fn(), goToRoot: vi.fn(), goHome: vi.fn() };
  const session = createSession({
    cookies: memoryCookies(),
    storage: memoryStorage(),
    channels: memoryChannelHub(),
    logger,
    notify,
    navigation,
  });
  const baseQuery = createBaseQuery({
    baseUrl: 'https://api.example.test/',
    session,
    fetch,
    logger,
    notify,
    navigation,
    keyEndpoint: getKey,
    fingerprint: () => Promise.resolve('fp-test'),
    ...overrides,
  });
  const call = (request: LobbyRequest, signal = new AbortController().signal) =>
    baseQuery(request, { signal } as BaseQueryApi, {}) as Promise<
      { data: unknown; meta: LobbyMeta } | { error: LobbyError; meta: LobbyMeta }
    >;
  return { seen, fetch, logger, notify, navigation, session, baseQuery, call };
}

const req = (endpoint: EndpointSpec, parts: Omit<LobbyRequest, 'endpoint'> = {}): LobbyRequest => ({
  endpoint,
  ...parts,
});

const errorOf = (outcome: { data: unknown } | { error: LobbyError }): LobbyError => {
  if (!('error' in outcome)) throw new Error(`expected an error, got ${JSON.stringify(outcome)}`);
  return outcome.error;
};

describe('request building (spec §7)', () => {
  it('sends GET params in the query with the mapped locale, dropping empty ones', async () => {
    const h = harness(() => json(200, { registered: false }), {
      getLocale: () => 'zh-CN',
      brand: 'nexbet',
    });
    const outcome = await h.call(
      req(isRegistered, { query: { username: 'alice01', extra: '', none: null, list: [] } }),
    );
    expect(outcome).toMatchObject({
      data: { registered: false },
      meta: { status: 200, attempts: 1 },
    });
    const [sent] = h.seen;
    expect(sent?.method).toBe('GET');
    expect(sent?.url.href.split('?')[0]).toBe(
      'https://api.example.test/api/v1/member/auth/is_register',
    );
    // The brand travels in the query too: a browser's CORS preflight carries the URL, not the header.
    expect([...(sent?.url.searchParams ?? [])]).toEqual([
      ['locale', 'zh_cn'],
      ['brand', 'nexbet'],
      ['username', 'alice01'],
    ]);
    expect(sent?.headers.get('x-lobby-brand')).toBe('nexbet');
    expect(sent?.headers.has('authorization')).toBe(false);
    expect(sent?.headers.has(IDEMPOTENCY_KEY_HEADER)).toBe(false);
    expect(sent?.body).toBeUndefined();
  });

  it('sends the device id header when the host gives one, and none otherwise', async () => {
    const withId = harness(() => json(200, { registered: false }), {
      deviceId: () => 'device-id-0123456789',
    });
    await withId.call(req(isRegistered, { query: { username: 'alice01' } }));
    expect(withId.seen[0]?.headers.get('x-lobby-device')).toBe('device-id-0123456789');
    await withId.call(req(getLanguageFile, { params: { lang: 'en', file: 'en.json' } }));
    expect(withId.seen[1]?.headers.has('x-lobby-device')).toBe(false); // storage origin
    const without = harness(() => json(200, { registered: false }), { deviceId: () => undefined });
    await without.call(req(isRegistered, { query: { username: 'alice01' } }));
    expect(without.seen[0]?.headers.has('x-lobby-device')).toBe(false);
  });

  it('maps zh-hk to zh_tw and defaults to en', async () => {
    const hk = harness(() => json(200, {}), { getLocale: () => 'zh-HK' });
    await hk.call(req(getMaintenance));
    expect(hk.seen[0]?.url.searchParams.get('locale')).toBe('zh_tw');
    const plain = harness(() => json(200, {}));
    await plain.call(req(getMaintenance));
    expect(plain.seen[0]?.url.searchParams.get('locale')).toBe('en');
  });

  it('keeps empty params when asked, repeats arrays and writes q filters', async () => {
    const h = harness(() => json(200, {}));
    await h.call(
      req(isRegistered, {
        query: {
          username: '',
          ids: [1, 2],
          q: [
            { field: 'bet_time', op: 'gte', value: 1_700_000_000 },
            { field: 'status', op: 'in', value: [1, 2] },
          ],
        },
        options: { keepEmpty: true },
      }),
    );
    const params = h.seen[0]?.url.searchParams;
    expect(params?.get('username')).toBe('');
    expect(params?.getAll('ids')).toEqual(['1', '2']);
    expect(params?.get('q')).toBe('bet_time:gte:1700000000,status:in:1|2');
  });

  it('passes a q string through unchanged', async () => {
    const h = harness(() => json(200, {}));
    await h.call(req(isRegistered, { query: { q: 'status:in:1|2' } }));
    expect(h.seen[0]?.url.searchParams.get('q')).toBe('status:in:1|2');
  });

  it('fills and encodes path parameters, and refuses a missing one before sending', async () => {
    const h = harness(() => json(200, { code: '123456', referrer: 'a***e' }));
    await h.call(req(getInvite, { params: { code: '12/34' } }));
    expect(h.seen[0]?.url.pathname).toBe('/api/v1/member/auth/invite/12%2F34');
    const missing = await h.call(req(getInvite));
    expect(errorOf(missing)).toMatchObject({ status: 0, code: 'REQUEST_FAILED' });
    expect(h.seen).toHaveLength(1);
    expect(h.notify.toast).toHaveBeenCalledTimes(1);
  });

  it('sends the bearer token of the session', async () => {
    const h = harness(() => json(200, {}));
    h.session.signIn('tok-1', 1_000);
    await h.call(req(getUserProfile));
    expect(h.seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('reads storage files from the storage origin without the token', async () => {
    const h = harness(() => json(200, { common: {} }), { storageUrl: 'https://cdn.example.test' });
    h.session.signIn('tok-1', 1_000);
    await h.call(
      req(getLanguageFile, { params: { lang: 'ja', file: 'ja.json' }, query: { ts: '1' } }),
    );
    const sent = h.seen[0];
    expect(sent?.url.href.split('?')[0]).toBe('https://cdn.example.test/frontend/lang/ja/ja.json');
    expect(sent?.headers.has('authorization')).toBe(false);
  });

  it('sends POST data as JSON, dropping empty fields unless asked', async () => {
    const h = harness(() => json(200, { ok: true }));
    await h.call(req(plainPost, { body: { note: '', tags: [] } }));
    expect(h.seen[0]?.body).toEqual({});
    expect(h.seen[0]?.headers.get('content-type')).toBe('application/json');
    await h.call(req(plainPost, { body: { note: '', tags: [] }, options: { keepEmpty: true } }));
    expect(h.seen[1]?.body).toEqual({ note: '', tags: [] });
  });

  it('answers null for an empty 200 body', async () => {
    const h = harness(() => new Response('', { status: 200 }));
    expect(await h.call(req(getMaintenance))).toMatchObject({ data: null });
  });
});

describe('encryption and fingerprint', () => {
  it('encrypts the contract fields with the /key key and adds the fingerprint', async () => {
    const key = await rsaKey('k-1');
    const h = harness((r) =>
      r.url.pathname.endsWith('/key') ? json(200, key.answer) : json(200, { ok: true }),
    );
    await h.call(req(login, { body: { username: 'alice01', password: 'Birch-Comet-66' } }));
    await h.call(
      req(login, {
        body: { username: 'alice01', password: 'Tundra-Pelican7', fingerprint: 'mine' },
      }),
    );
    const [keyCall, first, second] = h.seen;
    expect(keyCall?.url.pathname).toBe('/api/v1/key');
    expect(h.seen.filter((s) => s.url.pathname.endsWith('/key'))).toHaveLength(1);
    expect(first?.body?.username).toBe('alice01');
    expect(first?.body?.fingerprint).toBe('fp-test');
    expect(String(first?.body?.password)).toMatch(/^k-1:/);
    expect(await key.decrypt(String(first?.body?.password))).toBe('Birch-Comet-66');
    expect(second?.body?.fingerprint).toBe('mine');
  });

  it('refetches the key and sends again once when the server rotated it', async () => {
    const oldKey = await rsaKey('k-old');
    const newKey = await rsaKey('k-new');
    let keyCalls = 0;
    const h = harness(async (r) => {
      if (r.url.pathname.endsWith('/key'))
        return json(200, keyCalls++ === 0 ? oldKey.answer : newKey.answer);
      const password = String(r.body?.password);
      if (password.startsWith('k-old:'))
        return json(400, { code: 'DECRYPT_FAILED', message: 'rotated' });
      expect(await newKey.decrypt(password)).toBe('Birch-Comet-66');
      return json(200, { ok: true });
    });
    const outcome = await h.call(
      req(login, { body: { username: 'alice01', password: 'Birch-Comet-66' } }),
    );
    expect(outcome).toMatchObject({ data: { ok: true }, meta: { attempts: 2 } });
    expect(keyCalls).toBe(2);
    expect(h.notify.toast).not.toHaveBeenCalled();
  });

  it('gives up after one retry when decryption keeps failing', async () => {
    const key = await rsaKey('k-1');
    const h = harness((r) =>
      r.url.pathname.endsWith('/key')
        ? json(200, key.answer)
        : json(400, { code: 'DECRYPT_FAILED', message: 'bad' }),
    );
    const outcome = await h.call(req(login, { body: { username: 'alice01', password: 'x' } }));
    expect(errorOf(outcome)).toMatchObject({ status: 400, code: 'DECRYPT_FAILED', message: 'bad' });
    expect(outcome.meta.attempts).toBe(2);
    expect(h.notify.toast).toHaveBeenCalledTimes(1);
  });

  it('reports the key fetch failing as the call failing', async () => {
    const h = harness((r) =>
      r.url.pathname.endsWith('/key')
        ? json(503, { code: 'MAINTENANCE', message: 'down' })
        : json(200, {}),
    );
    const outcome = await h.call(req(login, { body: { username: 'alice01', password: 'x' } }));
    expect(errorOf(outcome)).toMatchObject({ code: 'MAINTENANCE' });
    expect(h.seen).toHaveLength(1);
  });

  it('reports an unusable key without sending the call', async () => {
    const h = harness((r) =>
      r.url.pathname.endsWith('/key')
        ? json(200, { key_id: 'k', algorithm: 'RSA-OAEP-256', public_key: 'AQID' })
        : json(200, {}),
    );
    const outcome = await h.call(req(login, { body: { username: 'alice01', password: 'x' } }));
    expect(errorOf(outcome)).toMatchObject({ status: 0, code: 'REQUEST_FAILED' });
    expect(h.seen).toHaveLength(1);
    expect(h.notify.toast).toHaveBeenCalledWith('Load Failed, Please Try Again', expect.anything());
  });
});

describe('token refresh from answers', () => {
  it('stores a newer token from the Authorization header, ignores an older one', async () => {
    let time = 2_000;
    const h = harness(() =>
      json(200, {}, { authorization: `Bearer tok-${time}`, 'x-token-refresh-time': String(time) }),
    );
    h.session.signIn('tok-1', 1_000);
    const outcome = await h.call(req(getUserProfile));
    expect(outcome.meta.tokenRefreshTime).toBe(2_000);
    expect(h.session.getToken()).toBe('tok-2000');
    time = 1_500;
    await h.call(req(getUserProfile));
    expect(h.session.getToken()).toBe('tok-2000');
  });

  it('does not sign a guest in from a header', async () => {
    const h = harness(() =>
      json(200, {}, { authorization: 'Bearer tok-x', 'x-token-refresh-time': '5' }),
    );
    await h.call(req(getMaintenance));
    expect(h.session.isSignedIn()).toBe(false);
  });

  it('ignores a header without a refresh time or with a bad scheme', async () => {
    const h = harness((_r, i) =>
      i === 0
        ? json(200, {}, { authorization: 'Bearer tok-2' })
        : json(200, {}, { authorization: 'Basic x', 'x-token-refresh-time': '9' }),
    );
    h.session.signIn('tok-1', 1);
    await h.call(req(getUserProfile));
    await h.call(req(getUserProfile));
    expect(h.session.getToken()).toBe('tok-1');
  });
});

describe('error policy (spec §8)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('on 401 clears user info, confirms once with the server message, then clears storage and goes to root', async () => {
    let release: () => void = () => {};
    const h = harness(() =>
      json(401, { code: 'SESSION_EXPIRED', message: 'Your session expired' }),
    );
    h.notify.confirm.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    h.session.signIn('tok-1', 1, {
      username: 'alice01',
      real_name: '',
      money: 0,
      avatar: '',
      type: 1,
      subtype: 1,
      auto_transfer: false,
      football_permission: 0,
      red_packet: [],
    });
    const [a, b] = await Promise.all([h.call(req(getUserProfile)), h.call(req(getUserProfile))]);
    expect(errorOf(a)).toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: 'Your session expired',
    });
    expect(errorOf(b).status).toBe(401);
    expect(h.session.getUserInfo()).toBeUndefined();
    expect(h.notify.confirm).toHaveBeenCalledTimes(1);
    expect(h.notify.confirm).toHaveBeenCalledWith('Your session expired');
    expect(h.session.isSignedIn()).toBe(true);
    expect(h.navigation.goToRoot).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(h.navigation.goToRoot).toHaveBeenCalledTimes(1));
    expect(h.session.isSignedIn()).toBe(false);
    expect(h.notify.toast).not.toHaveBeenCalled();
    // Once confirmed, a later refusal may ask again.
    h.session.signIn('tok-2', 2);
    await h.call(req(getUserProfile));
    expect(h.notify.confirm).toHaveBeenCalledTimes(2);
  });

  it('still ends the session when the confirm port fails', async () => {
    const h = harness(() => json(403, { code: 'ACCOUNT_LOCKED', message: 'Locked' }));
    h.notify.confirm.mockImplementation(() => Promise.reject(new Error('no dialog')));
    h.session.signIn('tok-1', 1);
    await h.call(req(getUserProfile));
    await vi.waitFor(() => expect(h.navigation.goToRoot).toHaveBeenCalled());
    expect(h.session.isSignedIn()).toBe(false);
  });

  it('treats a 401 on a guest call to a public endpoint as an ordinary error', async () => {
    const h = harness(() => json(401, { code: 'UNAUTHENTICATED', message: 'Sign in first' }));
    await h.call(req(getMaintenance));
    expect(h.notify.confirm).not.toHaveBeenCalled();
    expect(h.notify.toast).toHaveBeenCalledWith('Sign in first', {
      kind: 'error',
      durationMs: 5_000,
      closable: true,
    });
  });

  it('ends the session on every 403, whatever its code: one plain rule', async () => {
    const h = harness(() => json(403, { code: 'SOMETHING_NEW', message: 'Forbidden' }));
    h.session.signIn('tok-1', 1);
    expect(errorOf(await h.call(req(getUserProfile))).status).toBe(403);
    expect(h.notify.confirm).toHaveBeenCalledWith('Forbidden');
    await vi.waitFor(() => expect(h.navigation.goToRoot).toHaveBeenCalledTimes(1));
    expect(h.session.isSignedIn()).toBe(false);
    expect(h.notify.toast).not.toHaveBeenCalled();
  });

  it('keeps the member signed in on a switched-off feature (404) and a refused origin (400)', async () => {
    expect(ERROR_STATUS.FEATURE_DISABLED).toBe(404);
    expect(ERROR_STATUS.ORIGIN_FORBIDDEN).toBe(400);
    const h = harness((_r, i) =>
      i === 0
        ? json(ERROR_STATUS.FEATURE_DISABLED, { code: 'FEATURE_DISABLED', message: 'Off' })
        : json(ERROR_STATUS.ORIGIN_FORBIDDEN, {
            code: 'ORIGIN_FORBIDDEN',
            message: 'Origin refused',
          }),
    );
    h.session.signIn('tok-1', 1);
    expect(errorOf(await h.call(req(getUserProfile))).code).toBe('FEATURE_DISABLED');
    expect(errorOf(await h.call(req(getUserProfile))).code).toBe('ORIGIN_FORBIDDEN');
    expect(h.notify.confirm).not.toHaveBeenCalled();
    expect(h.notify.toast).toHaveBeenCalledWith(
      'Off',
      expect.objectContaining({ durationMs: 5_000 }),
    );
    expect(h.notify.toast).toHaveBeenCalledWith(
      'Origin refused',
      expect.objectContaining({ durationMs: 5_000 }),
    );
    expect(h.session.isSignedIn()).toBe(true);
  });

  it('on 503 saves storage and reloads, without a toast', async () => {
    const h = harness(() => json(503, { code: 'MAINTENANCE', message: 'Under maintenance' }));
    const save = vi.spyOn(h.session, 'save');
    const outcome = await h.call(req(getMaintenance));
    expect(errorOf(outcome)).toMatchObject({ status: 503, code: 'MAINTENANCE' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(h.navigation.reload).toHaveBeenCalledTimes(1);
    expect(save.mock.invocationCallOrder[0]).toBeLessThan(
      h.navigation.reload.mock.invocationCallOrder[0] ?? 0,
    );
    expect(h.notify.toast).not.toHaveBeenCalled();
  });

  it('on 503 SERVER_BUSY neither reloads nor saves: the translated message as a toast, the page kept', async () => {
    const h = harness(() =>
      json(
        503,
        { code: 'SERVER_BUSY', message: 'The server is busy, please try again in a moment' },
        { 'retry-after': '1' },
      ),
    );
    const save = vi.spyOn(h.session, 'save');
    const outcome = await h.call(req(plainPost, { body: {} }));
    expect(errorOf(outcome)).toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    expect(h.navigation.reload).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(h.notify.toast).toHaveBeenCalledWith(
      'The server is busy, please try again in a moment',
      expect.objectContaining({ kind: 'error', durationMs: 5_000 }),
    );
    // A form handling its own errors gets it too, and still no reload.
    const quiet = await h.call(req(plainPost, { body: {}, options: { handleErrors: true } }));
    expect(errorOf(quiet).code).toBe('SERVER_BUSY');
    expect(h.navigation.reload).not.toHaveBeenCalled();
  });

  it('on 403 STEP_UP_REQUIRED asks the step-up port, then sends the same request once more', async () => {
    const stepUp = vi.fn(() => Promise.resolve(true));
    const h = harness(
      (_r, i) =>
        i === 0
          ? json(403, { code: 'STEP_UP_REQUIRED', message: 'Verify it is you' })
          : json(200, { ok: true }),
      { stepUp },
    );
    h.session.signIn('tok-1', 1_000, { username: 'alice01' } as never);
    const outcome = await h.call(req(moneyCall, { body: moneyBody(5) }));
    expect(outcome).toMatchObject({ data: { ok: true } });
    expect(stepUp).toHaveBeenCalledExactlyOnceWith({ endpointId: moneyCall.id });
    expect(h.seen).toHaveLength(2);
    // The same logical call: the same body and idempotency key.
    expect(h.seen[1]?.body).toEqual(h.seen[0]?.body);
    expect(h.seen[1]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      h.seen[0]?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
    // Not the 401/403 policy: the member stays signed in.
    expect(h.notify.confirm).not.toHaveBeenCalled();
    expect(h.session.getToken()).toBe('tok-1');
  });

  it('on STEP_UP_REQUIRED fails without a resend when the member gives up, or asks only once', async () => {
    const refusing = harness(() => json(403, { code: 'STEP_UP_REQUIRED', message: 'Verify' }), {
      stepUp: () => Promise.resolve(false),
    });
    refusing.session.signIn('tok-1', 1_000, { username: 'alice01' } as never);
    const given = await refusing.call(req(plainPost, { body: {} }));
    expect(errorOf(given)).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    expect(refusing.seen).toHaveLength(1);
    expect(refusing.navigation.goToRoot).not.toHaveBeenCalled();
    expect(refusing.session.getToken()).toBe('tok-1');

    const stepUp = vi.fn(() => Promise.resolve(true));
    const again = harness(() => json(403, { code: 'STEP_UP_REQUIRED', message: 'Verify' }), {
      stepUp,
    });
    const twice = await again.call(req(plainPost, { body: {} }));
    expect(errorOf(twice).code).toBe('STEP_UP_REQUIRED');
    expect(stepUp).toHaveBeenCalledTimes(1);
    expect(again.seen).toHaveLength(2);
  });

  it('toasts other errors for 5 s with a close button, carrying field and key', async () => {
    const h = harness(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please Enter Username',
        field: 'username',
        key: 'PLEASE_ENTER_USERNAME',
      }),
    );
    const outcome = await h.call(req(isRegistered, { query: { username: 'x' } }));
    expect(errorOf(outcome)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please Enter Username',
      field: 'username',
      key: 'PLEASE_ENTER_USERNAME',
    });
    expect(h.notify.toast).toHaveBeenCalledWith('Please Enter Username', {
      kind: 'error',
      durationMs: 5_000,
      closable: true,
    });
  });

  it('stays quiet when the caller handles errors', async () => {
    const h = harness(() => json(409, { code: 'USERNAME_TAKEN', message: 'Taken' }));
    const outcome = await h.call(req(plainPost, { body: {}, options: { handleErrors: true } }));
    expect(errorOf(outcome).code).toBe('USERNAME_TAKEN');
    expect(h.notify.toast).not.toHaveBeenCalled();
  });

  it('treats any non-200 answer as an error, with the status text when there is no body', async () => {
    const h = harness((_r, i) =>
      i === 0
        ? new Response(null, { status: 204, statusText: 'No Content' })
        : new Response('<html>', { status: 502 }),
    );
    expect(errorOf(await h.call(req(getMaintenance)))).toMatchObject({
      status: 204,
      code: 'HTTP_ERROR',
      message: 'No Content',
    });
    expect(errorOf(await h.call(req(getMaintenance)))).toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Load Failed, Please Try Again',
    });
    expect(h.notify.toast).toHaveBeenCalledTimes(2);
  });

  it('reports a 200 whose body is not JSON', async () => {
    const h = harness(() => new Response('{"broken', { status: 200 }));
    expect(errorOf(await h.call(req(getMaintenance)))).toMatchObject({
      status: 200,
      code: 'BAD_RESPONSE',
    });
    expect(h.notify.toast).toHaveBeenCalledTimes(1);
  });

  it('shows the translated network text when there is no response', async () => {
    const translate = vi.fn((key: string, fallback: string) =>
      key === 'NETWORK_ANOMALY' ? 'ネットワーク異常' : fallback,
    );
    const h = harness(() => 'drop', { translate });
    const outcome = await h.call(req(plainPost, { body: {} }));
    expect(errorOf(outcome)).toEqual({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'ネットワーク異常',
      method: 'POST',
      url: 'https://api.example.test/api/v1/test/plain?locale=en',
      cause: 'fetch failed',
    });
    expect(h.seen).toHaveLength(1);
    expect(h.notify.toast).toHaveBeenCalledWith(
      'ネットワーク異常',
      expect.objectContaining({ closable: true }),
    );
  });

  it('names the method, the URL and the whole cause chain of a call that got no answer', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    const h = harness(() => {
      throw new TypeError('fetch failed', { cause: refused });
    });
    const failure = errorOf(await h.call(req(getMaintenance)));
    expect(failure).toMatchObject({
      code: 'NETWORK_ERROR',
      method: 'GET',
      url: 'https://api.example.test/api/v1/maintenance/getMaintenanceOnMember?locale=en',
      cause: 'fetch failed: connect ECONNREFUSED 127.0.0.1:9',
    });
    // Logged as one line each (the retry, then the failure), never a stack.
    expect(h.logger.warn).toHaveBeenCalledTimes(2);
    for (const [line, ...details] of h.logger.warn.mock.calls) {
      expect(line).toContain(
        'GET https://api.example.test/api/v1/maintenance/getMaintenanceOnMember?locale=en',
      );
      expect(details).toEqual([]);
    }
  });

  it('logs nothing about a failure the caller handles', async () => {
    const h = harness(() => 'drop');
    await h.call(req(getMaintenance, { options: { handleErrors: true } }));
    await h.call(req(plainPost, { body: {}, options: { handleErrors: true } }));
    const h2 = harness(() => new Response('{"broken', { status: 200 }));
    await h2.call(req(getMaintenance, { options: { handleErrors: true } }));
    for (const logger of [h.logger, h2.logger])
      for (const level of [logger.debug, logger.warn, logger.error])
        expect(level).not.toHaveBeenCalled();
    expect(h.notify.toast).not.toHaveBeenCalled();
  });

  it('takes a base URL that ends in the API path for the API origin', async () => {
    const h = harness(() => json(200, { type: 0, start: 0, end: 0 }), {
      baseUrl: 'https://api.example.test/api/v1/',
    });
    await h.call(req(getMaintenance));
    expect(h.seen[0]?.url.href).toBe(
      'https://api.example.test/api/v1/maintenance/getMaintenanceOnMember?locale=en',
    );
  });

  it('sends an idempotent GET once more after no response', async () => {
    const h = harness((_r, i) => (i === 0 ? 'drop' : json(200, { type: 0, start: 0, end: 0 })));
    const outcome = await h.call(req(getMaintenance));
    expect(outcome).toMatchObject({ data: { type: 0 }, meta: { attempts: 2 } });
    expect(h.notify.toast).not.toHaveBeenCalled();
  });
});

describe('idempotency keys', () => {
  it("belong to the contract's idempotent writes only", () => {
    expect(movesMoney(transfer)).toBe(true);
    expect(movesMoney(recallAll)).toBe(true);
    expect(movesMoney(getChannelBalance)).toBe(false);
    expect(movesMoney(getMaintenance)).toBe(false);
    expect(movesMoney(plainPost)).toBe(false);
  });

  it('reuses the key when a money call is sent again after a lost answer', async () => {
    const h = harness((_r, i) => (i === 0 ? 'drop' : json(200, { ok: true })));
    h.session.signIn('tok-1', 1);
    const outcome = await h.call(req(moneyCall, { body: moneyBody(100) }));
    expect(outcome).toMatchObject({ data: { ok: true }, meta: { attempts: 2 } });
    const [first, second] = h.seen;
    const key = first?.headers.get(IDEMPOTENCY_KEY_HEADER);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(key);
    expect(second?.body).toEqual(first?.body);
    expect(outcome.meta.idempotencyKey).toBe(key);
  });

  it('gives each logical call its own key, or the one the caller passes', async () => {
    const h = harness(() => json(200, { ok: true }));
    await h.call(req(moneyCall, { body: moneyBody(1) }));
    await h.call(req(moneyCall, { body: moneyBody(1) }));
    await h.call(req(moneyCall, { body: moneyBody(1), options: { idempotencyKey: 'my-key-1' } }));
    const keys = h.seen.map((s) => s.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBe('my-key-1');
  });

  it('stops after the retry budget with the network error, naming the key to retry with', async () => {
    const h = harness(() => 'drop', { networkRetries: 2 });
    const outcome = await h.call(req(moneyCall, { body: moneyBody(1) }));
    expect(errorOf(outcome).code).toBe('NETWORK_ERROR');
    expect(h.seen).toHaveLength(3);
    const keys = new Set(h.seen.map((s) => s.headers.get(IDEMPOTENCY_KEY_HEADER)));
    expect(keys.size).toBe(1);
    expect(errorOf(outcome).idempotencyKey).toBe([...keys][0]);
  });

  it('keys money calls without a body too, and never other calls', async () => {
    const h = harness(() => json(200, { ok: true }));
    expect('body' in recallAll).toBe(false);
    await h.call(req(recallAll, { body: {} }));
    await h.call(req(plainPost, { body: {} }));
    await h.call(req(getUserProfile));
    expect(h.seen.map((s) => s.headers.has(IDEMPOTENCY_KEY_HEADER))).toEqual([true, false, false]);
    expect(h.seen[0]?.body).toEqual({});
  });

  it('refuses a caller key the API would refuse, without sending', async () => {
    const h = harness(() => json(200, { ok: true }));
    for (const bad of ['', 'has space', 'x'.repeat(129), 'ü-key']) {
      const outcome = await h.call(
        req(moneyCall, { body: moneyBody(1), options: { idempotencyKey: bad } }),
      );
      expect(errorOf(outcome).code, bad).toBe('REQUEST_FAILED');
    }
    expect(h.seen).toHaveLength(0);
    expect(h.notify.toast).toHaveBeenCalledTimes(4);
  });

  it('names the key on a refusal, so a retry can reuse it', async () => {
    const h = harness(() =>
      json(400, { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' }),
    );
    const outcome = await h.call(req(moneyCall, { body: moneyBody(5) }));
    expect(errorOf(outcome)).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      idempotencyKey: h.seen[0]?.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
    expect(h.seen).toHaveLength(1);
    const plain = harness(() => json(409, { code: 'CONFLICT', message: 'x' }));
    expect(errorOf(await plain.call(req(plainPost, { body: {} }))).idempotencyKey).toBeUndefined();
  });
});

describe('uploads and downloads', () => {
  it('sends a multipart body: files as files, the rest as text, no JSON content type', async () => {
    const h = harness(() => json(200, { id: 1 }));
    h.session.signIn('tok-1', 1);
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'scan.pdf', {
      type: 'application/pdf',
    });
    await h.call(
      req(uploadKycDocument, {
        body: { kind: 'other', file, note: '', tags: ['a', 'b'], size: 5 },
        multipart: true,
      }),
    );
    const [sent] = h.seen;
    expect(sent?.body).toBeUndefined();
    expect(sent?.headers.has('content-type')).toBe(false);
    expect(sent?.form?.get('kind')).toBe('other');
    expect(sent?.form?.get('size')).toBe('5');
    expect(sent?.form?.getAll('tags')).toEqual(['a', 'b']);
    expect(sent?.form?.has('note')).toBe(false);
    const part = sent?.form?.get('file') as File;
    expect(part.name).toBe('scan.pdf');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]),
    );
    const blob = harness(() => json(200, {}));
    await blob.call(
      req(uploadKycDocument, {
        body: { kind: 'id_front', file: new Blob(['x']), meta: { a: 1 } },
        multipart: true,
      }),
    );
    expect((blob.seen[0]?.form?.get('file') as File).name).toBe('blob');
    expect(blob.seen[0]?.form?.get('meta')).toBe('{"a":1}');
  });

  it('reads a download as plain data: type, name, size and a data URL', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const h = harness(
      (_r, i) =>
        new Response(bytes, {
          status: 200,
          headers: {
            'content-type': i === 0 ? 'image/png; charset=binary' : '',
            'content-disposition':
              i === 0
                ? 'attachment; filename="0af3.png"'
                : i === 1
                  ? "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf"
                  : '',
          },
        }),
    );
    const first = await h.call(req(getKycFile, { params: { id: 1 }, download: true }));
    expect(first).toMatchObject({
      data: {
        contentType: 'image/png',
        fileName: '0af3.png',
        size: 6,
        dataUrl: `data:image/png;base64,${bytesToBase64(bytes)}`,
      },
    });
    expect(await h.call(req(getKycFile, { params: { id: 1 }, download: true }))).toMatchObject({
      data: { fileName: 'résumé.pdf', contentType: 'application/octet-stream' },
    });
    expect(await h.call(req(getKycFile, { params: { id: 1 }, download: true }))).toMatchObject({
      data: { fileName: '' },
    });
    // Without the flag the same answer is no JSON: a bad response.
    expect(errorOf(await h.call(req(getKycFile, { params: { id: 1 } }))).code).toBe('BAD_RESPONSE');
  });

  it('keeps the error policy for a failed download', async () => {
    const h = harness(() => json(404, { code: 'NOT_FOUND', message: 'Not found' }));
    h.session.signIn('tok-1', 1);
    expect(
      errorOf(await h.call(req(getKycFile, { params: { id: 9 }, download: true }))),
    ).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(h.notify.toast).toHaveBeenCalledTimes(1);
  });
});

describe('cancellation', () => {
  it('only logs a cancelled call', async () => {
    const controller = new AbortController();
    const h = harness(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const outcome = await h.call(req(getMaintenance), controller.signal);
    expect(errorOf(outcome)).toMatchObject({ code: 'ABORTED', status: 0 });
    expect(h.notify.toast).not.toHaveBeenCalled();
    expect(h.logger.debug).toHaveBeenCalledWith(
      expect.stringContaining('cancelled'),
      expect.anything(),
    );
  });

  it('cancels in-flight calls of one endpoint and leaves the others', async () => {
    const gates: Array<() => void> = [];
    const h = harness(
      (r) =>
        new Promise<Response>((resolve) =>
          gates.push(() => resolve(json(200, { path: r.url.pathname }))),
        ),
    );
    // Like the platform's fetch, this one rejects as soon as its signal aborts.
    const realFetch = h.fetch;
    const abortable = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const pending = (realFetch as (i: RequestInfo | URL, n?: RequestInit) => Promise<Response>)(
        input,
        init,
      );
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
        pending.then(resolve, reject);
      });
    });
    const bq = createBaseQuery({
      baseUrl: 'https://api.example.test',
      session: h.session,
      fetch: abortable as unknown as typeof fetch,
      logger: h.logger,
      notify: h.notify,
      navigation: h.navigation,
      keyEndpoint: getKey,
    });
    const api = { signal: new AbortController().signal } as BaseQueryApi;
    const profile = bq(req(getUserProfile), api, {}) as Promise<{
      error?: LobbyError;
      data?: unknown;
    }>;
    const maintenance = bq(req(getMaintenance), api, {}) as Promise<{
      error?: LobbyError;
      data?: unknown;
    }>;
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    expect(bq.cancel('member.profile')).toBe(1);
    gates.forEach((open) => open());
    expect((await profile).error?.code).toBe('ABORTED');
    expect((await maintenance).data).toEqual({
      path: '/api/v1/maintenance/getMaintenanceOnMember',
    });
    expect(bq.cancel()).toBe(0);
    expect(h.notify.toast).not.toHaveBeenCalled();
  });
});
