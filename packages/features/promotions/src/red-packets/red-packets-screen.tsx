/**
 * Apply red packet (spec §2 "apply rp"; Lobby's APPLY_RED_PACKET, `/red_packet`, login
 * required): the member's red packets in one place, each a red-packet promotion (type 4) of the
 * brand with its envelope to open this period. The envelope, the claimed note and the server's
 * answer are the claim panel's, exactly as on the promotion's own detail; the rules stay there,
 * one link away.
 */
import { errorMessage } from '@lobby/api-client';
import { usePromotionsListQuery } from '@lobby/api-client/promotions';
import type { PromotionItem } from '@lobby/contract/promotions';
import { PromotionType } from '@lobby/domain/enums';
import { getHref } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { Hint, LoadError, NoRecord, ScreenPage, Skeleton, focusRing } from '@lobby/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ClaimPanel } from '../detail/claim-panel.tsx';
import { usePromotionsTranslation } from '../i18n.ts';
import { useWindowText } from '../parts/format.ts';
import { TimeStatusBadge } from '../parts/labels.tsx';
import { CardGrid, MemberOnlyScreen } from '../parts/screen-parts.tsx';
import type { PromotionsScreenBaseProps } from '../types.ts';

/** Props of {@link RedPacketsScreen}. */
export type RedPacketsScreenProps = PromotionsScreenBaseProps;

const Packet = styled.section`
  display: grid;
  align-content: start;
  gap: ${tokenVars.space.md};
  height: 100%;
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  box-shadow: ${tokenVars.shadow.sm};
  h2 {
    margin: 0;
    font-family: ${tokenVars.font.family.display};
    font-size: ${tokenVars.font.size.lg};
    line-height: ${tokenVars.font.lineHeight.tight};
    color: ${tokenVars.color.text};
  }
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
  }
`;

const Head = styled.div`
  display: grid;
  gap: ${tokenVars.space.xs};
  justify-items: start;
`;

const RulesLink = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${tokenVars.size.touch};
  color: ${tokenVars.color.accentText};
  font-size: ${tokenVars.font.size.sm};
  font-weight: ${tokenVars.font.weight.bold};
  border-radius: ${tokenVars.radius.sm};
  ${focusRing}
`;

/** One red packet: its name, window, envelope and a link to its rules. */
function RedPacketCard({
  promotion,
  onRequireSignIn,
}: {
  promotion: PromotionItem;
  onRequireSignIn: () => void;
}) {
  const { t } = usePromotionsTranslation();
  const windowText = useWindowText();
  const titleId = `red-packet-${promotion.id}`;
  return (
    <Packet aria-labelledby={titleId}>
      <Head>
        <TimeStatusBadge status={promotion.time_status} />
        <h2 id={titleId}>{promotion.title}</h2>
        {promotion.summary ? <p>{promotion.summary}</p> : null}
        <p>{windowText(promotion)}</p>
      </Head>
      <ClaimPanel promotion={promotion} signedIn onRequireSignIn={onRequireSignIn} />
      <RulesLink to={getHref('PROMOTION_DETAIL', { id: promotion.id })} aria-describedby={titleId}>
        {t('redPackets.rules')}
      </RulesLink>
    </Packet>
  );
}

/** Envelope-shaped placeholders while the list loads, hidden from screen readers. */
function Loading() {
  return (
    <CardGrid $min="300px" aria-hidden="true" data-testid="red-packets-loading">
      {[0, 1].map((n) => (
        <li key={n}>
          <Packet as="div">
            <Skeleton height="20px" width="60%" />
            <Skeleton height="216px" width="168px" radius="14px" />
            <Skeleton lines={2} />
          </Packet>
        </li>
      ))}
    </CardGrid>
  );
}

function RedPackets({ onRequireSignIn }: { onRequireSignIn: () => void }) {
  const { t } = usePromotionsTranslation();
  const query = usePromotionsListQuery({
    type: PromotionType.RedPacket,
    $options: { handleErrors: true },
  });
  const list = query.data;
  let body;
  if (!list && query.isError) {
    body = (
      <LoadError
        message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!list) {
    body = <Loading />;
  } else if (list.length === 0) {
    body = <NoRecord title={t('redPackets.empty')} description={t('redPackets.emptyText')} />;
  } else {
    body = (
      <CardGrid $min="300px" aria-label={t('redPackets.title')}>
        {list.map((promotion) => (
          <li key={promotion.id}>
            <RedPacketCard promotion={promotion} onRequireSignIn={onRequireSignIn} />
          </li>
        ))}
      </CardGrid>
    );
  }
  return (
    <ScreenPage aria-busy={!list && !query.isError}>
      <Hint>{t('redPackets.intro')}</Hint>
      {body}
    </ScreenPage>
  );
}

/** The red packets screen (see the module note); a guest is invited to sign in. */
export function RedPacketsScreen({ session, onRequireSignIn, onBack }: RedPacketsScreenProps) {
  const { t } = usePromotionsTranslation();
  return (
    <MemberOnlyScreen
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
      title={t('redPackets.title')}
      guestText={t('redPackets.guestText')}
    >
      <RedPackets onRequireSignIn={onRequireSignIn} />
    </MemberOnlyScreen>
  );
}
