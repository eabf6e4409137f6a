/**
 * Members and their claims for the promotions tests, made on the running reference API the way
 * they are made for real: a sign-up through the SDK, claims through the SDK's apply call, and an
 * operator's decision on a manual claim through the ops channel (`claim:approve`).
 */
import { promotionsApi } from '@lobby/api-client/promotions';
import type { PromotionItem } from '@lobby/contract/promotions';
import { ops } from '@lobby/test-api/ops';
import { createLiveHarness, signUpMember } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';

/** A new member of the default brand, signed in on a fresh harness (no claims yet). */
export async function newMember() {
  const harness = createLiveHarness({ brand: 'default' });
  const { username } = await signUpMember(harness);
  return { harness, username };
}

/** The default brand's seeded promotions as the harness's member (or guest) sees them. */
export async function promotionsOf(harness: LiveHarness): Promise<PromotionItem[]> {
  return harness.store
    .dispatch(promotionsApi.endpoints.promotionsList.initiate({}, { forceRefetch: true }))
    .unwrap();
}

/** The first seeded promotion of a type (spec §3: 1 manual … 10 check-in). */
export async function promotionOfType(harness: LiveHarness, type: number): Promise<PromotionItem> {
  const found = (await promotionsOf(harness)).find((p) => p.type === type);
  if (!found) throw new Error(`no seeded promotion of type ${type}`);
  return found;
}

/** Claims a promotion as the harness's member, through the SDK. */
export async function claim(
  harness: LiveHarness,
  promotionId: number,
  extra: { amount?: number; coupon?: string } = {},
) {
  return harness.store
    .dispatch(promotionsApi.endpoints.apply.initiate({ promotion_id: promotionId, ...extra }))
    .unwrap();
}

/** The member's claims as the server holds them (a fresh read). */
export async function claimsOf(harness: LiveHarness) {
  return harness.store
    .dispatch(
      promotionsApi.endpoints.my.initiate({ page: 1, page_size: 100 }, { forceRefetch: true }),
    )
    .unwrap();
}

/** An operator approves a manual claim (it becomes active and pays its bonus). */
export async function approveClaim(id: number) {
  await ops('claim:approve', { brand: 'default', id });
}
