/**
 * `createMemberSite(brand)`: everything a brand shell needs to run a member site — the session
 * and base query, the store, i18n, the theme, the router with its guards, and the layout.
 */
import { createBaseQuery, createSession } from '@lobby/api-client';
import type { LoggerPort, Session } from '@lobby/api-client';
import { authApi } from '@lobby/api-client/auth';
import { configApi } from '@lobby/api-client/config';
import { LANGUAGE_RELOAD_DELAY_MS } from '@lobby/domain/constants';
import { normaliseLocale } from '@lobby/domain/locale';
import type { Locale } from '@lobby/domain/locale';
import { CLEAR_INFO_PATH, HOME_PATH, ROOT_PATH } from '@lobby/domain/routes';
import {
  LOCALE_QUERY_PARAMS,
  createI18n,
  loadLanguage,
  resolveLocale,
  storeLocale,
  urlNamesLocale,
} from '@lobby/i18n/runtime';
import type { Theme } from '@lobby/tokens';
import { ThemeProvider, ToastProvider } from '@lobby/ui';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { BrandConfig } from './brand.ts';
import { createBoot } from './boot/boot.ts';
import { ScreensProvider } from './layout/use-site-data.ts';
import type { AskPort } from './layout/overlays.tsx';
import { previewTheme, savedThemeChoice } from './layout/theme-selector.tsx';
import { startSiteBalanceFeed } from './platform/balance-feed.ts';
import { setFlash, takeFlash } from './platform/flash.ts';
import {
  APP_STATUS_EVENT,
  appPlatformCode,
  detectHybridApp,
  urlReportsInactive,
} from './platform/hybrid-app.ts';
import { createNotifier } from './platform/notifier.ts';
import { primedFetch, takePrimedAnswers } from './platform/primed-fetch.ts';
import { resolveTestMode } from './platform/test-mode.ts';
import { yieldToMain } from './platform/yield-to-main.ts';
import { createRouteTable } from './router/route-table.tsx';
import { screenRegistry } from './router/screens.tsx';
import type { SiteServices } from './site-context.tsx';
import { SiteProvider } from './site-context.tsx';
import { setAppInactive, setLanguageOpen, setSignInPromptOpen } from './store/site-slice.ts';
import { createSiteStore } from './store/store.ts';
import { createImageGate } from './theming/image-gate.ts';
import { createScriptInjector } from './theming/scripts.ts';

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

/** Picks the theme: the build's, or outside production the selector's saved choice. */
async function chooseTheme(brand: BrandConfig): Promise<Theme> {
  if (brand.production || !brand.themeChoices) return brand.theme;
  const name = savedThemeChoice(safeStorage('localStorage'), brand.themeChoices.names);
  if (!name || name === brand.theme.name) return brand.theme;
  try {
    return previewTheme(await brand.themeChoices.load(name), brand.theme);
  } catch {
    return brand.theme;
  }
}

