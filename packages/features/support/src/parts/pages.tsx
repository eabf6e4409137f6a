/**
 * A paged list as a row of pages: each page is its own query (so marking a message read
 * refetches exactly the pages on screen), reports what it holds, and the footer offers
 * "Load more" until every item is shown, then says there is no more (spec §2 no-more-data).
 */
import { Button, NoMoreData } from '@lobby/ui';
import { useCallback, useState } from 'react';

/** What one page says about itself. */
export interface PageReport {
  /** Items matching the filters (every page says the same), once known. */
  readonly total?: number;
  /** The page's items are in. */
  readonly loaded: boolean;
  readonly fetching: boolean;
}

const same = (a: PageReport | undefined, b: PageReport) =>
  !!a && a.total === b.total && a.loaded === b.loaded && a.fetching === b.fetching;

/** The pages to render, the callback each page reports through, and the state of the whole list. */
export function usePages(pageSize: number) {
  const [count, setCount] = useState(1);
  const [reports, setReports] = useState<Readonly<Record<number, PageReport>>>({});
  const report = useCallback(
    (page: number, next: PageReport) =>
      setReports((all) => (same(all[page], next) ? all : { ...all, [page]: next })),
    [],
  );
  const total = reports[1]?.total;
  const last = reports[count];
  const complete = total !== undefined && count * pageSize >= total;
  return {
    pages: Array.from({ length: count }, (_, index) => index + 1),
    report,
    total,
    empty: total === 0,
    complete,
    canLoadMore: !!last?.loaded && !last.fetching && !complete,
    loadingMore: count > 1 && !last?.loaded,
    more: () => setCount((n) => n + 1),
  };
}

/** The list state {@link usePages} answers. */
export type Pages = ReturnType<typeof usePages>;

/** The list's end: "Load more" while there is more, "No more data" once all is shown. */
export function PagesFooter({
  list,
  moreLabel,
  noMoreLabel,
}: {
  list: Pages;
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
