/**
 * The content commands (`promotion:*`, `banner:*`, `help:*`): what each writes is what the
 * member API serves; each type's settings are required and checked by name; every refusal
 * changes nothing; a schedule is honoured (upcoming, running, ended) and a retired item is no
 * longer served (a retired promotion is no longer claimable, its claims are kept). Runs on
 * PGlite and on PostgreSQL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PromotionType, RewardStatus, TimeStatus } from '@lobby/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameBanners, games } from '../db/schema/games.ts';
import { helpPages } from '../db/schema/help.ts';
import { promotions } from '../db/schema/promotions.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { get, keyed, newMember } from '../test/money-kit.ts';
import { OpsError } from './commands.ts';
import { COMMANDS, USAGE, runOps } from './dispatch.ts';
import { helpText } from './help.ts';

const BRAND = 'nexbet';
const HOUR = 3_600_000;
let server: TestServer;
let folder: string;

beforeAll(async () => {
  server = await startTestServer();
  folder = mkdtempSync(join(tmpdir(), 'lobby-content-'));
});
afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const ops = (command: string, args: Record<string, string>) =>
  runOps(server.ctx, command, { brand: BRAND, ...args });

/** Texts in every language, as flags. */
const texts = (field: string, text: string): Record<string, string> => ({
  [`${field}-en`]: `${text} (en)`,
  [`${field}-ja`]: `${text} (ja)`,
  [`${field}-zh-CN`]: `${text} (zh)`,
});

const promotionTexts = (title: string) => ({
  ...texts('title', title),
  ...texts('summary', `${title} summary`),
  ...texts('content', `<p>${title} body</p>`),
});

/** The least each type needs (minor units, as code passes them). */
const BY_TYPE: Record<number, Record<string, string>> = {
  [PromotionType.Manual]: { 'min-bonus': '1000' },
  [PromotionType.Transfer]: { 'bonus-rate': '10', 'max-bonus': '5000', 'game-type': 'SlotMachine' },
  [PromotionType.FriendsReferral]: { 'min-bonus': '1000' },
  [PromotionType.RedPacket]: { 'min-bonus': '100', 'max-bonus': '500' },
  [PromotionType.Roulette]: { 'min-bonus': '100', 'max-bonus': '900' },
  [PromotionType.RepeatBonus]: { 'bonus-rate': '50', 'min-charge': '2000' },
  [PromotionType.Coupon]: { coupon: 'SPRING2030', 'min-bonus': '1800' },
  [PromotionType.MissionDeposit]: { 'min-charge': '50000', 'min-bonus': '3800' },
  [PromotionType.MissionLoss]: { 'min-charge': '10000', 'bonus-rate': '5' },
  [PromotionType.MissionCheckIn]: { 'min-bonus': '100', 'mission-reward': '1' },
};

interface Listed {
  id: number;
  title: string;
  time_status: number;
  claimable: boolean;
}

const guestList = async (locale = 'en'): Promise<Listed[]> =>
  (
    await server.request({ path: '/member/promotion/list', brand: BRAND, query: { locale } })
  ).json();

