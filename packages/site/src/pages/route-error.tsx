/**
 * What a route shows when its screen could not load (a chunk that failed or timed out after
 * 120 s, spec §8): 'Load Failed, Please Try Again' with a refresh.
 */
import { Button } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { PageFrame } from './page-frame.tsx';

/** The route error element. */
export function RouteError() {
  const { t } = useTranslation('site');
  const error = useRouteError();
  if (error) console.error('[lobby] route failed', error);
  return (
    <PageFrame
      icon="warning"
      title={t('messages:FAILED_TO_GET_DATA')}
      actions={
        <Button iconStart="refresh" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
      }
    >
      <p>{t('error.loadFailed')}</p>
    </PageFrame>
  );
}
