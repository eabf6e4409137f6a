/**
 * A login signed out from another device while its withdrawals are in flight: each withdrawal
 * either completes whole (money held, record written, balance answered) or is refused whole
 * (401 SESSION_REVOKED, or the daily count, nothing moved), and the ledger stays balanced. A
 * request already past authentication when the sign-out commits may finish; one arriving after
 * is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/payments.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { keyed, ledgerSound, MEMBER_PASSWORD, mainOf, newMember } from '../../test/money-kit.ts';

let server: TestServer;
beforeAll(async () => {
  // Many withdrawals of one member at once: the hashing queue's per-member bound is set out of
  // the way, as core/money/race.test.ts does.
  server = await startTestServer({
    env: { LOBBY_HASH_PER_ACCOUNT: '1000', LOBBY_HASH_QUEUE: '1000' },
  });
});
afterAll(async () => {
  await server?.close();
});

const N = 12;

function withdrawalsOf(memberId: number) {
  return server.ctx.db
    .select({ amount: withdrawals.amount })
    .from(withdrawals)
    .where(eq(withdrawals.memberId, memberId));
}

describe('sign-out racing withdrawals', () => {
  it('leaves every withdrawal whole or refused, and the ledger sound', async () => {
    const victim = await newMember(server, { balance: 10_000_00, withdrawPassword: 'wp1234' });
    const card = (
      await server.request({
        path: '/member/bank_card/add',
        body: {
          bank_name: 'MAY',
          account_name: 'T',
          account_number: '1234509876',
          withdraw_password: await server.encrypt('wp1234'),
        },
        token: victim.token,
      })
    ).json() as { id: number };
    // The member's other device: it signs the first out while the withdrawals run.
    const owner = await server.login(victim.username, MEMBER_PASSWORD);
    const body = {
      bank_card_id: card.id,
      amount: 100_00,
      withdraw_password: await server.encrypt('wp1234'),
    };
    const racing = Promise.all(
      Array.from({ length: N }, () => keyed(server, victim, '/member/withdraw/apply', body)),
    );
    // Signed out from the other device once the first withdrawal has landed, the rest in flight.
    const deadline = Date.now() + 20_000;
    while ((await withdrawalsOf(victim.id)).length === 0) {
      if (Date.now() > deadline) throw new Error('no withdrawal landed');
      await new Promise((resolve) => setImmediate(resolve));
    }
    const out = await server.request({
      method: 'POST',
      path: '/member/security/devices/sign_out_others',
      token: owner,
    });
    expect(out.statusCode).toBe(200);
    // And more sent right after it, as a client that has not heard yet would.
    const late = Array.from({ length: 4 }, () =>
      keyed(server, victim, '/member/withdraw/apply', body),
    );
    const results = [...(await racing), ...(await Promise.all(late))];

    let ok = 0;
    for (const r of results) {
      if (r.statusCode === 200) {
        ok += 1;
        expect(r.json()).toMatchObject({ withdrawal: { status: 1, amount: 100_00 } });
      } else {
        // Refused whole: revoked, or (VIP 0) over the daily count, never a half-done 5xx.
        expect([401, 403, 409, 422, 400]).toContain(r.statusCode);
        expect(['SESSION_REVOKED', 'WITHDRAWAL_LIMIT'], r.body).toContain(r.json().code);
      }
    }
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(
      results.filter((r) => r.json().code === 'SESSION_REVOKED').length,
    ).toBeGreaterThanOrEqual(4);
    expect(await withdrawalsOf(victim.id)).toHaveLength(ok);
    const ownerView = { ...victim, token: owner };
    expect(await mainOf(server, ownerView)).toBe(10_000_00 - ok * 100_00);
    await ledgerSound(server);
    // And the signed-out login is over.
    const after = await server.request({ path: '/member/userprofile', token: victim.token });
    expect(after.json().code).toBe('SESSION_REVOKED');
  });
});
