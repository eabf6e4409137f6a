/**
 * One promotion on the list: its artwork, kind and time status, title (the link to its
 * detail), summary, time window, a mission's progress this period and whether the member can
 * claim it now. The Claim button takes a member to the detail, where the claim itself happens
 * (an amount, a coupon, a red packet to open), and asks a guest to sign in first.
 */
import type { PromotionItem } from '@lobby/contract/promotions';
import { TimeStatus } from '@lobby/domain/enums';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { Badge, Button, Icon, focusRing } from '@lobby/ui';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePromotionsTranslation } from '../i18n.ts';
import { useWindowText } from '../parts/format.ts';
import { MissionProgressMeter } from '../parts/mission-progress.tsx';
import { TimeStatusBadge } from '../parts/labels.tsx';
import { PromotionArt } from '../parts/promotion-art.tsx';

const Article = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.sm};
  overflow: hidden;
`;

const Picture = styled.div`
  aspect-ratio: 5 / 2;
  background: ${tokenVars.color.bgSunken};
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.lg};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokenVars.space.xs};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  font-weight: ${tokenVars.font.weight.bold};
  line-height: ${tokenVars.font.lineHeight.tight};
  a {
    color: ${tokenVars.color.text};
    text-decoration: none;
    border-radius: ${tokenVars.radius.sm};
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.sm};
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokenVars.space.xs};
  margin: 0;
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.xs};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  margin-top: ${tokenVars.space.xs};
`;

const State = styled.span<{ $open: boolean }>`
  color: ${({ theme, $open }) => ($open ? theme.color.win : theme.color.textMuted)};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.medium};
`;

/** Props of {@link PromotionCard}. */
export interface PromotionCardProps {
  readonly promotion: PromotionItem;
  readonly signedIn: boolean;
  onRequireSignIn(): void;
}

/** The promotion's card (see the module note). */
export function PromotionCard({ promotion, signedIn, onRequireSignIn }: PromotionCardProps) {
  const { t } = usePromotionsTranslation();
  const navigate = useNavigate();
  const windowText = useWindowText();
  const href = getHref('PROMOTION_DETAIL', { id: promotion.id });
  const titleId = `promotion-${promotion.id}-title`;
  const running = promotion.time_status === TimeStatus.InProgress;
  const state = !running
    ? t(promotion.time_status === TimeStatus.NotStarted ? 'card.notYet' : 'card.over')
    : !signedIn
      ? t('card.signInToClaim')
      : promotion.claimable
        ? t('card.claimable')
        : t('card.notClaimable');
  const claim = () => (signedIn ? void navigate(href) : onRequireSignIn());
  return (
    <Article aria-labelledby={titleId}>
      <Picture>
        <PromotionArt promotion={promotion} />
      </Picture>
      <Body>
        <Badges>
          <TimeStatusBadge status={promotion.time_status} />
          <Badge tone="neutral">{t(`type.${promotion.type}`)}</Badge>
        </Badges>
        <Title id={titleId}>
          <Link to={href}>{promotion.title}</Link>
        </Title>
        {promotion.summary ? <Summary>{promotion.summary}</Summary> : null}
        <Meta>
          <Icon name="calendar" size={14} />
          <span>{windowText(promotion)}</span>
        </Meta>
        <MissionProgressMeter promotion={promotion} />
        <Footer>
          <State $open={running && (promotion.claimable || !signedIn)}>{state}</State>
          {running && (promotion.claimable || !signedIn) ? (
            <Button size="sm" onClick={claim} aria-describedby={titleId}>
              {t('card.claim')}
            </Button>
          ) : null}
        </Footer>
      </Body>
    </Article>
  );
}
