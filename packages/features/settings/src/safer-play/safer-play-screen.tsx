/**
 * Safer play (Lobby's own SETTING_SAFER_PLAY `/setting/safer_play`): the member's limits, a
 * form to change one, the reality-check interval, taking a break, and the account history of
 * every change and check. The API
 * enforces every rule; this screen shows them and sends the member's choices. Guests are
 * invited to sign in.
 */
import { errorMessage } from '@lobby/api-client';
import { useExclusionQuery, useLimitsQuery } from '@lobby/api-client/responsible-gambling';
import { Hint, LoadError, ScreenPage } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { SectionsSkeleton } from '../parts/forms-skeleton.tsx';
import { MemberPage } from '../parts/member-page.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';
import { BreakSection } from './break-section.tsx';
import { HistorySection } from './history-section.tsx';
import { LimitForm } from './limit-form.tsx';
import { LimitsSection } from './limits-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';

/** Props of {@link SaferPlayScreen}. */
export type SaferPlayScreenProps = SettingsScreenBaseProps;

/** The safer-play screen (see the module note). */
export function SaferPlayScreen({ session, onRequireSignIn, onBack }: SaferPlayScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <MemberPage
      title={t('saferPlay.title')}
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    >
      <ScreenPage>
        <Hint>{t('saferPlay.intro')}</Hint>
        <MemberSaferPlay />
      </ScreenPage>
    </MemberPage>
  );
}

/** Limits and the exclusion load together: the sections make sense only with both. */
function MemberSaferPlay() {
  const { t } = useSettingsTranslation();
  const limits = useLimitsQuery({ $options: { handleErrors: true } });
  const exclusion = useExclusionQuery({ $options: { handleErrors: true } });
  const failed = limits.isError ? limits : exclusion.isError ? exclusion : undefined;
  if (failed) {
    return (
      <LoadError
        message={errorMessage(failed.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={limits.isFetching || exclusion.isFetching}
        onRetry={() => {
          void limits.refetch();
          void exclusion.refetch();
        }}
      />
    );
  }
  if (!limits.data || !exclusion.data) return <SaferPlaySkeleton />;
  // Read once a render: a waiting change shows Confirm from its time on.
  const now = Math.floor(Date.now() / 1000);
  return (
    <>
      <LimitsSection limits={limits.data.list} now={now} />
      <LimitForm />
      <RealityCheckSection />
      <BreakSection exclusion={exclusion.data.exclusion} />
      <HistorySection />
    </>
  );
}

/** The sections in outline while the limits load. */
function SaferPlaySkeleton() {
  return <SectionsSkeleton groups={[3, 2]} rowHeight="56px" />;
}
