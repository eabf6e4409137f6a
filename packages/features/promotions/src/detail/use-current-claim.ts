/**
 * The member's claim of a promotion in its current recurrence period, if any: what makes the
 * server say "already claimed". Read from the member's own claims (GET /member/promotion/my),
 * so the detail can say "claimed today, being verified" instead of offering a claim the server
 * would refuse. The period is counted as the server counts it (platform timezone).
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import { useMyQuery } from '@lobby/api-client/promotions';
import type { MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import { toMillis } from '@lobby/domain/time';
import { holdsPeriod, periodStart } from '../parts/claim-math.ts';

/** Enough recent claims to find this period's one among them. */
const RECENT_CLAIMS = 50;

/** This period's live claim of `promotion` by the signed-in member (undefined for guests). */
export function useCurrentClaim(
  promotion: Pick<PromotionItem, 'id' | 'recurrence'> | undefined,
  signedIn: boolean,
): { claim: MyPromotion | undefined; known: boolean } {
  const offset = usePlatformOffset();
  const mine = useMyQuery(
    { page: 1, page_size: RECENT_CLAIMS, $options: { handleErrors: true } },
    { skip: !signedIn || promotion === undefined },
  );
  if (!signedIn || !promotion) return { claim: undefined, known: true };
  if (!mine.data) return { claim: undefined, known: mine.isError };
  const since = periodStart(promotion.recurrence, Date.now(), offset);
  const claim = mine.data.list.find(
    (c) =>
      c.promotion_id === promotion.id && holdsPeriod(c.status) && toMillis(c.created_at) >= since,
  );
  return { claim, known: true };
}
