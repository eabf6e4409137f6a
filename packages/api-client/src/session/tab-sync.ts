/**
 * Cross-tab sync of the session: a sign-in or sign-out and the balance toggle are told to the
 * page's other tabs over a channel (BroadcastChannel by default), so every tab follows.
 */
import { broadcastChannels } from '../ports/browser-ports.ts';
import type { ChannelFactory, ChannelPort, LoggerPort } from '../ports/ports.ts';

/** What one tab tells the others. */
export type TabMessage =
  | { readonly kind: 'token'; readonly signedIn: boolean }
  | { readonly kind: 'balance-visible'; readonly visible: boolean };

/** The session's end of the channel. */
export interface TabSync {
  /** Tells the other tabs; a channel that refuses is logged, never thrown. */
  post(message: TabMessage): void;
  close(): void;
}

/**
 * Opens the channel `<ns>-session` (`channels`: the factory; `null` for none; default
 * BroadcastChannel where there is one) and hands the other tabs' messages to `onMessage`.
 */
export function openTabSync(
  channels: ChannelFactory | null | undefined,
  ns: string,
  logger: LoggerPort,
  onMessage: (message: TabMessage) => void,
): TabSync {
  let channel: ChannelPort | undefined;
  const listener = (event: { data: unknown }) => {
    const message = event.data as TabMessage | null;
    if (!message || typeof message !== 'object') return;
    onMessage(message);
  };
  if (channels !== null) {
    const open =
      channels ?? (typeof BroadcastChannel === 'function' ? broadcastChannels : undefined);
    if (open) {
      channel = open(`${ns}-session`);
      channel.addEventListener('message', listener);
    }
  }
  return {
    post(message) {
      try {
        channel?.postMessage(message);
      } catch (error) {
        logger.warn('session: could not tell other tabs', error);
      }
    },
    close() {
      channel?.removeEventListener('message', listener);
      channel?.close();
      channel = undefined;
    },
  };
}
