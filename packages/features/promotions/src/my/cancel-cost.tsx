/**
 * "What cancelling costs now", per active claim: the bonus that would be forfeited, the
 * turnover already played that would stop counting for it, and the turnover still owed to keep
 * it. Honest numbers for a decision the member is weighing, computed exactly in minor units
 * (see `cancelCost`), in a disclosure so the list stays short.
 */
import type { MyPromotion } from '@lobby/contract/promotions';
import { Hint, focusRing } from '@lobby/ui';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { cancelCost } from '../parts/claim-math.ts';
import { useMoney } from '../parts/format.ts';

const Details = styled.details`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
  border: ${({ theme }) => theme.borderWidth.hairline} solid ${({ theme }) => theme.color.border};
  summary {
    min-height: ${({ theme }) => theme.size.touch};
    display: flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.accentText};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.md};
    ${focusRing}
  }
  .body {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  dd.loss {
    color: ${({ theme }) => theme.color.loss};
  }
`;

/** Props of {@link CancelCostCalculator}. */
export interface CancelCostCalculatorProps {
  readonly claim: MyPromotion;
}

/** The cost of cancelling an active claim now (see the module note). */
export function CancelCostCalculator({ claim }: CancelCostCalculatorProps) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const cost = cancelCost(claim);
  return (
    <Details>
      <summary>{t('cost.title')}</summary>
      <div className="body" role="group" aria-label={t('cost.title')}>
        <dl>
          <dt>{t('cost.bonus')}</dt>
          <dd className="loss">{money(cost.bonusForfeited)}</dd>
          <dt>{t('cost.done')}</dt>
          <dd>{money(cost.turnoverDone)}</dd>
          <dt>{t('cost.owed')}</dt>
          <dd>{money(cost.turnoverOwed)}</dd>
        </dl>
        <Hint>
          {cost.turnoverOwed > 0
            ? t('cost.keep', { amount: money(cost.turnoverOwed) })
            : t('cost.free')}
        </Hint>
        <Hint>{t('cost.howTo')}</Hint>
      </div>
    </Details>
  );
}
