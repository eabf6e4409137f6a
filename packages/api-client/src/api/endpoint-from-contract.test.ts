import { getInvite, isRegistered, login, logout } from '@lobby/contract/auth';
import type { authEndpoints } from '@lobby/contract/auth';
import { getUserProfile, memberEndpoints } from '@lobby/contract/member';
import { getLanguageFile } from '@lobby/contract/storage';
import { allEndpoints, endpointsByArea } from '@lobby/contract/registry';
import type { LoginResponse } from '@lobby/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { areaApis } from '../areas/registry.ts';
import { endpointName, registeredEndpoints } from './define-area.ts';
import type { EndpointName } from './define-area.ts';
import { kindOf, requestFromArg } from './endpoint-from-contract.ts';
import type { EntryArg, EntryResult } from './endpoint-from-contract.ts';
import { TAG_TYPES, lobbyApi } from './lobby-api.ts';

describe('requestFromArg', () => {
  it('puts GET fields in the query and keeps call options apart', () => {
    expect(
      requestFromArg(isRegistered, { username: 'alice01', $options: { handleErrors: true } }),
    ).toEqual({ endpoint: isRegistered, query: { username: 'alice01' }, options: { handleErrors: true } });
  });

  it('puts body fields in the body and path fields in the path', () => {
    expect(requestFromArg(login, { username: 'a', password: 'b' })).toEqual({
      endpoint: login,
      body: { username: 'a', password: 'b' },
    });
    expect(requestFromArg(getInvite, { code: '123456' })).toEqual({ endpoint: getInvite, params: { code: '123456' } });
    expect(requestFromArg(getLanguageFile, { lang: 'ja', file: 'ja.json', ts: '9' })).toEqual({
      endpoint: getLanguageFile,
      params: { lang: 'ja', file: 'ja.json' },
      query: { ts: '9' },
    });
  });

  it('sends unknown fields where the method carries data, for the server to refuse', () => {
    expect(requestFromArg(login, { username: 'a', password: 'b', admin: true }).body).toEqual({
      username: 'a',
      password: 'b',
      admin: true,
    });
    expect(requestFromArg(getUserProfile, { sneaky: 1 }).query).toEqual({ sneaky: 1 });
  });

  it('accepts no argument at all', () => {
    expect(requestFromArg(getUserProfile, undefined)).toEqual({ endpoint: getUserProfile });
    expect(requestFromArg(logout, undefined)).toEqual({ endpoint: logout });
  });
});

describe('endpoints from the contract', () => {
  it('injects every contract endpoint once, named after its id', () => {
    expect(areaApis).toBeDefined();
    const names = allEndpoints.map(endpointName);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of allEndpoints) {
      const registered = registeredEndpoints.get(endpointName(entry));
      expect(registered?.entry, entry.id).toBe(entry);
      expect(Object.keys(lobbyApi.endpoints)).toContain(endpointName(entry));
    }
    expect(registeredEndpoints.size).toBe(allEndpoints.length);
  });

  it('has an SDK area for every contract area', () => {
    expect(Object.keys(areaApis).sort()).toEqual(Object.keys(endpointsByArea).sort());
    for (const [area, entries] of Object.entries(endpointsByArea)) {
      for (const entry of entries) expect(registeredEndpoints.get(endpointName(entry))?.area).toBe(area);
    }
  });

  it('makes GETs queries and the rest mutations, unless the area says otherwise', () => {
    expect(kindOf(getUserProfile)).toBe('query');
    expect(kindOf(login)).toBe('mutation');
    expect(kindOf(logout, { kind: 'mutation' })).toBe('mutation');
    expect(registeredEndpoints.get('logout')?.kind).toBe('mutation');
    expect(registeredEndpoints.get('sendSms')?.kind).toBe('mutation');
    for (const entry of memberEndpoints) {
      expect(registeredEndpoints.get(endpointName(entry))?.kind).toBe(entry.method === 'GET' ? 'query' : 'mutation');
    }
  });

  it('refuses a malformed contract id', () => {
    expect(() => endpointName({ ...login, id: 'login' })).toThrow(/not <area>.<name>/);
    expect(() => endpointName({ ...login, id: 'auth.' })).toThrow(/not <area>.<name>/);
  });

  it('declares the tags every area uses', () => {
    expect(TAG_TYPES).toContain('UserInfo');
    expect(new Set(TAG_TYPES).size).toBe(TAG_TYPES.length);
  });

  it('derives argument and result types from the entry', () => {
    expectTypeOf<EndpointName<typeof login>>().toEqualTypeOf<'login'>();
    expectTypeOf<EndpointName<(typeof authEndpoints)[4]>>().toEqualTypeOf<'invite'>();
    expectTypeOf<EntryResult<typeof login>>().toEqualTypeOf<LoginResponse>();
    expectTypeOf<{ username: string; password: string }>().toExtend<EntryArg<typeof login>>();
    expectTypeOf<{ username: string }>().not.toExtend<EntryArg<typeof login>>();
    expectTypeOf<void>().toExtend<EntryArg<typeof getUserProfile>>();
    expectTypeOf<{ with_channel_balances: 1 }>().toExtend<EntryArg<typeof getUserProfile>>();
    expectTypeOf<{ with_channel_balances: 2 }>().not.toExtend<EntryArg<typeof getUserProfile>>();
    expectTypeOf<void>().not.toExtend<EntryArg<typeof getInvite>>();
    expectTypeOf<{ code: string }>().toExtend<EntryArg<typeof getInvite>>();
  });
});
