/**
 * The new-card hold: a card's first withdrawal waits the brand's `new_card_hold_hours` from when
 * it was added (409 NEW_CARD_HOLD with `until`, nothing moved), then goes through; a card paid to
 * before is not held again, and a brand with no hold holds nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { keyed, ledgerSound, MEMBER_PASSWORD, mainOf, newMember } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function setHold(hours: number) {
  await server.ctx.db
    .update(brands)
    .set({ security: { new_card_hold_hours: hours } })
    .where(eq(brands.id, 'default'));
  server.ctx.brands.invalidate('default');
}

async function addCard(m: TestMember, accountNumber: string): Promise<number> {
  const res = await server.request({
    path: '/member/bank_card/add',
    body: {
      bank_name: 'UOB',
      account_name: 'T',
      account_number: accountNumber,
      withdraw_password: await server.encrypt('wp1234'),
    },
    token: m.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

async function withdraw(m: TestMember, cardId: number, amount = 100_00) {
  return keyed(server, m, '/member/withdraw/apply', {
    bank_card_id: cardId,
    amount,
    withdraw_password: await server.encrypt('wp1234'),
  });
}

describe('new-card hold', () => {
  it("refuses a new card's first withdrawal until the hold ends, moving nothing", async () => {
    await setHold(24);
    try {
      const m = await newMember(server, { balance: 1_000_00, withdrawPassword: 'wp1234' });
      const addedAt = server.clock.now();
      const card = await addCard(m, '5566778899');
      const refused = await withdraw(m, card);
      expect(refused.statusCode).toBe(409);
      const body = refused.json() as { code: string; until: number };
      expect(body.code).toBe('NEW_CARD_HOLD');
      expect(body.until).toBe(Math.ceil((addedAt + 24 * 3_600_000) / 1000));
      expect(await mainOf(server, m)).toBe(1_000_00);

      server.clock.advance(24 * 3_600_000);
      // The session would be idle by now: sign in again.
      const again = { ...m, token: await server.login(m.username, MEMBER_PASSWORD) };
      expect((await withdraw(again, card)).statusCode).toBe(200);
      expect(await mainOf(server, again)).toBe(900_00);
      await ledgerSound(server);
    } finally {
      await setHold(0);
    }
  });

  it('does not hold a card paid to before, nor any card when the brand has no hold', async () => {
    const m = await newMember(server, { balance: 1_000_00, withdrawPassword: 'wp1234' });
    const first = await addCard(m, '1122334455');
    expect((await withdraw(m, first)).statusCode).toBe(200); // no hold in force
    await setHold(24);
    try {
      // The same account re-added is no new card: a withdrawal to it is pending already.
      await server.request({
        method: 'DELETE',
        path: `/member/bank_card/${first}`,
        token: m.token,
      });
      const readded = await addCard(m, '1122334455');
      const res = await withdraw(m, readded);
      expect(res.json().code).not.toBe('NEW_CARD_HOLD');
      const other = await addCard(m, '9988776655');
      expect((await withdraw(m, other)).json().code).toBe('NEW_CARD_HOLD');
    } finally {
      await setHold(0);
    }
  });
});
