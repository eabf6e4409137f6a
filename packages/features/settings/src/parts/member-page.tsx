/**
 * A members-only settings page: its header with the back action, then its content for a
 * member or the sign-in invitation for a guest. Every settings screen but the index is one.
 */
import { useSignedIn } from '@lobby/api-client/react';
import { PageHeader, SignInPrompt } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useSettingsTranslation } from '../i18n.ts';
import type { SettingsScreenBaseProps } from '../types.ts';

/** Props of {@link MemberPage}. */
export type MemberPageProps = Pick<
  SettingsScreenBaseProps,
  'session' | 'onRequireSignIn' | 'onBack'
> & {
  /** The page's heading. */
  readonly title: string;
  /** What a member sees; mounted only while signed in, so its queries wait for a session. */
  readonly children: ReactNode;
};

/** The page (see the module note). */
export function MemberPage({ title, session, onRequireSignIn, onBack, children }: MemberPageProps) {
  const { t } = useSettingsTranslation();
  const signedIn = useSignedIn(session);
  return (
    <>
      <PageHeader title={title} onBack={onBack} backLabel={t('common.back')} />
      {signedIn ? (
        children
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
