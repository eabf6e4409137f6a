/**
 * The settings index (spec §2 SETTING_INDEX `/setting/index`): one menu of the member's
 * settings, each row saying where it stands (the name, the masked email and mobile with
 * whether they are verified, each opening its edit screen; whether a withdrawal password is
 * set; safer play) so a member sees what is missing before opening it. The route is open to
 * guests: they get the language and an invitation to sign in.
 */
import type { MemberProfile } from '../parts/profile.ts';
import { useProfileQuery } from '@lobby/api-client/member';
import { usePolicyQuery } from '@lobby/api-client/account-security';
import { useTotpStatusQuery } from '@lobby/api-client/two-factor';
import { useSignedIn } from '@lobby/api-client/react';
import { getHref } from '@lobby/domain/routes';
import {
  Badge,
  Icon,
  List,
  ListItem,
  LoadError,
  PageHeader,
  ScreenPage,
  ScreenSection,
  SectionTitle,
  SignInPrompt,
} from '@lobby/ui';
import { errorMessage } from '@lobby/api-client';
import { browserSupportsPasskeys } from '@lobby/api-client/passkeys';
import { useState } from 'react';
import { useLinkClickHandler, useNavigate } from 'react-router-dom';
import { useSettingsTranslation } from '../i18n.ts';
import { SectionsSkeleton } from '../parts/forms-skeleton.tsx';
import { ProfileFields } from '../profile/profile-fields.tsx';
import type { SettingsScreenBaseProps } from '../types.ts';

/** Props of {@link SettingsScreen}. */
export interface SettingsScreenProps extends SettingsScreenBaseProps {
  /** Opens the site's language dialog; without it the language row is not shown. */
  onOpenLanguage?(): void;
}

/** The settings menu (see the module note). */
export function SettingsScreen({
  session,
  onRequireSignIn,
  onBack,
  onOpenLanguage,
}: SettingsScreenProps) {
  const { t } = useSettingsTranslation();
  const signedIn = useSignedIn(session);
  return (
    <>
      <PageHeader title={t('index.title')} onBack={onBack} backLabel={t('common.back')} />
      {signedIn ? (
        <MemberSettings {...(onOpenLanguage ? { onOpenLanguage } : {})} />
      ) : (
        <>
          {onOpenLanguage ? (
            <ScreenPage>
              <LanguageList onOpenLanguage={onOpenLanguage} />
            </ScreenPage>
          ) : null}
          <SignInPrompt
            title={t('guest.title')}
            text={t('guest.text')}
            action={t('guest.signIn')}
            onRequireSignIn={onRequireSignIn}
          />
        </>
      )}
    </>
  );
}

