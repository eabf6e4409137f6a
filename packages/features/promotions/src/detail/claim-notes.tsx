/**
 * What a claim panel says in words: the finished claim or its refusal (a live region, so the
 * envelope's or wheel's prize is heard), and this period's earlier claim with its status.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import type { MyPromotion, PromotionItem } from '@lobby/contract/promotions';
import { RewardStatus } from '@lobby/domain/enums';
import { getHref } from '@lobby/domain/routes';
import { formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Hint, focusRing } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { useMoney } from '../parts/format.ts';
import { RewardStatusBadge } from '../parts/labels.tsx';
import type { Claim } from './use-claim.ts';

const Outcome = styled.div<{ $tone: 'win' | 'loss' }>`
  display: grid;
  gap: ${tokenVars.space.xs};
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid
    ${({ theme, $tone }) => ($tone === 'win' ? theme.color.success : theme.color.danger)};
  color: ${tokenVars.color.text};
  &:empty {
    display: none;
  }
  strong {
    font-size: ${tokenVars.font.size.md};
  }
`;

const MineLink = styled(Link)`
  justify-self: start;
  color: ${tokenVars.color.accentText};
  font-weight: ${tokenVars.font.weight.bold};
  border-radius: ${tokenVars.radius.sm};
  ${focusRing}
`;

const Claimed = styled.div`
  display: grid;
  gap: ${tokenVars.space.xs};
  justify-items: start;
`;

/** A finished claim, said in words, or the server's refusal; empty (and hidden) before either. */
export function ClaimOutcome({ claim }: { claim: Claim }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const { result, revealed, refusal, successText } = claim;
  return (
    <Outcome role="status" $tone={refusal && !result ? 'loss' : 'win'}>
      {result && revealed ? (
        <>
          <strong>{successText(result)}</strong>
          {result.target_turnover > 0 && result.status !== RewardStatus.Verifying ? (
            <span>{t('claim.turnover', { amount: money(result.target_turnover) })}</span>
          ) : null}
          <MineLink to={getHref('MY_PROMOTION')}>{t('claim.seeMine')}</MineLink>
        </>
      ) : !result && refusal ? (
        <strong>{refusal}</strong>
      ) : null}
    </Outcome>
  );
}

/** This period's claim the member already holds: when, how it stands, and when the next may be. */
export function ClaimedNote({
  held,
  recurrence,
}: {
  held: MyPromotion;
  recurrence: PromotionItem['recurrence'];
}) {
  const { t } = usePromotionsTranslation();
  const offset = usePlatformOffset();
  return (
    <Claimed>
      <span>
        {t('claim.claimedOn', { date: formatDateTime(held.created_at, offset) })}{' '}
        <RewardStatusBadge status={held.status} />
      </span>
      <Hint>{t('claim.nextPeriod', { period: t(`period.${recurrence}`) })}</Hint>
      <MineLink to={getHref('MY_PROMOTION')}>{t('claim.seeMine')}</MineLink>
    </Claimed>
  );
}
