/**
 * An infinite list as a row of pages: each page is its own query (so a money move refetches
 * exactly the pages on screen), reports what it holds, and the footer offers "Load more"
 * until every record is shown, then says there is no more (spec §2 no-more-data).
 */
import { Button, NoMoreData } from '@lobby/ui';
import { useCallback, useState } from 'react';

/** What one page says about itself. */
export interface PageReport {
  /** Records matching the filters (every page says the same), once known. */
  readonly total?: number;
  /** The page's records are in. */
  readonly loaded: boolean;
  readonly fetching: boolean;
  readonly failed: boolean;
}

const same = (a: PageReport | undefined, b: PageReport) =>
  !!a &&
  a.total === b.total &&
  a.loaded === b.loaded &&
  a.fetching === b.fetching &&
  a.failed === b.failed;

/**
 * The pages to render for filters `filterKey` (a change starts again at page 1), the callback
 * each page reports through, and the state of the whole list.
 */
export function useInfinitePages(filterKey: string, pageSize: number) {
  const [state, setState] = useState<{
    key: string;
    count: number;
    reports: Readonly<Record<number, PageReport>>;
  }>({ key: filterKey, count: 1, reports: {} });
  const current = state.key === filterKey ? state : { key: filterKey, count: 1, reports: {} };
  if (current !== state) setState(current);

  const report = useCallback(
    (page: number, next: PageReport) =>
      setState((s) =>
        same(s.reports[page], next) ? s : { ...s, reports: { ...s.reports, [page]: next } },
      ),
    [],
  );
  const total = current.reports[1]?.total;
  const last = current.reports[current.count];
  const complete = total !== undefined && current.count * pageSize >= total;
  return {
    pages: Array.from({ length: current.count }, (_, index) => index + 1),
    report,
    total,
    empty: total === 0,
    complete,
    canLoadMore: !!last?.loaded && !last.fetching && !complete,
    loadingMore: !!last?.fetching,
    more: () => setState((s) => ({ ...s, count: s.count + 1 })),
  };
}

/** The list's end: "Load more" while there is more, "No more data" once all is shown. */
export function ListFooter({
  list,
  moreLabel,
  noMoreLabel,
}: {
  list: ReturnType<typeof useInfinitePages>;
  moreLabel: string;
  noMoreLabel: string;
}) {
  if (list.empty || list.total === undefined) return null;
  if (list.complete) return <NoMoreData>{noMoreLabel}</NoMoreData>;
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={list.loadingMore}
      disabled={!list.canLoadMore}
      onClick={list.more}
    >
      {moreLabel}
    </Button>
  );
}
