/**
 * Numeric and date extremes on every query parameter: each integer parameter at, inside and just
 * outside its schema's bounds, each free string at lengths and shapes a database may refuse,
 * and every `q` filter field of the record lists with values at the edge of its column (32-bit
 * integers, years 0 and 9999, Unix seconds past 2038, NaN and exponent forms). Whatever the
 * value, the answer is a 2xx or a 4xx with a code: never a 5xx. Runs on PGlite and PostgreSQL
 * (the PostgreSQL run is not database-neutral: out-of-range values fail differently there).
 */
import type { EndpointSpec } from '@lobby/contract';
import { allEndpoints } from '@lobby/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrl } from './app.ts';
import { startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';
import { newMember } from './test/money-kit.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { LOBBY_RL_LOOKUP: '100000' } });
  token = (await newMember(server, { balance: 100_00 })).token;
});
afterAll(async () => {
  await server?.close();
});

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: Schema[];
}

/** Integer edges around a schema's bounds, and the ones a 32- or 64-bit column cannot hold. */
function integerValues(schema: Schema): string[] {
  const edges = new Set<string>(['0', '-1', '2147483647', '2147483648', '9007199254740993']);
  for (const bound of [schema.minimum, schema.maximum]) {
    if (bound === undefined) continue;
    for (const v of [bound - 1, bound, bound + 1]) edges.add(String(v));
  }
  for (const odd of ['1e3', '1.5', '-0', '+5', '0x10', 'NaN', 'Infinity', '1e309']) edges.add(odd);
  return [...edges];
}

/** Strings a database may choke on: dates at its edges, huge numbers, wildcards, escapes. */
const STRING_VALUES = [
  '0000-01-01',
  '9999-12-31 23:59:59',
  '10000-01-01',
  '1969-12-31',
  '2024-02-30',
  '99999999999',
  '-2147483649',
  '%',
  '_',
  '\\',
  "'",
  'x'.repeat(300),
];

/** Fields the record lists filter on (spec §7's `q`), allowed or not: unknown ones must be 4xx. */
const Q_FIELDS = [
  'id',
  'status',
  'type',
  'kind',
  'channel_id',
  'game_type',
  'amount',
  'order_no',
  'created_at',
  'updated_at',
  'bet_time',
  'settle_time',
];

/** Values at the edges of integer and time columns. */
const Q_VALUES = [
  '0',
  '-2147483648',
  '-2147483649',
  '2147483647',
  '2147483648',
  '999999999999999',
  '0000000000',
  '9999999999',
  '4102444800',
  '0000-01-01',
  '1970-01-01',
  '9999-12-31 23:59:59',
  '9999-12-31 24:00:00',
  '2024-02-30',
  'NaN',
  '1e309',
  '%',
];

// One comparison, the list form and the text match: the other comparisons build the same SQL as gt.
const Q_OPERATORS = ['gt', 'in', 'like'];

async function get(endpoint: EndpointSpec, query: Record<string, string>) {
  const url = routeUrl(endpoint).replace(/:([A-Za-z_]+)/g, 'en');
  return server.app.inject({
    method: 'GET',
    url,
    query,
    headers: endpoint.auth ? { authorization: `Bearer ${token}` } : {},
  });
}

function expectNo5xx(
  res: { statusCode: number; body: string; json: () => { code?: unknown } },
  context: string,
) {
  expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)} for ${context}`).toBeLessThan(
    500,
  );
  if (res.statusCode >= 400) expect(typeof res.json().code, context).toBe('string');
}

const withQuery = allEndpoints.filter(
  (e) =>
    e.method === 'GET' &&
    e.origin !== 'storage' &&
    Object.keys((e.query as { properties?: object } | undefined)?.properties ?? {}).length > 0,
);

describe('query parameter extremes never cause a 5xx', () => {
  for (const endpoint of withQuery) {
    it(`${endpoint.id} (${endpoint.path})`, async () => {
      const props = (endpoint.query as { properties: Record<string, Schema> }).properties;
      let sent = 0;
      for (const [name, schema] of Object.entries(props)) {
        const kinds = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)];
        const values = kinds.includes('integer')
          ? integerValues(schema.anyOf?.find((s) => s.type === 'integer') ?? schema)
          : STRING_VALUES;
        for (const value of values) {
          expectNo5xx(await get(endpoint, { [name]: value }), `${name}=${value}`);
          sent += 1;
        }
      }
      if ('q' in props) {
        for (const field of Q_FIELDS)
          for (const op of Q_OPERATORS)
            for (const value of Q_VALUES) {
              const q = `${field}:${op}:${op === 'in' ? `${value},1` : value}`;
              expectNo5xx(await get(endpoint, { q }), `q=${q}`);
              sent += 1;
            }
      }
      expect(sent).toBeGreaterThan(0);
    });
  }

  it('covers the record lists that take q', () => {
    expect(
      withQuery.filter((e) => 'q' in ((e.query as { properties: object }).properties ?? {})),
    ).toHaveLength(4);
  });
});
