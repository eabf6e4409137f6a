import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCards } from '../../db/schema/payments.ts';
import { members } from '../../db/schema/members.ts';
import { opsSetPermission } from '../../ops/commands.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Signs up as the form does, with `card` beside the account's fields. */
async function register(username: string, card: Record<string, string> = {}) {
  return server.request({
    path: '/member/auth/register',
    body: {
      username,
      password: await server.encrypt('Kettle-Moss-42'),
      password_confirmation: await server.encrypt('Kettle-Moss-42'),
      age_confirmed: true,
      ...card,
    },
  });
}

async function memberNamed(username: string) {
  const [row] = await server.ctx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, 'default'), eq(members.username, username)));
  return row;
}

const CARD = { bank_name: 'CIMB', account_name: 'Ann Lee', account_number: '1234 5678 90' };

describe('a bank card at sign-up (member.register_bank_info)', () => {
  it('stores the card with the member when the brand requires one, as the card list shows it', async () => {
    await opsSetPermission(server.ctx, 'default', 'member.register_bank_info', '2');
    const res = await register('cardhold1', CARD);
    expect(res.statusCode).toBe(200);
    const cards = await server.request({ path: '/member/bank_card/list', token: res.json().token });
    expect(cards.json().list).toEqual([
      expect.objectContaining({
        bank_name: 'CIMB',
        account_name: 'Ann Lee',
        account_number: '******7890',
      }),
    ]);
  });

  it('refuses a missing or bad card on its field and creates nothing', async () => {
    await opsSetPermission(server.ctx, 'default', 'member.register_bank_info', '2');
    const missing = await register('cardless1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'bank_name', key: 'PLEASE_SELECT_BANK' });
    // Not offered at registration (the seed keeps OTHER off /reg_bank_list).
    const other = await register('cardless2', { ...CARD, bank_name: 'OTHER', branch: '001' });
    expect(other.json()).toMatchObject({ field: 'bank_name', key: 'PLEASE_SELECT_BANK' });
    const short = await register('cardless3', { ...CARD, account_number: '12-3' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'account_number', key: 'BANK_ACCOUNT_LENGTH' });
    const unnamed = await register('cardless4', { ...CARD, account_name: '  ' });
    expect(unnamed.json()).toMatchObject({ field: 'account_name', key: 'PLEASE_FILL_IN_NAME' });
    for (const name of ['cardless1', 'cardless2', 'cardless3', 'cardless4'])
      expect(await memberNamed(name), name).toBeUndefined();
  });

  it('takes no card when optional and left blank, and ignores one the brand does not ask for', async () => {
    await opsSetPermission(server.ctx, 'default', 'member.register_bank_info', '1');
    const blank = await register('optional1');
    expect(blank.statusCode).toBe(200);
    const bad = await register('optional2', { ...CARD, account_number: '1' });
    expect(bad.json()).toMatchObject({ field: 'account_number' });
    await opsSetPermission(server.ctx, 'default', 'member.register_bank_info', '0');
    const hidden = await register('hidden001', CARD);
    expect(hidden.statusCode).toBe(200);
    const member = await memberNamed('hidden001');
    const cards = await server.ctx.db
      .select()
      .from(bankCards)
      .where(eq(bankCards.memberId, member?.id ?? -1));
    expect(cards).toEqual([]);
  });
});
