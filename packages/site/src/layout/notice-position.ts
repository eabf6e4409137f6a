/**
 * Where the site asks for notices, and a guest's dismissals. The position follows the page: the
 * deposit and withdrawal pages have their own; else a member is "after sign-in" anywhere but
 * the sign-in page, a
 * guest "before sign-in" on the home and sign-in pages only. A guest's dismissals stay in the
 * device's storage (a member's are kept by the server).
 */
import { AdPosition, Platform } from '@lobby/domain';
import { HOME_PATH, getHref } from '@lobby/domain/routes';

/** The ad position of a page, or undefined where no notice shows. */
export function noticePositionOf(pathname: string, signedIn: boolean): AdPosition | undefined {
  if (signedIn) {
    // The sign-in page is a guest's: a member is there only on the way out of it (the deposit
    // limits offered after sign-up), which a notice must not cover.
    if (pathname === getHref('SIGN_IN')) return undefined;
    if (pathname.startsWith(getHref('DEPOSIT_INDEX'))) return AdPosition.Deposit;
    if (pathname.startsWith(getHref('WITHDRAW_INDEX'))) return AdPosition.Withdraw;
    return AdPosition.LoginAfter;
  }
  if (pathname === '/' || pathname === HOME_PATH || pathname === getHref('SIGN_IN'))
    return AdPosition.LoginBefore;
  return undefined;
}

/** The platform the site's layout is for: phones and tablets (below 1024 px) are mobile. */
export function noticePlatform(mobile: boolean): Platform {
  return mobile ? Platform.Mobile : Platform.Pc;
}

/** The most ids a guest's list keeps (the newest): notices come and go, storage stays small. */
const KEPT = 100;

/** The storage key of a brand's guest dismissals. */
export function guestDismissalsKey(brandId: string): string {
  return `lobby.notices.dismissed.${brandId}`;
}

/** The notice ids a guest dismissed on this device (none when storage is unreadable). */
export function readGuestDismissals(storage: Storage | undefined, brandId: string): number[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(guestDismissalsKey(brandId)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds a dismissal to the guest's list; a full or blocked storage leaves it for this page only. */
export function addGuestDismissal(
  storage: Storage | undefined,
  brandId: string,
  id: number,
): number[] {
  const ids = [...readGuestDismissals(storage, brandId).filter((x) => x !== id), id].slice(-KEPT);
  try {
    storage?.setItem(guestDismissalsKey(brandId), JSON.stringify(ids));
  } catch {
    // Private mode or full: the dismissal holds until the page is left.
  }
  return ids;
}
