/**
 * Edit name, email and mobile as screens of their own (spec §2 "edit name, email and mobile
 * settings"; Lobby's SETTING_NAME `/setting/info/name`, SETTING_EMAIL `/setting/info/email`
 * and SETTING_MOBILE `/setting/info/mobile`, login required). Each holds one profile form; a
 * successful save says so in a toast and brings the member back to the personal-info list.
 */
import { errorMessage } from '@lobby/api-client';
import { useProfileQuery } from '@lobby/api-client/member';
import { getHref } from '@lobby/domain/routes';
import { LoadError, ScreenPage } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSettingsTranslation } from '../i18n.ts';
import { MemberPage } from '../parts/member-page.tsx';
import { FormsSkeleton } from '../parts/forms-skeleton.tsx';
import type { MemberProfile } from '../parts/profile.ts';
import type { SettingsScreenBaseProps } from '../types.ts';
import { EmailForm } from './email-form.tsx';
import { MobileForm } from './mobile-form.tsx';
import { NameForm } from './name-form.tsx';

/** Props of the edit screens ({@link NameSettingsScreen} and its siblings). */
export type ProfileEditScreenProps = SettingsScreenBaseProps;

/** What an edit screen's form is given: the profile, and what to do once it saved. */
type FormOf = (profile: MemberProfile, onSaved: () => void) => ReactNode;

/** An edit screen: its header, the sign-in invitation for a guest, the form once the profile is in. */
function EditScreen({
  title,
  form,
  session,
  onRequireSignIn,
  onBack,
}: ProfileEditScreenProps & { title: string; form: FormOf }) {
  return (
    <MemberPage title={title} session={session} onRequireSignIn={onRequireSignIn} onBack={onBack}>
      <EditForm form={form} />
    </MemberPage>
  );
}

function EditForm({ form }: { form: FormOf }) {
  const { t } = useSettingsTranslation();
  const navigate = useNavigate();
  const profile = useProfileQuery({ $options: { handleErrors: true } });
  // Replace, so back from the list does not reopen the form just saved.
  const onSaved = () => void navigate(getHref('SETTING_INFO'), { replace: true });
  return (
    <ScreenPage>
      {profile.data ? (
        form(profile.data, onSaved)
      ) : profile.isError ? (
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

/** Edits the real name (see the module note). */
export function NameSettingsScreen(props: ProfileEditScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <EditScreen
      {...props}
      title={t('profile.name.screen')}
      form={(profile, onSaved) => <NameForm profile={profile} onSaved={onSaved} />}
    />
  );
}

/** Changes the email with its code (see the module note). */
export function EmailSettingsScreen(props: ProfileEditScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <EditScreen
      {...props}
      title={t('profile.email.screen')}
      form={(profile, onSaved) => <EmailForm profile={profile} onSaved={onSaved} />}
    />
  );
}

/** Changes the mobile number with its code (see the module note). */
export function MobileSettingsScreen(props: ProfileEditScreenProps) {
  const { t } = useSettingsTranslation();
  return (
    <EditScreen
      {...props}
      title={t('profile.mobile.screen')}
      form={(profile, onSaved) => <MobileForm profile={profile} onSaved={onSaved} />}
    />
  );
}
