import { KYC_MAX_BYTES } from '@lobby/contract/kyc';
import { PromotionType, RewardStatus } from '@lobby/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREED_CLAIM_STATUSES, promotionClaims } from '../../db/schema/promotions.ts';
import { runMoneyOps } from '../../ops/money-dispatch.ts';
import { MULTIPART_LIMIT } from '../../http/multipart.ts';
import { periodKey, periodStart, rouletteSegments } from './eligibility.ts';
import { sanitizeHtml, isSafeHref } from '../../base/sanitize.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import {
  channelByCode,
  get,
  keyed,
  ledgerSound,
  mainOf,
  newMember,
  depositedAt,
  playedAt,
} from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';

let server: TestServer;
let promos: {
  id: number;
  type: number;
  min_bonus: number;
  max_bonus: number;
  title: string;
  claimable: boolean;
  time_status: number;
}[];
beforeAll(async () => {
  server = await startTestServer();
  promos = (await server.request({ path: '/member/promotion/list' })).json();
});
afterAll(async () => {
  await server?.close();
});

const promo = (type: number) => {
  const p = promos.find((x) => x.type === type && x.time_status === 2);
  if (!p) throw new Error(`no running promotion of type ${type}`);
  return p;
};
const apply = (m: TestMember, body: Record<string, unknown>) =>
  keyed(server, m, '/member/promotion/apply', body);

const deposited = (m: TestMember, amount: number) => depositedAt(server, m, amount);
const played = (m: TestMember, bet: number, payout: number) => playedAt(server, m, bet, payout);

