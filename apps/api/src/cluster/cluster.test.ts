/**
 * The cluster suite: three real API processes (`node --conditions=source src/main.ts`) on one
 * fresh PostgreSQL database, behind a real HAProxy on the generated configuration — the
 * topology of `pnpm start --cluster`, started once for the file by the same kit
 * (`cluster.ts`). Each test drives it over HTTP and waits on state (an answer, a log line,
 * HAProxy's view of an instance), never on time:
 *
 * - a bank workload through HAProxy with one instance SIGKILLed and restarted mid-run loses no
 *   acknowledged operation, applies none twice, and leaves a ledger that reconciles with
 *   balances equal to the acknowledged movements;
 * - one Idempotency-Key sent to two instances at once applies once;
 * - a deposit settled on one instance reaches a push stream held by another;
 * - wrong passwords spread over the instances are limited exactly as on one;
 * - an operator's permission change is served by every instance;
 * - exactly one instance sweeps, and killing it moves the sweeping to another;
 * - a rolling restart under constant load fails no request, and every push stream reconnects
 *   and shows the right balance.
 *
 * PostgreSQL only (PGlite is one process's database); skipped without HAProxy.
 */
import { constants, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY_HEADERS } from '@lobby/contract/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../base/config.ts';
import { reconcile } from '../core/money/ledger.ts';
import { sign } from '../core/security/signatures.ts';
import { rowsOf } from '../db/migrate.ts';
import { runOps } from '../ops/dispatch.ts';
import type { AppContext } from '../core/context.ts';
import { openContext } from '../server.ts';
import type { OpenDatabase } from '../db/client.ts';
import { TEST_DB_KIND } from '../test/harness.ts';
import { findHaproxy, startCluster } from './cluster.ts';
import type { Cluster, ClusterInstance } from './cluster.ts';
import { createDatabase } from './postgres.ts';
import type { FreshDatabase } from './postgres.ts';
import { callApi } from '../test/http-call.ts';
import type { HttpAnswer } from '../test/http-call.ts';

/** The `login` rate-limit class of the cluster: attempts per minute per client address. */
const LOGIN_LIMIT = 20;
/** The readiness path HAProxy checks the instances on. */
const CHECK_PATH = '/readyz';
/** Names the instance that answered (HAProxy adds it in this suite only). */
const INSTANCE_HEADER = 'x-lobby-instance';

/** Settings of every instance (on top of the test run's environment). */
const ENV: Record<string, string> = {
  // Info: the sweeper's leadership lines are read from the instances' logs.
  LOG_LEVEL: 'info',
  LOBBY_MODE: 'development',
  LOBBY_ARGON2_MEMORY_KIB: '64',
  LOBBY_ARGON2_PASSES: '1',
  // Three instances and the suite's own context share a PostgreSQL other suites use too.
  LOBBY_DB_POOL: '4',
  // A key whose request died with its instance may be taken over after 1.5 s, not 30 s.
  LOBBY_IDEMPOTENCY_STALE_MS: '1500',
  LOBBY_RL_LOGIN: String(LOGIN_LIMIT),
  LOBBY_RL_LOOKUP: '100000',
  LOBBY_RL_REGISTER: '100000',
  LOBBY_RL_CODE: '100000',
  LOBBY_RL_RESET: '100000',
  // Wrong passwords must meet the rate limit, not the captcha or the account lock.
  LOBBY_CAPTCHA_AFTER: '1000',
  LOBBY_LOCK_AFTER: '1000',
  LOBBY_SWEEP_MS: '1000',
  LOBBY_DOCS: '0',
};
const config = loadConfig(ENV);

const haproxy = findHaproxy();
const adminUrl = process.env.TEST_DATABASE_URL;
/** Why the suite cannot run here, if it cannot. */
const skipReason =
  TEST_DB_KIND !== 'postgres' || !adminUrl
    ? 'needs PostgreSQL (LOBBY_TEST_DB=postgres and TEST_DATABASE_URL): several processes share one database'
    : !haproxy
      ? 'needs HAProxy (bash tooling/scripts/bootstrap installs it)'
      : undefined;
