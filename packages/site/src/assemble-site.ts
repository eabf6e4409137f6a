/**
 * The site's parts for one page, put together from where the page runs: the language, the
 * theme, the session, the store with its base query, start-up and the services the tree reads.
 * The browser's `mount` (`create-member-site.tsx`) and the server's first-screen render
 * (`server/render-first-screen.tsx`) both start here, so the picture the server draws is the one
 * the browser then draws over it.
 */
import { createBaseQuery, createSession, defaultCookies } from '@lobby/api-client';
import type { CookiePort, LoggerPort, Session } from '@lobby/api-client';
import { authApi } from '@lobby/api-client/auth';
import { configApi } from '@lobby/api-client/config';
import { API_PREFIX, BRAND_HEADER } from '@lobby/contract/core';
import { normaliseLocale } from '@lobby/domain/locale';
import type { Locale } from '@lobby/domain/locale';
import { CLEAR_INFO_PATH, HOME_PATH, ROOT_PATH } from '@lobby/domain/routes';
import {
  LOCALE_QUERY_PARAMS,
  LOCALE_STORAGE_KEY,
  createI18n,
  loadLanguage,
  resolveLocale,
  storeLocale,
  urlNamesLocale,
} from '@lobby/i18n/runtime';
import type { Theme } from '@lobby/tokens';
import type { i18n as I18n } from 'i18next';
import { LANGUAGE_RELOAD_DELAY_MS } from '@lobby/domain/constants';
import type { BrandConfig } from './brand.ts';
import { createBoot } from './boot/boot.ts';
import type { AskPort } from './layout/overlays.tsx';
import type { StepUpHostPort } from './layout/step-up-host.tsx';
import { previewTheme, savedThemeChoice } from './layout/theme-selector.tsx';
import { setFlash } from './platform/flash.ts';
import { localeKeeper } from './platform/locale-keeper.ts';
import { detectHybridApp } from './platform/hybrid-app.ts';
import { createNotifier } from './platform/notifier.ts';
import { siteSessionTransport } from './platform/session-transport.ts';
import { resolveTestMode } from './platform/test-mode.ts';
import { yieldToMain } from './platform/yield-to-main.ts';
import { screenRegistry } from './router/screens.tsx';
import type { ScreenLoader } from './router/screens.tsx';
import type { SiteServices } from './site-context.tsx';
import { setLanguageOpen, setSignInPromptOpen } from './store/site-slice.ts';
import { createSiteStore } from './store/store.ts';
import { createImageGate } from './theming/image-gate.ts';
import { createScriptInjector } from './theming/scripts.ts';
import type { ScriptHost } from './theming/scripts.ts';
import type { RouteName } from '@lobby/domain/routes';

/** Where a page runs: the browser's window, or the server drawing a guest's first screen. */
interface SiteEnvironment {
  /** The page's address. */
  readonly href: string;
  /** The page's origin: the API's and storage's unless the brand names others. */
  readonly origin: string;
  /** The device's storage (none on the server: a guest's choices are unknown there). */
  readonly local: Storage | undefined;
  readonly sessionStore: Storage | undefined;
  /** Every request of the site (start-up, the API, language files). */
  readonly fetch: typeof fetch;
  /** True on phones and tablets: start-up asks for the mobile theme entry. */
  readonly mobile: boolean;
  readonly userAgent: string;
  /** Where analytics scripts run; none on the server, which never runs them. */
  readonly scriptHost: ScriptHost | undefined;
  /**
   * Whether an image loads; default an off-page image load. The server, which loads none,
   * takes the backend's images as they are.
   */
  readonly probeImage?: (src: string) => Promise<boolean>;
  /** The session's cookies; default the document's (none on the server but the request's). */
  readonly cookies?: CookiePort;
  readonly logger?: LoggerPort;
}

/** A page's assembled site, before any routing or rendering. */
export interface AssembledSite {
  readonly services: SiteServices;
  /** The screens this theme's variant shows, by route. */
  readonly registry: Readonly<Partial<Record<RouteName, ScreenLoader>>>;
  /** The layout's dialog host fills this in; `askConfirm` goes through it. */
  readonly askPort: AskPort;
  /** Resolves when the language's texts are in: true when they failed to load. */
  readonly languageFailed: Promise<boolean>;
  /** Stops what assembly started (the logo's watch of the permissions answer). */
  dispose(): void;
}

/** The host of a page with no document: asked for one, it says so. */
const NO_SCRIPT_HOST: ScriptHost = {
  get document(): Document {
    throw new Error('Analytics scripts run only in a browser page');
  },
  createObjectURL() {
    throw new Error('Analytics scripts run only in a browser page');
  },
};