describe('promotions', () => {
  it('lists all ten types with localised copy and a detail page', async () => {
    expect(new Set(promos.map((p) => p.type))).toEqual(new Set(Object.values(PromotionType)));
    const ja = (
      await server.request({ path: '/member/promotion/list', query: { locale: 'ja' } })
    ).json();
    expect(ja[0].title).not.toBe(promos[0]?.title);
    const detail = (
      await server.request({
        path: `/member/promotion/detail/${promos[0]?.id}`,
        query: { locale: 'zh-CN' },
      })
    ).json();
    expect(detail.content).toContain('<h3>条款</h3>');
    expect(detail.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(promos.some((p) => p.time_status === 1 && !p.claimable)).toBe(true);
    expect((await server.request({ path: '/member/promotion/detail/999999' })).statusCode).toBe(
      404,
    );
  });

  it('pays the instant types once per period and tracks turnover to completion', async () => {
    const m = await newMember(server);
    const checkIn = await apply(m, { promotion_id: promo(PromotionType.MissionCheckIn).id });
    expect(checkIn.json().claim).toMatchObject({
      status: RewardStatus.Active,
      bonus: 1_00,
      target_turnover: 0,
    });
    expect(
      (await apply(m, { promotion_id: promo(PromotionType.MissionCheckIn).id })).json().code,
    ).toBe('ALREADY_CLAIMED');
    const red = (await apply(m, { promotion_id: promo(PromotionType.RedPacket).id })).json().claim;
    expect(red.bonus).toBeGreaterThanOrEqual(promo(PromotionType.RedPacket).min_bonus);
    expect(red.bonus).toBeLessThanOrEqual(promo(PromotionType.RedPacket).max_bonus);
    expect(red.target_turnover).toBe(red.bonus * 3);
    const wheel = (await apply(m, { promotion_id: promo(PromotionType.Roulette).id })).json().claim;
    expect(
      rouletteSegments(
        promo(PromotionType.Roulette).min_bonus,
        promo(PromotionType.Roulette).max_bonus,
      ),
    ).toContain(wheel.bonus);
    expect(
      (await apply(m, { promotion_id: promo(PromotionType.Coupon).id, coupon: 'nope' })).json()
        .code,
    ).toBe('COUPON_INVALID');
    expect(
      (
        await apply(m, { promotion_id: promo(PromotionType.Coupon).id, coupon: 'welcome2026' })
      ).json().claim.bonus,
    ).toBe(18_00);
    expect(await mainOf(server, m)).toBe(1_00 + red.bonus + wheel.bonus + 18_00);
    // The red packet's turnover comes from bet records after the claim.
    await played(m, red.target_turnover, 0);
    const mine = (await get(server, m, '/member/promotion/my', { locale: 'en' })).json();
    expect(mine.total).toBe(4);
    const redNow = mine.list.find((c: { id: number }) => c.id === red.id);
    expect(redNow).toMatchObject({ turnover: red.target_turnover, progress: 10_000 });
    await get(server, m, '/member/withdraw/info');
    const after = (
      await get(server, m, '/member/promotion/my', { status: RewardStatus.Completed })
    ).json();
    expect(after.list.map((c: { id: number }) => c.id)).toContain(red.id);
    await ledgerSound(server);
  });

  it('checks the conditions of deposit, transfer, loss and referral types', async () => {
    const m = await newMember(server, { balance: 1_000_00 });
    const reload = promo(PromotionType.RepeatBonus);
    expect((await apply(m, { promotion_id: reload.id })).json()).toMatchObject({
      code: 'PROMOTION_NOT_ELIGIBLE',
    });
    await deposited(m, 200_00);
    const welcome = promos.find(
      (p) => p.type === PromotionType.RepeatBonus && p.max_bonus === 500_00,
    );
    const w = (await apply(m, { promotion_id: welcome?.id })).json().claim;
    expect(w).toMatchObject({ base_amount: 200_00, bonus: 200_00, target_turnover: 400_00 * 15 });
    const mission = promo(PromotionType.MissionDeposit);
    expect((await apply(m, { promotion_id: mission.id })).json().message).toMatch(
      /deposit .* more/,
    );
    await deposited(m, 300_00);
    expect((await apply(m, { promotion_id: mission.id })).json().claim.bonus).toBe(38_00);
    const transfer = promo(PromotionType.Transfer);
    expect((await apply(m, { promotion_id: transfer.id, amount: 100_00 })).json().code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    const aur = await channelByCode(server, 'AUR');
    await keyed(server, m, '/member/game/transfer', {
      action: 1,
      amount: 100_00,
      channel_id: aur.id,
    });
    expect(
      (await apply(m, { promotion_id: transfer.id, amount: 100_00 })).json().claim,
    ).toMatchObject({ base_amount: 100_00, bonus: 20_00 });
    const loss = promo(PromotionType.MissionLoss);
    expect((await apply(m, { promotion_id: loss.id })).json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    await played(m, 400_00, 100_00);
    expect((await apply(m, { promotion_id: loss.id })).json().claim).toMatchObject({
      base_amount: 300_00,
      bonus: 15_00,
    });
    expect(
      (await apply(m, { promotion_id: promo(PromotionType.FriendsReferral).id })).json().code,
    ).toBe('PROMOTION_NOT_ELIGIBLE');
    const upcoming = promos.find((p) => p.time_status === 1);
    expect((await apply(m, { promotion_id: upcoming?.id })).json().code).toBe(
      'PROMOTION_NOT_RUNNING',
    );
    await ledgerSound(server);
  });

  it('counts only slot transfers, net of transfers back, towards the slots transfer bonus', async () => {
    const m = await newMember(server, { balance: 5_000_00 });
    const transfer = promo(PromotionType.Transfer);
    const move = (action: number, amount: number, channelId: number) =>
      keyed(server, m, '/member/game/transfer', { action, amount, channel_id: channelId });
    // Ten round trips through a Casino-only channel: no slot money moved, so no bonus.
    const casino = await channelByCode(server, 'RLL');
    for (let i = 0; i < 10; i += 1) {
      expect((await move(1, 5_000_00, casino.id)).statusCode).toBe(200);
      expect((await move(2, 5_000_00, casino.id)).statusCode).toBe(200);
    }
    expect((await apply(m, { promotion_id: transfer.id, amount: 100_00 })).json().code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );
    // Into a slots channel and mostly back out: only what stayed in counts.
    const slots = await channelByCode(server, 'JDS');
    await move(1, 300_00, slots.id);
    await move(2, 200_00, slots.id);
    expect((await apply(m, { promotion_id: transfer.id, amount: 200_00 })).json().message).toMatch(
      /only .*100\.00 was transferred/,
    );
    expect(
      (await apply(m, { promotion_id: transfer.id, amount: 100_00 })).json().claim,
    ).toMatchObject({ base_amount: 100_00, bonus: 20_00 });
    await ledgerSound(server);
  });

  it('sends manual promotions through review: approve pays, reject does not, cancel while verifying', async () => {
    const manual = promo(PromotionType.Manual);
    const a = await newMember(server);
    const claim = (await apply(a, { promotion_id: manual.id })).json();
    expect(claim).toMatchObject({ claim: { status: RewardStatus.Verifying }, money: 0 });
    const pending = (await runMoneyOps(server.ctx, 'claims:pending', { brand: 'default' })) as {
      id: number;
    }[];
    expect(pending.map((p) => p.id)).toContain(claim.claim.id);
    await runMoneyOps(server.ctx, 'claim:approve', {
      brand: 'default',
      id: String(claim.claim.id),
    });
    expect(await mainOf(server, a)).toBe(88_00);
    await expect(
      runMoneyOps(server.ctx, 'claim:approve', { brand: 'default', id: String(claim.claim.id) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const b = await newMember(server);
    const rejected = (await apply(b, { promotion_id: manual.id })).json();
    await runMoneyOps(server.ctx, 'claim:reject', {
      brand: 'default',
      id: String(rejected.claim.id),
    });
    expect(await mainOf(server, b)).toBe(0);
    const c = await newMember(server);
    const cancelled = (await apply(c, { promotion_id: manual.id })).json();
    const res = await server.request({
      path: `/member/promotion/cancel/${cancelled.claim.id}`,
      body: {},
      token: c.token,
    });
    expect(res.json().status).toBe(RewardStatus.Cancel);
    expect(
      (
        await server.request({
          path: `/member/promotion/cancel/${cancelled.claim.id}`,
          body: {},
          token: c.token,
        })
      ).statusCode,
    ).toBe(409);
    expect((await get(server, b, '/member/promotion/my')).json().list[0].status).toBe(
      RewardStatus.Rejected,
    );
  });

  it('answers claimable for the member behind the token: period used, conditions unmet, not running', async () => {
    type Item = { id: number; claimable: boolean };
    const listFor = async (token?: string) => {
      const res = await server.request({
        path: '/member/promotion/list',
        ...(token ? { token } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json() as Item[]).map((p) => [p.id, p.claimable]));
    };
    const detailFor = async (id: number, token?: string) => {
      const res = await server.request({
        path: `/member/promotion/detail/${id}`,
        ...(token ? { token } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Item).claimable;
    };
    const checkIn = promo(PromotionType.MissionCheckIn);
    const reload = promo(PromotionType.RepeatBonus);
    const coupon = promo(PromotionType.Coupon);
    const upcoming = promos.find((p) => p.time_status === 1);
    if (!upcoming) throw new Error('no upcoming promotion');
    const m = await newMember(server);

    const before = await listFor(m.token);
    expect(before.get(checkIn.id)).toBe(true);
    // The coupon is asked for when claiming: the promotion itself is open to the member.
    expect(before.get(coupon.id)).toBe(true);
    // A reload bonus needs a deposit this period first.
    expect(before.get(reload.id)).toBe(false);
    expect(await detailFor(reload.id, m.token)).toBe(false);
    expect(before.get(upcoming.id)).toBe(false);

    expect((await apply(m, { promotion_id: checkIn.id })).statusCode).toBe(200);
    expect((await listFor(m.token)).get(checkIn.id)).toBe(false);
    expect(await detailFor(checkIn.id, m.token)).toBe(false);
    // The answer is the member's: a guest, another member and an unusable token still see it open.
    const other = await newMember(server);
    expect((await listFor(other.token)).get(checkIn.id)).toBe(true);
    expect(await detailFor(checkIn.id, other.token)).toBe(true);
    for (const token of [undefined, 'x'.repeat(43)]) {
      const guest = await listFor(token);
      expect(guest.get(checkIn.id)).toBe(true);
      expect(guest.get(reload.id)).toBe(true);
      expect(guest.get(upcoming.id)).toBe(false);
      expect(await detailFor(checkIn.id, token)).toBe(true);
    }
    // Meeting the conditions makes it claimable; the claim uses the period up.
    await deposited(m, 100_00);
    expect((await listFor(m.token)).get(reload.id)).toBe(true);
    expect((await apply(m, { promotion_id: reload.id })).statusCode).toBe(200);
    expect(await detailFor(reload.id, m.token)).toBe(false);
  });

  it('lets a member apply again after cancelling (or being rejected), still once per period', async () => {
    const manual = promo(PromotionType.Manual);
    const claimable = async (m: TestMember) =>
      (await get(server, m, `/member/promotion/detail/${manual.id}`)).json().claimable as boolean;
    const m = await newMember(server);
    const first = (await apply(m, { promotion_id: manual.id })).json();
    expect(first.claim.status).toBe(RewardStatus.Verifying);
    expect(await claimable(m)).toBe(false);
    expect((await apply(m, { promotion_id: manual.id })).json().code).toBe('ALREADY_CLAIMED');
    await server.request({
      path: `/member/promotion/cancel/${first.claim.id}`,
      body: {},
      token: m.token,
    });
    expect(await claimable(m)).toBe(true);
    const again = await apply(m, { promotion_id: manual.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().claim).toMatchObject({
      status: RewardStatus.Verifying,
      period: first.claim.period,
    });
    expect(again.json().claim.id).not.toBe(first.claim.id);
    expect(await claimable(m)).toBe(false);
    expect((await apply(m, { promotion_id: manual.id })).json().code).toBe('ALREADY_CLAIMED');
    // An operator's rejection frees the period the same way; an approval does not.
    await runMoneyOps(server.ctx, 'claim:reject', {
      brand: 'default',
      id: String(again.json().claim.id),
    });
    expect(await claimable(m)).toBe(true);
    const third = (await apply(m, { promotion_id: manual.id })).json();
    expect(third.claim.status).toBe(RewardStatus.Verifying);
    await runMoneyOps(server.ctx, 'claim:approve', {
      brand: 'default',
      id: String(third.claim.id),
    });
    expect(await claimable(m)).toBe(false);
    expect((await apply(m, { promotion_id: manual.id })).json().code).toBe('ALREADY_CLAIMED');
    const mine = (await get(server, m, '/member/promotion/my')).json();
    expect(mine.list.map((c: { status: number }) => c.status)).toEqual([
      RewardStatus.Active,
      RewardStatus.Rejected,
      RewardStatus.Cancel,
    ]);
    expect(await mainOf(server, m)).toBe(manual.min_bonus);
    // The database holds the rule too: a second live claim for the period cannot be written.
    expect(FREED_CLAIM_STATUSES).toEqual([RewardStatus.Cancel, RewardStatus.Rejected]);
    const at = new Date(server.clock.now());
    const row = {
      brandId: 'default',
      promotionId: manual.id,
      memberId: m.id,
      periodKey: first.claim.period as string,
      createdAt: at,
      updatedAt: at,
    };
    await expect(
      server.ctx.db.insert(promotionClaims).values({ ...row, status: RewardStatus.Verifying }),
    ).rejects.toThrow();
    await server.ctx.db.insert(promotionClaims).values({ ...row, status: RewardStatus.Cancel });
    await ledgerSound(server);
  });

  it('computes recurrence periods in the platform timezone', () => {
    const t = Date.UTC(2026, 10, 22, 17, 0, 0); // 01:00 on Monday the 23rd at +8
    expect(periodKey(1, t, 8)).toBe('once');
    expect(periodKey(2, t, 8)).toBe('d:2026-11-23');
    expect(periodKey(2, t, 0)).toBe('d:2026-11-22');
    expect(periodKey(3, t, 8)).toBe('w:2026-11-23');
    expect(periodKey(3, t, 0)).toBe('w:2026-11-16');
    expect(periodKey(4, t, 8)).toBe('m:2026-11');
    expect(periodStart(2, t, 8).toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});

describe('VIP', () => {
  it('lists levels 0–9, opens level 5 by id, and tracks progress from deposits and bets', async () => {
    const levels = (
      await server.request({ path: '/member/vip/list', query: { locale: 'ja' } })
    ).json();
    expect(levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(levels[5].name).toBe('ダイヤモンド');
    const five = (await server.request({ path: '/member/vip/detail/5' })).json();
    expect(five).toMatchObject({ level: 5, name: 'Diamond' });
    expect(five.benefits.length).toBeGreaterThan(2);
    expect((await server.request({ path: '/member/vip/detail/42' })).statusCode).toBe(404);
    const m = await newMember(server);
    expect((await get(server, m, '/member/vip/progress')).json()).toMatchObject({
      level: 0,
      next_level: 1,
      claimable: [],
    });
    expect((await keyed(server, m, '/member/vip/claim', {})).json().code).toBe('NOTHING_TO_CLAIM');
    await deposited(m, 300_00);
    await played(m, 3_000_00, 3_000_00);
    const progress = (await get(server, m, '/member/vip/progress')).json();
    expect(progress).toMatchObject({
      level: 1,
      deposit_total: 300_00,
      turnover_total: 3_000_00,
      claimable: [{ level: 1, bonus: 8_00 }],
    });
    expect((await keyed(server, m, '/member/vip/claim', {})).json()).toEqual({
      paid: [{ level: 1, bonus: 8_00 }],
      money: 8_00,
    });
    expect((await get(server, m, '/member/withdraw/info')).json().vip_level).toBe(1);
  });
});

describe('referral', () => {
  it('gives a code, link and QR code, lists friends and pays a reward on a first deposit', async () => {
    const referrer = await newMember(server);
    const info = (await get(server, referrer, '/member/referral/info')).json();
    expect(info.invite_link).toMatch(/\/invite_signup\/\d{6}$/);
    expect(info.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(info.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const friend = await newMember(server, { referrerId: referrer.id, prefix: 'friend' });
    const bank = (
      await server.request({
        path: '/member/deposit/methods',
        query: { type: 1 },
        token: friend.token,
      })
    ).json().list[0];
    const dep = await keyed(server, friend, '/member/deposit/create', {
      method_id: bank.id,
      amount: 100_00,
    });
    await runMoneyOps(server.ctx, 'deposit:approve', {
      brand: 'default',
      order: dep.json().order_no,
    });
    const again = await keyed(server, friend, '/member/deposit/create', {
      method_id: bank.id,
      amount: 100_00,
    });
    await runMoneyOps(server.ctx, 'deposit:approve', {
      brand: 'default',
      order: again.json().order_no,
    });
    expect(await mainOf(server, referrer)).toBe(20_00);
    const list = (await get(server, referrer, '/member/referral/list')).json();
    expect(list).toMatchObject({ total: 1, list: [{ qualified: true, reward: 20_00 }] });
    expect(list.list[0].username).toContain('***');
    expect((await get(server, referrer, '/member/referral/rewards')).json().total).toBe(1);
    expect((await get(server, referrer, '/member/referral/info')).json()).toMatchObject({
      invited: 1,
      qualified: 1,
      rewards_total: 20_00,
    });
    // Now the friends-referral promotion is open to the referrer.
    expect(
      (await apply(referrer, { promotion_id: promo(PromotionType.FriendsReferral).id })).json()
        .claim.bonus,
    ).toBe(50_00);
    await ledgerSound(server);
  });

  it('serves the affiliate introduction when the brand switches it on', async () => {
    const brands = await server.ctx.brands.all();
    const on = brands.find((b) => b.permission.agent_introduce?.status === 1);
    const off = brands.find((b) => b.permission.agent_introduce?.status !== 1);
    if (on) {
      const intro = (
        await server.request({
          path: '/member/affiliate/intro',
          brand: on.id,
          query: { locale: 'zh-CN' },
        })
      ).json();
      expect(intro.title).toBe('成为我们的代理');
      expect(intro.commission_tiers).toHaveLength(3);
    }
    if (off)
      expect(
        (await server.request({ path: '/member/affiliate/intro', brand: off.id })).json().code,
      ).toBe('FEATURE_DISABLED');
    expect(on ?? off).toBeDefined();
  });
});

describe('messages', () => {
  it('shows inbox and system messages, read (1) / unread (2), and counts unread', async () => {
    const token = await server.login('demo01', 'demo1234');
    const demo = { id: 0, username: 'demo01', token, brand: 'default' };
    const counts = (await get(server, demo, '/member/message/unread_count')).json();
    expect(counts).toEqual({ unread: 5, inbox: 3, system: 2 });
    const list = (await get(server, demo, '/member/message/list', { locale: 'ja' })).json();
    expect(list.total).toBe(5);
    expect(list.list.every((m: { status: number }) => m.status === 2)).toBe(true);
    const first = list.list[0];
    const detail = (await get(server, demo, `/member/message/detail/${first.id}`)).json();
    expect(detail.status).toBe(1);
    expect((await get(server, demo, '/member/message/list', { status: 1 })).json().total).toBe(1);
    expect((await get(server, demo, '/member/message/list', { kind: 2 })).json().total).toBe(2);
    const read = await server.request({
      path: '/member/message/read',
      body: { ids: [list.list[1].id] },
      token,
    });
    expect(read.json()).toEqual({ unread: 3 });
    expect(
      (await server.request({ path: '/member/message/read', body: {}, token })).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'ids' });
    await runMoneyOps(server.ctx, 'message:send', {
      brand: 'default',
      username: 'demo01',
      title: 'Your bonus',
      content: 'Enjoy!',
    });
    expect((await get(server, demo, '/member/message/unread_count')).json().inbox).toBeGreaterThan(
      0,
    );
    expect(
      (await server.request({ path: '/member/message/read', body: { all: true }, token })).json(),
    ).toEqual({ unread: 0 });
    // Another member cannot read the demo member's inbox.
    const other = await newMember(server);
    expect(
      (
        await get(
          server,
          other,
          `/member/message/detail/${first.kind === 1 ? first.id : list.list.find((m: { kind: number }) => m.kind === 1).id}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('help', () => {
  it('serves help pages, supervision and licence per locale, sanitised', async () => {
    const list = (await server.request({ path: '/help/list', query: { locale: 'ja' } })).json() as {
      id: number;
      category: string;
      title: string;
    }[];
    expect(list.map((p) => p.category)).toEqual(
      expect.arrayContaining(['faq', 'deposit', 'withdraw', 'responsible', 'supervise', 'license']),
    );
    expect(list.some((p) => p.category === 'affiliate')).toBe(false);
    const faq = (await server.request({ path: `/help/detail/${list[0]?.id}` })).json();
    expect(faq.content).toContain('<h2>');
    expect(
      (await server.request({ path: '/help/supervise', query: { locale: 'zh-CN' } })).json().title,
    ).toBe('监管信息');
    expect((await server.request({ path: '/help/license' })).json().content).toContain(
      'LB-2026-0042',
    );
    expect((await server.request({ path: '/help/detail/999999' })).statusCode).toBe(404);
  });

  it('sanitises HTML by an allowlist', () => {
    expect(
      sanitizeHtml('<p onclick="x()">a<script>alert(1)</script><img src=x onerror=y>b</p>'),
    ).toBe('<p>ab</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/help">x</a>')).toBe(
      '<a href="/help" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one<li>two</li></li></ul>');
    expect(sanitizeHtml('<style>p{}</style><iframe src=x></iframe>a < b & c')).toBe(
      'a &lt; b &amp; c',
    );
    expect(sanitizeHtml('</p>')).toBe('');
    expect(isSafeHref('https://ok.example')).toBe(true);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
  });
});

function multipart(
  parts: { name: string; value?: string; filename?: string; type?: string; data?: Buffer }[],
) {
  const boundary = '----lobbytest7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      p.filename !== undefined
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('KYC', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 7),
  ]);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 32)]);

  async function upload(m: TestMember, body: ReturnType<typeof multipart>) {
    return server.app.inject({
      method: 'POST',
      url: '/api/v1/member/kyc/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${m.token}` },
    });
  }

  it('accepts documents by their content, names them itself and serves them only to their owner as attachments', async () => {
    const m = await newMember(server);
    const front = await upload(
      m,
      multipart([
        { name: 'kind', value: 'id_front' },
        { name: 'file', filename: '../../evil.html', type: 'text/html', data: png },
      ]),
    );
    expect(front.statusCode).toBe(200);
    expect(front.json()).toMatchObject({
      kind: 'id_front',
      mime: 'image/png',
      size: png.length,
      status: 1,
    });
    const file = await server.app.inject({
      url: front.json().url,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="[0-9a-f]{32}\.png"$/,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
    const other = await newMember(server);
    expect(
      (
        await server.app.inject({
          url: front.json().url,
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).statusCode,
    ).toBe(404);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    const exact = Buffer.concat([png, Buffer.alloc(KYC_MAX_BYTES - png.length)]);
    for (const [data, mime] of [
      [webp, 'image/webp'],
      [exact, 'image/png'],
    ] as const) {
      const res = await upload(
        m,
        multipart([
          { name: 'kind', value: 'other' },
          { name: 'file', filename: 'doc', data },
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ mime, size: data.length });
    }
    for (const kind of ['id_back', 'address_document'])
      expect(
        (
          await upload(
            m,
            multipart([
              { name: 'kind', value: kind },
              { name: 'file', filename: 'x.pdf', data: pdf },
            ]),
          )
        ).statusCode,
      ).toBe(200);
    const docs = (await get(server, m, '/member/kyc/list')).json();
    expect(docs).toMatchObject({ verified: false });
    expect(docs.list).toHaveLength(5);
    for (const d of docs.list)
      await runMoneyOps(server.ctx, 'kyc:approve', { brand: 'default', id: String(d.id) });
    expect((await get(server, m, '/member/kyc/list')).json().verified).toBe(true);
  });

  it('refuses executable or unknown content, wrong kinds, missing files and oversize uploads', async () => {
    const m = await newMember(server);
    const html = await upload(
      m,
      multipart([
        { name: 'kind', value: 'other' },
        {
          name: 'file',
          filename: 'id.png',
          type: 'image/png',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ]),
    );
    expect(html.statusCode).toBe(415);
    const svg = await upload(
      m,
      multipart([
        { name: 'kind', value: 'other' },
        {
          name: 'file',
          filename: 'a.svg',
          type: 'image/png',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ]),
    );
    expect(svg.statusCode).toBe(415);
    expect(
      (
        await upload(
          m,
          multipart([
            { name: 'kind', value: 'passport' },
            { name: 'file', filename: 'a.png', data: png },
          ]),
        )
      ).json(),
    ).toMatchObject({ field: 'kind' });
    expect((await upload(m, multipart([{ name: 'kind', value: 'other' }]))).json()).toMatchObject({
      field: 'file',
    });
    const big = await upload(
      m,
      multipart([
        { name: 'kind', value: 'other' },
        {
          name: 'file',
          filename: 'a.png',
          data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
        },
      ]),
    );
    expect(big.statusCode).toBe(413);
    // Only the parts the contract lists, each once and of its kind.
    const extra = await upload(
      m,
      multipart([
        { name: 'kind', value: 'other' },
        { name: 'file', filename: 'a.png', data: png },
        { name: 'note', value: 'hello' },
      ]),
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'note' });
    expect(
      (
        await upload(
          m,
          multipart([
            { name: 'kind', value: 'other' },
            { name: 'file', filename: 'a.png', data: png },
            { name: 'file', filename: 'b.png', data: png },
          ]),
        )
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file', key: 'REQUIRED' });
    expect(
      (
        await upload(
          m,
          multipart([
            { name: 'kind', filename: 'kind.txt', data: Buffer.from('other') },
            { name: 'file', filename: 'a.png', data: png },
          ]),
        )
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'kind', key: 'PLEASE_SELECT' });
    expect(
      (
        await upload(
          m,
          multipart([
            { name: 'kind', value: 'other' },
            { name: 'file', value: 'not a file' },
          ]),
        )
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file' });
    expect(
      (await upload(m, multipart([{ name: 'file', filename: 'a.png', data: png }]))).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'kind', key: 'PLEASE_SELECT' });
    expect(
      (
        await upload(
          m,
          multipart([
            { name: 'kind', value: 'other' },
            { name: 'file', filename: 'empty.png', data: Buffer.alloc(0) },
          ]),
        )
      ).json(),
    ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file', key: 'REQUIRED' });
    // Just above the contract's limit, inside the body limit: refused by the part's own limit.
    expect(MULTIPART_LIMIT).toBe(KYC_MAX_BYTES + 1024 * 1024);
    const justOver = await upload(
      m,
      multipart([
        { name: 'kind', value: 'other' },
        {
          name: 'file',
          filename: 'a.png',
          data: Buffer.concat([png, Buffer.alloc(KYC_MAX_BYTES + 1 - png.length)]),
        },
      ]),
    );
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'file' });
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/v1/member/kyc/upload',
      payload: 'garbage',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        authorization: `Bearer ${m.token}`,
      },
    });
    expect(broken.statusCode).toBe(400);
    const json = await server.request({
      path: '/member/kyc/upload',
      body: { kind: 'other' },
      token: m.token,
    });
    expect(json.statusCode).toBe(415);
    expect((await get(server, m, '/member/kyc/list')).json().list).toEqual([]);
  });
});
