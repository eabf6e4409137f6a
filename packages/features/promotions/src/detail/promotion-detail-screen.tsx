/**
 * One promotion (spec §2 PROMOTION_DETAIL, /promotion/:id): its artwork, kind and time status,
 * the claim (shaped by its type: see the claim panel; this is also the promotion-code entry
 * screen for coupons), the bonus facts (minimum and maximum bonus, rate, minimum deposit and
 * apply amount, target turnover) and the operator's rules as sanitised HTML. Open to guests; an
 * id that is not a promotion id says so without asking the server.
 */
import { errorMessage } from '@lobby/api-client';
import { usePromotionsDetailQuery } from '@lobby/api-client/promotions';
import { useSignedIn } from '@lobby/api-client/react';
import type { PromotionItem } from '@lobby/contract/promotions';
import { tokenVars } from '@lobby/tokens';
import {
  Badge,
  LoadError,
  NoRecord,
  PageHeader,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  Skeleton,
  up,
} from '@lobby/ui';
import { OperatorHtml } from '@lobby/ui/operator-html';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { percentOf } from '../parts/claim-math.ts';
import { useMoney, useWindowText } from '../parts/format.ts';
import { TimeStatusBadge } from '../parts/labels.tsx';
import { PromotionArt } from '../parts/promotion-art.tsx';
import type { PromotionsScreenBaseProps } from '../types.ts';
import { ClaimPanel } from './claim-panel.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokenVars.space.xl};
  ${({ theme }) => up(theme, 'lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${tokenVars.space.xl};
  min-width: 0;
`;

const Hero = styled.div`
  aspect-ratio: 5 / 2;
  border-radius: ${tokenVars.radius.lg};
  overflow: hidden;
  background: ${tokenVars.color.bgSunken};
`;

const Intro = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.xs};
`;

const ClaimBox = styled.section`
  display: grid;
  gap: ${tokenVars.space.md};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokenVars.space.sm};
  margin: 0;
  div {
    display: grid;
    gap: ${tokenVars.space.xxs};
    padding: ${tokenVars.space.md};
    border-radius: ${tokenVars.radius.md};
    background: ${tokenVars.color.bgSunken};
  }
  dt {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
  dd {
    margin: 0;
    color: ${tokenVars.color.text};
    font-weight: ${tokenVars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** Props of {@link PromotionDetailScreen}. */
export interface PromotionDetailScreenProps extends PromotionsScreenBaseProps {
  /** The promotion to show; the route's `:id` by default. */
  readonly id?: number;
}

/** Reads a route id: a positive whole number, or nothing. */
function promotionId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The bonus facts that apply to this promotion (zero limits are not limits, so not shown). */
function BonusFacts({ promotion }: { promotion: PromotionItem }) {
  const { t } = usePromotionsTranslation();
  const money = useMoney();
  const windowText = useWindowText();
  const facts: [string, string][] = [];
  const fixed = promotion.min_bonus > 0 && promotion.min_bonus === promotion.max_bonus;
  if (fixed) facts.push([t('facts.bonus'), money(promotion.min_bonus)]);
  else {
    if (promotion.min_bonus > 0) facts.push([t('facts.minBonus'), money(promotion.min_bonus)]);
    if (promotion.max_bonus > 0) facts.push([t('facts.maxBonus'), money(promotion.max_bonus)]);
  }
  if (promotion.bonus_rate > 0) facts.push([t('facts.rate'), percentOf(promotion.bonus_rate)]);
  if (promotion.min_charge > 0) facts.push([t('facts.minCharge'), money(promotion.min_charge)]);
  if (promotion.min_apply_amount > 0 && promotion.min_apply_amount !== promotion.min_charge)
    facts.push([t('facts.minApply'), money(promotion.min_apply_amount)]);
  facts.push([
    t('facts.turnover'),
    promotion.target_turnover > 0 ? money(promotion.target_turnover) : t('facts.turnoverOnClaim'),
  ]);
  facts.push([t('facts.recurrence'), t(`recurrence.${promotion.recurrence}`)]);
  facts.push([t('facts.window'), windowText(promotion)]);
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

function Loading() {
  return (
    <ScreenPage aria-busy="true">
      <div aria-hidden="true" data-testid="promotion-loading">
        <Skeleton height="160px" radius="12px" />
        <div style={{ height: 16 }} />
        <Skeleton lines={4} />
      </div>
    </ScreenPage>
  );
}

function PromotionView({
  id,
  signedIn,
  onRequireSignIn,
  onBack,
}: {
  id: number;
  signedIn: boolean;
  onRequireSignIn: () => void;
  onBack: (() => void) | undefined;
}) {
  const { t } = usePromotionsTranslation();
  const query = usePromotionsDetailQuery({ id, $options: { handleErrors: true } });
  const promotion = query.data;
  const header = (title: string) => (
    <PageHeader title={title} onBack={onBack} backLabel={t('common.back')} />
  );
  if (!promotion) {
    return (
      <>
        {header(t('detail.title'))}
        {query.isError ? (
          <ScreenPage>
            <LoadError
              message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
              retryLabel={t('common.retry')}
              busy={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          </ScreenPage>
        ) : (
          <Loading />
        )}
      </>
    );
  }
  return (
    <>
      {header(promotion.title)}
      <ScreenPage>
        <Layout>
          <Column>
            <Hero>
              <PromotionArt promotion={promotion} />
            </Hero>
            <Intro>
              <Badges>
                <TimeStatusBadge status={promotion.time_status} />
                <Badge tone="neutral">{t(`type.${promotion.type}`)}</Badge>
              </Badges>
              {promotion.summary ? <p>{promotion.summary}</p> : null}
            </Intro>
            <ScreenSection aria-labelledby="promotion-rules">
              <SectionTitle id="promotion-rules">{t('detail.rules')}</SectionTitle>
              <article aria-labelledby="promotion-rules">
                <OperatorHtml html={promotion.content} />
              </article>
            </ScreenSection>
          </Column>
          <Column>
            <ClaimBox aria-labelledby="promotion-claim">
              <SectionTitle id="promotion-claim">{t(`claimTitle.${promotion.type}`)}</SectionTitle>
              <ClaimPanel
                promotion={promotion}
                signedIn={signedIn}
                onRequireSignIn={onRequireSignIn}
              />
            </ClaimBox>
            <ScreenSection aria-labelledby="promotion-facts">
              <SectionTitle id="promotion-facts">{t('detail.facts')}</SectionTitle>
              <BonusFacts promotion={promotion} />
            </ScreenSection>
          </Column>
        </Layout>
      </ScreenPage>
    </>
  );
}

/** The promotion detail screen (see the module note). */
export function PromotionDetailScreen({
  id,
  session,
  onRequireSignIn,
  onBack,
}: PromotionDetailScreenProps) {
  const { t } = usePromotionsTranslation();
  const params = useParams<{ id: string }>();
  const signedIn = useSignedIn(session);
  const wanted = id ?? promotionId(params.id);
  if (wanted === undefined) {
    return (
      <>
        <PageHeader title={t('detail.title')} onBack={onBack} backLabel={t('common.back')} />
        <ScreenPage>
          <NoRecord title={t('detail.notFound')} description={t('detail.notFoundText')} />
        </ScreenPage>
      </>
    );
  }
  return (
    <PromotionView
      key={wanted}
      id={wanted}
      signedIn={signedIn}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    />
  );
}
