/**
 * Bet records (spec §2 BET_RECORD, /betRecord): the member's rounds filtered by game type and
 * provider over a fast date range (spec §2, §9), computed in the platform timezone from the
 * permissions' `system.timezone` and sent as the bet_time range in Unix seconds (games.log's
 * `q`), with stake, win, net and status per round, the server's totals over every matching
 * round, and paging.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import { useChannelListQuery, useLogQuery, useTypesQuery } from '@lobby/api-client/games';
import { useSignedIn } from '@lobby/api-client/react';
import type { BetRecord } from '@lobby/contract/games';
import { BetResult, BetStatus, betResultLabels, betStatusLabels } from '@lobby/domain/enums';
import type { QFilter } from '@lobby/domain/q';
import {
  fastDateRange,
  fastDateRangeLabels,
  formatDateTime,
  toUnixSeconds,
} from '@lobby/domain/time';
import type { FastDateRangeKind } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import {
  Amount,
  Badge,
  Button,
  FAST_DATE_KEYS,
  FastDateSelector,
  NoRecord,
  PageHeader,
  Select,
  Skeleton,
  up,
} from '@lobby/ui';
import type { BadgeTone } from '@lobby/ui';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';
import { useBrandCurrency } from '@lobby/api-client/config';
import type { GamesScreenProps } from '../types.ts';

/** Rounds per page. */
export const BET_PAGE_SIZE = 20;

/** Props of {@link BetRecordsScreen}. */
export interface BetRecordsScreenProps extends GamesScreenProps {
  /** The range shown first (default `today`). */
  readonly initialRange?: FastDateRangeKind;
  /** The moment ranges are computed from (tests and stories fix it); now by default. */
  readonly now?: () => Date;
  /** Rounds per page (default {@link BET_PAGE_SIZE}; the API allows up to 100). */
  readonly pageSize?: number;
  /** Shows the back button (the site decides where back goes). */
  onBack?: () => void;
}

/** The games.log filters of a choice: the bet_time range in seconds and the game type. */
export function betLogFilters(
  range: { start: number; end: number } | undefined,
  type: string,
): QFilter[] {
  const filters: QFilter[] = [];
  if (range) {
    filters.push({ field: 'bet_time', op: 'gte', value: toUnixSeconds(range.start) });
    filters.push({ field: 'bet_time', op: 'lte', value: toUnixSeconds(range.end) });
  }
  if (type) filters.push({ field: 'type', op: 'in', value: [type] });
  return filters;
}

/** The badge tone of a round: its result once settled, else its status. */
function tone(record: Pick<BetRecord, 'status' | 'result'>): BadgeTone {
  if (record.status === BetStatus.Pending) return 'pending';
  if (record.status !== BetStatus.Settled) return 'neutral';
  if (record.result === BetResult.Win) return 'win';
  if (record.result === BetResult.Loss) return 'loss';
  return 'info';
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.md};
  max-width: ${tokenVars.size.contentMax};
  margin: 0 auto;
  padding: ${tokenVars.space.md};
  ${({ theme }) => up(theme, 'md')} {
    padding: ${tokenVars.space.lg};
  }
