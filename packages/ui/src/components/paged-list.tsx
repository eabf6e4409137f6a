/**
 * A list read a page at a time (messages, claims, referrals): each page is its own query (so
 * an invalidated tag refetches exactly the pages on screen), states what it holds, and the
 * footer offers "Load more" until every item is shown, then says there is no more (spec §2
 * no-more-data placeholder).
 */
import { Button } from './button.tsx';
import { NoMoreData } from './placeholders.tsx';
import { LoadError } from './screen-layout.tsx';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** What one page says about itself. */
export interface PageState {
  /** Items matching the filters (every page says the same), once known. */
  readonly total?: number | undefined;
  /** The page's items are in. */
  readonly loaded: boolean;
  readonly fetching: boolean;
}

const same = (a: PageState | undefined, b: PageState) =>
  !!a && a.total === b.total && a.loaded === b.loaded && a.fetching === b.fetching;

/**
 * The pages to render, the callback each page states through, and the state of the whole list.
 * A new `filterKey` (the list's filters, joined) starts the list again at page 1.
 */
export function usePagedList(pageSize: number, filterKey = '') {
  const [list, setList] = useState<{
    readonly key: string;
    readonly count: number;
    readonly states: Readonly<Record<number, PageState>>;
  }>({ key: filterKey, count: 1, states: {} });
  // Reset during render, not in an effect, so the old filter's pages never render again.
  const current = list.key === filterKey ? list : { key: filterKey, count: 1, states: {} };
  if (current !== list) setList(current);
  const report = useCallback(
    (page: number, next: PageState) =>
      setList((all) =>
        same(all.states[page], next) ? all : { ...all, states: { ...all.states, [page]: next } },
      ),
    [],
  );
  const { count, states } = current;
  const total = states[1]?.total;
  const last = states[count];
  const complete = total !== undefined && count * pageSize >= total;
  return {
    pages: Array.from({ length: count }, (_, index) => index + 1),
    report,
    total,
    empty: total === 0,
    complete,
    // A loaded page refreshing in the background (a money move invalidated it) does not hold
    // the next page back; only a page still on its way does.
    canLoadMore: !!last?.loaded && !complete,
    loadingMore: count > 1 && !last?.loaded,
    more: () => setList((all) => ({ ...all, count: all.count + 1 })),
  };
}

/** A list's state as {@link usePagedList} answers it. */
export type PagedList = ReturnType<typeof usePagedList>;

/** The list's end: "Load more" while there is more, "No more data" once all is shown. */
export function PagedFooter({
  list,
  moreLabel,
  noMoreLabel,
}: {
  /** The paged list whose state the footer follows (see `usePagedList`). */
  list: PagedList;
  /** Label of the button that loads the next page. */
  moreLabel: string;
  /** The line shown once every page is loaded. */
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

/**
 * Reports one page's query to its list (see {@link usePagedList}): its total once known, whether
 * its items are in and whether it is fetching. One effect for every paged screen.
 */
export function useReportPage(
  page: number,
  query: { readonly data?: { readonly total: number } | undefined; readonly isFetching: boolean },
  onReport: (page: number, state: PageState) => void,
): void {
  const total = query.data?.total;
  const loaded = query.data !== undefined;
  const fetching = query.isFetching;
  useEffect(
    () => onReport(page, { total, loaded, fetching }),
    [onReport, page, total, loaded, fetching],
  );
}

/**
 * A page's place in its list while its items are not in: its failure, as a list item with
 * Retry, once the query failed; else `loading` (the list's own placeholder row).
 */
export function PendingPage({
  query,
  message,
  retryLabel,
  loading,
}: {
  /** The page's query (its error state and a way to ask again). */
  query: { readonly isError: boolean; readonly isFetching: boolean; refetch(): unknown };
  /** What the failure says. */
  message: string;
  /** Label of the retry button. */
  retryLabel: string;
  /** The row shown while the page loads. */
  loading: ReactNode;
}) {
  if (!query.isError) return loading;
  return (
    <li>
      <LoadError
        message={message}
        retryLabel={retryLabel}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    </li>
  );
}
