/**
 * Mission progress on the promotion list and detail: a signed-in member sees how far they are
 * this period (done, target, period end) on each running mission, from the same sums that decide
 * whether they may claim; guests and other types see none.
 */
import { PromotionType } from '@lobby/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd } from './eligibility.ts';
import { startTestServer } from '../../test/harness.ts';
import type { TestServer } from '../../test/harness.ts';
import { get, keyed, newMember, depositedAt, playedAt } from '../../test/money-kit.ts';
import type { TestMember } from '../../test/money-kit.ts';

interface Listed {
  id: number;
  type: number;
  recurrence: number;
  end_time: number;
  time_status: number;
  claimable: boolean;
  mission_progress: { done: number; target: number; period_end: number | null } | null;
}

let server: TestServer;
let offsetHours: number;
beforeAll(async () => {
  server = await startTestServer();
  offsetHours = (await server.ctx.brands.byId('default'))?.timezoneOffset ?? 0;
});
afterAll(async () => {
  await server?.close();
});

const list = async (m?: TestMember): Promise<Listed[]> =>
  (m
    ? await get(server, m, '/member/promotion/list')
    : await server.request({ path: '/member/promotion/list' })
  ).json();

const detail = async (m: TestMember, id: number): Promise<Listed> =>
  (await get(server, m, `/member/promotion/detail/${id}`)).json();

const running = (all: Listed[], type: number) => {
  const found = all.find((p) => p.type === type && p.time_status === 2);
  if (!found) throw new Error(`no running promotion of type ${type}`);
  return found;
};

/** The period end the API should answer: the reset, or the promotion's end when sooner. */
const expectedEnd = (p: Listed) => {
  const reset = periodEnd(p.recurrence, server.clock.now(), offsetHours);
  const resetSeconds = reset ? Math.floor(reset.getTime() / 1000) : undefined;
  if (resetSeconds === undefined) return p.end_time > 0 ? p.end_time : null;
  return p.end_time > 0 ? Math.min(resetSeconds, p.end_time) : resetSeconds;
};

const deposited = (m: TestMember, amount: number) => depositedAt(server, m, amount);
const played = (m: TestMember, bet: number, payout: number) => playedAt(server, m, bet, payout);

describe('mission progress', () => {
  it('is null for a guest and for every promotion that is not a running mission', async () => {
    const guest = await list();
    expect(guest.length).toBeGreaterThan(0);
    expect(guest.every((p) => p.mission_progress === null)).toBe(true);
    const m = await newMember(server);
    const mine = await list(m);
    for (const p of mine) {
      const mission = p.type >= PromotionType.MissionDeposit && p.time_status === 2;
      expect(p.mission_progress === null, `promotion ${p.id} (type ${p.type})`).toBe(!mission);
    }
    const id = running(guest, PromotionType.MissionDeposit).id;
    const asGuest = (await server.request({ path: `/member/promotion/detail/${id}` })).json();
    expect(asGuest.mission_progress).toBeNull();
  });

  it('counts this period’s deposits towards a deposit mission, list and detail alike', async () => {
    const m = await newMember(server);
    const mission = running(await list(m), PromotionType.MissionDeposit);
    expect(mission.mission_progress).toEqual({
      done: 0,
      target: 500_00,
      period_end: expectedEnd(mission),
    });
    expect(mission.claimable).toBe(false);
    await deposited(m, 200_00);
    expect((await detail(m, mission.id)).mission_progress).toMatchObject({
      done: 200_00,
      target: 500_00,
    });
    await deposited(m, 350_00);
    const done = await detail(m, mission.id);
    // Not capped: the member sees exactly what they deposited, and may claim.
    expect(done.mission_progress).toMatchObject({ done: 550_00, target: 500_00 });
    expect(done.claimable).toBe(true);
    const listed = running(await list(m), PromotionType.MissionDeposit);
    expect(listed.mission_progress).toEqual(done.mission_progress);
  });

  it('counts the net loss of settled bets towards a loss mission, never below zero', async () => {
    const m = await newMember(server);
    const mission = running(await list(m), PromotionType.MissionLoss);
    expect(mission.mission_progress).toMatchObject({ done: 0, target: 100_00 });
    await played(m, 100_00, 300_00); // a win: the net loss stays at zero
    expect((await detail(m, mission.id)).mission_progress?.done).toBe(0);
    await played(m, 400_00, 100_00);
    const after = await detail(m, mission.id);
    expect(after.mission_progress).toMatchObject({ done: 100_00, target: 100_00 });
    expect(after.claimable).toBe(true);
  });

  it('counts a check-in once claimed this period, and ends the period at the next reset', async () => {
    const m = await newMember(server);
    const mission = running(await list(m), PromotionType.MissionCheckIn);
    expect(mission.mission_progress).toEqual({
      done: 0,
      target: 1,
      period_end: expectedEnd(mission),
    });
    const claimed = await keyed(server, m, '/member/promotion/apply', {
      promotion_id: mission.id,
    });
    expect(claimed.statusCode).toBe(200);
    expect((await detail(m, mission.id)).mission_progress).toMatchObject({ done: 1, target: 1 });
    // A daily mission's period ends within a day, at the platform's midnight.
    const end = (await detail(m, mission.id)).mission_progress?.period_end ?? 0;
    const now = Math.floor(server.clock.now() / 1000);
    expect(end).toBeGreaterThan(now);
    expect(end - now).toBeLessThanOrEqual(86_400);
    expect((end + offsetHours * 3600) % 86_400).toBe(0);
  });

  it('ends periods at the platform timezone’s next day, Monday and first of the month', () => {
    const t = Date.UTC(2026, 10, 22, 17, 0, 0); // 01:00 on Monday the 23rd at +8
    expect(periodEnd(1, t, 8)).toBeNull();
    expect(periodEnd(2, t, 8)?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(periodEnd(2, t, 0)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodEnd(3, t, 8)?.toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(periodEnd(3, t, 0)?.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodEnd(4, t, 8)?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    // December rolls over into the next year.
    expect(periodEnd(4, Date.UTC(2026, 11, 31, 20, 0, 0), 8)?.toISOString()).toBe(
      '2027-01-31T16:00:00.000Z',
    );
  });
});

// The claim's key is claimed where the binding is registered (`http/keyed.ts`), as every
// member-keyed write's: these pin what the handler's own claim answered before.
describe('applying is keyed once, at the binding', () => {
  it('requires a key, replays the stored answer, refuses a reused key and frees a refused one', async () => {
    const m = await newMember(server);
    const mission = running(await list(m), PromotionType.MissionCheckIn);
    const apply = { promotion_id: mission.id };
    const unkeyed = await server.request({
      path: '/member/promotion/apply',
      body: apply,
      token: m.token,
      brand: m.brand,
    });
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const key = `promo-${m.id}-key`;
    const first = await keyed(server, m, '/member/promotion/apply', apply, key);
    expect(first.statusCode).toBe(200);
    const again = await keyed(server, m, '/member/promotion/apply', apply, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const reused = await keyed(server, m, '/member/promotion/apply', { promotion_id: 999 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    // A refusal stores nothing: the same key asked again is refused again, not replayed.
    const refusedKey = `promo-${m.id}-refused`;
    const refused = await keyed(server, m, '/member/promotion/apply', apply, refusedKey);
    expect(refused.json().code).toBe('ALREADY_CLAIMED');
    const retried = await keyed(server, m, '/member/promotion/apply', apply, refusedKey);
    expect(retried.json().code).toBe('ALREADY_CLAIMED');
    const mine = await get(server, m, '/member/promotion/my');
    expect(mine.json().total).toBe(1);
  });
});
