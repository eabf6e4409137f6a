/**
 * The friends the member's code brought (masked usernames, when they joined, whether their
 * first deposit qualified them and what it paid) and the rewards paid, each newest first and
 * a page at a time, with an empty state that says how to get the first one.
 */
import { tokenVars } from '@lobby/tokens';
import { PagedFooter, usePagedList } from '@lobby/ui';
import type { PageState } from '@lobby/ui';
import { errorMessage } from '@lobby/api-client';
import { usePlatformOffset } from '@lobby/api-client/config';
import { useReferralListQuery, useRewardsQuery } from '@lobby/api-client/referral';
import { formatDateTime, toMillis } from '@lobby/domain/time';
import { Badge, LoadError, NoRecord, Skeleton } from '@lobby/ui';
import { Fragment, useEffect } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useProgrammesTranslation } from '../i18n.ts';
import { useMoney } from '../parts/money.ts';

/** Records per page. */
export const REFERRAL_PAGE_SIZE = 20;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  overflow: hidden;
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${tokenVars.space.xxs} ${tokenVars.space.md};
    align-items: center;
    padding: ${tokenVars.space.md};
  }
  & > li.state {
    display: block;
  }
  &[hidden] {
    display: none;
  }
  & > li + li {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
  strong {
    color: ${tokenVars.color.text};
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 1;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  .end {
    grid-row: 1 / span 2;
    grid-column: 2;
    display: grid;
    justify-items: end;
    gap: ${tokenVars.space.xxs};
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${tokenVars.color.text};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${tokenVars.space.md};
`;

/** When, as the platform's clock reads it. */
function When({ at }: { at: number }) {
  const offset = usePlatformOffset();
  return (
    <small>
      <time dateTime={new Date(toMillis(at)).toISOString()}>{formatDateTime(at, offset)}</time>
    </small>
  );
}

/** What a page's query gives the list. */
interface PageQuery {
  readonly data?: { readonly total: number } | undefined;
  readonly error?: unknown;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly isSuccess: boolean;
  refetch(): unknown;
}

/** Reports a page's state to its list, and draws its loading or failed state. */
function usePageState(
  page: number,
  query: PageQuery,
  onReport: (page: number, state: PageState) => void,
) {
  const total = query.data?.total;
  const loaded = query.isSuccess;
  const fetching = query.isFetching;
  useEffect(
    () => onReport(page, { total, loaded, fetching }),
    [onReport, page, total, loaded, fetching],
  );
}

/** A page not in yet: a skeleton (first page only) or the failure with Retry, as a list item. */
function PageFallback({ page, query }: { page: number; query: PageQuery }) {
  const { t } = useProgrammesTranslation();
  if (query.isError)
    return (
      <li className="state">
        <LoadError
          message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </li>
    );
  return page === 1 ? (
    <li className="state" aria-busy="true">
      <Skeleton lines={3} />
    </li>
  ) : null;
}

interface PageProps {
  readonly page: number;
  readonly pageSize: number;
  onReport(page: number, state: PageState): void;
}

function FriendsPage({ page, pageSize, onReport }: PageProps) {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const query = useReferralListQuery({
    page,
    page_size: pageSize,
    $options: { handleErrors: true },
  });
  usePageState(page, query, onReport);
  if (!query.data) return <PageFallback page={page} query={query} />;
  return (
    <>
      {query.data.list.map((friend) => (
        <li key={`${friend.username}-${friend.registered_at}`}>
          <strong>{friend.username}</strong>
          <When at={friend.registered_at} />
          <span className="end">
            {friend.qualified ? (
              <>
                <Badge tone="win" icon="check">
                  {t('referral.qualified')}
                </Badge>
                {money(friend.reward)}
              </>
            ) : (
              <Badge tone="pending">{t('referral.waiting')}</Badge>
            )}
          </span>
        </li>
      ))}
    </>
  );
}

function RewardsPage({ page, pageSize, onReport }: PageProps) {
  const { t } = useProgrammesTranslation();
  const money = useMoney();
  const query = useRewardsQuery({ page, page_size: pageSize, $options: { handleErrors: true } });
  usePageState(page, query, onReport);
  if (!query.data) return <PageFallback page={page} query={query} />;
  return (
    <>
      {query.data.list.map((reward) => (
        <li key={reward.id}>
          <strong>{t('referral.rewardFor', { friend: reward.friend })}</strong>
          <When at={reward.created_at} />
          <span className="end">+{money(reward.amount)}</span>
        </li>
      ))}
    </>
  );
}

/** A paged list of one kind: its pages, its empty state and its footer. */
function Records({
  label,
  pageSize,
  empty,
  renderPage,
}: {
  label: string;
  pageSize: number;
  empty: ReactNode;
  renderPage: (props: PageProps) => ReactNode;
}) {
  const { t } = useProgrammesTranslation();
  const list = usePagedList(pageSize);
  return (
    <Stack>
      {list.empty ? empty : null}
      <Rows aria-label={label} hidden={list.empty}>
        {list.pages.map((page) => (
          <Fragment key={page}>{renderPage({ page, pageSize, onReport: list.report })}</Fragment>
        ))}
      </Rows>
      <PagedFooter list={list} moreLabel={t('common.more')} noMoreLabel={t('common.noMore')} />
    </Stack>
  );
}

/** The invited friends, paged. */
export function FriendsList({ pageSize }: { pageSize: number }) {
  const { t } = useProgrammesTranslation();
  return (
    <Records
      label={t('referral.friends')}
      pageSize={pageSize}
      empty={<NoRecord title={t('referral.noFriends')} description={t('referral.noFriendsText')} />}
      renderPage={(props) => <FriendsPage {...props} />}
    />
  );
}

/** The rewards paid, paged. */
export function RewardsList({ pageSize }: { pageSize: number }) {
  const { t } = useProgrammesTranslation();
  return (
    <Records
      label={t('referral.rewards')}
      pageSize={pageSize}
      empty={<NoRecord title={t('referral.noRewards')} description={t('referral.noRewardsText')} />}
      renderPage={(props) => <RewardsPage {...props} />}
    />
  );
}
