/**
 * `createMemberSite(brand)`: everything a brand shell needs to run a member site — the session
 * and base query, the store, i18n, the theme, the router with its guards, and the layout.
 */
import { consoleLogger, lobbyApi } from '@lobby/api-client';
import type { LoggerPort } from '@lobby/api-client';
import { CLEAR_INFO_PATH } from '@lobby/domain/routes';
import { startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationOptions, Root } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { assembleSite } from './assemble-site.ts';
import type { BrandConfig } from './brand.ts';
import { startSiteBalanceFeed } from './platform/balance-feed.ts';
import { takeFlash } from './platform/flash.ts';
import { APP_STATUS_EVENT, appPlatformCode, urlReportsInactive } from './platform/hybrid-app.ts';
import { primedFetch, takePrimedAnswers } from './platform/primed-fetch.ts';
import { yieldToMain } from './platform/yield-to-main.ts';
import { createRouteTable } from './router/route-table.tsx';
import { FIRST_SCREEN_ATTRIBUTE } from './server/first-screen-markup.ts';
import type { SiteServices } from './site-context.tsx';
import { SiteTree } from './site-tree.tsx';
import { setAppInactive } from './store/site-slice.ts';

/** A running member site. */
export interface MemberSite {
  readonly services: SiteServices;
  /** Unmounts the site and stops its timers (tests and hot reload). */
  dispose(): void;
}

/**
 * Environment options of {@link createMemberSite}: how the site reaches the network, which is
 * the shell's business rather than the brand's (where the API is lives on {@link BrandConfig}).
 */
export interface MemberSiteOptions {
  /**
   * The `fetch` every request of the site goes through: start-up, the API and language files.
   * Default `globalThis.fetch`. A developer can log or proxy requests with it; tests under jsdom
   * pass one that drops the request's `AbortSignal`, which Node's `fetch` refuses from jsdom's
   * realm.
   */
  readonly fetch?: typeof fetch;
  /**
   * Where the SDK's warnings and errors go (refused requests, retries, unreadable answers).
   * Default the browser console; a shell can send them to its own error reporting.
   */
  readonly logger?: LoggerPort;
}

