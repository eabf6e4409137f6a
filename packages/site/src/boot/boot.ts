/**
 * The start-up sequence of spec §2, run on the first navigation: the API base (the base query,
 * made before this runs), the theme config (generic and device entries) and the cookies, then
 * in parallel the game navigation list, the permissions and the custom settings (contact,
 * languages, currencies) and the maintenance state the guards read; the compliance settings
 * go out beside them without being waited for.
 */
import { configApi } from '@lobby/api-client/config';
import type { Session } from '@lobby/api-client';
import { isUnderMaintenance } from '@lobby/domain/entities';
import type { Maintenance, PermissionConfig, ThemeConfigEntry } from '@lobby/domain/entities';
import { THEME_REFRESH_MS } from '@lobby/domain/constants';
import { Platform } from '@lobby/domain/enums';
import { gamesApi } from '@lobby/api-client/games';
import { responsibleGamblingApi } from '@lobby/api-client/responsible-gambling';
import { lobbyErrorOf } from '@lobby/api-client';
import { ErrorCode } from '@lobby/contract/errors';
import { yieldToMain } from '../platform/yield-to-main.ts';
import type { SiteStore } from '../store/store.ts';

/** What start-up learned. */
interface BootState {
  /** The theme-config entry for this device (the generic one when the device has none). */
  readonly themeEntry: ThemeConfigEntry | undefined;
  readonly permissions: PermissionConfig | undefined;
  readonly maintenance: Maintenance | undefined;
  /**
   * Whether the brand blocks the visitor's country: the maintenance call answered 451
   * `REGION_BLOCKED` (it is not among the calls a blocked visitor may make), so the guards
   * show `/area_forbidden` only.
   */
  readonly blocked: boolean;
  /** Whether the member was signed in (token cookie present) when the page opened. */
  readonly signedInAtStart: boolean;
}

/** Whether the site is open to the visitor, under maintenance, or not served in their country. */
type SiteAccess = 'open' | 'maintenance' | 'blocked';

/** Whether a failed call was refused because the brand blocks the visitor's country. */
export function isRegionBlocked(error: unknown): boolean {
  return lobbyErrorOf(error)?.code === ErrorCode.REGION_BLOCKED;
}

/** Runs start-up once and keeps its answers fresh for the guards. */
export interface Boot {
  /** Runs start-up (once; later calls share it). Rejects when the start-up data failed to load. */
  ensure(): Promise<BootState>;
  /**
   * Resolves once start-up has the maintenance answer: true when the brand is open, so a
   * screen's own calls may go out beside start-up's; false under maintenance or when start-up
   * failed. Starts start-up if it has not started.
   */
  open(): Promise<boolean>;
  /** Forgets a failed start so the next navigation tries again (the dialog's Re-Login). */
  reset(): void;
  /**
   * Whether the site is open, under maintenance or blocked in the visitor's country, asked
   * again when the cached maintenance answer is older than `maxAgeSeconds`.
   */
  access(maxAgeSeconds?: number): Promise<SiteAccess>;
  /**
   * Asks for the device's theme entry again when the one held is older than
   * {@link THEME_REFRESH_MS} (12 hours, spec §9), judged by the clock rather than a timer, so a
   * page that slept or sat frozen in the background re-checks as soon as it is seen again.
   */
  refreshTheme(): void;
  /** The device's platform value sent with the theme request. */
  readonly platform: Platform;
}

/** Options of {@link createBoot}. */
interface BootOptions {
  readonly store: SiteStore;
  readonly session: Session;
  /** True on phones and tablets: the theme entry is asked for the mobile platform. */
  readonly mobile: boolean;
}

type Subscription = { unwrap(): Promise<unknown> };