/** The brand's default language from the API, without waiting long for it. */
async function brandDefaultLocale(
  apiUrl: string,
  brand: BrandConfig,
  doFetch: typeof fetch,
): Promise<string | undefined> {
  try {
    const response = await doFetch(`${apiUrl.replace(/\/+$/, '')}/api/v1/language_list`, {
      headers: { accept: 'application/json', 'x-lobby-brand': brand.id },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { defaultLang?: unknown };
    return typeof body.defaultLang === 'string' ? body.defaultLang : undefined;
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
      const doFetch = primedFetch(takePrimedAnswers(document), networkFetch, {
        origin: window.location.origin,
        now: () => performance.now(),
      });
      const local = safeStorage('localStorage');
      const sessionStore = safeStorage('sessionStorage');
      const href = window.location.href;
      const apiUrl = brand.apiUrl ?? window.location.origin;
      const storageUrl = brand.storageUrl ?? apiUrl;
      const testMode = resolveTestMode(href, local, Date.now());
      const hybridApp = detectHybridApp(navigator.userAgent, href, sessionStore);

      // Language: URL, stored, brand default (spec §4). The default needs the API only when
      // neither of the first two decides.
      const urlOrStored = resolveLocale({ url: href, storage: local, defaultLocale: '__none__' });
      const hasChoice = urlNamesLocale(href) || Boolean(local?.getItem('lobby_locale'));
      const locale: Locale = hasChoice
        ? urlOrStored
        : normaliseLocale((await brandDefaultLocale(apiUrl, brand, doFetch)) ?? 'en');
      if (urlNamesLocale(href)) storeLocale(local, locale);

      const i18n: I18n = createI18n({ locale });
      // The language file, start-up's calls and the first screen's chunk go out together (the
      // router starts its first navigation when it is created, below); only the first render
      // waits for the language. One after the other they were three round trips before any
      // content.
      const languageLoad = loadLanguage(i18n, locale, {
        storageUrl,
        ts: brand.release,
        fetch: doFetch,
      }).then(
        () => false,
        () => true,
      );

      const theme = await chooseTheme(brand);
      const notifier = createNotifier();
      const navigation = {
        reload: () => window.location.reload(),
        goToRoot: () => window.location.assign(ROOT_PATH),
        goHome: () => window.location.assign(HOME_PATH),
      };
      const translate = (key: string, fallback: string) =>
        i18n.t(`site:sdk.${key}`, { defaultValue: fallback });
      const namespace = brand.namespace ?? `lobby_${brand.id.replace(/[^A-Za-z0-9]/g, '')}`;
      // The idle logout (2 h without a member action) signs out on the server too, then goes home.
      const idle: { logout?: () => Promise<unknown> } = {};
      const session: Session = createSession({
        namespace,
        notify: notifier,
        navigation,
        translate,
        ...logging,
        onIdle: async (current) => {
          await idle.logout?.().catch(() => undefined);
          current.signOut();
          navigation.goHome();
        },
      });
      const baseQuery = createBaseQuery({
        baseUrl: apiUrl,
        storageUrl,
        brand: brand.id,
        getLocale: () => i18n.language,
        session,
        notify: notifier,
        navigation,
        translate,
        fetch: doFetch,
        ...logging,
      });
      const store = createSiteStore({ baseQuery, session });
      idle.logout = () => store.dispatch(authApi.endpoints.logout.initiate(undefined)).unwrap();
      const mobile = window.matchMedia?.('(max-width: 1023px)').matches ?? true;
      const boot = createBoot({ store, session, mobile });
      const scripts = createScriptInjector({
        document,
        createObjectURL: (blob) => URL.createObjectURL(blob),
      });
      // The logo is probed as soon as the permissions answer holds it, during start-up, so the
      // chrome's first render can already show it (and no reader probes it on its own).
      const logo = createImageGate();
      const selectPermissions = configApi.endpoints.permissions.select();
      const stopLogo = store.subscribe(() =>
        logo.offer(selectPermissions(store.getState()).data?.website.logo),
      );
      const askPort: AskPort = { current: undefined };
      const registry = screenRegistry(theme.variant, brand.firstScreen);

      const services: SiteServices = {
        brand,
        theme,
        session,
        store,
        i18n,
        locale,
        notifier,
        boot,
        scripts,
        logo,
        hybridApp,
        testMode,
        requireSignIn: () => store.dispatch(setSignInPromptOpen(true)),
        openLanguage: () => store.dispatch(setLanguageOpen(true)),
        chooseLanguage(key) {
          storeLocale(local, normaliseLocale(key));
          session.save();
          // A locale in the URL would win over the stored choice (spec §4 order): drop it.
          const next = new URL(window.location.href);
          for (const name of LOCALE_QUERY_PARAMS) next.searchParams.delete(name);
          setTimeout(() => window.location.replace(next.href), LANGUAGE_RELOAD_DELAY_MS);
        },
        askConfirm: (request) => askPort.current?.(request) ?? Promise.resolve(false),
        async logout() {
          const yes = await services.askConfirm({
            title: i18n.t('site:logout.title'),
            message: i18n.t('site:logout.message'),
            confirmLabel: i18n.t('site:logout.confirm'),
            cancelLabel: i18n.t('site:logout.cancel'),
            tone: 'danger',
          });
          if (!yes) return;
          const call = store.dispatch(authApi.endpoints.logout.initiate(undefined));
          await call.unwrap().catch(() => undefined);
          session.signOut();
          setFlash(sessionStore, i18n.t('site:logout.done'));
          window.location.assign(CLEAR_INFO_PATH);
        },
        onRegistered() {
          void boot.ensure().then((state) => scripts.fire(state.themeEntry?.val, 'regist'));
        },
        onDeposited(orderNo) {
          void boot
            .ensure()
            .then((state) => scripts.fire(state.themeEntry?.val, 'deposit', orderNo));
        },
      };
      session.startInactivityWatch();
      const balanceFeed = startSiteBalanceFeed({
        store,
        session,
        apiUrl,
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

      // Start-up runs in three tasks rather than one: what came before, the router (whose first
      // navigation sends start-up's calls) and the render. A phone's main thread is then never
      // held for long, and the calls leave as early as before.
      await yieldToMain();
      const router = createBrowserRouter(createRouteTable(services, registry, askPort));
      await yieldToMain();
      const languageFailed = await languageLoad;
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

      const root: Root = createRoot(container);
      // A transition: React renders the first screen in slices between which the browser
      // stays responsive (a plain render is one uninterrupted task).
      startTransition(() =>
        root.render(
          <StrictMode>
            <Provider store={store}>
              <I18nextProvider i18n={i18n}>
                <ThemeProvider theme={theme}>
                  <ToastProvider closeLabel={i18n.t('site:dialog.close')}>
                    <SiteProvider value={services}>
                      <ScreensProvider value={(name) => registry[name] !== undefined}>
                        <RouterProvider router={router} />
                      </ScreensProvider>
                    </SiteProvider>
                  </ToastProvider>
                </ThemeProvider>
              </I18nextProvider>
            </Provider>
          </StrictMode>,
        ),
      );

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
          stopLogo();
          session.dispose();
        },
      };
    },
  };
}