/** Resolves once the router's first navigation has loaded its route (loaders and lazy screen). */
function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Makes the server's drawing the site once React has taken it over: interactive and visible to
 * assistive technology, no longer marked as a drawing, and without the drawing's own styles
 * (the site's, of the same names, are in by then).
 */
function takeOverDrawing(drawing: Element): void {
  drawing.removeAttribute('inert');
  drawing.removeAttribute('aria-hidden');
  drawing.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  for (const style of document.head.querySelectorAll(`style[${FIRST_SCREEN_ATTRIBUTE}]`))
    style.remove();
}

/**
 * `hydrateRoot` in a transition: React then takes the drawing over in slices, the browser
 * responsive between them (a plain hydration is one uninterrupted task: 300 ms and more of a
 * phone's main thread).
 */
function hydrateInTransition(container: Element, tree: ReactNode, options: HydrationOptions): Root {
  const made: { root?: Root } = {};
  startTransition(() => {
    made.root = hydrateRoot(container, tree, options);
  });
  if (!made.root) throw new Error('React did not create the root');
  return made.root;
}

/** Calls `onCommitted` once, after React's first commit of the tree it sits in. */
function Committed({ onCommitted }: { readonly onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/** What {@link createMemberSite} returns before mounting. */
export interface MemberSiteFactory {
  /** Starts the site in `container`: language, theme, then the first render. */
  mount(container: Element): Promise<MemberSite>;
}

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/**
 * Creates a member site for a brand. Nothing runs until `mount`, so a shell can create it at
 * module load and mount when the document is ready. The API is `brand.apiUrl` (default the
 * page's origin) and the brand is sent as `X-Lobby-Brand`, so a site can be pointed at any API
 * that knows the brand (a developer's local server, the tests' reference API).
 */
export function createMemberSite(
  brand: BrandConfig,
  options: MemberSiteOptions = {},
): MemberSiteFactory {
  // Looked up at call time (not captured) so a page that swaps `fetch` later still uses it.
  const networkFetch: typeof fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The SDK's and the session's own default (the console) stands unless the shell gives one.
  const logging = options.logger ? { logger: options.logger } : {};
  return {
    async mount(container) {
      // The answers the page came with (a guest's start-up and home calls) before the network.
      const primed = takePrimedAnswers(document);
      const doFetch = primedFetch(primed, networkFetch, {
        origin: window.location.origin,
        now: () => performance.now(),
      });
      const sessionStore = safeStorage('sessionStorage');
      const href = window.location.href;
      const site = await assembleSite(brand, {
        href,
        origin: window.location.origin,
        local: safeStorage('localStorage'),
        sessionStore,
        fetch: doFetch,
        mobile: window.matchMedia?.('(max-width: 1023px)').matches ?? true,
        userAgent: navigator.userAgent,
        scriptHost: { document, createObjectURL: (blob) => URL.createObjectURL(blob) },
        ...logging,
      });
      const { services, registry, askPort } = site;
      const { session, store, i18n, notifier, boot, hybridApp } = services;
      // A guest's primed answers are no member's: a sign-in drops them. Under the cookie
      // transport a member's calls carry no token for primedFetch to tell them by.
      const dropPrimed = session.subscribe(() => {
        if (session.isSignedIn()) primed.clear();
      });
      // Assembly is a task of its own: over a drawn first screen, all of start-up's work comes
      // after the first paint, where a long task holds back whatever the member does.
      await yieldToMain();
      session.startInactivityWatch();
      const balanceFeed = startSiteBalanceFeed({
        store,
        session,
        apiUrl: brand.apiUrl ?? window.location.origin,
        brand: brand.id,
        getLocale: () => i18n.language,
        fetch: doFetch,
        ...logging,
      });
      const onActivity = () => session.markActivity();
      const activityEvents = ['pointerdown', 'keydown', 'touchstart'] as const;
      for (const type of activityEvents)
        window.addEventListener(type, onActivity, { passive: true });
      const onAppStatus = (event: Event) => {
        const status = (event as CustomEvent<{ status?: string }>).detail?.status;
        if (hybridApp) store.dispatch(setAppInactive(status === 'inactive'));
      };
      window.addEventListener(APP_STATUS_EVENT, onAppStatus);
      if (hybridApp && urlReportsInactive(href)) store.dispatch(setAppInactive(true));
      // The app's platform code (spec §7: 1 iOS, else 2), for the app bridge and third-party pages.
      if (hybridApp)
        document.documentElement.dataset.appPlatform = String(appPlatformCode(hybridApp));
      const onHide = () => session.save();
      window.addEventListener('pagehide', onHide);
      // The layout polls the theme every 12 hours, but timers stop while a device sleeps or a
      // background tab is frozen: coming back to the page checks its age by the clock too.
      const onVisible = () => {
        if (document.visibilityState !== 'hidden') boot.refreshTheme();
      };
      document.addEventListener('visibilitychange', onVisible);

      // Start-up runs in four tasks rather than one: assembly, what came before, the router
      // (whose first navigation sends start-up's calls) and the render. A phone's main thread is then never
      // held for long, and the calls leave as early as before.
      await yieldToMain();
      const router = createBrowserRouter(createRouteTable(services, registry, askPort));
      await yieldToMain();
      const languageFailed = await site.languageFailed;
      // The clear-info path reloads at once: its flash waits for the page after it.
      const flash =
        window.location.pathname === CLEAR_INFO_PATH ? undefined : takeFlash(sessionStore);
      if (flash) notifier.toast(flash, { kind: 'success', durationMs: 3000, closable: false });
      if (languageFailed) {
        notifier.toast(i18n.t('site:error.languageLoad'), {
          kind: 'error',
          durationMs: 5000,
          closable: true,
        });
      }

      // Over the server's drawing of the first screen, React takes the drawing over as it
      // stands (hydration) once the route is ready and the calls it was drawn from have
      // answered (from the page's primed answers): the same screen, element for element, so
      // nothing is built, laid out or painted again. Were anything to differ (another language
      // kept on the device, a window wider than the drawing's), React renders that part anew.
      const drawing = container.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`);
      let root: Root;
      if (drawing) {
        await routerReady(router);
        await Promise.all(store.dispatch(lobbyApi.util.getRunningQueriesThunk()));
        const logger = options.logger ?? consoleLogger;
        root = hydrateInTransition(
          drawing,
          <SiteTree site={site} drawing>
            <RouterProvider router={router} />
            <Committed onCommitted={() => takeOverDrawing(drawing)} />
          </SiteTree>,
          {
            onRecoverableError: (error) =>
              logger.warn('site: the drawn first screen differed, rendered anew', error),
          },
        );
      } else {
        root = createRoot(container);
        // A transition: React renders the first screen in slices between which the browser
        // stays responsive (a plain render is one uninterrupted task). Its commit replaces
        // the boot splash in one go.
        startTransition(() =>
          root.render(
            <SiteTree site={site} drawing={false}>
              <RouterProvider router={router} />
            </SiteTree>,
          ),
        );
      }

      return {
        services,
        dispose() {
          root.unmount();
          router.dispose();
          for (const type of activityEvents) window.removeEventListener(type, onActivity);
          window.removeEventListener(APP_STATUS_EVENT, onAppStatus);
          window.removeEventListener('pagehide', onHide);
          document.removeEventListener('visibilitychange', onVisible);
          balanceFeed.stop();
          site.dispose();
          dropPrimed();
          session.dispose();
        },
      };
    },
  };
}
