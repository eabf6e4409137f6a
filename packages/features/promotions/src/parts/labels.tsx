/**
 * How promotion states read on every screen: the time status, the reward status of a claim and
 * the category of a promotion, each as a badge or a label in the member's language. One place,
 * so a "Running" promotion and an "Active" claim look the same on the list, the detail and my
 * promotions.
 */
import { RewardStatus, TimeStatus } from '@lobby/domain/enums';
import { Badge } from '@lobby/ui';
import type { BadgeTone } from '@lobby/ui';
import { usePromotionsTranslation } from '../i18n.ts';

const TIME_TONE: Readonly<Record<number, BadgeTone>> = {
  [TimeStatus.NotStarted]: 'info',
  [TimeStatus.InProgress]: 'win',
  [TimeStatus.Ended]: 'neutral',
};

/** A promotion's time status (spec §4: before start, running, after end) as a badge. */
export function TimeStatusBadge({ status }: { status: number }) {
  const { t } = usePromotionsTranslation();
  return <Badge tone={TIME_TONE[status] ?? 'neutral'}>{t(`timeStatus.${status}`)}</Badge>;
}

const REWARD_TONE: Readonly<Record<number, BadgeTone>> = {
  [RewardStatus.Verifying]: 'pending',
  [RewardStatus.Active]: 'accent',
  [RewardStatus.Completed]: 'win',
  [RewardStatus.Cancel]: 'neutral',
  [RewardStatus.Rejected]: 'loss',
};

/** A claim's reward status (1 verifying … 5 rejected) as a badge. */
export function RewardStatusBadge({ status }: { status: number }) {
  const { t } = usePromotionsTranslation();
  return <Badge tone={REWARD_TONE[status] ?? 'neutral'}>{t(`rewardStatus.${status}`)}</Badge>;
}

/** The seeded and usual categories have names; an operator's own shows as it is written. */
const KNOWN_CATEGORIES = new Set(['welcome', 'daily', 'slots', 'sports', 'vip', 'all', 'casino']);

/** A category's label in the member's language. */
export function useCategoryLabel() {
  const { t } = usePromotionsTranslation();
  return (category: string) =>
    KNOWN_CATEGORIES.has(category)
      ? t(`category.${category}`)
      : category.charAt(0).toUpperCase() + category.slice(1);
}
