/**
 * The hashing queue (`hash-queue.ts`) and how the server answers when it is full: bounded
 * running and waiting work, a per-member (per-login-name) bound, refusals answered at once with
 * 503 `SERVER_BUSY`, `Retry-After` and a translated message, changing nothing; and a burst of
 * 50 withdrawal-password checks from one member against a listening server, every one answered.
 *
 * No timing: costly derivations are held by a promise the test releases (`holdable`), and the
 * test waits on the queue's state, never on time.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { withdrawPasswordFailures } from '../../db/schema/security.ts';
import { ApiError } from '../../base/errors.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { mainOf, newMember } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';
import { createHashQueue } from './hash-queue.ts';
import type { SlotRunner } from './hash-queue.ts';
import {
  accountKey,
  createPasswordService,
  legacyScryptHash,
  passwordOptionsOf,
} from './passwords.ts';

const BUSY_JA = 'ただいま混み合っています。しばらくしてからもう一度お試しください';

/** Derivations that wait, while held, until released: they fill slots without any timing. */
function holdable() {
  let gate: Promise<void> | undefined;
  let open = () => {};
  const around: SlotRunner = async (work) => {
    if (gate) await gate;
    return work();
  };
  return {
    around,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
  };
}

/** A promise and its resolver: a task that ends when the test says so. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the hashing queue', () => {
  it('refuses beyond running + waiting at once with 503 SERVER_BUSY and Retry-After, and runs nothing of the refused task', async () => {
    const queue = createHashQueue({ running: 1, waiting: 1, perAccount: 2 });
    const first = deferred();
    const second = deferred();
    const a = queue.admit('member:1', (slot) => slot(() => first.promise));
    const b = queue.admit('member:2', (slot) => slot(() => second.promise));
    // One derivation runs, the other waits for the slot; both are admitted.
    expect(queue.load()).toEqual({ admitted: 2, running: 1, waitingForSlot: 1 });

    const task = vi.fn(async () => 'ran');
    const refused = queue.admit('member:3', task);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      code: 'SERVER_BUSY',
      status: 503,
      headers: { 'retry-after': '1' },
    });
    expect(task).not.toHaveBeenCalled();

    first.resolve();
    await a;
    second.resolve();
    await b;
    expect(queue.load()).toEqual({ admitted: 0, running: 0, waitingForSlot: 0 });
    await expect(queue.admit('member:3', task)).resolves.toBe('ran');
  });

  it("refuses one account's work beyond its own bound while another account still gets in", async () => {
    const queue = createHashQueue({ running: 2, waiting: 32, perAccount: 2 });
    const held = deferred();
    const mine = [1, 2].map(() => queue.admit('member:7', (slot) => slot(() => held.promise)));
    await expect(queue.admit('member:7', async () => 'third')).rejects.toMatchObject({
      code: 'SERVER_BUSY',
    });
    const other = queue.admit('member:8', async () => 'other');
    await expect(other).resolves.toBe('other');
    held.resolve();
    await Promise.all(mine);
    // The account's places are given back with its work.
    await expect(queue.admit('member:7', async () => 'again')).resolves.toBe('again');
  });

  it('gives the place back when the work throws', async () => {
    const queue = createHashQueue({ running: 1, waiting: 0, perAccount: 1 });
    await expect(
      queue.admit('member:1', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(queue.load().admitted).toBe(0);
    await expect(queue.admit('member:1', async () => 'ok')).resolves.toBe('ok');
  });
});

describe('a full queue, through HTTP', () => {
  const held = holdable();
  let server: TestServer;
  beforeAll(async () => {
    // Two places: one derivation running, one more admitted.
    server = await startTestServer({
      env: { LOBBY_HASH_CONCURRENCY: '1', LOBBY_HASH_QUEUE: '1' },
      passwords: (config) =>
        createPasswordService({ ...passwordOptionsOf(config), around: held.around }),
    });
  });
  afterAll(async () => {
    held.release();
    await server?.close();
  });

  const login = async (username: string, locale = 'en') =>
    server.request({
      path: '/member/auth/login',
      query: { locale },
      body: { username, password: await server.encrypt('Kettle-Moss-42') },
    });

  it('answers a sign-in beyond it at once: 503 SERVER_BUSY, Retry-After, translated, and no failure counted', async () => {
    const [m1, m2, m3] = [
      await newMember(server),
      await newMember(server),
      await newMember(server),
    ] as [TestMember, TestMember, TestMember];
    held.hold();
    const first = login(m1.username);
    const second = login(m2.username);
    await vi.waitFor(() => expect(server.ctx.passwords.load().admitted).toBe(2));

    const refused = await login(m3.username, 'ja');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 'SERVER_BUSY', message: BUSY_JA });
    // Nothing was compared, so nothing is held against the member or the address.
    expect(await server.ctx.loginGuard.failures('default', m3.username, '127.0.0.1')).toBe(0);
    const [row] = await server.ctx.db
      .select({ failedLogins: members.failedLogins })
      .from(members)
      .where(eq(members.id, m3.id));
    expect(row?.failedLogins).toBe(0);

    held.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await login(m3.username)).statusCode).toBe(200);
  });
});

describe('a burst from one member, against a listening server', () => {
  const held = holdable();
  let server: TestServer;
  let base = '';
  const WPASS = 'wp7319';
  beforeAll(async () => {
    // The defaults: 2 running, 32 waiting, 2 per member.
    server = await startTestServer({
      passwords: (config) =>
        createPasswordService({ ...passwordOptionsOf(config), around: held.around }),
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    held.release();
    await server?.close();
  });

  /** A member with money, one card and a withdrawal PIN stored as an older scrypt hash. */
  async function memberWithOldPin(): Promise<TestMember & { card: number }> {
    const m = await newMember(server, { balance: 1_000_00, withdrawPassword: WPASS });
    const card = await server.request({
      path: '/member/bank_card/add',
      token: m.token,
      body: {
        bank_name: 'MAY',
        account_name: 'Test Member',
        account_number: `77${Date.now().toString().slice(-8)}`,
        withdraw_password: await server.encrypt(WPASS),
      },
    });
    expect(card.statusCode, card.body).toBe(200);
    await server.ctx.db
      .update(members)
      .set({ withdrawPasswordHash: await legacyScryptHash(WPASS, 10) })
      .where(eq(members.id, m.id));
    return { ...m, card: card.json().id as number };
  }

  async function withdraw(m: TestMember & { card: number }, password: string) {
    const response = await fetch(`${base}/api/v1/member/withdraw/apply?locale=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${m.token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        bank_card_id: m.card,
        amount: 100_00,
        withdraw_password: await server.encrypt(password),
      }),
    });
    const body = (await response.json()) as { code?: string; message?: string };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  }

  const failuresOf = async (memberId: number) => {
    const [row] = await server.ctx.db
      .select({ n: count() })
      .from(withdrawPasswordFailures)
      .where(and(eq(withdrawPasswordFailures.memberId, memberId)));
    return Number(row?.n ?? 0);
  };

  it('answers all 50: two checked, 48 refused at once and counted against nobody, while another member gets through; the old PIN hash is upgraded', async () => {
    const a = await memberWithOldPin();
    const b = await memberWithOldPin();
    held.hold();
    let answered = 0;
    const burst = Array.from({ length: 50 }, () =>
      withdraw(a, WPASS).then((answer) => {
        answered += 1;
        return answer;
      }),
    );
    // The refusals come back while the two admitted checks are still held in their hash.
    await vi.waitFor(() => expect(answered).toBe(48), { timeout: 20_000 });
    expect(server.ctx.passwords.load().admitted).toBe(2);
    // One attempt is logged (the one being checked); none for the refused 48.
    await vi.waitFor(async () => expect(await failuresOf(a.id)).toBe(1));

    // Another member is admitted (queued behind the held hashes), not refused.
    let otherAnswered = false;
    const other = withdraw(b, WPASS).then((answer) => {
      otherAnswered = true;
      return answer;
    });
    await vi.waitFor(() => expect(server.ctx.passwords.load().admitted).toBe(3));
    expect(otherAnswered).toBe(false);

    held.release();
    const answers = await Promise.all(burst);
    const statuses = answers.map((x) => x.status);
    expect(statuses.filter((s) => s === 503)).toHaveLength(48);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    for (const refused of answers.filter((x) => x.status === 503)) {
      expect(refused.retryAfter).toBe('1');
      expect(refused.body).toEqual({
        code: 'SERVER_BUSY',
        message: 'The server is busy, please try again in a moment',
      });
    }
    expect((await other).status).toBe(200);

    // Exactly two withdrawals left the wallet; the right PIN cleared the log and the old hash
    // was replaced by the keyed one.
    expect(await mainOf(server, a)).toBe(1_000_00 - 2 * 100_00);
    expect(await failuresOf(a.id)).toBe(0);
    const [row] = await server.ctx.db
      .select({ hash: members.withdrawPasswordHash })
      .from(members)
      .where(eq(members.id, a.id));
    expect(row?.hash).toMatch(/^hmac-sha256\$/);
    expect(server.ctx.passwords.load()).toEqual({ admitted: 0, running: 0, waitingForSlot: 0 });
  });

  it('limits sign-ins of an unknown name per name too (the dummy hash), case aside', async () => {
    const known = await newMember(server);
    held.hold();
    const signIn = async (username: string) =>
      server.request({
        path: '/member/auth/login',
        body: { username, password: await server.encrypt('Kettle-Moss-42') },
      });
    const ghosts = [signIn('ghost0001'), signIn('ghost0001')];
    await vi.waitFor(() => expect(server.ctx.passwords.load().admitted).toBe(2));
    const third = await signIn('GHOST0001');
    expect(third.statusCode).toBe(503);
    expect(third.json().code).toBe('SERVER_BUSY');
    const knownLogin = signIn(known.username);
    await vi.waitFor(() => expect(server.ctx.passwords.load().admitted).toBe(3));
    held.release();
    for (const ghost of await Promise.all(ghosts))
      expect(ghost.json().code).toBe('INVALID_CREDENTIALS');
    expect((await knownLogin).statusCode).toBe(200);
    expect(accountKey.loginName('default', 'GHOST0001')).toBe(
      accountKey.loginName('default', 'ghost0001'),
    );
  });
});
