/**
 * Promotions (spec §2 PROMOTION_PAGE, /tabs/promotion): every running and upcoming promotion of
 * the brand, filtered by category in tabs, each card with its artwork, time window, status and
 * whether the member can claim it now. Open to guests, who browse freely and are asked to sign
 * in when they try to claim. `claimable` comes from the server for the member behind the token,
 * so the list refreshes on its own when the member signs in or claims.
 */
import { errorMessage } from '@lobby/api-client';
import { usePromotionsListQuery } from '@lobby/api-client/promotions';
import { useSignedIn } from '@lobby/api-client/react';
import type { PromotionItem } from '@lobby/contract/promotions';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { LoadError, NoRecord, PageHeader, ScreenPage, Skeleton, Tabs, focusRing } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { useCategoryLabel } from '../parts/labels.tsx';
import { CardGrid } from '../parts/screen-parts.tsx';
import type { PromotionsScreenBaseProps } from '../types.ts';
import { PromotionCard } from './promotion-card.tsx';

/** The tab holding every category (not a category name: the API has one called `all`). */
export const ALL_CATEGORIES = '*';

const SkeletonCard = styled.li`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
`;

const MineLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokenVars.size.touch};
  padding: 0 ${tokenVars.space.sm};
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  text-decoration: none;
  border-radius: ${tokenVars.radius.sm};
  ${focusRing}
`;

const Shortcuts = styled.p`
  display: flex;
  justify-content: flex-end;
  margin: 0;
`;

/** Props of {@link PromotionsScreen}. */
export interface PromotionsScreenProps extends PromotionsScreenBaseProps {
  /** The category tab shown first (default: every category). */
  readonly initialCategory?: string;
}

/** Categories in the order their first promotion appears (the operator's sort order). */
function categoriesOf(list: readonly PromotionItem[]): string[] {
  return [...new Set(list.map((p) => p.category).filter((c) => c !== ''))];
}

function Cards({
  list,
  signedIn,
  onRequireSignIn,
}: {
  list: readonly PromotionItem[];
  signedIn: boolean;
  onRequireSignIn: () => void;
}) {
  return (
    <CardGrid $min="320px">
      {list.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard
            promotion={promotion}
            signedIn={signedIn}
            onRequireSignIn={onRequireSignIn}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** What shows while the promotions load: card-shaped placeholders, hidden from screen readers. */
function LoadingCards() {
  return (
    <CardGrid $min="320px" aria-hidden="true" data-testid="promotions-loading">
      {[0, 1, 2].map((n) => (
        <SkeletonCard key={n}>
          <Skeleton height="120px" radius="8px" />
          <Skeleton lines={3} />
        </SkeletonCard>
      ))}
    </CardGrid>
  );
}

/** The promotions screen (see the module note). */
export function PromotionsScreen({
  session,
  onRequireSignIn,
  onBack,
  initialCategory = ALL_CATEGORIES,
}: PromotionsScreenProps) {
  const { t } = usePromotionsTranslation();
  const signedIn = useSignedIn(session);
  const categoryLabel = useCategoryLabel();
  const query = usePromotionsListQuery({ $options: { handleErrors: true } });
  const list = query.data;

  let body;
  if (query.isError && !list) {
    body = (
      <LoadError
        message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!list) {
    body = <LoadingCards />;
  } else if (list.length === 0) {
    body = <NoRecord title={t('list.empty')} description={t('list.emptyText')} />;
  } else {
    const categories = categoriesOf(list);
    const tab = (id: string) => ({
      id,
      label: id === ALL_CATEGORIES ? t('list.all') : categoryLabel(id),
      content: (
        <Cards
          list={id === ALL_CATEGORIES ? list : list.filter((p) => p.category === id)}
          signedIn={signedIn}
          onRequireSignIn={onRequireSignIn}
        />
      ),
    });
    body = (
      <Tabs<string>
        label={t('list.categories')}
        defaultValue={categories.includes(initialCategory) ? initialCategory : ALL_CATEGORIES}
        items={[tab(ALL_CATEGORIES), ...categories.map(tab)]}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('list.title')}
        onBack={onBack}
        backLabel={t('common.back')}
        {...(signedIn
          ? { actions: <MineLink to={getHref('MY_PROMOTION')}>{t('list.mine')}</MineLink> }
          : {})}
      />
      <ScreenPage aria-busy={!list && !query.isError}>
        {/* Below the header, not in it: two links there would squeeze the title at 390 px. */}
        {signedIn ? (
          <Shortcuts>
            <MineLink to={getHref('APPLY_RED_PACKET')}>{t('list.redPackets')}</MineLink>
          </Shortcuts>
        ) : null}
        {body}
      </ScreenPage>
    </>
  );
}
