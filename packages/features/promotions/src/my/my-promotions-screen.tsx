/**
 * My promotions (spec §2 MY_PROMOTION, /my_promotion/index, login required): the member's
 * claims, newest first, a page at a time, each with its reward status (1 verifying, 2 active,
 * 3 completed, 4 cancel, 5 rejected), its turnover progress and, while verifying, a Cancel
 * that first says what it forfeits. Active claims carry an exact "what cancelling costs now".
 */
import { tokenVars } from '@lobby/tokens';
import { PagedFooter, PendingPage, usePagedList, useReportPage } from '@lobby/ui';
import type { PageState } from '@lobby/ui';
import { errorMessage } from '@lobby/api-client';
import { useCancelMutation, useMyQuery } from '@lobby/api-client/promotions';
import type { MyPromotion } from '@lobby/contract/promotions';
import {
  ConfirmDialog,
  NoRecord,
  ScreenPage,
  Skeleton,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { useMoney } from '../parts/format.ts';
import { MemberOnlyScreen } from '../parts/screen-parts.tsx';
import type { PromotionsScreenBaseProps } from '../types.ts';
import { ClaimCard } from './claim-card.tsx';

/** Claims per page. */
export const MY_PROMOTIONS_PAGE_SIZE = 10;

const List = styled.ul`
  display: grid;
  gap: ${tokenVars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  &[hidden] {
    display: none;
  }
`;

/** Props of {@link MyPromotionsScreen}. */
export interface MyPromotionsScreenProps extends PromotionsScreenBaseProps {
  /** Claims per page (default {@link MY_PROMOTIONS_PAGE_SIZE}; the API allows up to 100). */
  readonly pageSize?: number;
}

/** The my promotions screen (see the module note). */
export function MyPromotionsScreen({
  session,
  onRequireSignIn,
  onBack,
  pageSize = MY_PROMOTIONS_PAGE_SIZE,
}: MyPromotionsScreenProps) {
  const { t } = usePromotionsTranslation();
  return (
    <MemberOnlyScreen
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
      title={t('mine.title')}
      guestText={t('mine.guest')}
    >
      <MyClaims pageSize={pageSize} />
    </MemberOnlyScreen>
  );
}

/** One page of claims: its cards, a skeleton while it loads, or the failure with Retry. */
function ClaimsPage({
  page,
  pageSize,
  onReport,
  onCancel,
}: {
  page: number;
  pageSize: number;
  onReport: (page: number, state: PageState) => void;
  onCancel: (claim: MyPromotion) => void;
}) {
  const { t } = usePromotionsTranslation();
  const query = useMyQuery({ page, page_size: pageSize, $options: { handleErrors: true } });
  useReportPage(page, query, onReport);
  if (!query.data) {
    return (
      <PendingPage
        query={query}
        message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        loading={
          <li aria-hidden="true" data-testid="claims-loading">
            <Skeleton lines={4} />
          </li>
        }
      />
    );
  }
  return (
    <>
      {query.data.list.map((claim) => (
        <li key={claim.id}>
          <ClaimCard claim={claim} onCancel={onCancel} />
        </li>
      ))}
    </>
  );
}

function MyClaims({ pageSize }: { pageSize: number }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const toast = useToast();
  const list = usePagedList(pageSize);
  const [cancel] = useCancelMutation();
  const once = useSingleFlight();
  const [asking, setAsking] = useState<MyPromotion | undefined>(undefined);

  const confirm = () =>
    once.run(async () => {
      if (!asking) return;
      try {
        await cancel({ id: asking.id, $options: { handleErrors: true } }).unwrap();
        toast.success(t('mine.cancelled', { title: asking.title }));
        setAsking(undefined);
      } catch (error) {
        toast.error(errorMessage(error, t('mine.cancelFailed')));
        setAsking(undefined);
      }
    });

  return (
    <ScreenPage>
      {list.empty ? <NoRecord title={t('mine.empty')} description={t('mine.emptyText')} /> : null}
      <List aria-label={t('mine.list')} hidden={list.empty} aria-busy={list.loadingMore}>
        {list.pages.map((page) => (
          <ClaimsPage
            key={page}
            page={page}
            pageSize={pageSize}
            onReport={list.report}
            onCancel={setAsking}
          />
        ))}
      </List>
      <PagedFooter list={list} moreLabel={t('common.more')} noMoreLabel={t('common.noMore')} />
      <ConfirmDialog
        open={asking !== undefined}
        title={t('mine.cancelTitle')}
        message={
          asking
            ? t('mine.cancelText', { title: asking.title, amount: money(asking.bonus) })
            : undefined
        }
        confirmLabel={t('mine.cancelConfirm')}
        cancelLabel={t('mine.keep')}
        tone="danger"
        busy={once.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(undefined)}
      />
    </ScreenPage>
  );
}
