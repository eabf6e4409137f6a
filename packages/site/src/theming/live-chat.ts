/**
 * The live-chat widget's script (the brand's contact settings, `live_chat.script`: the
 * provider's script URL), added to the page once, under the page's nonce-based CSP: it carries
 * the nonce the server put in this page (`siteCsp`), which the document keeps on its
 * `csp-nonce` meta and first scripts. Only an absolute https URL is loaded (http only where the
 * page itself is http, in development: `isSafeScriptUrl`), and only from the brand's settings,
 * which operators set (`ops brand:set-contact`); nothing a member types reaches it.
 *
 * Sign-in and sign-out re-create it: the script is removed and added again, so a provider that
 * keeps a visitor's conversation per page load starts afresh for the next person at this device
 * (why it is always done, rather than per provider: no setting to get wrong).
 */
import { isSafeScriptUrl } from './scripts.ts';

/** The attribute that marks the live-chat script (`data-lobby-live-chat`). */
export const LIVE_CHAT_ATTRIBUTE = 'data-lobby-live-chat';

/** The page's CSP nonce (as the server wrote it into this page), if it has one. */
export function pageNonce(doc: Document): string | undefined {
  for (const element of doc.querySelectorAll<HTMLElement>('meta[property="csp-nonce"], script')) {
    // Browsers hide the attribute once the page is parsed; the property keeps it.
    const nonce = element.nonce || element.getAttribute('nonce') || '';
    if (nonce) return nonce;
  }
  return undefined;
}

/**
 * Adds the live-chat script `src` to the page unless it is there already or is no safe URL;
 * answers how to remove it (undefined when nothing was added).
 */
export function addLiveChatScript(doc: Document, src: string): (() => void) | undefined {
  const url = src.trim();
  const protocol = doc.location?.protocol ?? 'https:';
  if (url === '' || !isSafeScriptUrl(url, protocol)) return undefined;
  if (doc.querySelector(`script[${LIVE_CHAT_ATTRIBUTE}]`)) return undefined;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.referrerPolicy = 'no-referrer';
  script.setAttribute(LIVE_CHAT_ATTRIBUTE, '');
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.body.append(script);
  return () => script.remove();
}