function MemberSettings({ onOpenLanguage }: { onOpenLanguage?: () => void }) {
  const { t } = useSettingsTranslation();
  const profile = useProfileQuery({ $options: { handleErrors: true } });
  return (
    <ScreenPage>
      {profile.data ? (
        <MenuSections profile={profile.data} />
      ) : profile.isError ? (
        <LoadError
          message={errorMessage(profile.error, t('messages:FAILED_TO_GET_DATA'))}
          retryLabel={t('common.retry')}
          busy={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <MenuSkeleton />
      )}
      {onOpenLanguage ? <LanguageList onOpenLanguage={onOpenLanguage} /> : null}
    </ScreenPage>
  );
}

/** Rows in the shape of the menu while the profile loads. */
function MenuSkeleton() {
  return <SectionsSkeleton groups={[4]} rowHeight="56px" />;
}

function MenuSections({ profile }: { profile: MemberProfile }) {
  const { t } = useSettingsTranslation();
  const navigate = useNavigate();
  const openPasswords = () => void navigate(getHref('PASSWORD_SETTING'));
  // A real link: a modified click opens a tab, a plain one stays in the app.
  const openSaferPlay = useLinkClickHandler<HTMLElement>(getHref('SETTING_SAFER_PLAY'));
  const openDevices = useLinkClickHandler<HTMLElement>(getHref('SETTING_DEVICES'));
  const openTwoFactor = useLinkClickHandler<HTMLElement>(getHref('SETTING_TWO_FACTOR'));
  const twoFactor = useTotpStatusQuery({ $options: { handleErrors: true } }).data;
  const openPasskeys = useLinkClickHandler<HTMLElement>(getHref('SETTING_PASSKEYS'));
  // Passkeys only where the browser can use them and the brand's policy has them on.
  const [supported] = useState(browserSupportsPasskeys);
  const policy = usePolicyQuery({ $options: { handleErrors: true } }, { skip: !supported }).data;
  const passkeys = supported && policy?.passkeys === true;
  return (
    <>
      <ScreenSection aria-labelledby="settings-profile">
        <SectionTitle id="settings-profile">{t('index.profile')}</SectionTitle>
        <ProfileFields profile={profile} label={t('index.profile')} />
      </ScreenSection>
      <ScreenSection aria-labelledby="settings-security">
        <SectionTitle id="settings-security">{t('index.security')}</SectionTitle>
        <List label={t('index.security')}>
          <ListItem
            title={t('login.title')}
            description={t('index.loginHint')}
            chevron
            onClick={openPasswords}
          />
          <ListItem
            title={t('withdraw.title')}
            description={
              profile.has_withdraw_password ? t('index.withdrawSet') : t('index.withdrawMissing')
            }
            trailing={
              profile.has_withdraw_password ? (
                <Badge tone="win">{t('state.set')}</Badge>
              ) : (
                <Badge tone="pending">{t('state.notSet')}</Badge>
              )
            }
            chevron
            onClick={openPasswords}
          />
          {twoFactor?.available || twoFactor?.enabled ? (
            <ListItem
              title={t('twoFactor.menu')}
              description={twoFactor.enabled ? t('twoFactor.menuOn') : t('twoFactor.menuOff')}
              trailing={
                twoFactor.enabled ? (
                  <Badge tone="win">{t('state.set')}</Badge>
                ) : (
                  <Badge tone="pending">{t('state.notSet')}</Badge>
                )
              }
              chevron
              href={getHref('SETTING_TWO_FACTOR')}
              onClick={openTwoFactor}
            />
          ) : null}
          {passkeys ? (
            <ListItem
              title={t('index.passkeys')}
              description={t('index.passkeysHint')}
              chevron
              href={getHref('SETTING_PASSKEYS')}
              onClick={openPasskeys}
            />
          ) : null}
          <ListItem
            title={t('index.saferPlay')}
            description={t('index.saferPlayHint')}
            chevron
            href={getHref('SETTING_SAFER_PLAY')}
            onClick={openSaferPlay}
          />
          <ListItem
            title={t('index.devices')}
            description={t('index.devicesHint')}
            chevron
            href={getHref('SETTING_DEVICES')}
            onClick={openDevices}
          />
        </List>
      </ScreenSection>
    </>
  );
}

/** The language row: the current language, and the site's dialog to change it. */
function LanguageList({ onOpenLanguage }: { onOpenLanguage: () => void }) {
  const { t, i18n } = useSettingsTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ScreenSection aria-labelledby="settings-general">
      <SectionTitle id="settings-general">{t('index.general')}</SectionTitle>
      <List label={t('index.general')}>
        <ListItem
          leading={<Icon name="globe" size={18} />}
          title={t('index.language')}
          description={t(`language.${languageKey(current)}`)}
          chevron
          onClick={onOpenLanguage}
        />
      </List>
    </ScreenSection>
  );
}

/** The namespace key of a locale's own name (unknown locales read as English). */
function languageKey(locale: string | undefined): 'en' | 'ja' | 'zhCN' {
  if (locale?.toLowerCase().startsWith('ja')) return 'ja';
  if (locale?.toLowerCase().startsWith('zh')) return 'zhCN';
  return 'en';
}
