/** The line under the balances saying how fresh they are: "Live", or when they were fetched. */
import { formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Icon } from '@lobby/ui';
import styled from 'styled-components';
import { useWalletTranslation } from '../i18n.ts';
import { ageOf } from '../parts/age.ts';
import type { BalanceFreshness } from './use-balance-freshness.ts';

const Line = styled.p<{ $tone: 'live' | 'ok' | 'stale' }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  margin: 0;
  font-size: ${tokenVars.font.size.xs};
  color: ${({ theme, $tone }) =>
    $tone === 'live'
      ? theme.color.win
      : $tone === 'stale'
        ? theme.color.warning
        : theme.color.textMuted};
`;

/** Says whether balances are pushed live or how old they are (see `useBalanceFreshness`). */
export function BalanceFreshnessLine({
  freshness,
  now,
  offset,
}: {
  freshness: BalanceFreshness;
  now: number;
  offset: number;
}) {
  const { t } = useWalletTranslation();
  if (freshness.kind === 'unknown') return null;
  if (freshness.kind === 'live') {
    return (
      <Line $tone="live" data-freshness="live">
        <Icon name="live" size={14} />
        {t('freshness.live')}
      </Line>
    );
  }
  const age = ageOf(freshness.at, now);
  const when = t(`age.${age.unit}`, { count: age.count });
  return (
    <Line
      $tone={freshness.stale ? 'stale' : 'ok'}
      data-freshness={freshness.stale ? 'stale' : 'fetched'}
    >
      <Icon name={freshness.stale ? 'warning' : 'check'} size={14} />
      <time
        dateTime={new Date(freshness.at).toISOString()}
        title={formatDateTime(freshness.at, offset)}
      >
        {freshness.stale
          ? t('freshness.stale', { age: when })
          : t('freshness.fetched', { age: when })}
      </time>
    </Line>
  );
}
