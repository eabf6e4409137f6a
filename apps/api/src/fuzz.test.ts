/**
 * The bad-input suite: for every contract endpoint, generated invalid bodies, query strings,
 * path parameters and headers must get a 4xx with a code and a message — never a 5xx — and
 * must change nothing in the database. Runs are bounded and seeded per endpoint, so a failure
 * replays.
 */
import type { EndpointSpec } from '@lobby/contract';
import { allEndpoints } from '@lobby/contract/registry';
import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrl } from './app.ts';
import { memberRecoveryCodes, memberTotp } from './db/schema/factors.ts';
import { members, qrCodes } from './db/schema/members.ts';
import { passkeys } from './db/schema/passkeys.ts';
import {
  captchas,
  loginFailures,
  outbox,
  resetTokens,
  rsaKeys,
  verificationCodes,
} from './db/schema/security.ts';
import { sessions } from './db/schema/sessions.ts';
import { opsCreateQrCode } from './ops/commands.ts';
import { startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';

let server: TestServer;
let token: string;
let qrCode: string;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      LOBBY_RL_LOOKUP: '100000',
      LOBBY_RL_LOGIN: '100000',
      LOBBY_RL_CODE: '100000',
      LOBBY_RL_RESET: '100000',
      LOBBY_RL_REGISTER: '100000',
    },
  });
  token = await server.login('demo01', 'demo1234');
  qrCode = (await opsCreateQrCode(server.ctx, { brand: 'default', kind: 'account' })).code;
});
afterAll(async () => {
  await server?.close();
});

/** Everything a request could have changed, summarised. */
async function fingerprint() {
  const { db } = server.ctx;
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    members,
    sessions,
    verificationCodes,
    outbox,
    captchas,
    qrCodes,
    resetTokens,
    loginFailures,
    rsaKeys,
    memberTotp,
    memberRecoveryCodes,
    passkeys,
  })) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  const [state] = await db
    .select({
      digest: sql<string>`md5(string_agg(${members.id} || ':' || ${members.passwordHash} || ':' || ${members.status} || ':' || ${members.failedLogins} || ':' || coalesce(${members.email}, '') || ':' || coalesce(${members.withdrawPasswordHash}, '') || ':' || ${members.realName}, ',' ORDER BY ${members.id}))`,
    })
    .from(members);
  const [revoked] = await db
    .select({ n: count() })
    .from(sessions)
    .where(sql`${sessions.revokedAt} IS NOT NULL`);
  return { counts, members: state?.digest, revoked: revoked?.n };
}

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  pattern?: string;
  anyOf?: Schema[];
  enum?: unknown[];
};

/** A value of a type the schema does not accept. */
function wrongValue(schema: Schema): fc.Arbitrary<unknown> {
  // A nullable field (`T | null`, e.g. an interval whose null means "off") accepts null.
  const nullable = schema.anyOf?.some((option) => option.type === 'null') ?? false;
  const wrong = wrongOfType(schema);
  return nullable ? wrong.filter((value) => value !== null) : wrong;
}

function wrongOfType(schema: Schema): fc.Arbitrary<unknown> {
  const notString = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  );
  if (schema.type === 'string') {
    const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
    return pattern
      ? fc.oneof(
          notString,
          fc.string({ minLength: 1, maxLength: 80 }).filter((s) => !pattern.test(s)),
        )
      : notString;
  }
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/^-?\d+(\.\d+)?$/.test(s.trim())),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.constant(12345.5),
  );
}

/** A query-string value of the wrong kind (query values are strings on the wire). */
function wrongQueryValue(schema: Schema): fc.Arbitrary<string> {
  if (schema.type === 'string') {
    const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
    return pattern
      ? fc.string({ minLength: 1, maxLength: 80 }).filter((s) => !pattern.test(s))
      : fc.string({ minLength: 2000, maxLength: 2100 });
  }
  return fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((s) => !/^-?\d+(\.\d+)?$/.test(s.trim()) && s.trim() !== '');
}

const junk = fc.jsonValue({ maxDepth: 2 });
const extraKey = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `x_${s}`);

function badBodies(endpoint: EndpointSpec): fc.Arbitrary<unknown>[] {
  const body = endpoint.body as Schema | undefined;
  if (!body) return [];
  const props = body.properties ?? {};
  const names = Object.keys(props);
  const randomKnown = fc.record(Object.fromEntries(names.map((n) => [n, junk])), {
    requiredKeys: [],
  });
  const out: fc.Arbitrary<unknown>[] = [
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(junk, { maxLength: 3 }),
      fc.boolean(),
    ),
    fc.tuple(randomKnown, extraKey, junk).map(([o, k, v]) => ({ ...o, [k]: v })),
  ];
  const required = body.required ?? [];
  if (required.length) {
    out.push(
      fc.tuple(randomKnown, fc.constantFrom(...required)).map(([o, drop]) => {
        const copy: Record<string, unknown> = { ...o };
        delete copy[drop];
        return copy;
      }),
    );
  }
  if (names.length) {
    out.push(
      fc
        .constantFrom(...names)
        .chain((name) =>
          fc
            .tuple(randomKnown, wrongValue(props[name] as Schema))
            .map(([o, v]) => ({ ...o, [name]: v })),
        ),
    );
    // Well-formed bodies whose strings carry a NUL (which PostgreSQL text cannot store).
    out.push(
      fc
        .string({ maxLength: 6 })
        .map((text) =>
          Object.fromEntries(
            names.map((n) => [n, props[n]?.type === 'string' ? `demo\u0000${text}` : 1]),
          ),
        ),
    );
  }
  return out;
}