/** Creates the start-up runner for one page. */
export function createBoot({ store, session, mobile }: BootOptions): Boot {
  const platform = mobile ? Platform.Mobile : Platform.Pc;
  let running: { state: Promise<BootState>; open: Promise<boolean> } | undefined;
  // Queries started here stay subscribed for the page's life: these answers are the site's config.
  const query = (action: unknown) =>
    (store.dispatch(action as never) as unknown as Subscription).unwrap();
  // Start-up's calls are dispatched a task apiece: each dispatch runs the api's middleware,
  // the base query and the store update (about 10 ms on a phone), and the six of them ran in
  // the router's first navigation as one task of 80-90 ms, during which the page answered
  // nothing. The calls still go out together; the browser may paint or take a tap between them.
  const ask = async (action: unknown) => {
    await yieldToMain();
    return query(action);
  };

  const run = async (markOpen: (open: boolean) => void): Promise<BootState> => {
    const signedInAtStart = session.isSignedIn();
    // Everything the API answers even during maintenance goes out at once.
    const themes = Promise.allSettled([
      ask(configApi.endpoints.theme.initiate({ name: 'default' })),
      ask(configApi.endpoints.theme.initiate({ name: 'default', platform })),
    ]);
    const settings = Promise.all([
      ask(configApi.endpoints.permissions.initiate()),
      ask(configApi.endpoints.contact.initiate()),
      ask(configApi.endpoints.languages.initiate()),
    ]);
    // Should the maintenance call fail, `settings` is never awaited below: mark its rejection
    // as handled here (the await further down still sees it) so it is not an unhandled one.
    settings.catch(() => undefined);
    let maintenance: Maintenance | undefined;
    let blocked = false;
    try {
      maintenance = (await ask(configApi.endpoints.maintenance.initiate())) as Maintenance;
    } catch (error) {
      // A blocked visitor's start-up still has what the blocked page needs (`settings`).
      if (!isRegionBlocked(error)) throw error;
      blocked = true;
    }
    const open = !blocked && maintenance !== undefined && !isUnderMaintenance(maintenance);
    markOpen(open);
    // The compliance settings (the footer's minimum age and links) go out first, so the first
    // render has them rather than re-rendering the layout when they land; start-up does not
    // wait for them, nor fail with them (the chrome shows none until they come). Asked after
    // the two below, they could be dispatched only once those had answered and a drawing had
    // been made without them.
    if (open) {
      const compliance = { $options: { handleErrors: true } } as const;
      ask(responsibleGamblingApi.endpoints.config.initiate(compliance)).catch(() => undefined);
    }
    // During maintenance only those calls are made: anything else would answer 503, whose
    // policy reloads the page, again and again (and 451 to a blocked visitor).
    const more = open
      ? Promise.all([
          ask(gamesApi.endpoints.types.initiate()),
          ask(configApi.endpoints.currencies.initiate()),
        ])
      : Promise.resolve([]);
    const [[generic, device], [permissions]] = await Promise.all([themes, settings, more]);
    const themeEntry = (
      device.status === 'fulfilled'
        ? device.value
        : generic.status === 'fulfilled'
          ? generic.value
          : undefined
    ) as ThemeConfigEntry | undefined;
    return {
      themeEntry,
      permissions: permissions as PermissionConfig,
      maintenance,
      blocked,
      signedInAtStart,
    };
  };

  const start = () => {
    if (!running) {
      let markOpen: (open: boolean) => void = () => undefined;
      const open = new Promise<boolean>((resolve) => (markOpen = resolve));
      const state = run(markOpen);
      // A start that fails before the maintenance answer leaves the site closed for screens.
      state.catch(() => markOpen(false));
      running = { state, open };
    }
    return running;
  };

  return {
    platform,
    ensure() {
      return start().state;
    },
    open() {
      return start().open;
    },
    reset() {
      running = undefined;
    },
    refreshTheme() {
      // The same argument as start-up's and the layout's poll, so the one cache entry is renewed.
      const arg = { name: 'default', platform };
      // Nothing to renew before start-up has an answer (start-up itself asks then).
      if (!configApi.endpoints.theme.select(arg)(store.getState()).fulfilledTimeStamp) return;
      const refresh = configApi.endpoints.theme.initiate(arg, {
        forceRefetch: THEME_REFRESH_MS / 1000,
        subscribe: false,
      });
      // A failed refresh keeps the entry held; the next poll or visit asks again.
      query(refresh).catch(() => undefined);
    },
    async access(maxAgeSeconds = 30) {
      try {
        const answer = (await query(
          configApi.endpoints.maintenance.initiate(undefined, {
            forceRefetch: maxAgeSeconds,
            subscribe: false,
          }),
        )) as Maintenance;
        return isUnderMaintenance(answer) ? 'maintenance' : 'open';
      } catch (error) {
        if (isRegionBlocked(error)) return 'blocked';
        // Unknown maintenance never blocks: the API answers 503 to everything while it is on.
        return 'open';
      }
    },
  };
}
