/**
 * One of the member's claims: the promotion (a link to it), when it was claimed, its reward
 * status, the bonus and base, and for a paid bonus the turnover played against the target as a
 * meter, with what is still owed. A claim still being verified can be cancelled (the only state
 * the API lets a member cancel); an active one shows what cancelling would cost now.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import type { MyPromotion } from '@lobby/contract/promotions';
import { RewardStatus } from '@lobby/domain/enums';
import { getHref } from '@lobby/domain/routes';
import { formatDateTime, toMillis } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Button, Hint, ProgressMeter, focusRing } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { cancelCost, percentOf } from '../parts/claim-math.ts';
import { useMoney } from '../parts/format.ts';
import { RewardStatusBadge } from '../parts/labels.tsx';
import { CancelCostCalculator } from './cancel-cost.tsx';

const Article = styled.article`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  h2 {
    margin: 0;
    font-size: ${tokenVars.font.size.md};
    font-weight: ${tokenVars.font.weight.bold};
  }
  a {
    color: ${tokenVars.color.text};
    text-decoration: none;
    border-radius: ${tokenVars.radius.sm};
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  dd {
    margin: 0;
    color: ${tokenVars.color.text};
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/** Props of {@link ClaimCard}. */
export interface ClaimCardProps {
  readonly claim: MyPromotion;
  /** Asks to cancel this claim (the screen confirms first). */
  onCancel(claim: MyPromotion): void;
}

/** One claim (see the module note). */
export function ClaimCard({ claim, onCancel }: ClaimCardProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const offset = usePlatformOffset();
  const titleId = `claim-${claim.id}-title`;
  const paid = claim.status === RewardStatus.Active || claim.status === RewardStatus.Completed;
  const cost = cancelCost(claim);
  return (
    <Article aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>
          <Link to={getHref('PROMOTION_DETAIL', { id: claim.promotion_id })}>{claim.title}</Link>
        </h2>
        <RewardStatusBadge status={claim.status} />
      </Head>
      <Numbers>
        <div>
          <dt>{t('mine.bonus')}</dt>
          <dd>{money(claim.bonus)}</dd>
        </div>
        {claim.base_amount > 0 ? (
          <div>
            <dt>{t('mine.base')}</dt>
            <dd>{money(claim.base_amount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('mine.claimedAt')}</dt>
          <dd>
            <time dateTime={new Date(toMillis(claim.created_at)).toISOString()}>
              {formatDateTime(claim.created_at, offset)}
            </time>
          </dd>
        </div>
      </Numbers>
      {paid && claim.target_turnover > 0 ? (
        <ProgressMeter
          kind="turnover"
          label={t('mine.turnover')}
          value={cost.turnoverDone}
          max={cost.target}
          valueText={t('mine.turnoverValue', {
            done: money(cost.turnoverDone),
            target: money(cost.target),
            percent: percentOf(claim.progress),
          })}
          caption={
            cost.turnoverOwed > 0
              ? t('mine.owed', { amount: money(cost.turnoverOwed) })
              : t('mine.reached')
          }
        />
      ) : paid ? (
        <Hint>{t('mine.noTurnover')}</Hint>
      ) : null}
      {claim.status === RewardStatus.Verifying ? (
        <>
          <Hint>{t('mine.verifyingHint')}</Hint>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCancel(claim)}
            aria-describedby={titleId}
          >
            {t('mine.cancel')}
          </Button>
        </>
      ) : null}
      {claim.status === RewardStatus.Active ? <CancelCostCalculator claim={claim} /> : null}
    </Article>
  );
}