const rowsIn = async (table: typeof promotions | typeof helpPages | typeof gameBanners) =>
  Number((await server.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0);

/** Runs a command that must be refused with a message matching `message`, and nothing written. */
async function refused(
  command: string,
  args: Record<string, string>,
  message: RegExp,
  table: typeof promotions | typeof helpPages | typeof gameBanners = promotions,
) {
  const before = await rowsIn(table);
  const snapshot = await server.ctx.db.select().from(table);
  const error = await ops(command, args).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${command} ${JSON.stringify(args)}`).toBeInstanceOf(OpsError);
  expect((error as Error).message).toMatch(message);
  expect(await rowsIn(table)).toBe(before);
  expect(await server.ctx.db.select().from(table)).toEqual(snapshot);
}

describe('ops content commands', () => {
  it('are registered with usage and help', () => {
    for (const kind of ['promotion', 'banner', 'help'])
      for (const verb of ['create', 'update', 'retire', 'list']) {
        expect(COMMANDS).toContain(`${kind}:${verb}`);
        expect(USAGE).toContain(`${kind}:${verb}`);
        expect(helpText(`${kind}:${verb}`)).toContain('--brand');
      }
    expect(helpText('promotion:create')).toContain('--title-zh-CN');
    expect(helpText('promotion:create')).toContain('--file');
  });

  it('creates a promotion of every spec type, served to members in each language', async () => {
    for (const [type, settings] of Object.entries(BY_TYPE)) {
      const created = (await ops('promotion:create', {
        type,
        recurrence: '2',
        category: 'daily',
        ...promotionTexts(`Type ${type} offer`),
        ...settings,
      })) as { id: number; type: number };
      expect(created.type).toBe(Number(type));
    }
    const en = await guestList('en');
    const ja = await guestList('ja');
    for (const type of Object.keys(BY_TYPE)) {
      expect(en.map((p) => p.title)).toContain(`Type ${type} offer (en)`);
      expect(ja.map((p) => p.title)).toContain(`Type ${type} offer (ja)`);
    }
    const [coupon] = await server.ctx.db
      .select()
      .from(promotions)
      .where(eq(promotions.coupon, 'SPRING2030'));
    expect(coupon).toMatchObject({ type: 7, minBonus: 1800 });
  });

  it('reads amounts in major units from the CLI, and fields from a JSON file (flags win)', async () => {
    const file = join(folder, 'red-packet.json');
    writeFileSync(
      file,
      JSON.stringify({
        type: 4,
        recurrence: 2,
        category: 'daily',
        title: { en: 'File packet', ja: 'ファイル紅包', 'zh-CN': '文件红包' },
        summary: { en: 'S', ja: 'S', 'zh-CN': 'S' },
        content: {
          en: '<p>Body</p><script>alert(1)</script>',
          ja: '<p>本文</p>',
          'zh-CN': '<p>正文</p>',
        },
        'min-bonus': '2.88',
        'max-bonus': 10,
      }),
    );
    const created = (await runOps(
      server.ctx,
      'promotion:create',
      { brand: BRAND, file, 'max-bonus': '88.88' },
      { amounts: 'major' },
    )) as { id: number };
    const [row] = await server.ctx.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, created.id));
    expect(row).toMatchObject({ minBonus: 288, maxBonus: 8888 });
    // The sanitiser dropped the script with its content.
    expect(row?.content.en).toBe('<p>Body</p>');
  });

  it('refuses bad input by field name and writes nothing', async () => {
    const base: Record<string, string> = {
      type: '4',
      recurrence: '2',
      category: 'daily',
      ...promotionTexts('Bad'),
    };
    const noJa = Object.fromEntries(Object.entries(base).filter(([name]) => name !== 'title-ja'));
    await refused('promotion:create', noJa, /Missing title in ja \(--title-ja\)/);
    await refused('promotion:create', { ...base, 'min-bonus': '100' }, /needs --max-bonus/);
    await refused(
      'promotion:create',
      { ...base, 'min-bonus': '100', 'max-bonus': '500', coupon: 'ABCD1234' },
      /--coupon does not apply to a Red Packet promotion \(type 4\)/,
    );
    await refused(
      'promotion:create',
      { ...base, type: '7', 'min-bonus': '100' },
      /Coupon promotion \(type 7\) needs --coupon/,
    );
    await refused(
      'promotion:create',
      { ...base, type: '7', 'min-bonus': '100', coupon: 'SPRING2030' },
      /--coupon SPRING2030 is promotion \d+'s already/,
    );
    await refused('promotion:create', { ...base, type: '11' }, /--type must be a whole number/);
    await refused(
      'promotion:create',
      {
        ...base,
        'min-bonus': '100',
        'max-bonus': '500',
        starts: '2030-01-02T00:00:00Z',
        ends: '2030-01-01T00:00:00Z',
      },
      /--ends .* must be after --starts/,
    );
    await refused(
      'promotion:create',
      { ...base, 'min-bonus': '100', 'max-bonus': '500', starts: 'tomorrow' },
      /--starts takes an ISO date-time/,
    );
    await refused(
      'promotion:create',
      { ...base, 'min-bonus': '100', 'max-bonus': '500', 'content-en': '<script>x</script>' },
      /The content in en has nothing left once sanitised/,
    );
    await refused(
      'promotion:create',
      { ...base, 'min-bonus': '1.5', 'max-bonus': '500' },
      /--min-bonus must be a whole number of minor units/,
    );
    const file = join(folder, 'typo.json');
    writeFileSync(file, JSON.stringify({ titel: { en: 'x' } }));
    await refused('promotion:create', { ...base, file }, /Unknown field "titel" in --file/);
    const [some] = await server.ctx.db
      .select()
      .from(promotions)
      .where(eq(promotions.brandId, BRAND));
    await refused('promotion:update', { id: String(some?.id), type: '3' }, /--type cannot change/);
    await refused(
      'promotion:update',
      { id: '999999', sort: '1' },
      /No promotion 999999 in brand "nexbet"/,
    );
    await refused('promotion:update', { id: String(some?.id) }, /Nothing to change/);
    await refused(
      'help:create',
      { category: 'news', slug: 'x', ...promotionTexts('H') },
      /--category must be one of/,
      helpPages,
    );
    await refused(
      'banner:create',
      {
        position: 'SlotMachine',
        image: 'javascript:alert(1)',
        ...texts('title', 'B'),
        ...texts('subtitle', 'S'),
      },
      /--image takes an https URL/,
      gameBanners,
    );
    await refused(
      'banner:create',
      {
        position: 'SlotMachine',
        image: 'http://cdn.example.com/plain.webp',
        ...texts('title', 'B'),
        ...texts('subtitle', 'S'),
      },
      /--image takes an https URL/,
      gameBanners,
    );
    await refused(
      'banner:create',
      { position: 'Bowling', ...texts('title', 'B'), ...texts('subtitle', 'S') },
      /--position must be a spec §3 game type/,
      gameBanners,
    );
  });

  it('honours a promotion schedule: upcoming, then running, then ended', async () => {
    const now = server.clock.now();
    const m = await newMember(server, { brand: BRAND });
    const created = (await ops('promotion:create', {
      type: '10',
      recurrence: '2',
      category: 'daily',
      ...promotionTexts('Scheduled check-in'),
      'min-bonus': '100',
      starts: new Date(now + HOUR / 2).toISOString(),
      ends: String(Math.floor((now + 3 * HOUR) / 1000)),
    })) as { id: number; starts: string };
    const mine = async () =>
      ((await get(server, m, '/member/promotion/list')).json() as Listed[]).find(
        (p) => p.id === created.id,
      );
    expect(await mine()).toMatchObject({ time_status: TimeStatus.NotStarted, claimable: false });
    const early = await keyed(server, m, '/member/promotion/apply', { promotion_id: created.id });
    expect(early.json()).toMatchObject({ code: 'PROMOTION_NOT_RUNNING' });
    // Past the start, within the member's session (its activity rule is two hours).
    server.clock.advance(HOUR / 2 + 60_000);
    expect(await mine()).toMatchObject({ time_status: TimeStatus.InProgress, claimable: true });
    // Rescheduled to have ended already: no longer listed nor claimable.
    await ops('promotion:update', {
      id: String(created.id),
      ends: new Date(server.clock.now() - 1000).toISOString(),
    });
    expect(await mine()).toBeUndefined();
    const late = await keyed(server, m, '/member/promotion/apply', { promotion_id: created.id });
    expect(late.json()).toMatchObject({ code: 'PROMOTION_NOT_RUNNING' });
  });

  it('retires a promotion: gone from the list and detail, not claimable, claims kept', async () => {
    const m = await newMember(server, { brand: BRAND });
    const other = await newMember(server, { brand: BRAND });
    const created = (await ops('promotion:create', {
      type: '10',
      recurrence: '1',
      category: 'daily',
      ...promotionTexts('Retiring check-in'),
      'min-bonus': '100',
    })) as { id: number };
    const claim = await keyed(server, m, '/member/promotion/apply', { promotion_id: created.id });
    expect(claim.statusCode, claim.body).toBe(200);
    const retired = (await ops('promotion:retire', { id: String(created.id) })) as {
      retired: string | null;
    };
    expect(retired.retired).not.toBeNull();
    expect((await guestList()).map((p) => p.id)).not.toContain(created.id);
    expect((await get(server, m, `/member/promotion/detail/${created.id}`)).statusCode).toBe(404);
    const after = await keyed(server, other, '/member/promotion/apply', {
      promotion_id: created.id,
    });
    expect(after.json()).toMatchObject({ code: 'PROMOTION_NOT_RUNNING' });
    const my = (await get(server, m, '/member/promotion/my')).json() as {
      list: { promotion_id: number; status: number }[];
    };
    expect(my.list).toContainEqual(
      expect.objectContaining({ promotion_id: created.id, status: RewardStatus.Active }),
    );
    await refused('promotion:retire', { id: String(created.id) }, /is retired already/);
    await refused('promotion:update', { id: String(created.id), sort: '3' }, /is retired/);
    const listed = (await ops('promotion:list', {})) as { id: number }[];
    expect(listed.map((p) => p.id)).not.toContain(created.id);
    const all = (await ops('promotion:list', { all: 'true' })) as { id: number }[];
    expect(all.map((p) => p.id)).toContain(created.id);
  });

  it('authors a help page: served in its window, changed, then retired', async () => {
    const now = server.clock.now();
    const created = (await ops('help:create', {
      category: 'faq',
      slug: 'bonus-rules',
      ...texts('title', 'Bonus rules'),
      ...texts('summary', 'How bonuses work'),
      ...texts('content', '<p onclick="x()">Wager <strong>3×</strong></p>'),
      starts: new Date(now + HOUR).toISOString(),
    })) as { id: number };
    const listed = async () =>
      (
        (
          await server.request({ path: '/help/list', brand: BRAND, query: { locale: 'ja' } })
        ).json() as {
          id: number;
          title: string;
        }[]
      ).find((p) => p.id === created.id);
    const detail = () => server.request({ path: `/help/detail/${created.id}`, brand: BRAND });
    expect(await listed()).toBeUndefined();
    expect((await detail()).statusCode).toBe(404);
    await ops('help:update', { id: String(created.id), starts: 'none', 'title-ja': '賭け条件' });
    expect(await listed()).toMatchObject({ title: '賭け条件' });
    expect((await detail()).json()).toMatchObject({
      content: '<p>Wager <strong>3×</strong></p> (en)',
    });
    await refused(
      'help:create',
      {
        category: 'faq',
        slug: 'bonus-rules',
        ...texts('title', 'T'),
        ...texts('summary', 'S'),
        ...texts('content', '<p>C</p>'),
      },
      /--slug bonus-rules is help page \d+'s already/,
      helpPages,
    );
    await ops('help:retire', { id: String(created.id) });
    expect(await listed()).toBeUndefined();
    expect((await detail()).statusCode).toBe(404);
  });

  it('serves the affiliate introduction from an affiliate help page in service only', async () => {
    await ops('brand:set-permission', { path: 'agent_introduce.status', value: '1' });
    const intro = () => server.request({ path: '/member/affiliate/intro', brand: BRAND });
    const pages = (await ops('help:list', {})) as { id: number; category: string }[];
    for (const page of pages.filter((p) => p.category === 'affiliate'))
      await ops('help:retire', { id: String(page.id) });
    expect((await intro()).json()).toMatchObject({ code: 'NOT_FOUND' });
    const created = (await ops('help:create', {
      category: 'affiliate',
      slug: 'partners',
      ...texts('title', 'Partner with us'),
      ...texts('summary', 'Commission for life'),
      ...texts('content', '<p>Earn a share.</p>'),
      starts: new Date(server.clock.now() + HOUR).toISOString(),
    })) as { id: number };
    expect((await intro()).json()).toMatchObject({ code: 'NOT_FOUND' });
    await ops('help:update', { id: String(created.id), starts: 'none' });
    expect((await intro()).json()).toMatchObject({ title: 'Partner with us (en)' });
  });

  it('authors a banner with a picture and a game link, served until retired', async () => {
    const [game] = await server.ctx.db
      .select()
      .from(games)
      .where(eq(games.brandId, BRAND))
      .limit(1);
    const created = (await ops('banner:create', {
      position: 'SlotMachine',
      game: String(game?.id),
      image: 'https://cdn.example.com/spring.webp',
      sort: '0',
      ...texts('title', 'Spring spins'),
      ...texts('subtitle', 'All week'),
    })) as { id: number };
    type Row = {
      type: string;
      banners: { id: number; title: string; image: string; game: { id: number } | null }[];
    };
    const served = async () =>
      ((await server.request({ path: '/member/game/banner-games', brand: BRAND })).json() as Row[])
        .flatMap((r) => r.banners)
        .find((b) => b.id === created.id);
    expect(await served()).toMatchObject({
      title: 'Spring spins (en)',
      image: 'https://cdn.example.com/spring.webp',
      game: { id: game?.id },
    });
    await ops('banner:update', { id: String(created.id), image: 'none' });
    // The drawn artwork, whose URL changes with what it draws (it is cached for an hour).
    const drawn = (await served())?.image ?? '';
    expect(drawn).toMatch(new RegExp(`^/media/banner/${created.id}-[0-9a-f]{12}\\.svg$`));
    await ops('banner:update', { id: String(created.id), 'title-en': 'Summer spins' });
    const redrawn = (await served())?.image ?? '';
    expect(redrawn).not.toBe(drawn);
    const svg = await server.app.inject({ url: redrawn, headers: { 'x-lobby-brand': BRAND } });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('Summer spins');
    await ops('banner:retire', { id: String(created.id) });
    expect(await served()).toBeUndefined();
  });
});
