/**
 * The member's personal info (spec §2 SETTING_INFO / USER_INFO_SETTING `/setting/info`): the
 * real name, the email and the mobile number with what each is now and whether it is verified,
 * each leading to its own edit screen (Lobby's SETTING_NAME, SETTING_EMAIL, SETTING_MOBILE),
 * where a save brings the member back here.
 */
import { errorMessage } from '@lobby/api-client';
import { useProfileQuery } from '@lobby/api-client/member';
import { LoadError, ScreenPage, ScreenSection, Skeleton } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { MemberPage } from '../parts/member-page.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';
import { ProfileFields } from './profile-fields.tsx';

/** Props of {@link ProfileSettingsScreen}. */
export type ProfileSettingsScreenProps = SettingsScreenBaseProps;

/** The personal-info list (see the module note); a guest is invited to sign in. */
export function ProfileSettingsScreen({
  session,
  onRequireSignIn,
  onBack,
}: ProfileSettingsScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <MemberPage
      title={t('profile.title')}
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    >
      <ProfileList />
    </MemberPage>
  );
}

function ProfileList() {
  const { t } = useSettingsTranslation();
  const profile = useProfileQuery({ $options: { handleErrors: true } });
  return (
    <ScreenPage>
      {profile.data ? (
        <ScreenSection aria-label={t('profile.title')}>
          <ProfileFields profile={profile.data} label={t('profile.title')} />
        </ScreenSection>
      ) : profile.isError ? (
        <LoadError
          message={errorMessage(profile.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ScreenSection aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="56px" />
          <Skeleton height="56px" />
          <Skeleton height="56px" />
        </ScreenSection>
      )}
    </ScreenPage>
  );
}
