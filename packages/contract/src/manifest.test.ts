import { readFileSync } from 'node:fs';
import { Type } from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { getInvite, login } from './areas/auth.ts';
import { getMedia } from './areas/games.ts';
import { uploadKycDocument } from './areas/kyc.ts';
import { getLanguageFile } from './areas/storage.ts';
import { defineEndpoint } from './core/endpoint.ts';
import { findRoute, isRoute, toRoute } from './core/route.ts';
import type { EndpointRoute, EntryOf } from './core/route.ts';
import { authRoutes, gamesRoutes, routesByArea } from './manifest.ts';
import { endpointsByArea } from './registry.ts';

describe('the manifest', () => {
  it('holds the route of every entry, area by area (run `pnpm --filter @lobby/contract manifest` when not)', () => {
    expect(Object.keys(routesByArea)).toEqual(Object.keys(endpointsByArea));
    for (const [area, entries] of Object.entries(endpointsByArea)) {
      const routes = routesByArea[area as keyof typeof routesByArea];
      expect(routes, `manifest of ${area}`).toEqual(entries.map((entry) => toRoute(entry)));
    }
  });

  it('imports nothing at run time, so it never brings TypeBox or a schema into a bundle', () => {
    const source = readFileSync(new URL('./manifest.ts', import.meta.url), 'utf8');
    const imports = source
      .split('\n')
      .filter((line) => /^\s*(import|export)\b.*\bfrom\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });

  it('types each route by its entry', () => {
    expectTypeOf<(typeof authRoutes)[0]>().toEqualTypeOf<EndpointRoute<typeof login>>();
    expectTypeOf<EntryOf<(typeof authRoutes)[0]>>().toEqualTypeOf<typeof login>();
    expectTypeOf<EntryOf<typeof login>>().toEqualTypeOf<typeof login>();
    expectTypeOf(findRoute(gamesRoutes, 'games.media').path).toEqualTypeOf<'/media/:kind/:file'>();
  });
});

describe('toRoute', () => {
  it('keeps what a client reads: method, path, auth, origin, field names, encryption, idempotence', () => {
    expect(toRoute(login)).toEqual({
      id: 'auth.login',
      method: 'POST',
      path: '/member/auth/login',
      auth: false,
      fields: { body: ['username', 'password', 'fingerprint', 'captcha_id', 'captcha_code'] },
      encrypted: ['password'],
    });
    expect(toRoute(getLanguageFile)).toMatchObject({
      origin: 'storage',
      fields: { params: ['lang', 'file'], query: ['ts'] },
    });
    expect(toRoute(getMedia)).toMatchObject({
      fields: { params: ['kind', 'file'] },
      idempotent: true,
    });
    expect(toRoute(uploadKycDocument).fields).toEqual({ multipart: ['kind', 'file'] });
  });

  it('names path segments as params even without a params schema, once each', () => {
    const entry = defineEndpoint({
      id: 'test.item',
      method: 'DELETE',
      path: '/items/:id/parts/:part',
      auth: true,
      summary: 'A test entry',
      params: Type.Object({ id: Type.Integer() }),
      response: Type.Null(),
      idempotent: false,
      encrypted: [],
    });
    expect(toRoute(entry)).toEqual({
      id: 'test.item',
      method: 'DELETE',
      path: '/items/:id/parts/:part',
      auth: true,
      fields: { params: ['id', 'part'] },
    });
  });

  it('answers a route as it is, and tells routes from entries', () => {
    const route = toRoute(getInvite);
    expect(toRoute(route)).toBe(route);
    expect(isRoute(route)).toBe(true);
    expect(isRoute(getInvite)).toBe(false);
  });

  it('finds a route by id, or says it is missing', () => {
    expect(findRoute(authRoutes, 'auth.login')).toEqual(toRoute(login));
    expect(() => findRoute(authRoutes, 'auth.nothing' as 'auth.login')).toThrow(
      /No route "auth.nothing"/,
    );
  });
});
