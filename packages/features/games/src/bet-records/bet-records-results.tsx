/**
 * What the bet records screen shows once the log answered: the server's totals over every
 * matching round, the rounds of this page (stake, win, net, status and order number), and the
 * pager.
 */
import type { BetRecord } from '@lobby/contract/games';
import { BetResult, BetStatus, betResultLabels, betStatusLabels } from '@lobby/domain/enums';
import { formatDateTime } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Amount, Badge, Button, NoRecord } from '@lobby/ui';
import type { BadgeTone } from '@lobby/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';

/** The parts of a games log page (games.log's answer) the results show. */
interface BetLog {
  readonly total: number;
  readonly summary: { bet_amount: number; payout: number; win_loss: number };
  readonly list: readonly BetRecord[];
}

/** The badge tone of a round: its result once settled, else its status. */
function tone(record: Pick<BetRecord, 'status' | 'result'>): BadgeTone {
  if (record.status === BetStatus.Pending) return 'pending';
  if (record.status !== BetStatus.Settled) return 'neutral';
  if (record.result === BetResult.Win) return 'win';
  if (record.result === BetResult.Loss) return 'loss';
  return 'info';
}

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

/** Props of {@link BetRecordsResults}. */
export interface BetRecordsResultsProps {
  /** The log's answer for this page. */
  readonly data: BetLog;
  /** A newer page or filter is on its way (the table is busy, the pager waits). */
  readonly fetching: boolean;
  /** The page shown, from 1. */
  readonly page: number;
  /** Rounds per page. */
  readonly pageSize: number;
  /** Moves to another page. */
  onPage(update: (page: number) => number): void;
  /** The brand's currency, for the amounts. */
  readonly currency: Parameters<typeof Amount>[0]['currency'];
  /** The platform's UTC offset in hours, for the bet times. */
  readonly offset: number;
}

/** The totals, the rounds and the pager of a bet log page. */
export function BetRecordsResults({
  data,
  fetching,
  page,
  pageSize,
  onPage: setPage,
  currency,
  offset,
}: BetRecordsResultsProps) {
  const { t } = useGamesTranslation();
  const captionId = useId();
  const money = (minor: number) => <Amount value={minor} currency={currency} size="sm" />;
  const pages = Math.max(1, Math.ceil(data.total / pageSize));
  return (
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
          <Table aria-busy={fetching}>
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
                disabled={page <= 1 || fetching}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                {t('records.previous')}
              </Button>
              <span aria-live="polite">{t('records.page', { page, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                iconEnd="chevronRight"
                disabled={page >= pages || fetching}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('records.next')}
              </Button>
            </Pager>
          ) : null}
        </>
      )}
    </>
  );
}
