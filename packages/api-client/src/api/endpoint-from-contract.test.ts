import { getInvite, isRegistered, login, logout } from '@lobby/contract/auth';
import type { authEndpoints } from '@lobby/contract/auth';
import { getUserProfile, memberEndpoints } from '@lobby/contract/member';
import { getLanguageFile } from '@lobby/contract/storage';
import { areaOfId, toRoute } from '@lobby/contract/core';
import type { EndpointSpec, EntryOf } from '@lobby/contract/core';
import { gamesEndpoints, getMedia } from '@lobby/contract/games';
import type { transfer } from '@lobby/contract/wallet';
import { getKycFile, uploadKycDocument } from '@lobby/contract/kyc';
import { listPromotions } from '@lobby/contract/promotions';
import { gamesRoutes, kycRoutes } from '@lobby/contract/manifest';
import type { walletRoutes } from '@lobby/contract/manifest';
import { allEndpoints, endpointsByArea } from '@lobby/contract/registry';
import type { LoginResponse } from '@lobby/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { SERVER_AREAS, STREAM_ENTRIES, URL_ENTRIES, areaApis } from '../areas/registry.ts';
import {
  defineArea,
  endpointName,
  registeredEndpoints,
  registeredEntry,
  withoutEntries,
} from './define-area.ts';
import type { EndpointName } from './define-area.ts';
import type { DownloadedFile, LobbyRequest } from '../base-query/types.ts';
import { endpointFromContract, kindOf, requestFromArg } from './endpoint-from-contract.ts';
import type { EntryArg, EntryResult, ResultOf } from './endpoint-from-contract.ts';
import { TAG_TYPES, lobbyApi } from './lobby-api.ts';

