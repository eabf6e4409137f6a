/**
 * The member's profile (spec §2 SETTING_INFO / USER_INFO_SETTING `/setting/info`): the real
 * name, the email and the mobile number, each its own form so one change never waits on
 * another; email and mobile need a code sent to the new address or number.
 */
import { errorMessage } from '@lobby/api-client';
import { useProfileQuery } from '@lobby/api-client/member';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { LoadError, PageHeader, ScreenPage, SignInPrompt } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { FormsSkeleton } from '../parts/forms-skeleton.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';
import { EmailForm } from './email-form.tsx';
import { MobileForm } from './mobile-form.tsx';
import { NameForm } from './name-form.tsx';

/** Props of {@link ProfileSettingsScreen}. */
export type ProfileSettingsScreenProps = SettingsScreenBaseProps;

/** The profile forms (see the module note); a guest is invited to sign in. */
export function ProfileSettingsScreen({
  session,
  onRequireSignIn,
  onBack,
}: ProfileSettingsScreenProps) {
  const { t } = useSettingsTranslation();
  const signedIn = useSessionSnapshot(session).signedIn;
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        {...(onBack ? { onBack, backLabel: t('common.back') } : {})}
      />
      {signedIn ? (
        <ProfileForms />
      ) : (
        <SignInPrompt
          title={t('guest.title')}
          text={t('guest.text')}
          action={t('guest.signIn')}
          onRequireSignIn={onRequireSignIn}
        />
      )}
    </>
  );
}

function ProfileForms() {
  const { t } = useSettingsTranslation();
  const profile = useProfileQuery({ $options: { handleErrors: true } });
  if (profile.data) {
    return (
      <ScreenPage>
        <NameForm profile={profile.data} />
        <EmailForm profile={profile.data} />
        <MobileForm profile={profile.data} />
      </ScreenPage>
    );
  }
  return (
    <ScreenPage>
      {profile.isError ? (
        <LoadError
          message={errorMessage(profile.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <FormsSkeleton />
      )}
    </ScreenPage>
  );
}