`;

const Filters = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.sm};
  & > * {
    min-width: 0;
  }
  /* A fieldset is as wide as its chips unless told otherwise: let the chips scroll. */
  & > fieldset {
    min-inline-size: 0;
  }
  ${({ theme }) => up(theme, 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > fieldset {
      grid-column: 1 / -1;
    }
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  padding: ${tokenVars.space.md};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokenVars.font.size.sm};
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${tokenVars.space.sm};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
    font-weight: ${tokenVars.font.weight.medium};
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.borderStrong};
  }
  tbody tr {
    border-bottom: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .sub {
    display: block;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  /* On a phone each round is a card: labels come from data-label. */
  ${({ theme }) => `@media (max-width: ${theme.breakpoint.md - 1}px)`} {
    thead {
      display: none;
    }
    tbody,
    tr,
    td,
    th {
      display: block;
    }
    tbody tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      padding: ${tokenVars.space.sm} 0;
    }
    tbody th,
    tbody td.status {
      grid-column: 1 / -1;
    }
    tbody td.num {
      text-align: start;
    }
    tbody td.num::before {
      content: attr(data-label);
      display: block;
      color: ${tokenVars.color.textMuted};
      font-size: ${tokenVars.font.size.xs};
    }
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokenVars.space.md};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

/** The bet records screen (see the module note). */
export function BetRecordsScreen({
  session,
  onRequireSignIn,
  initialRange = 'today',
  now = () => new Date(),
  pageSize = BET_PAGE_SIZE,
  onBack,
}: BetRecordsScreenProps) {
  const { t } = useGamesTranslation();
  const signedIn = useSignedIn(session);
  const currency = useBrandCurrency();
  const offset = usePlatformOffset();
  const types = useTypesQuery();
  const channels = useChannelListQuery();
  const [type, setType] = useState('');
  const [channelId, setChannelId] = useState('');
  const [rangeKey, setRangeKey] = useState<FastDateRangeKind>(initialRange);
  const [page, setPage] = useState(1);
  // Fixed per choice: a range recomputed every render would be a new query every render.
  const [rangeAt, setRangeAt] = useState(() => now().getTime());
  const range = useMemo(
    () => fastDateRange(rangeKey, rangeAt, offset),
    [rangeKey, rangeAt, offset],
  );
  const q = useMemo(() => betLogFilters(range, type), [range, type]);
  const log = useLogQuery(
    {
      q,
      ...(channelId ? { channel_id: Number(channelId) } : {}),
      page,
      page_size: pageSize,
      $options: { handleErrors: true },
    },
    { skip: !signedIn },
  );
  const captionId = useId();

  const typeOptions = [
    { value: '', label: t('records.allTypes') },
    ...(types.data ?? []).map((item) => ({ value: item.type, label: item.name })),
  ];
  const channelOptions = [
    { value: '', label: t('records.allProviders') },
    ...(channels.data ?? [])
      .filter((channel) => !type || channel.types.includes(type))
      .map((channel) => ({ value: String(channel.id), label: channel.name })),
  ];
  const rangeLabels = Object.fromEntries(
    FAST_DATE_KEYS.map((key) => [key, t(fastDateRangeLabels[key])]),
  );
  const money = (minor: number) => <Amount value={minor} currency={currency} size="sm" />;
  const data = log.currentData;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  if (!signedIn) {
    return (
      <Page>
        <NoRecord
          title={t('records.guestTitle')}
          description={t('records.guestText')}
          action={<Button onClick={onRequireSignIn}>{t('records.signIn')}</Button>}
        />
      </Page>
    );
  }

  return (
    <>
      <PageHeader title={t('records.title')} onBack={onBack} backLabel={t('list.back')} />
      <Page>
        <Filters aria-label={t('records.filters')}>
          <Select
            label={t('records.type')}
            value={type}
            options={typeOptions}
            onChange={(value) => {
              setType(value);
              setChannelId('');
              setPage(1);
            }}
          />
          <Select
            label={t('records.provider')}
            value={channelId}
            options={channelOptions}
            onChange={(value) => {
              setChannelId(value);
              setPage(1);
            }}
          />
          <FastDateSelector
            value={rangeKey}
            label={t('records.range')}
            labels={rangeLabels}
            offsetHours={offset}
            now={now}
            onChange={(key) => {
              setRangeKey(key);
              setRangeAt(now().getTime());
              setPage(1);
            }}
          />
        </Filters>
        {log.isError && !log.isFetching ? (
          <NoRecord
            title={(log.error as { message?: string }).message ?? t('messages:FAILED_TO_GET_DATA')}
            description={t('records.errorHint')}
            action={
              <Button variant="secondary" iconStart="refresh" onClick={() => void log.refetch()}>
                {t('records.retry')}
              </Button>
            }
          />
        ) : !data ? (
          <div aria-busy="true">
            <Skeleton lines={5} />
          </div>
        ) : (
          <>
            <section aria-label={t('records.totals')}>
              <Totals>
                <div>
                  <dt>{t('records.totalStake')}</dt>
                  <dd>{money(data.summary.bet_amount)}</dd>
                </div>
                <div>
                  <dt>{t('records.totalWin')}</dt>
                  <dd>{money(data.summary.payout)}</dd>
                </div>
                <div>
                  <dt>{t('records.totalNet')}</dt>
                  <dd>
                    <Amount
                      value={data.summary.win_loss}
                      currency={currency}
                      signed
                      tone="auto"
                      size="sm"
                    />
                  </dd>
                </div>
              </Totals>
            </section>
            {data.list.length === 0 ? (
              <NoRecord title={t('records.emptyTitle')} description={t('records.empty')} />
            ) : (
              <>
                <Table aria-busy={log.isFetching}>
                  <caption id={captionId}>
                    {t('records.table')} · {t('records.count', { count: data.total })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('records.game')}</th>
                      <th scope="col" className="num">
                        {t('records.stake')}
                      </th>
                      <th scope="col" className="num">
                        {t('records.win')}
                      </th>
                      <th scope="col" className="num">
                        {t('records.net')}
                      </th>
                      <th scope="col">{t('records.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((record) => (
                      <tr key={record.id}>
                        <th scope="row">
                          {record.game_name}
                          <span className="sub">{record.channel_name}</span>
                          <span className="sub">
                            <time dateTime={new Date(record.bet_time * 1000).toISOString()}>
                              {formatDateTime(record.bet_time, offset)}
                            </time>
                          </span>
                        </th>
                        <td className="num" data-label={t('records.stake')}>
                          {money(record.bet_amount)}
                        </td>
                        <td className="num" data-label={t('records.win')}>
                          {money(record.payout)}
                        </td>
                        <td className="num" data-label={t('records.net')}>
                          <Amount
                            value={record.win_loss}
                            currency={currency}
                            signed
                            tone="auto"
                            size="sm"
                          />
                        </td>
                        <td className="status">
                          <Badge tone={tone(record)}>
                            {record.status === BetStatus.Settled
                              ? t(betResultLabels[record.result])
                              : t(betStatusLabels[record.status])}
                          </Badge>
                          <span className="sub">{t('records.order', { id: record.order_no })}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                {pages > 1 ? (
                  <Pager aria-label={t('records.table')}>
                    <Button
                      variant="secondary"
                      size="sm"
                      iconStart="chevronLeft"
                      disabled={page <= 1 || log.isFetching}
                      onClick={() => setPage((p) => Math.max(1, p - 1))}
                    >
                      {t('records.previous')}
                    </Button>
                    <span aria-live="polite">{t('records.page', { page, pages })}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      iconEnd="chevronRight"
                      disabled={page >= pages || log.isFetching}
                      onClick={() => setPage((p) => p + 1)}
                    >
                      {t('records.next')}
                    </Button>
                  </Pager>
                ) : null}
              </>
            )}
          </>
        )}
      </Page>
    </>
  );
}
