/** Forms in outline while what they need loads (the region says it is busy). */
import { ScreenSection, Skeleton } from '@lobby/ui';
import { useSettingsTranslation } from '../i18n.ts';

/** Forms in outline while the profile loads. */
export function FormsSkeleton() {
  const { t } = useSettingsTranslation();
  return (
    <ScreenSection aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height="20px" width="40%" />
      <Skeleton height="48px" />
      <Skeleton height="48px" />
      <Skeleton height="20px" width="40%" />
      <Skeleton height="48px" />
      <Skeleton height="48px" />
    </ScreenSection>
  );
}
