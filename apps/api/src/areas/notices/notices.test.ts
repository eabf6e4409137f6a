/**
 * Notices (announcement bars and pop-ups): what guests and members are shown at each position
 * (schedule, audience, platform, sanitised bodies), members' dismissals, the `ops notice:*`
 * commands refusing bad input without writing, and an operator's change reaching a cached
 * instance at once. Runs on PGlite and on PostgreSQL.
 */
import type { Notice } from '@lobby/contract/notices';
import { AdPosition, DisplayType, Platform } from '@lobby/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notices } from '../../db/schema/notices.ts';
import { OpsError } from '../../ops/commands.ts';
import { COMMANDS, USAGE, runOps } from '../../ops/dispatch.ts';
import { helpText } from '../../ops/help.ts';
import { TEST_DB_KIND, startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { newMember } from '../../test/money-kit.ts';
import type { NoticeSummary } from './authoring.ts';

const HOUR = 3_600_000;
/** A cache time no test waits out: only the operator's note can make a change show. */
const LONG_CACHE_MS = 10 * 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ cacheMs: LONG_CACHE_MS });
});
afterAll(async () => {
  await server?.close();
});

async function list(
  position: number,
  options: { token?: string; brand?: string; platform?: number; locale?: string } = {},
): Promise<Notice[]> {
  const r = await server.request({
    method: 'GET',
    path: '/member/notices',
    query: {
      position,
      ...(options.platform ? { platform: options.platform } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    brand: options.brand ?? 'nexbet',
    ...(options.token ? { token: options.token } : {}),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as Notice[];
}

const create = async (args: Record<string, string>) =>
  (await runOps(server.ctx, 'notice:create', { brand: 'nexbet', ...args })) as NoticeSummary;

const ids = (rows: readonly Notice[]) => rows.map((n) => n.id);

async function countOf(brand: string): Promise<number> {
  return (await server.ctx.db.select().from(notices).where(eq(notices.brandId, brand))).length;
}

describe('GET /member/notices', () => {
  it('shows guests the seeded bar before sign-in, and members-only notices to members only', async () => {
    const before = await list(AdPosition.LoginBefore);
    expect(before.some((n) => n.display_type === DisplayType.AnnouncementBar)).toBe(true);
    expect(await list(AdPosition.LoginAfter)).toEqual([]);
    const m = await newMember(server, { brand: 'nexbet' });
    const after = await list(AdPosition.LoginAfter, { token: m.token });
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]).toMatchObject({ position: AdPosition.LoginAfter, format: 'text' });
  });

  it('answers in the request locale', async () => {
    const [en] = await list(AdPosition.LoginBefore, { locale: 'en' });
    const [ja] = await list(AdPosition.LoginBefore, { locale: 'ja' });
    expect(en?.id).toBe(ja?.id);
    expect(en?.title).not.toBe(ja?.title);
  });

  it('refuses an unknown position', async () => {
    const r = await server.request({
      method: 'GET',
      path: '/member/notices',
      query: { position: 9 },
      brand: 'nexbet',
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('notices authored by ops', () => {
  it('are registered with usage and help', () => {
    for (const name of ['notice:create', 'notice:update', 'notice:retire', 'notice:list'])
      expect(COMMANDS).toContain(name);
    expect(USAGE).toContain('notice:create');
    expect(helpText('notice:create')).toContain('--position');
    expect(helpText('notice:update')).toContain('--ends');
  });

  it('show at once on a cached instance, in order of priority, on their platform', async () => {
    const m = await newMember(server, { brand: 'nexbet' });
    const primed = await list(AdPosition.Deposit, { token: m.token });
    const low = await create({
      type: 'bar',
      position: 'deposit',
      title: 'Low',
      body: 'low priority',
    });
    const high = await create({
      type: 'bar',
      position: 'deposit',
      platform: 'mobile',
      priority: '5',
      title: 'High',
      body: 'mobile only',
    });
    const shown = await list(AdPosition.Deposit, { token: m.token });
    expect(ids(shown).slice(0, 2)).toEqual([high.id, low.id]);
    expect(shown).toHaveLength(primed.length + 2);
    const pc = await list(AdPosition.Deposit, { token: m.token, platform: Platform.Pc });
    expect(ids(pc)).toContain(low.id);
    expect(ids(pc)).not.toContain(high.id);
    await runOps(server.ctx, 'notice:retire', { brand: 'nexbet', id: String(high.id) });
    expect(ids(await list(AdPosition.Deposit, { token: m.token }))).not.toContain(high.id);
  });

  it('keep to their schedule', async () => {
    const starts = Math.floor((server.clock.now() + HOUR) / 1000);
    const ends = starts + 3600;
    const n = await create({
      type: 'bar',
      position: 'login-before',
      title: 'Later',
      body: 'in an hour',
      starts: String(starts),
      ends: String(ends),
    });
    expect(ids(await list(AdPosition.LoginBefore))).not.toContain(n.id);
    server.clock.advance(HOUR + 1_000);
    const during = await list(AdPosition.LoginBefore);
    expect(ids(during)).toContain(n.id);
    expect(during.find((x) => x.id === n.id)).toMatchObject({ starts_at: starts, ends_at: ends });
    server.clock.advance(HOUR);
    expect(ids(await list(AdPosition.LoginBefore))).not.toContain(n.id);
  });

  it('sanitise an HTML body, and take a language of their own', async () => {
    const n = await create({
      type: 'popup',
      position: 'login-before',
      format: 'html',
      title: 'Hello',
      'title-ja': 'こんにちは',
      body: '<p onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p>',
    });
    const [shown] = (await list(AdPosition.LoginBefore, { locale: 'ja' })).filter(
      (x) => x.id === n.id,
    );
    expect(shown).toMatchObject({ format: 'html', title: 'こんにちは', display_type: 1 });
    expect(shown?.body).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('refuse bad input with a clear error and write nothing', async () => {
    const before = await countOf('nexbet');
    const bad: [Record<string, string>, RegExp][] = [
      [{ type: 'banner', position: 'deposit', title: 'T', body: 'B' }, /--type must be one of/],
      [{ type: 'bar', position: 'lobby', title: 'T', body: 'B' }, /--position must be one of/],
      [{ type: 'bar', position: 'deposit', body: 'B' }, /Missing title in en/],
      [{ type: 'bar', position: 'deposit', title: 'T', 'body-ja': 'B' }, /Missing body in en/],
      [
        {
          type: 'bar',
          position: 'deposit',
          title: 'T',
          body: 'B',
          starts: '2026-01-02',
          ends: '1',
        },
        /ISO date-time/,
      ],
      [
        {
          type: 'bar',
          position: 'deposit',
          title: 'T',
          body: 'B',
          starts: '2030-01-02T00:00:00Z',
          ends: '2030-01-01T00:00:00Z',
        },
        /must be after --starts/,
      ],
      [
        {
          type: 'popup',
          position: 'deposit',
          title: 'T',
          body: '<script>x</script>',
          format: 'html',
        },
        /nothing left once sanitised/,
      ],
      [
        { type: 'bar', position: 'login-before', audience: 'members', title: 'T', body: 'B' },
        /cannot see/,
      ],
      [{ type: 'bar', position: 'deposit', title: 'T'.repeat(121), body: 'B' }, /over 120/],
    ];
    for (const [args, message] of bad)
      await expect(create(args), JSON.stringify(args)).rejects.toThrow(message);
    await expect(
      runOps(server.ctx, 'notice:create', { brand: 'nowhere', type: 'bar' }),
    ).rejects.toThrow(OpsError);
    await expect(
      runOps(server.ctx, 'notice:update', { brand: 'nexbet', id: '999999', title: 'x' }),
    ).rejects.toThrow(/No notice 999999/);
    expect(await countOf('nexbet')).toBe(before);
  });

  it('update what is given and keep the rest; a retired one is refused', async () => {
    const n = await create({ type: 'bar', position: 'withdraw', title: 'Old', body: 'Body' });
    const changed = (await runOps(server.ctx, 'notice:update', {
      brand: 'nexbet',
      id: String(n.id),
      title: 'New',
      'body-ja': '本文',
    })) as NoticeSummary;
    expect(changed.title).toEqual({ en: 'New', ja: 'New', 'zh-CN': 'New' });
    expect(changed.body).toEqual({ en: 'Body', ja: '本文', 'zh-CN': 'Body' });
    expect(changed.position).toBe(AdPosition.Withdraw);
    await runOps(server.ctx, 'notice:retire', { brand: 'nexbet', id: String(n.id) });
    await expect(
      runOps(server.ctx, 'notice:update', { brand: 'nexbet', id: String(n.id), title: 'x' }),
    ).rejects.toThrow(/retired/);
    await expect(
      runOps(server.ctx, 'notice:retire', { brand: 'nexbet', id: String(n.id) }),
    ).rejects.toThrow(/already retired/);
    const listed = (await runOps(server.ctx, 'notice:list', { brand: 'nexbet' })) as {
      id: number;
    }[];
    expect(listed.map((x) => x.id)).not.toContain(n.id);
    const all = (await runOps(server.ctx, 'notice:list', { brand: 'nexbet', all: 'true' })) as {
      id: number;
    }[];
    expect(all.map((x) => x.id)).toContain(n.id);
  });
});

describe('POST /member/notices/:id/dismiss', () => {
  it("hides the notice from that member only, idempotently; another brand's is 404", async () => {
    const n = await create({
      type: 'popup',
      position: 'login-after',
      audience: 'members',
      title: 'Pop',
      body: 'up',
    });
    const m = await newMember(server, { brand: 'nexbet' });
    const other = await newMember(server, { brand: 'nexbet' });
    expect(ids(await list(AdPosition.LoginAfter, { token: m.token }))).toContain(n.id);
    for (let i = 0; i < 2; i += 1) {
      const r = await server.request({
        path: `/member/notices/${n.id}/dismiss`,
        body: {},
        token: m.token,
        brand: 'nexbet',
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ ok: true });
    }
    expect(ids(await list(AdPosition.LoginAfter, { token: m.token }))).not.toContain(n.id);
    expect(ids(await list(AdPosition.LoginAfter, { token: other.token }))).toContain(n.id);

    const elsewhere = await newMember(server, { brand: 'fubo' });
    const r = await server.request({
      path: `/member/notices/${n.id}/dismiss`,
      body: {},
      token: elsewhere.token,
      brand: 'fubo',
    });
    expect(r.statusCode).toBe(404);
    const guest = await server.request({
      path: `/member/notices/${n.id}/dismiss`,
      body: {},
      brand: 'nexbet',
    });
    expect(guest.statusCode).toBe(401);
  });
});

// Two instances share a database only on PostgreSQL (PGlite is one process's, whose notes stay
// in its memory: the cached-instance test above covers that path).
describe.skipIf(TEST_DB_KIND !== 'postgres')('two instances', () => {
  let b: TestServer;
  beforeAll(async () => {
    b = await startTestServer({ sharing: server, cacheMs: LONG_CACHE_MS });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('a notice authored through one instance shows on the other without waiting out its cache', async () => {
    const onB = async () => {
      const r = await b.request({
        method: 'GET',
        path: '/member/notices',
        query: { position: AdPosition.LoginBefore },
        brand: 'helo8',
      });
      return ids(r.json() as Notice[]);
    };
    const primed = await onB();
    const n = (await runOps(server.ctx, 'notice:create', {
      brand: 'helo8',
      type: 'bar',
      position: 'login-before',
      title: 'Everywhere',
      body: 'on every instance',
    })) as NoticeSummary;
    expect(primed).not.toContain(n.id);
    await vi.waitFor(async () => expect(await onB()).toContain(n.id), { timeout: 5_000 });
  });
});
