/**
 * `ops exclusion:list` and `ops exclusion:end` (issue 17): listing by brand and by operator
 * (in force only unless --all), ending one as an operator action recorded in the member's
 * account history, refused before its end date without --override. Runs on PGlite and on
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsibleGamblingHistory } from '../db/schema/responsible-gambling.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import type { TestMember } from '../test/money-kit.ts';
import { get, newMember } from '../test/money-kit.ts';
import type { OperatorExclusion } from '../areas/responsible-gambling/operator.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { helpText } from './help.ts';

const HOUR = 3_600_000;
const RG = '/member/responsible_gambling';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await runOps(server.ctx, 'compliance:set', { brand: 'fubo', operator: 'elsewhere' });
});
afterAll(async () => {
  await server?.close();
});

async function exclude(m: TestMember, kind: 'timeout' | 'self_exclusion', duration: number) {
  const r = await server.request({
    path: `${RG}/exclusion`,
    body: { kind, duration },
    token: m.token,
    brand: m.brand,
  });
  expect(r.statusCode, r.body).toBe(200);
}

const list = async (args: Record<string, string>) =>
  (await runOps(server.ctx, 'exclusion:list', args)) as OperatorExclusion[];
const mine = (rows: OperatorExclusion[], ...ms: TestMember[]) =>
  rows.filter((r) => ms.some((m) => m.id === r.member_id));

describe('ops exclusion:list and exclusion:end', () => {
  it('are registered with usage and help', () => {
    expect(COMMANDS).toEqual(expect.arrayContaining(['exclusion:list', 'exclusion:end']));
    expect(USAGE).toContain('exclusion:list');
    expect(USAGE).toContain('exclusion:end');
    expect(helpText('exclusion:end')).toContain('--override');
    expect(helpText('exclusion:list')).toContain('--all');
  });

  it('lists by brand or operator, in force only unless --all', async () => {
    const a = await newMember(server, { brand: 'default' });
    const b = await newMember(server, { brand: 'nexbet' });
    const c = await newMember(server, { brand: 'fubo' });
    await exclude(a, 'timeout', 1);
    await exclude(b, 'self_exclusion', 6);
    await exclude(c, 'timeout', 2);

    const byBrand = mine(await list({ brand: 'default' }), a, b, c);
    expect(byBrand).toHaveLength(1);
    expect(byBrand[0]).toMatchObject({
      brand: 'default',
      operator: 'default',
      username: a.username,
      kind: 'timeout',
      active: true,
      due: false,
      ended_at: null,
    });
    const byOperator = mine(await list({ operator: 'default' }), a, b, c);
    expect(byOperator.map((r) => r.username).sort()).toEqual([a.username, b.username].sort());
    expect(mine(await list({ operator: 'elsewhere' }), a, b, c).map((r) => r.username)).toEqual([
      c.username,
    ]);

    // Ended ones only with --all.
    server.clock.advance(24 * HOUR + 1000);
    a.token = await server.login(a.username, 'Kettle-Moss-42');
    const ended = await server.request({ path: `${RG}/exclusion/end`, body: {}, token: a.token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(mine(await list({ brand: 'default' }), a)).toEqual([]);
    expect(mine(await list({ brand: 'default', all: 'true' }), a)).toEqual([
      expect.objectContaining({ active: false, ended_at: expect.any(String) }),
    ]);

    await expect(list({})).rejects.toThrow(/--brand or --operator/);
    await expect(list({ brand: 'nope' })).rejects.toThrow(/Unknown brand/);
    await expect(list({ operator: 'Bad Id' })).rejects.toThrow(/--operator/);
    await expect(list({ brand: 'default', limit: '0' })).rejects.toThrow(/--limit/);
  });

  it('ends one as the operator, recorded in the history; before its end date only with --override', async () => {
    const m = await newMember(server, { brand: 'default' });
    await exclude(m, 'self_exclusion', 6);
    const [row] = mine(await list({ brand: 'default' }), m);
    if (!row) throw new Error('no exclusion listed');
    const id = String(row.id);

    await expect(runOps(server.ctx, 'exclusion:end', { id })).rejects.toThrow(/--reason/);
    await expect(
      runOps(server.ctx, 'exclusion:end', { id, reason: 'asked by phone' }),
    ).rejects.toThrow(/runs until .*--override/);
    await expect(
      runOps(server.ctx, 'exclusion:end', { id: '999999', reason: 'x' }),
    ).rejects.toThrow(/No exclusion 999999/);
    await expect(runOps(server.ctx, 'exclusion:end', { id: 'x', reason: 'x' })).rejects.toThrow(
      /--id/,
    );
    // Still in force: sign-in elsewhere is still refused, nothing was written.
    expect(mine(await list({ brand: 'default' }), m)).toHaveLength(1);

    const ended = (await runOps(server.ctx, 'exclusion:end', {
      id,
      reason: 'taken in error (ticket 4411)',
      override: 'true',
    })) as OperatorExclusion;
    expect(ended).toMatchObject({ id: row.id, active: false, due: false });
    await expect(
      runOps(server.ctx, 'exclusion:end', { id, reason: 'again', override: 'true' }),
    ).rejects.toThrow(/already ended/);

    // The member's history shows it ended; the record says by whom and why.
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    const history = (await get(server, m, `${RG}/history`)).json().list as {
      event: string;
      kind: string;
    }[];
    expect(history[0]).toMatchObject({ event: 'exclusion_ended', kind: 'self_exclusion' });
    const rows = await server.ctx.db
      .select()
      .from(responsibleGamblingHistory)
      .where(eq(responsibleGamblingHistory.memberId, m.id));
    expect(rows.find((r) => r.event === 'exclusion_ended')).toMatchObject({
      actor: 'operator',
      note: 'taken in error (ticket 4411)',
    });
    expect(rows.find((r) => r.event === 'exclusion_started')).toMatchObject({
      actor: 'member',
      note: null,
    });
    // Ended: money may move again.
    expect((await get(server, m, `${RG}/exclusion`)).json().exclusion).toMatchObject({
      active: false,
    });
  });

  it('ends one past its end date without --override', async () => {
    const m = await newMember(server, { brand: 'nexbet' });
    await exclude(m, 'timeout', 1);
    const [row] = mine(await list({ brand: 'nexbet' }), m);
    if (!row) throw new Error('no exclusion listed');
    server.clock.advance(24 * HOUR + 1000);
    expect(mine(await list({ brand: 'nexbet' }), m)[0]).toMatchObject({ due: true });
    expect(
      await runOps(server.ctx, 'exclusion:end', { id: String(row.id), reason: 'member asked' }),
    ).toMatchObject({ active: false, due: true });
  });
});
