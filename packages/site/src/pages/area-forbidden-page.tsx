/** AREA_FORBIDDEN (spec §2): 'Your access is restricted'. */
import { useTranslation } from 'react-i18next';
import { PageFrame } from './page-frame.tsx';

/** The blocked-region page. */
export function AreaForbiddenPage() {
  const { t } = useTranslation('site');
  return (
    <PageFrame icon="globe" title={t('messages:ACCESS_RESTRICTED')}>
      <p>{t('forbidden.message')}</p>
    </PageFrame>
  );
}
