/**
 * The site's overlays: the hosts of the SDK's notices (toasts, the one-button confirm of the
 * 401/403 policy, alerts), the two-button question, the start-up failure dialog (Re-Login /
 * Refresh), the hybrid app's inactive dialog and the app-download prompt. These can show
 * without a tap (start-up failing offline among them), so they are in the first screen's
 * chunk; the dialogs a tap opens are in `chrome-dialogs.tsx`, loaded on demand.
 */
import { isAppDownloadShown, isAppVersionBelow } from '@lobby/domain/entities';
import { HOME_PATH } from '@lobby/domain/routes';
import { tokenVars } from '@lobby/tokens';
import { AlertDialog, Button, ConfirmDialog, Dialog, useToast } from '@lobby/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ConfirmRequest } from '../site-context.tsx';
import { useSite } from '../site-context.tsx';
import { setAppDownloadOpen, setBootFailure, setInstallable } from '../store/site-slice.ts';
import { useSiteDispatch, useSiteSelector } from '../store/store.ts';
import { useThemeEntry } from './use-site-data.ts';

type Queued =
  | { kind: 'notice'; message: string; resolve: () => void }
  | { kind: 'ask'; request: ConfirmRequest; resolve: (yes: boolean) => void };

/** The registration point of the two-button question, filled by {@link DialogHost}. */
export interface AskPort {
  current: ((request: ConfirmRequest) => Promise<boolean>) | undefined;
}

/** Hosts the SDK's toasts and dialogs and the site's questions, one dialog at a time. */
export function DialogHost({ askPort }: { askPort: AskPort }) {
  const { t } = useTranslation('site');
  const site = useSite();
  const toast = useToast();
  const [queue, setQueue] = useState<Queued[]>([]);
  const push = useCallback((item: Queued) => setQueue((q) => [...q, item]), []);

  useEffect(() => {
    const detach = site.notifier.attach({
      toast(message, options) {
        toast.show(message, {
          tone:
            options.kind === 'error' ? 'error' : options.kind === 'success' ? 'success' : 'info',
          duration: options.durationMs,
          closable: options.closable,
        });
      },
      confirm: (message) =>
        new Promise<void>((resolve) => push({ kind: 'notice', message, resolve })),
      alert(message) {
        push({ kind: 'notice', message, resolve: () => {} });
      },
    });
    askPort.current = (request) =>
      new Promise<boolean>((resolve) => push({ kind: 'ask', request, resolve }));
    return () => {
      detach();
      askPort.current = undefined;
    };
  }, [site.notifier, toast, push, askPort]);

  const head = queue[0];
  const done = () => setQueue((q) => q.slice(1));
  if (!head) return null;
  if (head.kind === 'notice') {
    return (
      <AlertDialog
        open
        title={t('dialog.notice')}
        message={head.message}
        confirmLabel={t('dialog.ok')}
        dismissable={false}
        onConfirm={() => {
          done();
          head.resolve();
        }}
      />
    );
  }
  const answer = (yes: boolean) => {
    done();
    head.resolve(yes);
  };
  return (
    <ConfirmDialog
      open
      title={head.request.title}
      message={head.request.message}
      confirmLabel={head.request.confirmLabel}
      cancelLabel={head.request.cancelLabel}
      tone={head.request.tone ?? 'default'}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}

/**
 * The start-up failure dialog (spec §2, §8): the start-up data or the member info could not be
 * loaded. Re-Login clears the login and tries again; Refresh reloads the page.
 */
export function BootFailureDialog() {
  const { t } = useTranslation('site');
  const site = useSite();
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const failure = useSiteSelector((s) => s.site.bootFailure);
  if (!failure) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      dismissable={false}
      title={t('boot.title')}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              site.session.signOut();
              site.boot.reset();
              dispatch(setBootFailure(null));
              navigate(HOME_PATH, { replace: true });
            }}
          >
            {t('boot.relogin')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('boot.refresh')}</Button>
        </>
      }
    >
      {failure === 'member' ? t('boot.memberMessage') : t('boot.startMessage')}
    </Dialog>
  );
}

/** The hybrid app's inactive status: a dialog the member cannot dismiss. */
export function AppInactiveDialog() {
  const { t } = useTranslation('site');
  const inactive = useSiteSelector((s) => s.site.appInactive);
  if (!inactive) return null;
  return (
    <Dialog open role="alertdialog" dismissable={false} title={t('inactive.title')}>
      {t('inactive.message')}
    </Dialog>
  );
}

const StoreLinks = styled.div`
  display: grid;
  gap: ${tokenVars.space.sm};
`;

/** Download links of the theme config's icon map, by platform. */
function downloadLinks(icon: Readonly<Record<string, string>> | undefined) {
  const safe = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);
  return { ios: safe(icon?.ios), android: safe(icon?.android ?? icon?.download) };
}

/**
 * Opens the browser's install dialog (the client is a chunk of its own, loaded on the tap);
 * true when the member accepted.
 */
async function installApp(): Promise<boolean> {
  return (await import('../platform/service-worker-client.ts')).promptInstall();
}

/**
 * The app-download prompt: offered from the menu when the config's status and showEntrance
 * are 1; forced (not dismissable) in the hybrid app when the app is older than the minimum.
 * Where the browser offers to install the site (`beforeinstallprompt`) it offers that in place
 * of the store links; elsewhere it keeps them.
 */
export function AppDownloadHost() {
  const { t } = useTranslation('site');
  const site = useSite();
  const dispatch = useSiteDispatch();
  const open = useSiteSelector((s) => s.site.appDownloadOpen);
  const entry = useThemeEntry();
  const forced = Boolean(
    site.hybridApp && entry?.version && isAppVersionBelow(site.hybridApp.version, entry.version),
  );
  const shown = forced || (open && isAppDownloadShown(entry));
  const links = downloadLinks(entry?.icon);
  const installable = useSiteSelector((s) => s.site.installable) && !forced;
  if (!shown) return null;
  const install = () => {
    // The browser's offer is good for one dialog: a second tap waits for its next one.
    dispatch(setInstallable(false));
    installApp().then(
      (accepted) => {
        if (accepted) dispatch(setAppDownloadOpen(false));
      },
      () => undefined,
    );
  };
  return (
    <Dialog
      open
      role={forced ? 'alertdialog' : 'dialog'}
      dismissable={!forced}
      onClose={() => dispatch(setAppDownloadOpen(false))}
      title={
        forced ? t('appDownload.updateTitle') : t('appDownload.title', { brand: site.brand.name })
      }
      closeLabel={t('dialog.close')}
    >
      <p>
        {forced
          ? t('appDownload.updateMessage', { version: entry?.version ?? '' })
          : t('appDownload.message')}
      </p>
      <StoreLinks>
        {installable ? (
          <Button onClick={install} iconStart="download">
            {t('appDownload.install')}
          </Button>
        ) : null}
        {!installable && links.ios ? (
          <Button onClick={() => window.open(links.ios, '_blank', 'noopener')} iconStart="download">
            {t('appDownload.ios')}
          </Button>
        ) : null}
        {!installable && links.android ? (
          <Button
            onClick={() => window.open(links.android, '_blank', 'noopener')}
            iconStart="download"
            variant="secondary"
          >
            {t('appDownload.android')}
          </Button>
        ) : null}
        {!installable && !links.ios && !links.android ? <p>{t('appDownload.noLinks')}</p> : null}
      </StoreLinks>
    </Dialog>
  );
}
