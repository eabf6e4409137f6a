/**
 * Browser defaults for the ports, used when the site supplies none. Each one is deliberately
 * plain: a site normally passes its own toast and confirm built on `@lobby/ui`.
 */
import type {
  ChannelFactory,
  ChannelPort,
  CookiePort,
  LoggerPort,
  NavigationPort,
  NotifyPort,
  StoragePort,
  ToastOptions,
} from './ports.ts';
import { memoryCookies } from './memory-ports.ts';

/** Whether a DOM is present (false in Node scripts and workers). */
export function hasDom(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

/** Logs through `console`; the default logger everywhere. */
export const consoleLogger: LoggerPort = {
  debug: (message, ...details) => console.debug(`[lobby] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[lobby] ${message}`, ...details),
  error: (message, ...details) => console.error(`[lobby] ${message}`, ...details),
};

/** A minimal DOM toast with a close button, removed after its duration. */
function domToast(message: string, options: ToastOptions): void {
  const box = document.createElement('div');
  box.setAttribute('role', options.kind === 'error' ? 'alert' : 'status');
  box.dataset.lobbyToast = options.kind;
  box.style.cssText =
    'position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:2147483647;' +
    'padding:10px 14px;border-radius:6px;background:#222;color:#fff;font:14px sans-serif;' +
    'display:flex;gap:12px;align-items:center;max-width:90vw';
  const text = document.createElement('span');
  text.textContent = message;
  box.append(text);
  const remove = () => box.remove();
  if (options.closable) {
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close');
    close.style.cssText = 'background:none;border:0;color:inherit;font-size:18px;cursor:pointer';
    close.addEventListener('click', remove);
    box.append(close);
  }
  document.body.append(box);
  setTimeout(remove, options.durationMs);
}

/** Notices through the DOM and the browser's own dialogs; logs only when there is no DOM. */
export function defaultNotify(logger: LoggerPort = consoleLogger): NotifyPort {
  if (!hasDom()) {
    return {
      toast: (message, options) => logger.warn(`toast (${options.kind}): ${message}`),
      confirm: (message) => {
        logger.warn(`confirm: ${message}`);
        return Promise.resolve();
      },
      alert: (message) => logger.warn(`alert: ${message}`),
    };
  }
  return {
    toast: domToast,
    confirm: (message) => {
      window.alert(message);
      return Promise.resolve();
    },
    alert: (message) => window.alert(message),
  };
}

/** `location`-based navigation; without a DOM every move is only logged. */
export function defaultNavigation(logger: LoggerPort = consoleLogger): NavigationPort {
  if (!hasDom()) {
    return {
      reload: () => logger.debug('navigation: reload (no DOM)'),
      goToRoot: () => logger.debug('navigation: go to root (no DOM)'),
      goHome: () => logger.debug('navigation: go home (no DOM)'),
    };
  }
  return {
    reload: () => window.location.reload(),
    goToRoot: () => window.location.replace('/'),
    goHome: () => window.location.assign('/'),
  };
}

/** `document.cookie` access, path `/`, `SameSite=Lax`, `Secure` on https. */
export function documentCookies(): CookiePort {
  const secure = () => (window.location.protocol === 'https:' ? ';Secure' : '');
  const port: CookiePort = {
    usable() {
      if (!navigator.cookieEnabled) return false;
      const probe = `lobby_probe_${Math.random().toString(36).slice(2)}`;
      port.set(probe, '1');
      const ok = port.get(probe) === '1';
      port.remove(probe);
      return ok;
    },
    get(name) {
      for (const part of document.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
      }
      return undefined;
    },
    set(name, value, options = {}) {
      const age = options.maxAgeSeconds === undefined ? '' : `;Max-Age=${options.maxAgeSeconds}`;
      document.cookie = `${name}=${encodeURIComponent(value)};Path=/;SameSite=Lax${age}${secure()}`;
    },
    remove(name) {
      document.cookie = `${name}=;Path=/;Max-Age=0;SameSite=Lax${secure()}`;
    },
  };
  return port;
}

/** The page's cookies where there is a page ({@link documentCookies}), else an empty jar. */
export function defaultCookies(): CookiePort {
  return hasDom() ? documentCookies() : memoryCookies();
}

/** Wraps a Web Storage object (`localStorage`) as a {@link StoragePort}. */
export function webStorage(storage: Storage): StoragePort {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) keys.push(key);
      }
      return keys;
    },
  };
}

/** The platform's `BroadcastChannel` (browsers and Node 18+). */
export const broadcastChannels: ChannelFactory = (name) =>
  new BroadcastChannel(name) as unknown as ChannelPort;

/** Where the browser keeps its device id: outside every session namespace, so sign-out keeps it. */
export const DEVICE_ID_STORAGE_KEY = 'lobby-device-id';

/**
 * The browser's device id (sent as `X-Lobby-Device`): a random value made once and kept in
 * localStorage, so the API recognises a device it has seen before and does not announce its
 * sign-ins as new. Without a DOM or usable localStorage (private modes may refuse writes), none
 * is sent and the API falls back to the user agent and network.
 */
export function browserDeviceId(): () => string | undefined {
  let cached: string | undefined;
  return () => {
    if (cached !== undefined || !hasDom()) return cached;
    try {
      const stored = window.localStorage.getItem(DEVICE_ID_STORAGE_KEY);
      if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return (cached = stored);
      const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
      const made = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, made);
      return (cached = made);
    } catch {
      return undefined;
    }
  };
}
