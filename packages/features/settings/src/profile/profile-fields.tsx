/**
 * The member's name, email and mobile as rows, each saying where it stands (the name, the
 * masked address or number and whether it is verified, or "not set") and leading to its own
 * edit screen. The settings index and the personal-info screen both show these rows.
 */
import { getHref } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import { Badge, List, ListItem } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useLinkClickHandler } from 'react-router-dom';
import { useSettingsTranslation } from '../i18n.ts';
import { maskEmail, maskMobile } from '../parts/mask.ts';
import type { MemberProfile } from '../parts/profile.ts';

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useSettingsTranslation();
  return verified ? (
    <Badge tone="win" icon="check">
      {t('state.verified')}
    </Badge>
  ) : (
    <Badge tone="pending">{t('state.unverified')}</Badge>
  );
}

/** One row linking to an edit screen: a plain click stays in the app, a modified one is the browser's. */
function FieldRow({
  route,
  title,
  value,
  trailing,
}: {
  route: RouteName & ('SETTING_NAME' | 'SETTING_EMAIL' | 'SETTING_MOBILE');
  title: string;
  value: string;
  trailing?: ReactNode;
}) {
  const href = getHref(route);
  const open = useLinkClickHandler<HTMLElement>(href);
  return (
    <ListItem
      title={title}
      description={value}
      trailing={trailing}
      chevron
      href={href}
      onClick={open}
    />
  );
}

/** Props of {@link ProfileFields}. */
export interface ProfileFieldsProps {
  readonly profile: MemberProfile;
  /** The list's accessible name. */
  readonly label: string;
}

/** The three profile rows (see the module note). */
export function ProfileFields({ profile, label }: ProfileFieldsProps) {
  const { t } = useSettingsTranslation();
  return (
    <List label={label}>
      <FieldRow
        route="SETTING_NAME"
        title={t('profile.name.label')}
        value={profile.real_name || t('state.notSet')}
      />
      <FieldRow
        route="SETTING_EMAIL"
        title={t('profile.email.label')}
        value={profile.email ? maskEmail(profile.email) : t('state.notSet')}
        trailing={profile.email ? <VerifiedBadge verified={profile.email_verified} /> : null}
      />
      <FieldRow
        route="SETTING_MOBILE"
        title={t('profile.mobile.label')}
        value={profile.mobile ? maskMobile(profile.mobile_area, profile.mobile) : t('state.notSet')}
        trailing={profile.mobile ? <VerifiedBadge verified={profile.mobile_verified} /> : null}
      />
    </List>
  );
}
