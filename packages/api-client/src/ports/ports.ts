/**
 * The side effects the SDK needs from its host, as small injected ports.
 *
 * The SDK never touches `window`, `document` or `location` directly: the browser defaults in
 * `browser-ports.ts` do, and Node scripts and tests hand in their own. That keeps the package
 * free of brand and environment knowledge and makes every policy testable.
 */

/** How a toast should look and behave. */
export interface ToastOptions {
  /** `error` for the error policy, `success`/`info` for flows such as logout. */
  readonly kind: 'error' | 'success' | 'info';
  /** How long the toast stays, in milliseconds. */
  readonly durationMs: number;
  /** Whether the toast carries a close button. */
  readonly closable: boolean;
}

/** User-facing notices: toasts, the blocking confirm of the 401/403 policy and plain alerts. */
export interface NotifyPort {
  /** Shows a passing notice. */
  toast(message: string, options: ToastOptions): void;
  /** Shows a message with one confirming button; resolves once the member confirms it. */
  confirm(message: string): Promise<void>;
  /** Shows a message the member must acknowledge (e.g. the cookie-settings alert). */
  alert(message: string): void;
}

/** Page-level navigation the policies end with. */
export interface NavigationPort {
  /** Reloads the current page (503 maintenance, already-idle start). */
  reload(): void;
  /** Goes to the site root, dropping the current page (after the 401/403 confirm). */
  goToRoot(): void;
  /** Reloads into the home page (a sign-in or sign-out seen in another tab). */
  goHome(): void;
}

/** Cookie access. `usable()` tells whether cookies can be written and read back at all. */
export interface CookiePort {
  usable(): boolean;
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { maxAgeSeconds?: number }): void;
  remove(name: string): void;
}

/** A synchronous key/value store shared by the site's tabs (the browser's `localStorage`). */
export interface StoragePort {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored; lets the SDK clear only its own keys. */
  keys(): string[];
}

/** The subset of `BroadcastChannel` the session uses to tell other tabs about token changes. */
export interface ChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Opens a named channel; each tab opens its own end of the same name. */
export type ChannelFactory = (name: string) => ChannelPort;

/** Where diagnostics go (cancelled requests are only logged, spec §8). */
export interface LoggerPort {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/**
 * Translation hook for the few texts the SDK shows itself (network anomaly, cookie alert).
 * Returns the translated text for `key`, or `fallback` when the host has none.
 */
export type Translate = (key: string, fallback: string) => string;

/** Texts the SDK shows on its own, by translation key, with English fallbacks. */
export const SDK_TEXT = {
  /** No response at all (offline, DNS, CORS, connection reset). */
  networkError: { key: 'NETWORK_ANOMALY', fallback: 'Network error please try again' },
  /** Cookies cannot be written: device storage is used instead. */
  cookiesUnusable: {
    key: 'COOKIE_DISABLED',
    fallback: "Cookies are disabled. Please check your browser's cookie settings.",
  },
  /** A non-JSON or unreadable answer. */
  loadFailed: { key: 'FAILED_TO_GET_DATA', fallback: 'Load Failed, Please Try Again' },
} as const;

/** The translation used when the host supplies none: the English fallback. */
export const untranslated: Translate = (_key, fallback) => fallback;
