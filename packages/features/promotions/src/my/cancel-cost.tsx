/**
 * "What cancelling costs now", per active claim: the bonus that would be forfeited, the
 * turnover already played that would stop counting for it, and the turnover still owed to keep
 * it. Honest numbers for a decision the member is weighing, computed exactly in minor units
 * (see `cancelCost`), in a disclosure so the list stays short.
 */
import type { MyPromotion } from '@lobby/contract/promotions';
import { tokenVars } from '@lobby/tokens';
import { Hint, focusRing } from '@lobby/ui';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { cancelCost } from '../parts/claim-math.ts';
import { useMoney } from '../parts/format.ts';

const Details = styled.details`
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSunken};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  summary {
    min-height: ${tokenVars.size.touch};
    display: flex;
    align-items: center;
    padding: 0 ${tokenVars.space.md};
    color: ${tokenVars.color.accentText};
    font-size: ${tokenVars.font.size.sm};
    font-weight: ${tokenVars.font.weight.bold};
    cursor: pointer;
    border-radius: ${tokenVars.radius.md};
    ${focusRing}
  }
  .body {
    display: grid;
    gap: ${tokenVars.space.sm};
    padding: 0 ${tokenVars.space.md} ${tokenVars.space.md};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${tokenVars.space.xs} ${tokenVars.space.md};
    margin: 0;
    font-size: ${tokenVars.font.size.sm};
  }
  dt {
    color: ${tokenVars.color.textMuted};
  }
  dd {
    margin: 0;
    color: ${tokenVars.color.text};
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  dd.loss {
    color: ${tokenVars.color.loss};
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
