import type { LoginResponse } from '@lobby/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { memoryChannelHub, memoryCookies, memoryStorage } from '../ports/memory-ports.ts';
import { createSession } from '../session/session.ts';
import { createLobbyClient } from './create-lobby-client.ts';
import type { LobbyClient } from './create-lobby-client.ts';
import { LobbyApiError, toLobbyApiError } from './lobby-api-error.ts';

const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

describe('createLobbyClient', () => {
  it('offers one typed call per contract endpoint, grouped by area', () => {
    const client = createLobbyClient({
      baseUrl: 'http://127.0.0.1:1',
      logger: quiet,
      session: { cookies: memoryCookies(), storage: memoryStorage(), channels: null },
    });
    expect(Object.keys(client.auth)).toContain('login');
    expect(client.member.profile).toBeTypeOf('function');
    expectTypeOf(client.auth.login).parameter(0).toExtend<{ username: string; password: string }>();
    expectTypeOf(client.auth.login).returns.toEqualTypeOf<Promise<LoginResponse>>();
    expectTypeOf<[]>().toExtend<Parameters<LobbyClient['member']['profile']>>();
    expectTypeOf<[]>().not.toExtend<Parameters<LobbyClient['auth']['login']>>();
    expectTypeOf<Parameters<LobbyClient['auth']['invite']>[0]>().toExtend<{ code: string }>();
    client.dispose();
  });

  it('refuses an unknown endpoint name and leaves a session it was given running', async () => {
    const session = createSession({
      cookies: memoryCookies(),
      storage: memoryStorage(),
      channels: memoryChannelHub(),
      logger: quiet,
    });
    const client = createLobbyClient({ baseUrl: 'http://127.0.0.1:1', logger: quiet, session });
    expect(client.session).toBe(session);
    const calls = client.auth as unknown as Record<string, unknown>;
    expect(calls.nothing).toBeUndefined();
    client.dispose();
    session.signIn('tok', 1);
    expect(session.isSignedIn()).toBe(true);
    session.dispose();
  });
});

describe('LobbyApiError', () => {
  it('carries the fields of a base-query error', () => {
    const error = toLobbyApiError('login', {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad',
      field: 'username',
      key: 'K',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'LobbyApiError',
      endpoint: 'login',
      status: 400,
      field: 'username',
      key: 'K',
    });
    expect(toLobbyApiError('login', error)).toBe(error);
  });

  it('wraps anything else as REQUEST_FAILED', () => {
    expect(toLobbyApiError('x', new Error('boom'))).toMatchObject({
      status: 0,
      code: 'REQUEST_FAILED',
      message: 'boom',
    });
    expect(toLobbyApiError('x', 'text')).toMatchObject({ code: 'REQUEST_FAILED', message: 'text' });
    expect(new LobbyApiError('x', { status: 1, code: 'C', message: 'm' }).field).toBeUndefined();
  });
});
