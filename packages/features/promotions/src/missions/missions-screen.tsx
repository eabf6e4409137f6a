/**
 * Missions (MISSIONS, `/missions`, login required): the running mission promotions (types 8
 * deposit and 9 loss under the brand's `mission.profit_status`, 10 check-in under
 * `mission.checkin_status`), each with its state, this period's progress and its claim. A
 * check-in is claimed through the promotions' one claim path (`ClaimPanel`, the apply call): no
 * money moves any other way. A skeleton while loading, the failure with Retry, and a note when
 * no mission runs or the brand has them switched off.
 */
import { errorMessage } from '@lobby/api-client';
import { usePermissionsQuery } from '@lobby/api-client/config';
import { usePromotionsListQuery } from '@lobby/api-client/promotions';
import type { PromotionItem } from '@lobby/contract/promotions';
import { missionTypesOn } from '@lobby/domain/entities';
import { PromotionType } from '@lobby/domain/enums';
import { useSignedIn } from '@lobby/api-client/react';
import { tokenVars } from '@lobby/tokens';
import { LoadError, NoRecord, ScreenPage, Skeleton } from '@lobby/ui';
import styled from 'styled-components';
import { ClaimPanel } from '../detail/claim-panel.tsx';
import { usePromotionsTranslation } from '../i18n.ts';
import { CardGrid, MemberOnlyScreen } from '../parts/screen-parts.tsx';
import type { PromotionsScreenBaseProps } from '../types.ts';

/** Props of {@link MissionsScreen}. */
export type MissionsScreenProps = PromotionsScreenBaseProps;

const Card = styled.li`
  display: grid;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.lg};
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  h2 {
    margin: 0;
    font-size: ${tokenVars.font.size.lg};
    color: ${tokenVars.color.text};
  }
  p {
    margin: 0;
    color: ${tokenVars.color.textMuted};
  }
`;

/** The missions among `list` whose type the switches leave on, check-in first. */
export function missionsOf(
  list: readonly PromotionItem[],
  types: readonly number[],
): PromotionItem[] {
  return list
    .filter((p) => types.includes(p.type))
    .sort(
      (a, b) =>
        Number(b.type === PromotionType.MissionCheckIn) -
        Number(a.type === PromotionType.MissionCheckIn),
    );
}

/** The missions, loaded from the server. */
function Missions({ signedIn, onRequireSignIn }: { signedIn: boolean; onRequireSignIn(): void }) {
  const { t } = usePromotionsTranslation();
  const permissions = usePermissionsQuery({ $options: { handleErrors: true } });
  const query = usePromotionsListQuery({ $options: { handleErrors: true } });
  const failed = (query.isError && !query.data) || (permissions.isError && !permissions.data);
  if (failed) {
    return (
      <LoadError
        message={errorMessage(query.error ?? permissions.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={query.isFetching || permissions.isFetching}
        onRetry={() => {
          void query.refetch();
          void permissions.refetch();
        }}
      />
    );
  }
  if (!query.data || !permissions.data) {
    return (
      <div aria-busy="true" aria-label={t('missions.loading')}>
        <Skeleton lines={6} />
      </div>
    );
  }
  const missions = missionsOf(query.data, missionTypesOn(permissions.data));
  if (missions.length === 0) {
    return <NoRecord title={t('missions.empty')} description={t('missions.emptyText')} />;
  }
  return (
    <CardGrid $min="320px" aria-label={t('missions.title')}>
      {missions.map((mission) => (
        <Card key={mission.id} aria-labelledby={`mission-${mission.id}`}>
          <h2 id={`mission-${mission.id}`}>{mission.title}</h2>
          {mission.summary ? <p>{mission.summary}</p> : null}
          <ClaimPanel
            promotion={mission}
            signedIn={signedIn}
            formLabel={t('missions.claim', { title: mission.title })}
            onRequireSignIn={onRequireSignIn}
          />
        </Card>
      ))}
    </CardGrid>
  );
}

/** The missions screen (see the module note). */
export function MissionsScreen({ session, onRequireSignIn, onBack }: MissionsScreenProps) {
  const { t } = usePromotionsTranslation();
  const signedIn = useSignedIn(session);
  return (
    <MemberOnlyScreen
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
      title={t('missions.title')}
      guestText={t('missions.guest')}
    >
      <ScreenPage>
        <Missions signedIn={signedIn} onRequireSignIn={onRequireSignIn} />
      </ScreenPage>
    </MemberOnlyScreen>
  );
}
