/**
 * One VIP level in full: what it takes to reach it (deposit and turnover), the one-off upgrade
 * bonus, the withdrawal limits it grants and its benefits. The level is read by its number
 * (`vip.detail`), with the list's copy shown meanwhile so switching levels never flashes empty.
 */
import { errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { useVipDetailQuery } from '@lobby/api-client/vip';
import type { VipLevelItem } from '@lobby/contract/vip';
import { tokenVars } from '@lobby/tokens';
import { Badge, Card, Hint, LoadError, NoRecord } from '@lobby/ui';
import styled from 'styled-components';
import { useProgrammesTranslation } from '../i18n.ts';
import { useMoney } from '../parts/money.ts';
import { VipBadge } from './vip-badge.tsx';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.md};
  margin-bottom: ${tokenVars.space.lg};
  h3 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    color: ${tokenVars.color.text};
  }
  .names {
    display: grid;
    gap: ${tokenVars.space.xs};
    justify-items: start;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${tokenVars.space.lg};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.section`
  display: grid;
  gap: ${tokenVars.space.sm};
  align-content: start;
  h4 {
    margin: 0;
    font-size: ${tokenVars.font.size.sm};
    color: ${tokenVars.color.textMuted};
    text-transform: ${tokenVars.font.controlCase};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${tokenVars.space.xs} ${tokenVars.space.md};
  margin: 0;
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.md};
  background: ${tokenVars.color.bgSunken};
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${tokenVars.color.text};
  }
`;

const Benefits = styled.ul`
  display: grid;
  gap: ${tokenVars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${tokenVars.space.sm};
    align-items: baseline;
    color: ${tokenVars.color.text};
  }
  li::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 2px;
    transform: rotate(45deg) translateY(-1px);
    background: ${tokenVars.color.vip};
  }
`;

/** Props of {@link VipLevelDetail}. */
export interface VipLevelDetailProps {
  /** The level number. */
  readonly level: number;
  /** The list's copy of the level, shown until the detail answers. */
  readonly placeholder?: VipLevelItem | undefined;
  /** The member's current level, when known (marks "Your level" and fades the ones above). */
  readonly current?: number | undefined;
}

/** The level's badge and name, marked as the member's own level or as one already reached. */
function LevelHead({
  item,
  title,
  current,
}: {
  item: VipLevelItem;
  title: string;
  current: number | undefined;
}) {
  const { t } = useProgrammesTranslation();
  return (
    <Head>
      <VipBadge
        level={item.level}
        size={56}
        faded={current !== undefined && item.level > current}
      />
      <div className="names">
        <h3>{title}</h3>
        {current === item.level ? (
          <Badge tone="vip" icon="crown">
            {t('vip.yourLevel')}
          </Badge>
        ) : current !== undefined && item.level < current ? (
          <Badge tone="win" icon="check">
            {t('vip.reached')}
          </Badge>
        ) : null}
      </div>
    </Head>
  );
}

/** The level's groups of facts: conditions and bonus, withdrawal limits, benefits. */
function LevelFacts({ item }: { item: VipLevelItem }) {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const limit = (minor: number) => (minor === 0 ? t('vip.unlimited') : money(minor));
  return (
    <Groups>
      <Group aria-labelledby={`vip-${item.level}-conditions`}>
        <h4 id={`vip-${item.level}-conditions`}>{t('vip.conditions')}</h4>
        {item.deposit_condition === 0 && item.turnover_condition === 0 ? (
          <Hint>{t('vip.entryLevel')}</Hint>
        ) : (
          <Facts>
            <dt>{t('vip.depositCondition')}</dt>
            <dd>{money(item.deposit_condition)}</dd>
            <dt>{t('vip.turnoverCondition')}</dt>
            <dd>{money(item.turnover_condition)}</dd>
          </Facts>
        )}
        <Facts>
          <dt>{t('vip.upgradeBonus')}</dt>
          <dd>{item.upgrade_bonus > 0 ? money(item.upgrade_bonus) : t('vip.noBonus')}</dd>
        </Facts>
      </Group>
      <Group aria-labelledby={`vip-${item.level}-limits`}>
        <h4 id={`vip-${item.level}-limits`}>{t('vip.withdrawalLimits')}</h4>
        <Facts>
          <dt>{t('vip.dailyAmount')}</dt>
          <dd>{limit(item.daily_withdrawal_amount)}</dd>
          <dt>{t('vip.dailyCount')}</dt>
          <dd>
            {item.daily_withdrawal_count === 0 ? t('vip.unlimited') : item.daily_withdrawal_count}
          </dd>
          <dt>{t('vip.perWithdrawal')}</dt>
          <dd>
            {t('vip.range', { min: money(item.min_withdrawal), max: limit(item.max_withdrawal) })}
          </dd>
        </Facts>
      </Group>
      {item.benefits.length > 0 ? (
        <Group aria-labelledby={`vip-${item.level}-benefits`}>
          <h4 id={`vip-${item.level}-benefits`}>{t('vip.benefits')}</h4>
          <Benefits>
            {item.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </Benefits>
        </Group>
      ) : null}
    </Groups>
  );
}

/** The level's conditions, bonus, limits and benefits (see the module note). */
export function VipLevelDetail({ level, placeholder, current }: VipLevelDetailProps) {
  const { t } = useProgrammesTranslation();
  const query = useVipDetailQuery({ id: level, $options: { handleErrors: true } });
  const item = query.data ?? placeholder;
  if (!item) {
    if (query.isError && lobbyErrorOf(query.error)?.status === 404)
      return <NoRecord title={t('vip.notFound')} description={t('vip.notFoundText')} />;
    if (query.isError)
      return (
        <LoadError
          message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    return null;
  }
  const title = t('vip.levelName', { level: item.level, name: item.name });
  return (
    <Card aria-label={title}>
      <LevelHead item={item} title={title} current={current} />
      <LevelFacts item={item} />
    </Card>
  );
}