function badQueries(endpoint: EndpointSpec): fc.Arbitrary<Record<string, string>>[] {
  const props = ((endpoint.query as Schema | undefined)?.properties ?? {}) as Record<
    string,
    Schema
  >;
  const out: fc.Arbitrary<Record<string, string>>[] = [
    fc.tuple(extraKey, fc.string({ maxLength: 20 })).map(([k, v]) => ({ [k]: v })),
  ];
  const names = Object.keys(props);
  if (names.length) {
    out.push(
      fc
        .constantFrom(...names)
        .chain((name) => wrongQueryValue(props[name] as Schema).map((v) => ({ [name]: v }))),
    );
  }
  out.push(fc.string({ minLength: 36, maxLength: 60 }).map((locale) => ({ locale })));
  const strings = names.filter((n) => props[n]?.type === 'string');
  if (strings.length) {
    out.push(
      fc
        .tuple(fc.constantFrom(...strings), fc.string({ maxLength: 8 }))
        .map(([name, text]) => ({ [name]: `ab\u0000${text}` })),
    );
  }
  return out;
}

function badParams(endpoint: EndpointSpec): fc.Arbitrary<Record<string, string>> | undefined {
  const props = ((endpoint.params as Schema | undefined)?.properties ?? {}) as Record<
    string,
    Schema
  >;
  const names = Object.keys(props);
  if (!names.length) return undefined;
  return fc.constantFrom(...names).chain((name) =>
    wrongQueryValue(props[name] as Schema)
      .filter((v) => v.length > 0)
      .map((v) => ({ [name]: v })),
  );
}

function validParams(endpoint: EndpointSpec): Record<string, string> {
  const sample: Record<string, string> = {
    code: endpoint.id === 'auth.invite' ? '123456' : qrCode,
    lang: 'en',
    file: 'en.json',
  };
  return sample;
}

function urlOf(endpoint: EndpointSpec, params: Record<string, string>): string {
  return routeUrl(endpoint).replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? 'x'),
  );
}

interface BadRequest {
  query?: Record<string, string>;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  withToken: boolean;
}

function badRequests(endpoint: EndpointSpec): fc.Arbitrary<BadRequest> {
  const withToken = fc.boolean();
  const options: fc.Arbitrary<BadRequest>[] = [
    ...badQueries(endpoint).map((q) =>
      fc.tuple(q, withToken).map(([query, t]) => ({ query, withToken: t })),
    ),
    ...(endpoint.method !== 'GET'
      ? badBodies(endpoint).map((b) =>
          fc.tuple(b, withToken).map(([body, t]) => ({ body, withToken: t })),
        )
      : []),
    fc
      .tuple(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter(
            (s) =>
              /^[\x21-\x7e]+$/.test(s) &&
              !['default', 'nexbet', 'fubo', 'helo8'].includes(s.trim().toLowerCase()),
          ),
        withToken,
      )
      .map(([brand, t]) => ({
        headers: { 'x-lobby-brand': brand },
        withToken: t,
      })),
  ];
  const params = badParams(endpoint);
  if (params) options.push(params.map((p) => ({ params: p, withToken: true })));
  if (endpoint.auth) {
    options.push(
      fc
        .string({ maxLength: 80 })
        .filter((s) => /^[\x20-\x7e]*$/.test(s))
        .map((value) => ({ headers: { authorization: value }, withToken: false })),
    );
  }
  if (endpoint.method !== 'GET') {
    options.push(
      fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'image/png',
          ),
          withToken,
        )
        .map(([type, t]) => ({
          headers: { 'content-type': type },
          body: 'a=1',
          withToken: t,
        })),
    );
  }
  return fc.oneof(...options);
}

async function send(endpoint: EndpointSpec, request: BadRequest) {
  const headers: Record<string, string> = {
    ...(request.withToken ? { authorization: `Bearer ${token}` } : {}),
    ...request.headers,
  };
  const options: InjectOptions = {
    method: endpoint.method,
    url: urlOf(endpoint, { ...validParams(endpoint), ...request.params }),
    headers,
    ...(request.query ? { query: request.query } : {}),
  };
  if (request.body !== undefined) {
    options.payload =
      typeof request.body === 'string' && headers['content-type']
        ? request.body
        : JSON.stringify(request.body);
    if (!headers['content-type']) headers['content-type'] = 'application/json';
  }
  return server.app.inject(options);
}

describe('bad input never causes a 5xx and changes nothing', () => {
  for (const [index, endpoint] of allEndpoints.entries()) {
    it(`${endpoint.id} (${endpoint.method} ${endpoint.path})`, async () => {
      const before = await fingerprint();
      const codes = new Set<string>();
      await fc.assert(
        fc.asyncProperty(badRequests(endpoint), async (request) => {
          const res = await send(endpoint, request);
          const context = `${res.statusCode} ${res.body.slice(0, 200)} for ${JSON.stringify(request).slice(0, 300)}`;
          expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, context).toBeLessThan(500);
          const body = res.json();
          codes.add(body.code);
          expect(typeof body.code, context).toBe('string');
          expect(typeof body.message, context).toBe('string');
          expect(res.body).not.toMatch(/at \S+ \(|node_modules|\.ts:\d+/);
        }),
        { numRuns: 30, seed: 4242 + index },
      );
      expect(await fingerprint()).toEqual(before);
      // The generated input reached validation, not only the outer checks.
      expect(
        [...codes].some((c) => c === 'VALIDATION_FAILED' || c === 'UNKNOWN_FIELD'),
        [...codes].join(),
      ).toBe(true);
    });
  }

  it('random paths answer JSON 404s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.webPath(),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        async (path, method) => {
          const res = await server.app.inject({
            method: method as InjectOptions['method'],
            url: `/api/v1/zz${path}`,
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().code).toBeTypeOf('string');
        },
      ),
      { numRuns: 60, seed: 99 },
    );
  });
});
