/**
 * How far the member is on a mission this period (the server's `mission_progress`, from the
 * same sums that decide whether it may be claimed): a bar with the exact amounts, or check-ins
 * for a check-in mission, what is still to do and when the period ends. Nothing for a guest or
 * a promotion without progress.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import type { PromotionItem } from '@lobby/contract/promotions';
import { PromotionType } from '@lobby/domain/enums';
import { formatDateTime } from '@lobby/domain/time';
import { ProgressMeter } from '@lobby/ui';
import { usePromotionsTranslation } from '../i18n.ts';
import { useMoney } from './format.ts';

/** Props of {@link MissionProgressMeter}. */
export interface MissionProgressMeterProps {
  readonly promotion: Pick<PromotionItem, 'type' | 'mission_progress'>;
}

/** The mission's progress bar (see the module note). */
export function MissionProgressMeter({ promotion }: MissionProgressMeterProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const offset = usePlatformOffset();
  const progress = promotion.mission_progress;
  if (!progress) return null;
  const checkIn = promotion.type === PromotionType.MissionCheckIn;
  const { done, target, period_end: end } = progress;
  const left = target - done;
  const valueText = checkIn
    ? t('mission.progress.checkIns', { done, target })
    : t('mission.progress.amounts', { done: money(done), target: money(target) });
  const still =
    left <= 0
      ? t('mission.progress.complete')
      : checkIn
        ? t('mission.progress.checkInLeft')
        : t('mission.progress.left', { amount: money(left) });
  return (
    <ProgressMeter
      kind="turnover"
      label={t('mission.progress.label')}
      // A target of zero is met by nothing at all: shown full rather than empty.
      value={target > 0 ? done : 1}
      max={target > 0 ? target : 1}
      valueText={valueText}
      caption={
        end === null
          ? still
          : `${still} · ${t('mission.progress.ends', { date: formatDateTime(end, offset) })}`
      }
    />
  );
}
