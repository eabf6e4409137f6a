/**
 * The SDK's notice port (toast, confirm, alert) backed by the site's own toasts and dialogs.
 *
 * The SDK may need to notify before React has mounted (a cookie alert during start-up), so
 * notices are queued until a host registers, then replayed in order.
 */
import type { NotifyPort, ToastOptions } from '@lobby/api-client';

/** What the React host does with a notice. */
interface NotifyHandlers {
  toast(message: string, options: ToastOptions): void;
  /** Shows a one-button dialog; resolves when the member confirms. */
  confirm(message: string): Promise<void>;
  alert(message: string): void;
}

type Pending =
  | { kind: 'toast'; message: string; options: ToastOptions }
  | { kind: 'confirm'; message: string; resolve: () => void }
  | { kind: 'alert'; message: string };

/** A notifier: the port the SDK calls, plus `attach` for the React host. */
export interface Notifier extends NotifyPort {
  /** Registers the host (replaying queued notices); answers a function that detaches it. */
  attach(handlers: NotifyHandlers): () => void;
}

/** Creates a notifier with an empty queue. */
export function createNotifier(): Notifier {
  let host: NotifyHandlers | undefined;
  const queue: Pending[] = [];
  return {
    toast(message, options) {
      if (host) host.toast(message, options);
      else queue.push({ kind: 'toast', message, options });
    },
    confirm(message) {
      if (host) return host.confirm(message);
      return new Promise<void>((resolve) => queue.push({ kind: 'confirm', message, resolve }));
    },
    alert(message) {
      if (host) host.alert(message);
      else queue.push({ kind: 'alert', message });
    },
    attach(handlers) {
      host = handlers;
      for (const item of queue.splice(0)) {
        if (item.kind === 'toast') handlers.toast(item.message, item.options);
        else if (item.kind === 'alert') handlers.alert(item.message);
        else void handlers.confirm(item.message).then(item.resolve);
      }
      return () => {
        if (host === handlers) host = undefined;
      };
    },
  };
}
