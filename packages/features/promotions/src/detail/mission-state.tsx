/**
 * A mission's state (promotion types 8 deposit, 9 loss, 10 check-in): what it asks of the
 * member this period, what it pays (1 credit, 2 a spin) and where the member stands: ready to
 * claim, claimed this period, or not complete yet, with the period's progress bar. The
 * server's `claimable` decides "ready"; "claimed" comes from the member's own claims; anything
 * else is still in progress.
 */
import type { MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import { MissionReward, PromotionType, TimeStatus } from '@lobby/domain/enums';
import { tokenVars } from '@lobby/tokens';
import { Badge, Icon } from '@lobby/ui';
import type { BadgeTone } from '@lobby/ui';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { percentOf } from '../parts/claim-math.ts';
import { useMoney } from '../parts/format.ts';
import { MissionProgressMeter } from '../parts/mission-progress.tsx';

/** Where the member stands on a mission. */
export type MissionStage = 'ready' | 'claimed' | 'progress' | 'signedOut' | 'closed';

/** The mission types: they show a state instead of a bare claim button. */
export function isMission(type: number): boolean {
  return (
    type === PromotionType.MissionDeposit ||
    type === PromotionType.MissionLoss ||
    type === PromotionType.MissionCheckIn
  );
}

/** The stage of a mission for this member now. */
export function missionStage(
  promotion: Pick<PromotionItem, 'time_status' | 'claimable'>,
  signedIn: boolean,
  current: MyPromotion | undefined,
): MissionStage {
  if (promotion.time_status !== TimeStatus.InProgress) return 'closed';
  if (!signedIn) return 'signedOut';
  if (current) return 'claimed';
  return promotion.claimable ? 'ready' : 'progress';
}

const STAGE_TONE: Readonly<Record<MissionStage, BadgeTone>> = {
  ready: 'win',
  claimed: 'accent',
  progress: 'pending',
  signedOut: 'neutral',
  closed: 'neutral',
};

const Box = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokenVars.space.sm};
  margin: 0;
  color: ${tokenVars.color.text};
  font-size: ${tokenVars.font.size.sm};
  svg {
    color: ${tokenVars.color.accentText};
    flex: none;
  }
`;

/** Props of {@link MissionState}. */
export interface MissionStateProps {
  readonly promotion: PromotionItem;
  readonly stage: MissionStage;
}

/** The mission's requirement, reward kind and stage (see the module note). */
export function MissionState({ promotion, stage }: MissionStateProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const period = t(`period.${promotion.recurrence}`);
  const requirement =
    promotion.type === PromotionType.MissionDeposit
      ? t('mission.deposit', { amount: money(promotion.min_charge), period })
      : promotion.type === PromotionType.MissionLoss
        ? t('mission.loss', {
            amount: money(promotion.min_charge),
            rate: percentOf(promotion.bonus_rate),
            period,
          })
        : t('mission.checkIn', { period });
  const reward = promotion.mission_reward ?? MissionReward.Credit;
  return (
    <Box aria-label={t('mission.title')} role="group">
      <Row>
        <Badge tone={STAGE_TONE[stage]}>{t(`mission.stage.${stage}`)}</Badge>
      </Row>
      <Row>
        <Icon name="trophy" size={16} />
        <span>{requirement}</span>
      </Row>
      <Row>
        <Icon name={reward === MissionReward.Spin ? 'star' : 'gift'} size={16} />
        <span>{t('mission.reward', { kind: t(`missionReward.${reward}`) })}</span>
      </Row>
      <MissionProgressMeter promotion={promotion} />
    </Box>
  );
}
