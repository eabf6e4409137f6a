/**
 * One claim of a promotion as it goes: the apply call (one at a time), the server's answer or
 * refusal, and when its prize may be announced. The envelope and the wheel play first, so
 * their prize is revealed (and toasted) only once they have; every other claim at once.
 */
import { errorField, errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { useApplyMutation } from '@lobby/api-client/promotions';
import type { MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import { PromotionType, RewardStatus } from '@lobby/domain/enums';
import { usePrefersReducedMotion, useSingleFlight, useToast } from '@lobby/ui';
import { useCallback, useEffect, useState } from 'react';
import { usePromotionsTranslation } from '../i18n.ts';
import { useMoney } from '../parts/format.ts';
import { RED_PACKET_OPEN_MS } from '../parts/red-packet.tsx';
import { WHEEL_SPIN_MS } from '../parts/roulette-wheel.tsx';

/** What a claim may carry besides the promotion: a base amount (minor units) or a coupon. */
export interface ClaimExtras {
  amount?: number;
  coupon?: string;
}

/** A form field the server named in its refusal. */
export type RefusedField = 'coupon' | 'amount';

/** The state of one claim of `promotion` and the way to send it. */
export function useClaim(promotion: PromotionItem) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const toast = useToast();
  const motion = !usePrefersReducedMotion();
  const [apply] = useApplyMutation();
  const once = useSingleFlight();
  const [result, setResult] = useState<MyPromotion | undefined>(undefined);
  // The envelope and the wheel announce their prize only once they have played.
  const [revealed, setRevealed] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const animated =
    promotion.type === PromotionType.RedPacket || promotion.type === PromotionType.Roulette;

  const successText = useCallback(
    (claim: MyPromotion) =>
      claim.status === RewardStatus.Verifying
        ? t('claim.verifying')
        : t('claim.success', { amount: money(claim.bonus) }),
    [t, money],
  );

  // The envelope and the wheel play first; their prize is announced once they have.
  useEffect(() => {
    if (!result || !animated || revealed) return undefined;
    const playing = promotion.type === PromotionType.RedPacket ? RED_PACKET_OPEN_MS : WHEEL_SPIN_MS;
    const timer = setTimeout(
      () => {
        setRevealed(true);
        toast.success(successText(result));
      },
      motion ? playing : 0,
    );
    return () => clearTimeout(timer);
  }, [result, animated, revealed, motion, promotion.type, toast, successText]);

  /** Claims with `extra`; a refusal naming a field is also handed to `onFieldRefused`. */
  const send = (
    extra: ClaimExtras,
    onFieldRefused?: (field: RefusedField, message: string) => void,
  ) =>
    once.run(async () => {
      setRefusal(undefined);
      try {
        const answer = await apply({
          promotion_id: promotion.id,
          ...extra,
          $options: { handleErrors: true },
        }).unwrap();
        setResult(answer.claim);
        if (!animated) {
          setRevealed(true);
          toast.success(successText(answer.claim));
        }
      } catch (error) {
        const message = errorMessage(error, t('claim.failed'));
        const field = errorField(lobbyErrorOf(error), ['coupon', 'amount'] as const);
        if (field) onFieldRefused?.(field, message);
        setRefusal(message);
        toast.error(message);
      }
    });

  return { result, revealed, refusal, motion, busy: once.busy, send, successText };
}

/** What {@link useClaim} returns. */
export type Claim = ReturnType<typeof useClaim>;
