/**
 * `ops member:balance`: a member's main and game wallets, pending transfers and totals as money
 * in the brand's currency and decimals, matching what the member's own wallet answers; the
 * member named by username or id; refusals in sentences (exit code 2 from the CLI).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { channelByCode, get, keyed, newMember } from '../test/money-kit.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { helpText } from './help.ts';
import { runCli } from './run-cli.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Balance {
  member: string;
  member_id: number;
  currency: string;
  main: string;
  games: { channel_id: number; name: string; balance: string }[];
  games_total: string;
  pending_transfers: string;
  total: string;
}

const balance = async (args: Record<string, string>) =>
  (await runOps(server.ctx, 'member:balance', args)) as Balance;

describe('ops member:balance', () => {
  it('is listed, with its help', () => {
    expect(COMMANDS).toContain('member:balance');
    expect(USAGE).toContain('member:balance');
    expect(helpText('member:balance')).toContain('--username');
  });

  it("prints every wallet and the totals as money, as the member's wallet answers them", async () => {
    const m = await newMember(server, { brand: 'nexbet', balance: 1_234_56 });
    const aur = await channelByCode(server, 'AUR', 'nexbet');
    const moved = await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 200_00,
      channel_id: aur.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const shown = await balance({ brand: 'nexbet', username: m.username });
    expect(shown).toMatchObject({
      member: m.username,
      member_id: m.id,
      currency: 'MYR',
      main: '1,034.56 MYR',
      games_total: '200.00 MYR',
      pending_transfers: '0.00 MYR',
      total: '1,234.56 MYR',
    });
    // Every channel of the brand, zero where the member never transferred.
    const wallet = (await get(server, m, '/member/wallet/info')).json() as {
      main: number;
      games: { channel_id: number }[];
    };
    expect(wallet.main).toBe(1_034_56);
    expect(shown.games.map((g) => g.channel_id)).toEqual(wallet.games.map((g) => g.channel_id));
    expect(shown.games.find((g) => g.channel_id === aur.id)?.balance).toBe('200.00 MYR');
    expect(shown.games.filter((g) => g.channel_id !== aur.id).map((g) => g.balance)).toEqual(
      shown.games.filter((g) => g.channel_id !== aur.id).map(() => '0.00 MYR'),
    );
    // By id too, the same answer.
    expect(await balance({ brand: 'nexbet', id: String(m.id) })).toEqual(shown);
  });

  it("uses the brand's decimals: none for JPY", async () => {
    const m = await newMember(server, { brand: 'fubo', balance: 1_500_000 });
    expect(await balance({ brand: 'fubo', username: m.username })).toMatchObject({
      main: '1,500,000 JPY',
      total: '1,500,000 JPY',
    });
  });

  it('refuses an unknown brand or member, or a member named twice or not at all', async () => {
    const m = await newMember(server, { brand: 'default' });
    await expect(balance({ brand: 'nobrand', username: m.username })).rejects.toThrow(
      'No brand "nobrand"',
    );
    // A member of another brand is not this brand's.
    await expect(balance({ brand: 'nexbet', username: m.username })).rejects.toThrow(
      `No member "${m.username}" in brand "nexbet"`,
    );
    await expect(balance({ brand: 'nexbet', id: String(m.id) })).rejects.toThrow(
      `No member with id ${m.id} in brand "nexbet"`,
    );
    await expect(balance({ brand: 'default' })).rejects.toThrow(/--username U or with --id N/);
    await expect(
      balance({ brand: 'default', username: m.username, id: String(m.id) }),
    ).rejects.toThrow(/one of them/);
    await expect(balance({ brand: 'default', id: 'x1' })).rejects.toThrow(/--id must be/);
  });

  it('exits 2 from the CLI on an option it does not take', async () => {
    let err = '';
    const code = await runCli(
      ['member:balance', '--brand', 'nexbet', '--member', 'demo01'],
      { DATABASE_URL: '' },
      { out: () => {}, err: (text) => (err += text) },
      { defaultDataDir: join(tmpdir(), 'lobby-no-default', 'pglite') },
    );
    expect(code).toBe(2);
    expect(err).toContain('member:balance takes no option --member');
  });
});
