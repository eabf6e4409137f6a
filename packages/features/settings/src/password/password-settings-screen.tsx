/**
 * The passwords (spec §2 PASSWORD_SETTING `/setting/pass`): the login password change, and
 * the withdrawal password set or changed (which of the two depends on the profile, so that
 * form waits for it while the login form is usable at once).
 */
import { errorMessage } from '@lobby/api-client';
import { useProfileQuery } from '@lobby/api-client/member';
import { LoadError, ScreenPage } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';
import { MemberPage } from '../parts/member-page.tsx';
import { FormsSkeleton } from '../parts/forms-skeleton.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';
import { LoginPasswordForm } from './login-password-form.tsx';
import { WithdrawPasswordForm } from './withdraw-password-form.tsx';

/** Props of {@link PasswordSettingsScreen}. */
export type PasswordSettingsScreenProps = SettingsScreenBaseProps;

/** The password forms (see the module note); a guest is invited to sign in. */
export function PasswordSettingsScreen({
  session,
  onRequireSignIn,
  onBack,
}: PasswordSettingsScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <MemberPage
      title={t('password.title')}
      session={session}
      onRequireSignIn={onRequireSignIn}
      onBack={onBack}
    >
      <ScreenPage>
        <LoginPasswordForm />
        <WithdrawSection />
      </ScreenPage>
    </MemberPage>
  );
}

function WithdrawSection() {
  const { t } = useSettingsTranslation();
  const profile = useProfileQuery({ $options: { handleErrors: true } });
  if (profile.data) {
    // A new key once it is set: the form changes its fields and starts empty.
    const isSet = profile.data.has_withdraw_password;
    return <WithdrawPasswordForm key={String(isSet)} isSet={isSet} />;
  }
  if (profile.isError) {
    return (
      <LoadError
        message={errorMessage(profile.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        busy={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return <FormsSkeleton />;
}
