/**
 * The account history: every limit change, break, reality-check interval and check (Continue),
 * newest first, with its time. Pages are
 * read one after another and kept, so "Load more" adds to the list rather than replacing it.
 */
import type { HistoryEntry, LimitKind } from '@lobby/contract/responsible-gambling';
import { LIMIT_KINDS } from '@lobby/contract/responsible-gambling';
import { errorMessage } from '@lobby/api-client';
import { useHistoryQuery } from '@lobby/api-client/responsible-gambling';
import {
  Button,
  List,
  ListItem,
  LoadError,
  NoRecord,
  ScreenSection,
  SectionTitle,
  Skeleton,
} from '@lobby/ui';
import { useState } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import { useLimitFormat } from './use-limit-format.ts';

/** Entries read per page. */
export const HISTORY_PAGE_SIZE = 20;

/** The history section (see the module note). */
export function HistorySection() {
  const { t } = useSettingsTranslation();
  const [pages, setPages] = useState(1);
  return (
    <ScreenSection aria-labelledby="safer-play-history">
      <SectionTitle id="safer-play-history">{t('saferPlay.history.title')}</SectionTitle>
      {Array.from({ length: pages }, (_, index) => (
        <HistoryPage
          key={index}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages((count) => count + 1)}
        />
      ))}
    </ScreenSection>
  );
}

/** One page of entries; the last page read offers the next one. */
function HistoryPage({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const { t } = useSettingsTranslation();
  const history = useHistoryQuery({
    page,
    page_size: HISTORY_PAGE_SIZE,
    $options: { handleErrors: true },
  });
  if (history.isError) {
    return (
      <LoadError
        message={errorMessage(history.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={history.isFetching}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (!history.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height="56px" />
        <Skeleton height="56px" />
      </div>
    );
  }
  const { list, total } = history.data;
  if (page === 1 && list.length === 0) {
    return (
      <NoRecord
        title={t('saferPlay.history.empty')}
        description={t('saferPlay.history.emptyText')}
      />
    );
  }
  return (
    <>
      <List label={t('saferPlay.history.title')}>
        {list.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </List>
      {last && page * HISTORY_PAGE_SIZE < total ? (
        <Button variant="ghost" fullWidth onClick={onMore}>
          {t('saferPlay.history.more')}
        </Button>
      ) : null}
    </>
  );
}

/** Whether a history entry's kind is a limit (its values are amounts or minutes). */
function limitKindOf(kind: string): LimitKind | undefined {
  return LIMIT_KINDS.find((known) => known === kind);
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useSettingsTranslation();
  const format = useLimitFormat();
  const limit = limitKindOf(entry.kind);
  const shown = (value: number | null) =>
    value === null || limit === undefined ? t('saferPlay.limits.none') : format.value(limit, value);
  // A reality-check interval (minutes, null: off) and a check (the session's minutes so far).
  const interval = (value: number | null) =>
    value === null ? t('saferPlay.reality.off') : t('saferPlay.minutes', { count: value });
  const parts = [
    format.time(entry.created_at),
    limit !== undefined
      ? t('saferPlay.history.change', { from: shown(entry.from_value), to: shown(entry.to_value) })
      : undefined,
    entry.event === 'reality_check_set'
      ? t('saferPlay.history.change', {
          from: interval(entry.from_value),
          to: interval(entry.to_value),
        })
      : undefined,
    entry.event === 'reality_check' && entry.to_value !== null
      ? t('saferPlay.history.sessionMinutes', { minutes: entry.to_value })
      : undefined,
    entry.effective_at !== null
      ? t('saferPlay.history.effective', { time: format.time(entry.effective_at) })
      : undefined,
  ].filter((part) => part !== undefined);
  return (
    <ListItem
      title={`${t(`saferPlay.history.event.${entry.event}`)} · ${t(`saferPlay.kind.${entry.kind}`, { defaultValue: entry.kind })}`}
      description={
        <time dateTime={new Date(entry.created_at * 1000).toISOString()}>{parts.join(' · ')}</time>
      }
    />
  );
}
