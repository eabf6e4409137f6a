/**
 * Copy and share for the invite: the clipboard when the browser grants it, else a hidden
 * textarea and `execCommand('copy')` (older in-app browsers); the system share sheet when
 * there is one, else a copy. A member closing the share sheet is not an error.
 */

/** Copies `text`; answers whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (globalThis.navigator?.clipboard?.writeText) {
      await globalThis.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the older way below.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** How a share ended: the sheet was used or dismissed, the link was copied, or nothing worked. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** Opens the share sheet with `data`, or copies `data.url` where there is none. */
export async function shareOrCopy(data: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  const nav = globalThis.navigator as Navigator | undefined;
  if (typeof nav?.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'shared';
      // Refused (no user gesture, unsupported data): fall back to a copy.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
