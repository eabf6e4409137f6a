/**
 * Puts the brand's live-chat script on the page (`theming/live-chat.ts`): once, with the page's
 * nonce, and again after each sign-in or sign-out (removed, then added anew).
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { useEffect } from 'react';
import { useSite } from '../site-context.tsx';
import { addLiveChatScript } from '../theming/live-chat.ts';
import { useChromeConfig } from './use-site-data.ts';

/**
 * Keeps the live-chat script `src` on `doc` (the page's document by default) while mounted; a change of `signedIn` (or of the
 * script) removes it and adds it again.
 */
export function useLiveChatScript(
  src: string | undefined,
  signedIn: boolean,
  doc?: Document,
): void {
  useEffect(() => {
    if (!src) return;
    // Read here, in the browser: the server's first-screen drawing renders without a document.
    return addLiveChatScript(doc ?? document, src);
    // `signedIn` re-creates the script on sign-in and sign-out.
  }, [src, signedIn, doc]);
}

/** Renders nothing; keeps the brand's live-chat script on the page. */
export function LiveChatScript() {
  const site = useSite();
  const { signedIn } = useSessionSnapshot(site.session);
  const src = useChromeConfig().contact?.live_chat.script;
  useLiveChatScript(src, signedIn);
  return null;
}
