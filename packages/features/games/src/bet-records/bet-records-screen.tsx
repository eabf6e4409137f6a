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
import type { QFilter } from '@lobby/domain/q';
import { fastDateRange, fastDateRangeLabels, toUnixSeconds } from '@lobby/domain/time';
import type { FastDateRangeKind } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import {
  Button,
  FAST_DATE_KEYS,
  FastDateSelector,
  NoRecord,
  PageHeader,
  Select,
  Skeleton,
  up,
} from '@lobby/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useGamesTranslation } from '../i18n.ts';
import { BetRecordsResults } from './bet-records-results.tsx';
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
  const data = log.currentData;

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
            <BetRecordsResults
              data={data}
              fetching={log.isFetching}
              page={page}
              pageSize={pageSize}
              onPage={setPage}
              currency={currency}
              offset={offset}
            />
          </>
        )}
      </Page>
    </>
  );
}