// CI's bootstrap installs HAProxy beside its PostgreSQL: there a missing one fails the run
// rather than skipping the suite quietly.
if (process.env.CI && adminUrl && !haproxy)
  throw new Error('CI runs the cluster suite, but HAProxy is missing (the bootstrap installs it)');

let cluster: Cluster;
/** The folder beside which the instances write their ops marker (see beforeAll). */
let markerRoot: string | undefined;
let database: FreshDatabase | undefined;
let ops: { ctx: AppContext; database: OpenDatabase } | undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` until it holds; throws with `what` after `timeoutMs`. */
async function waitUntil(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(50);
  }
}

/**
 * What a careful client does: the same request again (same Idempotency-Key) after a connection
 * error, a 502/503/504, or while the key's first request is still in flight.
 */
async function reliably(send: () => Promise<HttpAnswer>): Promise<HttpAnswer> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('a request never got a final answer');
    let res: HttpAnswer;
    try {
      res = await send();
    } catch {
      await pause(100);
      continue;
    }
    if ([502, 503, 504].includes(res.status)) {
      await pause(100);
      continue;
    }
    if (res.status === 409 && res.json.code === 'IDEMPOTENCY_IN_FLIGHT') {
      await pause(200);
      continue;
    }
    return res;
  }
}

/** Runs an operator command as the ops CLI does with `DATABASE_URL` (its own connection). */
function operator(command: string, args: Record<string, string>): Promise<unknown> {
  if (!ops) throw new Error('no operator context');
  return runOps(ops.ctx, command, args);
}

/** One value from the shared database. */
async function one(query: ReturnType<typeof sql>): Promise<number> {
  if (!ops) throw new Error('no operator context');
  return Number(rowsOf<{ v: string | null }>(await ops.ctx.db.execute(query))[0]?.v ?? 0);
}

/** A member of the default brand made for a test. */
interface Member {
  id: number;
  username: string;
  token: string;
  /** Set by {@link canWithdraw}. */
  card?: number;
}

let setupLogins = 0;

/**
 * The client address a setup login comes from (sent straight to an instance, which trusts the
 * header): one of its own, so setting up never spends the login budget of 127.0.0.1, the
 * address every request through HAProxy has.
 */
function setupAddress(): string {
  setupLogins += 1;
  return `10.77.${setupLogins >> 8}.${setupLogins & 255}`;
}

/** Encrypts a value with the cluster's current public key, as the SDK does. */
async function encrypt(base: string, value: string): Promise<string> {
  const key = (await reliably(() => callApi(base, '/key'))).json as {
    key_id: string;
    public_key: string;
  };
  const data = publicEncrypt(
    { key: key.public_key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(value),
  );
  return `${key.key_id}:${data.toString('base64')}`;
}

/** Creates a member (with `balance` minor units on the main wallet) and signs in on instance 1. */
async function newMember(prefix: string, balance = 0): Promise<Member> {
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
  await operator('member:create', {
    brand: 'default',
    username,
    password: 'Kettle-Moss-42',
    // Called directly (not through the CLI), ops commands take amounts in minor units.
    ...(balance ? { balance: String(balance) } : {}),
  });
  const id = await one(
    sql`SELECT id AS v FROM members WHERE brand_id = 'default' AND username = ${username}`,
  );
  const base = (cluster.instances[0] as ClusterInstance).url;
  const login = await callApi(base, '/member/auth/login', {
    body: { username, password: await encrypt(base, 'Kettle-Moss-42') },
    headers: { 'x-forwarded-for': setupAddress() },
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return { id, username, token: login.json.token as string };
}

/** Gives a member a withdrawal password (`wp1234`) and a bank card. */
async function canWithdraw(m: Member): Promise<void> {
  const base = (cluster.instances[0] as ClusterInstance).url;
  const wp = await callApi(base, '/member/withdraw_password', {
    body: {
      password: await encrypt(base, 'Kettle-Moss-42'),
      withdraw_password: await encrypt(base, 'wp1234'),
      withdraw_password_confirmation: await encrypt(base, 'wp1234'),
    },
    token: m.token,
  });
  expect(wp.status, JSON.stringify(wp.json)).toBe(200);
  const card = await callApi(base, '/member/bank_card/add', {
    body: {
      bank_name: 'MAY',
      account_name: 'Cluster',
      account_number: `5550${m.id}1234`,
      withdraw_password: await encrypt(base, 'wp1234'),
    },
    token: m.token,
  });
  expect(card.status, JSON.stringify(card.json)).toBe(200);
  m.card = card.json.id as number;
}

/** The gateway's signed callback reporting `order` paid. */
function gatewayCallback(base: string, order: string, amount: number, event: string) {
  const body = { event_id: event, order_no: order, amount, currency: 'USD', status: 'paid' };
  const timestamp = Math.floor(Date.now() / 1000);
  return callApi(base, '/payment/gateway/callback', {
    body,
    headers: {
      [GATEWAY_HEADERS.timestamp]: String(timestamp),
      [GATEWAY_HEADERS.signature]: sign(config.gatewaySecret, timestamp, body),
    },
  });
}

/**
 * A gateway deposit: the member's keyed order, then the gateway's callback, each on its base
 * (HAProxy or an instance), each retried until final. Answers the order number, or the
 * refusal's code.
 */
async function deposit(
  m: Member,
  amount: number,
  on: { order: string; callback: string },
  key = randomUUID(),
  event = `evt_${randomBytes(10).toString('hex')}`,
): Promise<{ order?: string; refused?: string }> {
  const created = await reliably(() =>
    callApi(on.order, '/member/deposit/create', {
      body: { method_id: 1, amount },
      token: m.token,
      headers: { 'idempotency-key': key },
    }),
  );
  if (created.status !== 200) return { refused: String(created.json.code) };
  const order = created.json.order_no as string;
  const paid = await reliably(() => gatewayCallback(on.callback, order, amount, event));
  // A replayed event means an earlier delivery was applied: the deposit is done.
  if (paid.status === 200 || (paid.status === 409 && paid.json.code === 'CALLBACK_REPLAYED'))
    return { order };
  throw new Error(`callback refused: ${paid.status} ${JSON.stringify(paid.json)}`);
}

/** The member's main balance as the API answers it. */
async function mainBalance(base: string, m: Member): Promise<number> {
  const res = await reliably(() => callApi(base, '/member/wallet/info', { token: m.token }));
  expect(res.status).toBe(200);
  return res.json.main as number;
}

/**
 * A push-stream reader as a browser's EventSource behaves, over `fetch` (the stream needs the
 * bearer header): it reads `event:`/`data:` blocks, and when the stream ends or breaks it
 * reconnects after the `retry:` the server last sent (else 500 ms), until closed.
 */
class PushReader {
  /** Every balance the stream reported, in order. */
  readonly balances: number[] = [];
  /** Connections that delivered their opening event. */
  connects = 0;
  /** Connections that ended or broke (each followed by a reconnect). */
  drops = 0;
  /** Answers other than 200 (a reconnect that was refused). */
  readonly refusals: number[] = [];
  private retryMs = 500;
  private readonly stop = new AbortController();
  private readonly running: Promise<void>;
  private readonly base: () => string;
  private readonly token: string;

  constructor(base: () => string, token: string) {
    this.base = base;
    this.token = token;
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    while (!this.stop.signal.aborted) {
      try {
        const res = await fetch(`${this.base()}/api/v1/member/wallet/events`, {
          headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' },
          signal: this.stop.signal,
        });
        if (res.status !== 200 || !res.body) {
          this.refusals.push(res.status);
          await res.body?.cancel();
        } else await this.read(res.body);
      } catch {
        // Broken (the instance went away) or closed by us.
      }
      if (this.stop.signal.aborted) return;
      this.drops += 1;
      await pause(this.retryMs);
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let first = true;
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('retry:')) this.retryMs = Number(line.slice(6).trim()) || 500;
          else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data += line.slice(5).trim();
        }
        if (event === 'balance' && data) {
          // Every balance event carries the main wallet after the move.
          this.balances.push((JSON.parse(data) as { money: number }).money);
          if (first) {
            this.connects += 1;
            first = false;
          }
        }
      }
    }
  }

  /** The last balance the stream reported. */
  get latest(): number | undefined {
    return this.balances.at(-1);
  }

  async close(): Promise<void> {
    this.stop.abort();
    await this.running;
  }
}

/** The instances whose current process logged that it holds the sweeping lease. */
function sweepLeaders(): ClusterInstance[] {
  // The cluster logs each change of the lead: the latest such line of a live instance says
  // whether it leads now.
  const leadLine = /"msg":"this instance (no longer )?leads the periodic jobs"/;
  return cluster.instances.filter((i) => {
    if (!i.child) return false;
    const last = i.lines.findLast((l) => leadLine.test(l));
    return last !== undefined && !last.includes('no longer leads');
  });
}

describe.skipIf(skipReason !== undefined)(
  `cluster: three API instances on PostgreSQL behind HAProxy${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  { timeout: 180_000 },
  () => {
    beforeAll(async () => {
      database = await createDatabase(adminUrl as string, 'lobby_cluster');
      // The instances' ops marker goes beside a folder of this run, not pnpm start's, where it
      // would stand between a developer's ops CLI and their own server.
      markerRoot = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
      cluster = await startCluster({
        instances: 3,
        databaseUrl: database.url,
        env: { ...ENV, LOBBY_DATA_DIR: join(markerRoot, 'pglite') },
        serverHeader: INSTANCE_HEADER,
        checkPath: CHECK_PATH,
      });
      // The ops CLI's way in with DATABASE_URL: its own context on the shared database.
      ops = await openContext({
        config: loadConfig({ ...ENV, DATABASE_URL: database.url, LOBBY_DB_POOL: '2' }),
        cacheMs: 0,
      });
      for (const instance of cluster.instances) await cluster.waitFor(instance, 'UP');
    }, 120_000);

    afterAll(async () => {
      await ops?.database.close();
      await cluster?.stop();
      await database?.drop();
      if (markerRoot) rmSync(markerRoot, { recursive: true, force: true });
    });

    it('applies one Idempotency-Key sent to two instances at once once', async () => {
      const [a, b] = cluster.instances as [ClusterInstance, ClusterInstance];
      const m = await newMember('idem', 1000_00);
      const channels = (await callApi(a.url, '/member/game/channel-list')).json as unknown as {
        id: number;
      }[];
      const channel = (channels[0] as { id: number }).id;
      const before = await mainBalance(a.url, m);
      const ROUNDS = 6;
      for (let round = 0; round < ROUNDS; round += 1) {
        const key = randomUUID();
        const send = (base: string) =>
          callApi(base, '/member/game/transfer', {
            body: { action: 1, amount: 1_00, channel_id: channel },
            token: m.token,
            headers: { 'idempotency-key': key },
          });
        const answers = await Promise.all([send(a.url), send(b.url)]);
        const done = answers.filter((r) => r.status === 200);
        expect(done.length, JSON.stringify(answers.map((r) => r.json))).toBeGreaterThanOrEqual(1);
        for (const other of answers.filter((r) => r.status !== 200)) {
          expect(other.status).toBe(409);
          expect(other.json.code).toBe('IDEMPOTENCY_IN_FLIGHT');
        }
        // Both answers (and a later ask) name the one transfer.
        const settled = await reliably(() => send(b.url));
        const id = (settled.json.transfer as { order_no: string }).order_no;
        for (const r of done) expect((r.json.transfer as { order_no: string }).order_no).toBe(id);
      }
      expect(await mainBalance(a.url, m)).toBe(before - ROUNDS * 1_00);
      expect(
        await one(sql`SELECT count(*) AS v FROM game_transfers WHERE member_id = ${m.id}`),
      ).toBe(ROUNDS);
    });

    it("delivers a deposit settled on one instance to a member's push stream held by another", async () => {
      const [a, b] = cluster.instances as [ClusterInstance, ClusterInstance];
      const m = await newMember('push', 10_00);
      const stream = new PushReader(() => b.url, m.token);
      try {
        await waitUntil('the stream opened', () => stream.connects > 0);
        expect(stream.latest).toBe(10_00);
        const done = await deposit(m, 25_00, { order: a.url, callback: a.url });
        expect(done.order).toBeDefined();
        // The push's promise: within a second of the callback's answer, on another process.
        await waitUntil('instance B pushed the deposit', () => stream.latest === 35_00, 1_000);
      } finally {
        await stream.close();
      }
    });

    it('serves an operator permission change from every instance', async () => {
      const path = '/member/feature_premission/info';
      const read = async (instance: ClusterInstance) =>
        (
          (await callApi(instance.url, path)).json as {
            upload: { topup_code_show: number };
          }
        ).upload.topup_code_show;
      // Every instance has the current setting in hand (and in its cache) first.
      const current = await read(cluster.instances[0] as ClusterInstance);
      for (const instance of cluster.instances) expect(await read(instance)).toBe(current);
      const next = current === 1 ? 0 : 1;
      const changed = Date.now();
      await operator('brand:set-permission', {
        brand: 'default',
        path: 'upload.topup_code_show',
        value: String(next),
      });
      for (const instance of cluster.instances)
        await waitUntil(
          `${instance.name} served the change`,
          async () => (await read(instance)) === next,
          10_000,
        );
      console.log(
        `cluster: a permission change was served by all instances after ${Date.now() - changed} ms`,
      );
    });

    it('serves a promotion authored by ops from every instance, and none once retired', async () => {
      const title = `Cluster offer ${randomUUID().slice(0, 8)}`;
      const listed = async (instance: ClusterInstance) =>
        (
          (await callApi(instance.url, '/member/promotion/list')).json as unknown as {
            title: string;
          }[]
        ).some((p) => p.title === title);
      const created = (await operator('promotion:create', {
        brand: 'default',
        type: '10',
        recurrence: '2',
        category: 'daily',
        'min-bonus': '100',
        ...Object.fromEntries(
          ['title', 'summary', 'content'].flatMap((field) =>
            ['en', 'ja', 'zh-CN'].map((lang) => [
              `${field}-${lang}`,
              field === 'title' ? title : `<p>${field}</p>`,
            ]),
          ),
        ),
      })) as { id: number };
      for (const instance of cluster.instances)
        await waitUntil(`${instance.name} listed the promotion`, () => listed(instance), 10_000);
      await operator('promotion:retire', { brand: 'default', id: String(created.id) });
      for (const instance of cluster.instances)
        await waitUntil(
          `${instance.name} stopped listing it`,
          async () => !(await listed(instance)),
          10_000,
        );
    });

    it('limits wrong passwords spread round-robin over the instances exactly as one instance does', async () => {
      const m = await newMember('rl');
      const one1 = cluster.instances[0] as ClusterInstance;
      const wrong = (base: string, headers: Record<string, string> = {}) =>
        callApi(base, '/member/auth/login', {
          body: { username: m.username, password: wrongPassword },
          headers,
        });
      const wrongPassword = await encrypt(one1.url, 'not-the-password');
      const ATTEMPTS = 30;
      // One instance alone, for a client address of its own: the rule as configured.
      const alone: number[] = [];
      for (let i = 0; i < ATTEMPTS; i += 1)
        alone.push((await wrong(one1.url, { 'x-forwarded-for': '198.51.100.7' })).status);
      expect(alone.filter((s) => s === 429)).toHaveLength(ATTEMPTS - LOGIN_LIMIT);
      // Through HAProxy: every attempt comes from 127.0.0.1, spread over the three instances.
      const spread: number[] = [];
      const answeredBy = new Set<string>();
      for (let i = 0; i < ATTEMPTS; i += 1) {
        const res = await wrong(cluster.url);
        spread.push(res.status);
        answeredBy.add(res.headers.get(INSTANCE_HEADER) ?? '?');
      }
      expect(answeredBy.size).toBe(cluster.instances.length);
      // Refused as many times as one instance refuses (each instance alone would let 30 by),
      // and at the same attempts.
      expect(spread.filter((s) => s === 429)).toHaveLength(ATTEMPTS - LOGIN_LIMIT);
      expect(spread).toEqual(alone);
    });

    it('sweeps on exactly one instance, and moves the sweeping when that one is killed', async () => {
      await waitUntil('an instance leads the sweeping', () => sweepLeaders().length > 0, 20_000);
      expect(sweepLeaders()).toHaveLength(1);
      const leader = sweepLeaders()[0] as ClusterInstance;
      await cluster.stopInstance(leader, 'SIGKILL');
      await waitUntil(
        'another instance took the sweeping over',
        () => sweepLeaders().length > 0,
        20_000,
      );
      const next = sweepLeaders();
      expect(next).toHaveLength(1);
      expect(next[0]?.name).not.toBe(leader.name);
      await cluster.startInstance(leader);
      await cluster.waitFor(leader, 'UP');
      // The restarted instance waits its turn while the new leader lives.
      expect(sweepLeaders().map((i) => i.name)).toEqual([next[0]?.name]);
    });

    it(
      'keeps every acknowledged operation of a bank workload once, with an instance SIGKILLed and restarted mid-run',
      { timeout: 180_000 },
      async () => {
        const MEMBERS = 6;
        const OPERATIONS = 240;
        const CONCURRENCY = 8;
        const KILL_AFTER = 80;
        const OPENING = 1000_00;
        const crew: Member[] = [];
        for (let i = 0; i < MEMBERS; i += 1) {
          const m = await newMember('bank', OPENING);
          await canWithdraw(m);
          crew.push(m);
        }
        const channels = (
          (await callApi(cluster.url, '/member/game/channel-list')).json as unknown as {
            id: number;
          }[]
        )
          .slice(0, 3)
          .map((c) => c.id);
        const wp = await encrypt(cluster.url, 'wp1234');
        const random = (n: number) => randomBytes(4).readUInt32BE(0) % n;

        interface Op {
          kind: 'deposit' | 'in' | 'out' | 'withdraw';
          member: Member;
          amount: number;
          channel?: number;
          /** The order number (deposit, withdrawal) or transfer order of an acknowledged op. */
          acked?: string;
          refused?: string;
        }
        const operations: Op[] = Array.from({ length: OPERATIONS }, () => {
          const member = crew[random(MEMBERS)] as Member;
          const roll = random(100);
          if (roll < 30) return { kind: 'deposit', member, amount: 10_00 + random(90_00) };
          if (roll < 80)
            return {
              kind: roll < 55 ? 'in' : 'out',
              member,
              amount: 1_00 + random(60_00),
              channel: channels[random(channels.length)] as number,
            };
          return { kind: 'withdraw', member, amount: 50_00 + random(50_00) };
        });

        const run = async (op: Op): Promise<void> => {
          const key = randomUUID();
          if (op.kind === 'deposit') {
            const done = await deposit(
              op.member,
              op.amount,
              {
                order: cluster.url,
                callback: cluster.url,
              },
              key,
            );
            if (done.order) op.acked = done.order;
            else op.refused = done.refused;
            return;
          }
          const res = await reliably(() =>
            op.kind === 'withdraw'
              ? callApi(cluster.url, '/member/withdraw/apply', {
                  body: { bank_card_id: op.member.card, amount: op.amount, withdraw_password: wp },
                  token: op.member.token,
                  headers: { 'idempotency-key': key },
                })
              : callApi(cluster.url, '/member/game/transfer', {
                  body: {
                    action: op.kind === 'in' ? 1 : 2,
                    amount: op.amount,
                    channel_id: op.channel,
                  },
                  token: op.member.token,
                  headers: { 'idempotency-key': key },
                }),
          );
          expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
          if (res.status !== 200) op.refused = String(res.json.code);
          else
            op.acked =
              op.kind === 'withdraw'
                ? (res.json.withdrawal as { order_no: string }).order_no
                : (res.json.transfer as { order_no: string }).order_no;
        };

        const victim = cluster.instances[1] as ClusterInstance;
        let next = 0;
        let done = 0;
        let restarted: Promise<void> | undefined;
        const worker = async () => {
          while (next < operations.length) {
            const op = operations[next] as Op;
            next += 1;
            await run(op);
            done += 1;
            if (done === KILL_AFTER)
              restarted = cluster
                .stopInstance(victim, 'SIGKILL')
                .then(() => cluster.startInstance(victim))
                .then(() => cluster.waitFor(victim, 'UP'));
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        expect(restarted).toBeDefined();
        await restarted;

        // A transfer its instance died in the middle of is settled with its provider.
        await operator('transfers:recover', { 'older-than': '0' });
        const db = (ops as { ctx: AppContext }).ctx.db;
        const report = await reconcile(db);
        expect(report.differences).toEqual([]);
        expect(report.total).toBe(0);
        expect(await one(sql`SELECT count(*) AS v FROM ledger_accounts WHERE balance < 0`)).toBe(0);
        expect(operations.every((o) => o.acked || o.refused)).toBe(true);
        const acked = operations.filter((o) => o.acked);
        const ids = sql.join(
          crew.map((m) => sql`${m.id}`),
          sql`, `,
        );
        const orders = async (query: ReturnType<typeof sql>) =>
          rowsOf<{ order_no: string }>(await db.execute(query))
            .map((r) => r.order_no)
            .sort();
        const ackedOf = (...kinds: Op['kind'][]) =>
          acked
            .filter((o) => kinds.includes(o.kind))
            .map((o) => o.acked as string)
            .sort();
        // Present, and once: exactly the acknowledged orders, none more.
        expect(
          await orders(
            sql`SELECT order_no FROM deposits WHERE status = 2 AND member_id IN (${ids})`,
          ),
        ).toEqual(ackedOf('deposit'));
        expect(
          await orders(sql`SELECT order_no FROM withdrawals WHERE member_id IN (${ids})`),
        ).toEqual(ackedOf('withdraw'));
        expect(
          await orders(
            sql`SELECT order_no FROM game_transfers WHERE state = 'posted' AND member_id IN (${ids})`,
          ),
        ).toEqual(ackedOf('in', 'out'));
        expect(
          await one(sql`SELECT count(*) AS v FROM game_transfers WHERE state = 'pending'`),
        ).toBe(0);

        // Balances equal the opening balance plus the acknowledged movements.
        for (const m of crew) {
          const mine = acked.filter((o) => o.member === m);
          const sum = (kind: Op['kind'], channel?: number) =>
            mine
              .filter((o) => o.kind === kind && (channel === undefined || o.channel === channel))
              .reduce((total, o) => total + o.amount, 0);
          const main = OPENING + sum('deposit') - sum('withdraw') - sum('in') + sum('out');
          expect(await mainBalance(cluster.url, m)).toBe(main);
          for (const channel of channels)
            expect(
              await one(
                sql`SELECT coalesce(sum(balance), 0) AS v FROM ledger_accounts WHERE member_id = ${m.id} AND kind = 'game' AND channel_id = ${channel}`,
              ),
            ).toBe(sum('in', channel) - sum('out', channel));
        }
        const refusals = operations
          .filter((o) => o.refused)
          .reduce<Record<string, number>>(
            (out, o) => ({ ...out, [o.refused as string]: (out[o.refused as string] ?? 0) + 1 }),
            {},
          );
        console.log(
          `cluster bank workload: ${OPERATIONS} operations, ${acked.length} acknowledged, refusals ${JSON.stringify(refusals)}`,
        );
        expect(acked.length).toBeGreaterThan(OPERATIONS / 2);
      },
    );

    it(
      'fails no request during a rolling restart under load, and every push stream reconnects to the right balance',
      { timeout: 180_000 },
      async () => {
        const crew = [await newMember('roll', 500_00), await newMember('roll', 500_00)];
        const channel = (
          (await callApi(cluster.url, '/member/game/channel-list')).json as unknown as {
            id: number;
          }[]
        )[0]?.id as number;
        const streams = crew.map((m) => new PushReader(() => cluster.url, m.token));
        const failures: string[] = [];
        let requests = 0;
        let loading = true;
        // Reads and transfers in and out, back to back, never retried by the client.
        const load = async (m: Member, i: number) => {
          let inward = true;
          while (loading) {
            const step = requests % 3;
            requests += 1;
            try {
              const res =
                step === 0
                  ? await callApi(cluster.url, '/member/wallet/info', { token: m.token })
                  : step === 1
                    ? await callApi(cluster.url, '/members/sidebar', { token: m.token })
                    : await callApi(cluster.url, '/member/game/transfer', {
                        body: { action: inward ? 1 : 2, amount: 1_00, channel_id: channel },
                        token: m.token,
                        headers: { 'idempotency-key': randomUUID() },
                      });
              if (res.status !== 200)
                failures.push(`${i}: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
              else if (step === 2) inward = !inward;
            } catch (error) {
              failures.push(`${i}: ${String(error)}`);
            }
          }
        };
        try {
          await waitUntil('the streams opened', () => streams.every((s) => s.connects > 0));
          const clients = [...crew, ...crew].map((m, i) => load(m, i));
          for (const instance of cluster.instances) {
            const before = requests;
            await cluster.stopInstance(instance, 'SIGTERM');
            await cluster.startInstance(instance);
            await cluster.waitFor(instance, 'UP');
            // Load went on throughout.
            await waitUntil('requests flowed', () => requests > before + 10);
          }
          loading = false;
          await Promise.all(clients);
          expect(failures).toEqual([]);
          // Every instance restarted, so every stream was cut at least once and came back.
          for (const [i, stream] of streams.entries()) {
            const m = crew[i] as Member;
            expect(stream.connects).toBeGreaterThan(1);
            expect(stream.refusals).toEqual([]);
            const balance = await mainBalance(cluster.url, m);
            await waitUntil(
              `stream ${i} shows the balance`,
              () => stream.latest === balance,
              5_000,
            );
            // And it follows the money whichever instance moves it: a distinct amount on each.
            for (const [n, instance] of cluster.instances.entries()) {
              const moved = await callApi(instance.url, '/member/game/transfer', {
                body: { action: 1, amount: (n + 2) * 1_00, channel_id: channel },
                token: m.token,
                headers: { 'idempotency-key': randomUUID() },
              });
              expect(moved.status, JSON.stringify(moved.json)).toBe(200);
              const money = moved.json.money as number;
              await waitUntil(
                `stream ${i} shows the move made on ${instance.name}`,
                () => stream.latest === money,
                5_000,
              );
            }
          }
          console.log(`cluster rolling restart: ${requests} requests, ${failures.length} failed`);
        } finally {
          loading = false;
          await Promise.all(streams.map((s) => s.close()));
        }
      },
    );
  },
);