/** Picks the theme: the build's, or outside production the selector's saved choice. */
async function chooseTheme(brand: BrandConfig, local: Storage | undefined): Promise<Theme> {
  if (brand.production || !brand.themeChoices) return brand.theme;
  const name = savedThemeChoice(local, brand.themeChoices.names);
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
    const response = await doFetch(`${apiUrl.replace(/\/+$/, '')}${API_PREFIX}/language_list`, {
      headers: { accept: 'application/json', [BRAND_HEADER]: brand.id },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { defaultLang?: unknown };
    return typeof body.defaultLang === 'string' ? body.defaultLang : undefined;
  } catch {
    return undefined;
  }
}

/** The prefix of the site's keys in cookies and device storage (the session's token among them). */
export function siteNamespace(brand: BrandConfig): string {
  return brand.namespace ?? `lobby_${brand.id.replace(/[^A-Za-z0-9]/g, '')}`;
}

/** Assembles `brand`'s site for a page running in `env`. */
export async function assembleSite(
  brand: BrandConfig,
  env: SiteEnvironment,
): Promise<AssembledSite> {
  const { href, local, sessionStore, fetch: doFetch } = env;
  const logging = env.logger ? { logger: env.logger } : {};
  const apiUrl = brand.apiUrl ?? env.origin;
  const storageUrl = brand.storageUrl ?? apiUrl;
  const testMode = resolveTestMode(href, local, Date.now());
  const hybridApp = detectHybridApp(env.userAgent, href, sessionStore);

  // The session's cookies (the request's on a server), shared with the kept language.
  const cookies = env.cookies ?? defaultCookies();
  // Language: URL, stored, brand default (spec §4). The default needs the API only when
  // neither of the first two decides. The choice is kept in a cookie too, which is what the
  // server reads: a returning member's first screen is drawn in their language.
  const keptLocale = localeKeeper(local, cookies);
  const urlOrStored = resolveLocale({ url: href, storage: keptLocale, defaultLocale: '__none__' });
  const hasChoice = urlNamesLocale(href) || Boolean(keptLocale.getItem(LOCALE_STORAGE_KEY));
  const locale: Locale = hasChoice
    ? urlOrStored
    : normaliseLocale((await brandDefaultLocale(apiUrl, brand, doFetch)) ?? 'en');
  // Kept again on every visit with a choice: renews the cookie, and gives one to a choice
  // stored before the cookie existed.
  if (hasChoice) storeLocale(keptLocale, locale);

  const i18n: I18n = createI18n({ locale });
  // The language file, start-up's calls and the first screen's chunk go out together (the
  // router starts its first navigation when it is created); only the first render waits for
  // the language. One after the other they were three round trips before any content.
  const languageFailed = loadLanguage(i18n, locale, {
    storageUrl,
    ts: brand.release,
    fetch: doFetch,
  }).then(
    () => false,
    () => true,
  );

  // The texts and the store are each a good slice of start-up's work: a task apiece.
  await yieldToMain();
  const theme = await chooseTheme(brand, local);
  const notifier = createNotifier();
  // Read only when a member acts, in a browser.
  const navigation = {
    reload: () => window.location.reload(),
    goToRoot: () => window.location.assign(ROOT_PATH),
    goHome: () => window.location.assign(HOME_PATH),
  };
  const translate = (key: string, fallback: string) =>
    i18n.t(`site:sdk.${key}`, { defaultValue: fallback });
  const namespace = siteNamespace(brand);
  // The idle logout (2 h without a member action) signs out on the server too, then goes home.
  const idle: { logout?: () => Promise<unknown> } = {};
  const session: Session = createSession({
    namespace,
    transport: siteSessionTransport(apiUrl, env.origin),
    notify: notifier,
    navigation,
    translate,
    ...logging,
    cookies,
    onIdle: async (current) => {
      await idle.logout?.().catch(() => undefined);
      current.signOut();
      navigation.goHome();
    },
  });
  // Filled by the layout's step-up host; until it mounts a STEP_UP_REQUIRED just fails.
  const stepUpPort: StepUpHostPort = { current: undefined };
  const baseQuery = createBaseQuery({
    stepUp: (request) => stepUpPort.current?.(request) ?? Promise.resolve(false),
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
  const boot = createBoot({ store, session, mobile: env.mobile });
  const scripts = createScriptInjector(env.scriptHost ?? NO_SCRIPT_HOST);
  // The logo is probed as soon as the permissions answer holds it, during start-up, so the
  // chrome's first render can already show it (and no reader probes it on its own).
  const logo = createImageGate(env.probeImage);
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
    stepUpPort,
    boot,
    scripts,
    logo,
    hybridApp,
    testMode,
    requireSignIn: () => store.dispatch(setSignInPromptOpen(true)),
    openLanguage: () => store.dispatch(setLanguageOpen(true)),
    chooseLanguage(key) {
      storeLocale(keptLocale, normaliseLocale(key));
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
      void boot.ensure().then((state) => scripts.fire(state.themeEntry?.val, 'deposit', orderNo));
    },
  };
  return { services, registry, askPort, languageFailed, dispose: stopLogo };
}
