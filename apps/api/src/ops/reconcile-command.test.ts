/**
 * `ops ledger:reconcile` prints money, never bare minor units: each brand's totals, operator
 * balances and the amounts in its differences in its own currency and decimals; without
 * `--brand`, one report per brand (currencies are never added together).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { newMember } from '../test/money-kit.ts';
import { runOps } from './dispatch.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface BrandReport {
  ok: boolean;
  brand: string;
  currency: string;
  total: string;
  member_total: string;
  differences: { problem: string; detail: string }[];
  operator_balances: Record<string, string>;
}

describe('ops ledger:reconcile', () => {
  it("prints one brand's figures as money in its currency", async () => {
    await newMember(server, { brand: 'nexbet', balance: 1_234_56 });
    const report = (await runOps(server.ctx, 'ledger:reconcile', {
      brand: 'nexbet',
    })) as BrandReport;
    expect(report).toMatchObject({ ok: true, brand: 'nexbet', currency: 'MYR', total: '0.00 MYR' });
    expect(report.member_total).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} MYR$/);
    expect(Object.values(report.operator_balances).length).toBeGreaterThan(0);
    for (const value of Object.values(report.operator_balances))
      expect(value).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2} MYR$/);
  });

  it('without --brand reports every brand in its own currency', async () => {
    await newMember(server, { brand: 'fubo', balance: 1_500_000 });
    const all = (await runOps(server.ctx, 'ledger:reconcile', {})) as {
      ok: boolean;
      brands: BrandReport[];
    };
    expect(all.ok).toBe(true);
    const byId = new Map(all.brands.map((b) => [b.brand, b]));
    expect([...byId.keys()]).toEqual(expect.arrayContaining(['default', 'nexbet', 'fubo']));
    expect(byId.get('fubo')).toMatchObject({ currency: 'JPY', total: '0 JPY' });
    expect(byId.get('fubo')?.member_total).toMatch(/^\d{1,3}(,\d{3})* JPY$/);
    expect(byId.get('default')?.member_total).toMatch(/ USD$/);
  });

  it("writes a difference's amounts as money", async () => {
    const m = await newMember(server, { brand: 'nexbet', balance: 1_234_56 });
    const key = `main:${m.id}`;
    // The wallet mirror drifts by one minor unit (the ledger's own balances change only by entries).
    await server.ctx.db.execute(
      sql`UPDATE member_wallets SET balance = balance + 1 WHERE member_id = ${m.id}`,
    );
    try {
      const report = (await runOps(server.ctx, 'ledger:reconcile', {
        brand: 'nexbet',
      })) as BrandReport;
      expect(report.ok).toBe(false);
      expect(report.differences).toContainEqual({
        problem: 'wallet_mirror_differs',
        detail: `${key}: ledger 1,234.56 MYR, member_wallets 1,234.57 MYR`,
      });
      expect(((await runOps(server.ctx, 'ledger:reconcile', {})) as { ok: boolean }).ok).toBe(
        false,
      );
    } finally {
      await server.ctx.db.execute(
        sql`UPDATE member_wallets SET balance = balance - 1 WHERE member_id = ${m.id}`,
      );
    }
  });
});
