/**
 * The promotions area against the reference API: promotions of every type with their copy,
 * claims paid at once or sent to review, once per period, and the member's claims.
 */
import { getPromotion, listMyPromotions, listPromotions } from '@lobby/contract/promotions';
import { PromotionType, RewardStatus } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import { promotionsApi } from '../src/areas/promotions/endpoints.ts';
import type { LobbyClient } from '../src/client/create-lobby-client.ts';
import { expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

/** The running promotion of a type. */
async function running(client: LobbyClient, type: PromotionType) {
  const found = (await client.promotions.promotionsList({ type })).find((p) => p.time_status === 2);
  if (!found) throw new Error(`No running promotion of type ${type}`);
  return found;
}

describe('promotions', () => {
  it('lists all ten types with localised copy, and opens one', async () => {
    const en = open().client;
    const list = await en.promotions.promotionsList();
    expectContractShape(listPromotions, list);
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(Object.values(PromotionType)));
    const ja = await open({ getLocale: () => 'ja' }).client.promotions.promotionsList();
    expect(ja.find((p) => p.id === list[0]?.id)?.title).not.toBe(list[0]?.title);
    const detail = await open({ getLocale: () => 'zh-CN' }).client.promotions.promotionsDetail({
      id: list[0]!.id,
    });
    expectContractShape(getPromotion, detail);
    expect(detail.content).toContain('<h3>条款</h3>');
    expect(detail.content).not.toMatch(/<script|onerror|javascript:/i);
    expect((await en.promotions.promotionsList({ category: 'nothing-here' })).length).toBe(0);
  });

  it('refuses an unknown promotion and a bad type', async () => {
    const { client } = open();
    await expect(
      client.promotions.promotionsDetail({ id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      client.promotions.promotionsList({ type: 11 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'type',
    });
  });
});

describe('claims', () => {
  it('pays an instant bonus once per period; a second claim is ALREADY_CLAIMED', async () => {
    const { client } = open();
    await registerMember(client);
    const checkIn = await running(client, PromotionType.MissionCheckIn);
    const listArg = { type: PromotionType.MissionCheckIn };
    const shown = client.store.dispatch(promotionsApi.endpoints.promotionsList.initiate(listArg));
    const select = promotionsApi.endpoints.promotionsList.select(listArg);
    try {
      expect((await shown.unwrap()).find((p) => p.id === checkIn.id)?.claimable).toBe(true);
      const shownAt = select(client.store.getState()).fulfilledTimeStamp ?? 0;
      const claimed = await client.promotions.apply({ promotion_id: checkIn.id });
      expect(claimed).toMatchObject({
        claim: { status: RewardStatus.Active, promotion_id: checkIn.id },
        money: claimed.claim.bonus,
      });
      expect(claimed.claim.bonus).toBeGreaterThan(0);
      // The claim used up the period: the list the screen shows (its claimable flags) refetches.
      await vi.waitFor(() =>
        expect(select(client.store.getState()).fulfilledTimeStamp).toBeGreaterThan(shownAt),
      );
    } finally {
      shown.unsubscribe();
    }
    await expect(
      client.promotions.apply({ promotion_id: checkIn.id }, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 409, code: 'ALREADY_CLAIMED' });
    expect((await client.wallet.walletInfo()).main).toBe(
      (await client.promotions.my()).list[0]?.bonus,
    );
  });

  it('checks coupons, conditions and running dates', async () => {
    const { client } = open();
    await registerMember(client);
    const coupon = await running(client, PromotionType.Coupon);
    expect(coupon.needs_coupon).toBe(true);
    await expect(
      client.promotions.apply({ promotion_id: coupon.id, coupon: 'nope' }, { handleErrors: true }),
    ).rejects.toMatchObject({ code: 'COUPON_INVALID' });
    expect(
      (await client.promotions.apply({ promotion_id: coupon.id, coupon: 'welcome2026' })).claim
        .bonus,
    ).toBe(18_00);
    const loss = await running(client, PromotionType.MissionLoss);
    await expect(
      client.promotions.apply({ promotion_id: loss.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'PROMOTION_NOT_ELIGIBLE',
    });
    const upcoming = (await client.promotions.promotionsList()).find((p) => p.time_status === 1);
    if (!upcoming) throw new Error('no upcoming promotion in the seeds');
    await expect(
      client.promotions.apply({ promotion_id: upcoming.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'PROMOTION_NOT_RUNNING',
    });
    await expect(
      client.promotions.apply({ promotion_id: 99_999_999 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      client.promotions.apply({ promotion_id: 0 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'promotion_id',
    });
  });

  it('sends a manual promotion to review: the member may cancel it while it is verified, the operator pays it', async () => {
    const { client } = open();
    await registerMember(client);
    const manual = await running(client, PromotionType.Manual);
    const cancelled = await client.promotions.apply({ promotion_id: manual.id });
    expect(cancelled).toMatchObject({ claim: { status: RewardStatus.Verifying }, money: 0 });
    expect(await client.promotions.cancel({ id: cancelled.claim.id })).toMatchObject({
      status: RewardStatus.Cancel,
    });
    await expect(
      client.promotions.cancel({ id: cancelled.claim.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    const mine = await client.promotions.my();
    expectContractShape(listMyPromotions, mine);
    expect(mine.list.map((c) => c.status)).toEqual([RewardStatus.Cancel]);

    const other = open().client;
    await registerMember(other);
    const approved = await other.promotions.apply({ promotion_id: manual.id });
    await ops('claim:approve', { brand: 'default', id: approved.claim.id });
    expect((await other.wallet.walletInfo()).main).toBe(approved.claim.bonus);
    expect(
      (await other.promotions.my({ status: RewardStatus.Active })).list.map((c) => c.id),
    ).toEqual([approved.claim.id]);
    expect((await other.promotions.my({ status: RewardStatus.Cancel })).total).toBe(0);
    // Past verification it can no longer be cancelled; another member's claim is not found.
    await expect(
      other.promotions.cancel({ id: approved.claim.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      client.promotions.cancel({ id: approved.claim.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('is for members only', async () => {
    const { client, notify } = open();
    const any = (await client.promotions.promotionsList())[0];
    await expect(client.promotions.apply({ promotion_id: any!.id })).rejects.toMatchObject({
      status: 401,
    });
    await expect(client.promotions.my()).rejects.toMatchObject({ status: 401 });
    expect(notify.toast).not.toHaveBeenCalled();
  });
});