describe('requestFromArg', () => {
  it('puts GET fields in the query and keeps call options apart', () => {
    expect(
      requestFromArg(isRegistered, { username: 'alice01', $options: { handleErrors: true } }),
    ).toEqual({
      endpoint: isRegistered,
      query: { username: 'alice01' },
      options: { handleErrors: true },
    });
  });

  it('puts body fields in the body and path fields in the path', () => {
    expect(requestFromArg(login, { username: 'a', password: 'b' })).toEqual({
      endpoint: login,
      body: { username: 'a', password: 'b' },
    });
    expect(requestFromArg(getInvite, { code: '123456' })).toEqual({
      endpoint: getInvite,
      params: { code: '123456' },
    });
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

  it('splits the same way from the route as from the entry', () => {
    const arg = { lang: 'ja', file: 'ja.json', ts: '9', $options: { keepEmpty: true } };
    const { endpoint: _entry, ...fromEntry } = requestFromArg(getLanguageFile, arg);
    const { endpoint: route, ...fromRoute } = requestFromArg(toRoute(getLanguageFile), arg);
    expect(fromRoute).toEqual(fromEntry);
    expect(route).toEqual(toRoute(getLanguageFile));
  });

  it('accepts no argument at all', () => {
    expect(requestFromArg(getUserProfile, undefined)).toEqual({ endpoint: getUserProfile });
    expect(requestFromArg(logout, undefined)).toEqual({ endpoint: logout });
  });
});

/**
 * The contract entries members call: every area but the server-to-server ones, no URL or
 * stream entries.
 */
const memberEntries = Object.entries(endpointsByArea)
  .filter(([area]) => !(SERVER_AREAS as readonly string[]).includes(area))
  .flatMap(([, entries]) => entries as readonly EndpointSpec[])
  .filter((entry) => !(URL_ENTRIES as readonly string[]).includes(entry.id))
  .filter((entry) => !(STREAM_ENTRIES as readonly string[]).includes(entry.id));

describe('endpoints from the contract', () => {
  it('injects every member endpoint once, by its route', () => {
    expect(areaApis).toBeDefined();
    for (const entry of memberEntries) {
      const registered = registeredEntry(entry.id);
      expect(registered?.entry, entry.id).toEqual(toRoute(entry));
      expect(Object.keys(lobbyApi.endpoints)).toContain(registered?.name);
    }
    expect(registeredEndpoints.size).toBe(memberEntries.length);
  });

  it('names endpoints after their ids, qualifying only names that several areas share', () => {
    const areasUsing = new Map<string, Set<string>>();
    for (const entry of allEndpoints) {
      const [area, name] = entry.id.split('.') as [string, string];
      areasUsing.set(name, (areasUsing.get(name) ?? new Set()).add(area));
    }
    for (const { name, entry } of registeredEndpoints.values()) {
      // The id's own prefix: an entry that moved area keeps its id (MOVED_ENTRY_AREAS).
      const [area, bare] = entry.id.split('.') as [string, string];
      if (name === bare) continue;
      expect(name, entry.id).toBe(`${area}${bare.charAt(0).toUpperCase()}${bare.slice(1)}`);
      expect(areasUsing.get(bare)?.size, entry.id).toBeGreaterThan(1);
    }
    expect(registeredEntry('promotions.list')?.name).toBe('promotionsList');
    expect(registeredEntry('games.transfer')?.name).toBe('transfer');
    expect(endpointName(listPromotions, ['list'])).toBe('promotionsList');
    expect(endpointName(listPromotions)).toBe('list');
  });

  it('leaves the server-to-server areas and the URL entries out', () => {
    expect(Object.keys(areaApis).sort()).toEqual(
      Object.keys(endpointsByArea)
        .filter((area) => !(SERVER_AREAS as readonly string[]).includes(area))
        .sort(),
    );
    for (const area of SERVER_AREAS) {
      for (const entry of endpointsByArea[area])
        expect(registeredEntry(entry.id), entry.id).toBeUndefined();
    }
    expect(registeredEntry(getMedia.id)).toBeUndefined();
    for (const entry of memberEntries) {
      expect(registeredEntry(entry.id)?.area).toBe(areaOfId(entry.id));
    }
  });

  it('refuses an entry of another area and a name another area took', () => {
    expect(() => defineArea('wallet', [listPromotions]).inject()).toThrow(
      /not an entry of the wallet area/,
    );
    const clash = { ...listPromotions, id: 'clash.transfer' } as const;
    expect(() => defineArea('clash', [clash]).inject()).toThrow(
      /"transfer" of clash.transfer is taken by games.transfer/,
    );
  });

  it('keeps only the entries asked for, named by entry, route or id', () => {
    const left = withoutEntries(gamesEndpoints, [getMedia]);
    expect(left).toHaveLength(gamesEndpoints.length - 1);
    expect(left).not.toContain(getMedia);
    const routes = withoutEntries(gamesRoutes, ['games.media']);
    expect(routes.map((route) => route.id)).toEqual(left.map((entry) => entry.id));
    expect(withoutEntries(gamesRoutes, [toRoute(getMedia)])).toEqual(routes);
    expectTypeOf<(typeof routes)[number]['id']>().toEqualTypeOf<
      Exclude<(typeof gamesRoutes)[number]['id'], 'games.media'>
    >();
  });

  it('makes GETs queries and the rest mutations, unless the area says otherwise', () => {
    expect(kindOf(getUserProfile)).toBe('query');
    expect(kindOf(login)).toBe('mutation');
    expect(kindOf(logout, { kind: 'mutation' })).toBe('mutation');
    expect(registeredEndpoints.get('logout')?.kind).toBe('mutation');
    expect(registeredEndpoints.get('sendSms')?.kind).toBe('mutation');
    for (const entry of memberEndpoints) {
      expect(registeredEndpoints.get(endpointName(entry))?.kind).toBe(
        entry.method === 'GET' ? 'query' : 'mutation',
      );
    }
    // Every money-moving call is a mutation, whatever its area.
    for (const registered of registeredEndpoints.values()) {
      if (registered.entry.idempotent && registered.entry.method !== 'GET')
        expect(registered.kind).toBe('mutation');
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
    expectTypeOf<EndpointName<typeof listPromotions, 'list'>>().toEqualTypeOf<'promotionsList'>();
    expectTypeOf<EndpointName<typeof listPromotions, 'detail'>>().toEqualTypeOf<'list'>();
  });

  it('types a multipart input from the contract parts and a file answer from the policy', () => {
    type Upload = EntryArg<typeof uploadKycDocument>;
    expectTypeOf<{ kind: 'other'; file: Blob }>().toExtend<Upload>();
    expectTypeOf<{ kind: 'other'; file: File }>().toExtend<Upload>();
    expectTypeOf<{ kind: 'other' }>().not.toExtend<Upload>();
    expectTypeOf<{ kind: 'passport'; file: Blob }>().not.toExtend<Upload>();
    expectTypeOf<{ kind: 'other'; file: string }>().not.toExtend<Upload>();
    expectTypeOf<ResultOf<typeof getKycFile, { download: true }>>().toEqualTypeOf<DownloadedFile>();
    expectTypeOf<ResultOf<typeof getKycFile, undefined>>().toEqualTypeOf<string>();
  });

  it('marks a request multipart by the contract and download by the policy', () => {
    const calls: LobbyRequest[] = [];
    const build = {
      query: (definition: { query: (arg: unknown) => LobbyRequest }) =>
        calls.push(definition.query({ id: 1 })),
      mutation: (definition: { query: (arg: unknown) => LobbyRequest }) =>
        calls.push(definition.query({ kind: 'other', file: new Blob(['x']) })),
    };
    endpointFromContract(build as never, getKycFile, { download: true });
    endpointFromContract(build as never, uploadKycDocument);
    expect(calls[0]).toMatchObject({
      endpoint: toRoute(getKycFile),
      params: { id: 1 },
      download: true,
    });
    expect(calls[0]?.multipart).toBeUndefined();
    expect(calls[1]).toMatchObject({
      endpoint: toRoute(uploadKycDocument),
      body: { kind: 'other' },
      multipart: true,
    });
  });

  it('sends a body multipart when a manifest route lists its parts', () => {
    const calls: LobbyRequest[] = [];
    const build = {
      mutation: (definition: { query: (arg: unknown) => LobbyRequest }) =>
        calls.push(definition.query({ kind: 'other', file: new Blob(['x']) })),
    };
    const upload = kycRoutes.find((route) => route.id === 'kyc.upload');
    if (!upload) throw new Error('kyc.upload has no route');
    endpointFromContract(build as never, upload);
    expect(calls[0]).toMatchObject({ endpoint: upload, body: { kind: 'other' }, multipart: true });
  });

  it('types an endpoint by the entry its route names', () => {
    type Route = Extract<(typeof walletRoutes)[number], { id: 'games.transfer' }>;
    expectTypeOf<EntryArg<EntryOf<Route>>>().toEqualTypeOf<EntryArg<typeof transfer>>();
    expectTypeOf<EntryResult<EntryOf<Route>>>().toEqualTypeOf<EntryResult<typeof transfer>>();
  });
});
