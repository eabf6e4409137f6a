/**
 * Applying for (claiming) a promotion, shaped by its type (spec §3): a base amount for the rate
 * bonuses (2 transfer, 6 repeat bonus), a code for 7 coupon, an envelope to open for 4 red
 * packet, a wheel to spin for 5 roulette, the mission's state for 8–10, and a plain claim for
 * the rest. Every one goes through the same apply call; the server's answer is the only truth:
 * its amount is what the envelope and the wheel reveal, its refusal (already claimed, not
 * eligible with the reason, not running, bad coupon) is said inline and in a toast. A guest is
 * asked to sign in; a member who already claimed this period is told when and how it stands.
 */
import { useBrandCurrency, usePlatformOffset } from '@lobby/api-client/config';
import type { PromotionItem } from '@lobby/contract/promotions';
import { PromotionType, TimeStatus } from '@lobby/domain/enums';
import { formatMoney } from '@lobby/domain/money';
import { formatDate } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Button, Hint } from '@lobby/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { wheelPrizes } from '../parts/claim-math.ts';
import { useMoney } from '../parts/format.ts';
import { RedPacket } from '../parts/red-packet.tsx';
import { RouletteWheel } from '../parts/roulette-wheel.tsx';
import { ClaimForm } from './claim-form.tsx';
import { ClaimOutcome, ClaimedNote } from './claim-notes.tsx';
import { MissionState, isMission, missionStage } from './mission-state.tsx';
import { useClaim } from './use-claim.ts';
import type { Claim } from './use-claim.ts';
import { useCurrentClaim } from './use-current-claim.ts';

const Panel = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** Props of {@link ClaimPanel}. */
export interface ClaimPanelProps {
  readonly promotion: PromotionItem;
  readonly signedIn: boolean;
  /** The claim form's accessible name, unique when several panels share a screen (missions). */
  readonly formLabel?: string;
  onRequireSignIn(): void;
}

/** What the envelope and the wheel are given: the claim, who claims, and the not-claimable note. */
interface PlayedClaimProps {
  readonly promotion: PromotionItem;
  readonly signedIn: boolean;
  readonly claim: Claim;
  readonly availability: ReactNode;
  onRequireSignIn(): void;
}

/** A red packet's claim: the envelope, opened by the claim, showing the server's amount. */
function RedPacketClaim({ signedIn, claim, availability, onRequireSignIn }: PlayedClaimProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  return (
    <>
      {availability}
      <RedPacket
        amount={claim.result ? money(claim.result.bonus) : undefined}
        busy={claim.busy}
        motion={claim.motion}
        openLabel={signedIn ? t('redPacket.open') : t('claim.signIn')}
        openedLabel={t('redPacket.opened')}
        onOpen={() => (signedIn ? void claim.send({}) : onRequireSignIn())}
      />
    </>
  );
}

/** A roulette's claim: the wheel, landing on the server's amount, and the spin button. */
function RouletteClaim({
  promotion,
  signedIn,
  claim,
  availability,
  onRequireSignIn,
}: PlayedClaimProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const currency = useBrandCurrency();
  const { result } = claim;
  const prizes = wheelPrizes(promotion.min_bonus, promotion.max_bonus, result?.bonus);
  const landOn = result ? prizes.indexOf(result.bonus) : undefined;
  const short = (minor: number) => formatMoney(minor, { decimals: currency.decimals });
  return (
    <>
      {availability}
      <RouletteWheel
        prizes={prizes.map(short)}
        landOn={landOn !== undefined && landOn >= 0 ? landOn : undefined}
        motion={claim.motion}
        label={t('roulette.label', {
          count: prizes.length,
          min: money(promotion.min_bonus),
          max: money(promotion.max_bonus),
        })}
      />
      <Button
        iconStart="refresh"
        loading={claim.busy}
        disabled={result !== undefined}
        onClick={() => (signedIn ? void claim.send({}) : onRequireSignIn())}
      >
        {signedIn ? t('roulette.spin') : t('claim.signIn')}
      </Button>
    </>
  );
}

/** The claim part of the promotion detail (see the module note). */
export function ClaimPanel({ promotion, signedIn, formLabel, onRequireSignIn }: ClaimPanelProps) {
  const { t } = usePromotionsTranslation();
  const offset = usePlatformOffset();
  const current = useCurrentClaim(promotion, signedIn);
  const claim = useClaim(promotion);
  const { result } = claim;

  if (promotion.time_status !== TimeStatus.InProgress) {
    return (
      <Panel>
        <Hint>
          {promotion.time_status === TimeStatus.NotStarted
            ? t('claim.notStarted', { date: formatDate(promotion.start_time, offset) })
            : t('claim.ended')}
        </Hint>
      </Panel>
    );
  }

  const held = !result ? current.claim : undefined;
  const claimedNote = held ? <ClaimedNote held={held} recurrence={promotion.recurrence} /> : null;
  const availability =
    signedIn && !held && !result && !promotion.claimable ? (
      <Hint>{t('claim.notClaimable')}</Hint>
    ) : null;
  const played = { promotion, signedIn, claim, availability, onRequireSignIn };

  if (promotion.type === PromotionType.RedPacket) {
    return (
      <Panel>
        {claimedNote ?? <RedPacketClaim {...played} />}
        <ClaimOutcome claim={claim} />
      </Panel>
    );
  }

  if (promotion.type === PromotionType.Roulette) {
    return (
      <Panel>
        {claimedNote ?? <RouletteClaim {...played} />}
        <ClaimOutcome claim={claim} />
      </Panel>
    );
  }

  return (
    <Panel>
      {isMission(promotion.type) ? (
        <MissionState
          promotion={promotion}
          stage={result ? 'claimed' : missionStage(promotion, signedIn, current.claim)}
        />
      ) : null}
      {claimedNote ?? <ClaimForm {...played} formLabel={formLabel} />}
      <ClaimOutcome claim={claim} />
    </Panel>
  );
}
