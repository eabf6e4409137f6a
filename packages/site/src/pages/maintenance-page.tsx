/**
 * MAINTAIN (spec §2): 'System is under maintenance' with its time window. It checks again
 * every 15 seconds and on request; once maintenance is lifted the guards send the member home.
 */
import { useMaintenanceQuery } from '@lobby/api-client/config';
import { formatDateTime } from '@lobby/domain/time';
import { HOME_PATH } from '@lobby/domain/routes';
import { Button } from '@lobby/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermissionsQuery } from '@lobby/api-client/config';
import { PageFrame } from './page-frame.tsx';

/** How often the page asks whether maintenance is over. */
export const MAINTENANCE_POLL_MS = 15_000;

/** The maintenance page. */
export function MaintenancePage() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const { data, refetch, isFetching } = useMaintenanceQuery(undefined, {
    pollingInterval: MAINTENANCE_POLL_MS,
  });
  const timezone = usePermissionsQuery().data?.system.timezone;
  const lifted = data !== undefined && data.type !== 1;

  useEffect(() => {
    if (lifted) navigate(HOME_PATH, { replace: true });
  }, [lifted, navigate]);

  const format = (seconds: number) => formatDateTime(seconds, timezone);
  return (
    <PageFrame
      icon="settings"
      title={t('messages:SYSTEM_MAINTENANCE')}
      actions={
        <Button onClick={() => void refetch()} loading={isFetching} iconStart="refresh">
          {t('maintenance.retry')}
        </Button>
      }
    >
      {data && data.start > 0 && data.end > 0 ? (
        <p>{t('maintenance.window', { start: format(data.start), end: format(data.end) })}</p>
      ) : data && data.end > 0 ? (
        <p>{t('maintenance.until', { end: format(data.end) })}</p>
      ) : (
        <p>{t('maintenance.message')}</p>
      )}
    </PageFrame>
  );
}
