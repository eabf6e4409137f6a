/**
 * The operator's standing pages: supervision (spec §2 SUPERVISE, /help/supervise), who
 * oversees the operation, and the licence (LICENSE, /help/license). Both are open to guests.
 */
import { useLicenseQuery, useSuperviseQuery } from '@lobby/api-client/help';
import { useSupportTranslation } from '../i18n.ts';
import type { SupportScreenBaseProps } from '../types.ts';
import { HelpPageView } from './help-page-view.tsx';

/** Props of {@link SuperviseScreen}. */
export type SuperviseScreenProps = SupportScreenBaseProps;

/** The supervision page. */
export function SuperviseScreen({ onBack }: SuperviseScreenProps) {
  const { t } = useSupportTranslation();
  const query = useSuperviseQuery({ $options: { handleErrors: true } });
  return <HelpPageView query={query} fallbackTitle={t('help.supervise')} onBack={onBack} />;
}

/** Props of {@link LicenseScreen}. */
export type LicenseScreenProps = SupportScreenBaseProps;

/** The licence page. */
export function LicenseScreen({ onBack }: LicenseScreenProps) {
  const { t } = useSupportTranslation();
  const query = useLicenseQuery({ $options: { handleErrors: true } });
  return <HelpPageView query={query} fallbackTitle={t('help.license')} onBack={onBack} />;
}
