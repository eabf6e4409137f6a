/**
 * Marketing stops under an exclusion (issue 17): promotional messages (`marketing`), personal or
 * sent to the whole brand, are neither listed, counted, opened nor sent by name to a member
 * under a time-out or self-exclusion, nor to the members a self-exclusion reaches on the
 * operator's other brands; what was sent meanwhile never arrives. Account, security and
 * transaction messages still do. Runs on PGlite and on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members.ts';
import { runOps } from '../../ops/dispatch.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { unreadCountsOf } from '../../core/messaging/message-counts.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import type { TestMember } from '../../test/money-kit.ts';
import { get, newMember } from '../../test/money-kit.ts';
import { listMessagesOf } from '../messages/service.ts';

const HOUR = 3_600_000;
const RG = '/member/responsible_gambling';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let sent = 0;
/** Sends a message from ops with a title unique to this run; answers the title. */
async function send(
  brand: string,
  title: string,
  options: { username?: string; marketing?: boolean } = {},
): Promise<string> {
  sent += 1;
  const unique = `${title} #${sent}`;
  await runMoneyOps(server.ctx, 'message:send', {
    brand,
    title: unique,
    content: `${title} content`,
    ...(options.username ? { username: options.username } : {}),
    ...(options.marketing ? { marketing: 'true' } : {}),
  });
  return unique;
}

/** The titles a member's inbox lists, through the API. */
async function titles(m: TestMember): Promise<string[]> {
  const r = await get(server, m, '/member/message/list', { page: 1, page_size: 100 });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().list as { title: string }[]).map((x) => x.title);
}

/** The titles the messages service lists for a member known by id (one who cannot sign in). */
async function titlesOf(brand: string, memberId: number): Promise<string[]> {
  const [reader] = await server.ctx.db
    .select({ id: members.id, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (!reader) throw new Error(`no member ${memberId}`);
  const page = await listMessagesOf(
    server.ctx.db,
    brand,
    reader,
    {},
    { page: 1, pageSize: 100, offset: 0 },
    'en',
  );
  return page.list.map((x) => x.title);
}

describe('marketing messages under an exclusion', () => {
  it('a time-out withholds them (system and personal) from the list, the counts and opening; other messages still arrive', async () => {
    const m = await newMember(server);
    const promo = await send('default', 'Weekend reload', { marketing: true });
    const offer = await send('default', 'Your free spins', {
      marketing: true,
      username: m.username,
    });
    const notice = await send('default', 'Maintenance tonight');
    const security = await send('default', 'New sign-in', { username: m.username });
    expect(await titles(m)).toEqual(expect.arrayContaining([promo, offer, notice, security]));
    const before = (await get(server, m, '/member/message/unread_count')).json();
    const promoId = (
      (await get(server, m, '/member/message/list', { page: 1, page_size: 100 })).json().list as {
        id: number;
        title: string;
      }[]
    ).find((x) => x.title === promo)?.id;
    expect(promoId).toBeDefined();

    // A moment later (the test clock stands still): a message sent at the very instant an
    // exclusion starts counts as sent during it.
    server.clock.advance(1000);
    const out = await server.request({
      path: `${RG}/exclusion`,
      body: { kind: 'timeout', duration: 1 },
      token: m.token,
    });
    expect(out.statusCode, out.body).toBe(200);
    m.token = await server.login(m.username, 'Kettle-Moss-42');

    const during = await titles(m);
    expect(during).toEqual(expect.arrayContaining([notice, security]));
    expect(during).not.toContain(promo);
    expect(during).not.toContain(offer);
    // The seeded promotion announcement is marketing too; the maintenance notice is not.
    expect(during.some((t) => t.startsWith('New: Lucky Red Packet Rain'))).toBe(false);
    expect(during).toContain('Scheduled maintenance');
    const counts = (await get(server, m, '/member/message/unread_count')).json();
    expect(counts.inbox).toBe(before.inbox - 1);
    expect(counts.system).toBe(before.system - 2);
    expect((await get(server, m, `/member/message/detail/${promoId}`)).statusCode).toBe(404);

    // Nothing new reaches them: by name it is refused, to everyone it is not theirs.
    await expect(
      send('default', 'Just for you', { marketing: true, username: m.username }),
    ).rejects.toThrow(/time-out or self-exclusion/);
    const meanwhile = await send('default', 'Cashback week', { marketing: true });
    expect(await titles(m)).not.toContain(meanwhile);

    // Ended: what was sent before is back, what was sent during never arrives, new ones do.
    server.clock.advance(24 * HOUR + 1000);
    m.token = await server.login(m.username, 'Kettle-Moss-42');
    expect(
      (await server.request({ path: `${RG}/exclusion/end`, body: {}, token: m.token })).statusCode,
    ).toBe(200);
    const after = await send('default', 'Spring promotion', { marketing: true });
    const now = await titles(m);
    expect(now).toEqual(expect.arrayContaining([promo, offer, notice, security, after]));
    expect(now).not.toContain(meanwhile);
  });

  it('a self-exclusion withholds them from the matched members on the operator’s other brands only', async () => {
    const taker = await newMember(server, { brand: 'default' });
    const matched = await newMember(server, { brand: 'nexbet' });
    const elsewhere = await newMember(server, { brand: 'fubo' });
    const email = `mkt${taker.id}@example.com`;
    for (const m of [taker, matched, elsewhere])
      await server.ctx.db.execute(
        sql`UPDATE members SET email = ${email}, email_verified_at = now() WHERE id = ${m.id}`,
      );
    await runOps(server.ctx, 'compliance:set', { brand: 'fubo', operator: 'elsewhere' });
    const nexbetPromo = await send('nexbet', 'Nexbet reload', { marketing: true });
    const nexbetNotice = await send('nexbet', 'Nexbet maintenance');
    const fuboPromo = await send('fubo', 'Fubo reload', { marketing: true });
    const before = await unreadCountsOf(server.ctx.db, 'nexbet', matched.id);

    const out = await server.request({
      path: `${RG}/exclusion`,
      body: { kind: 'self_exclusion', duration: 6 },
      token: taker.token,
    });
    expect(out.statusCode, out.body).toBe(200);

    const seen = await titlesOf('nexbet', matched.id);
    expect(seen).toContain(nexbetNotice);
    expect(seen).not.toContain(nexbetPromo);
    expect((await unreadCountsOf(server.ctx.db, 'nexbet', matched.id)).system).toBe(
      before.system - 2,
    );
    await expect(
      send('nexbet', 'Come back', { marketing: true, username: matched.username }),
    ).rejects.toThrow(/time-out or self-exclusion/);
    // Another operator's brand is not covered.
    expect(await titlesOf('fubo', elsewhere.id)).toContain(fuboPromo);
    await send('fubo', 'Fubo offer', { marketing: true, username: elsewhere.username });
  });
});
