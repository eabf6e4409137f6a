/**
 * The hybrid app (the site inside the brand's iOS or Android app). The app identifies itself
 * by a user-agent token `LobbyApp/<version> (<ios|android>)`, or by `app_platform` and
 * `app_version` in the first URL (kept for the tab's life); it reports a member's inactive
 * status with a `lobby:app-status` window event or `app_status=inactive`.
 */
import { AppPlatform } from '@lobby/domain/enums';

/** What the site knows about the hybrid app it runs in. */
export interface HybridApp {
  readonly platform: 'ios' | 'android';
  readonly version: string;
}

/** The window event an app sends to report a status (`detail: { status: 'inactive' }`). */
export const APP_STATUS_EVENT = 'lobby:app-status';

const SESSION_KEY = 'lobby_hybrid_app';

function platformOf(value: string | null | undefined): 'ios' | 'android' | undefined {
  const v = (value ?? '').toLowerCase();
  if (v === 'ios' || v === 'iphone' || v === 'ipad') return 'ios';
  if (v === 'android') return 'android';
  return undefined;
}

/** The part of `Storage` this needs. */
interface HybridStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Detects the hybrid app from the user agent, the URL or what an earlier page of this tab saw. */
export function detectHybridApp(
  userAgent: string,
  url: string | URL,
  storage?: HybridStorage,
): HybridApp | undefined {
  const ua = /LobbyApp\/(\d+(?:\.\d+)*)\s*\(([A-Za-z]+)\)/.exec(userAgent ?? '');
  if (ua) {
    const platform = platformOf(ua[2]);
    if (platform) return { platform, version: ua[1] as string };
  }
  let search: URLSearchParams | undefined;
  try {
    search = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
  } catch {
    search = undefined;
  }
  const platform = platformOf(search?.get('app_platform'));
  const version = search?.get('app_version') ?? '';
  if (platform && /^\d+(\.\d+)*$/.test(version)) {
    const app: HybridApp = { platform, version };
    try {
      storage?.setItem(SESSION_KEY, JSON.stringify(app));
    } catch {
      // The app is still detected for this page.
    }
    return app;
  }
  try {
    const saved = storage?.getItem(SESSION_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as Partial<HybridApp>;
      const p = platformOf(parsed.platform);
      if (p && typeof parsed.version === 'string' && /^\d+(\.\d+)*$/.test(parsed.version))
        return { platform: p, version: parsed.version };
    }
  } catch {
    // A damaged record is ignored.
  }
  return undefined;
}

/** The app platform code of spec §7: 1 for iOS, else 2. */
export function appPlatformCode(app: Pick<HybridApp, 'platform'>): number {
  return app.platform === 'ios' ? AppPlatform.Ios : AppPlatform.Other;
}

/** Whether the first URL reports the inactive status (`app_status=inactive`). */
export function urlReportsInactive(url: string | URL): boolean {
  try {
    const search = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
    return search.get('app_status') === 'inactive';
  } catch {
    return false;
  }
}
