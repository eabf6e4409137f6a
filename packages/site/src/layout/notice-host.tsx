/**
 * The notices of the page's position (`notice-position.ts`): the announcement bar under the
 * header and, over the page, the first pop-up not yet dismissed (one at a time, and only while no
 * other dialog is open; the next shows once that one is closed). A member's dismissal is sent to
 * the server, which leaves it out from then on, on every device; a guest's is kept in the
 * device's storage. Either hides the notice
 * at once. Its chunk loads once the page has settled (the layout's `NoticeSlot`), so a first
 * screen carries none of it.
 */
import type { Notice } from '@lobby/contract/notices';
import { useSessionSnapshot } from '@lobby/api-client/react';
import { useDismissMutation, useNoticesListQuery } from '@lobby/api-client/notices';
import { AdPosition, DisplayType } from '@lobby/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSite } from '../site-context.tsx';
import { AnnouncementBar } from './announcement-bar.tsx';
import { NoticePopup } from './notice-popup.tsx';
import {
  addGuestDismissal,
  noticePlatform,
  noticePositionOf,
  readGuestDismissals,
} from './notice-position.ts';
import { useSiteClosed } from './use-site-data.ts';

function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isMobile(): boolean {
  return window.matchMedia?.('(max-width: 1023px)').matches ?? true;
}

/** Whether a modal dialog is open in the page. */
function modalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Whether a modal dialog (the site's or a screen's) is open, watched while `watching`: a
 * pop-up waits for it to close rather than stand over it.
 */
function useModalOpen(watching: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watching) return undefined;
    const check = () => setOpen(modalOpen());
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    check();
    return () => observer.disconnect();
  }, [watching]);
  return watching && open;
}

/** The notices of the page (see the module note). */
export function NoticeHost() {
  const { t } = useTranslation('site');
  const site = useSite();
  const { signedIn } = useSessionSnapshot(site.session);
  const closed = useSiteClosed();
  const { pathname } = useLocation();
  const position = closed ? undefined : noticePositionOf(pathname, signedIn);
  const [platform] = useState(() => noticePlatform(isMobile()));
  const { data } = useNoticesListQuery(
    { position: position ?? AdPosition.LoginBefore, platform },
    { skip: position === undefined },
  );
  const [dismissOnServer] = useDismissMutation();
  const storage = useMemo(deviceStorage, []);
  // Hidden at once on this page, before the server's answer (or for good, for a guest).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(
    () => new Set(readGuestDismissals(storage, site.brand.id)),
  );

  const dismiss = useCallback(
    (notice: Notice) => {
      setHidden((ids) => new Set([...ids, notice.id]));
      if (signedIn) void dismissOnServer({ id: notice.id });
      else addGuestDismissal(storage, site.brand.id, notice.id);
    },
    [signedIn, dismissOnServer, storage, site.brand.id],
  );

  const shown = (data ?? []).filter((notice) => !hidden.has(notice.id));
  const bar = shown.filter((notice) => notice.display_type === DisplayType.AnnouncementBar);
  const popup = shown.find((notice) => notice.display_type === DisplayType.Popup);
  // The pop-up on show: one once no other dialog is open, kept while it shows (it is modal too).
  const [showing, setShowing] = useState<number | undefined>(undefined);
  const waiting = popup !== undefined && showing !== popup.id;
  const blocked = useModalOpen(waiting);
  useEffect(() => {
    // The page itself is asked too: the watch's first answer comes a render after this one.
    if (waiting && !blocked && !modalOpen()) setShowing(popup.id);
  }, [waiting, blocked, popup]);
  return (
    <>
      <AnnouncementBar
        notices={bar}
        label={t('notices.bar')}
        dismissLabel={(notice) => t('notices.dismiss', { title: notice.title })}
        onDismiss={dismiss}
      />
      {popup && showing === popup.id ? (
        <NoticePopup
          key={popup.id}
          notice={popup}
          confirmLabel={t('notices.gotIt')}
          closeLabel={t('notices.close')}
          onDismiss={dismiss}
        />
      ) : null}
    </>
  );
}
