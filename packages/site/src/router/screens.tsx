/**
 * Which screen each route shows, by route name: the typed registry the route table and the
 * guards read. A route of spec §2 whose feature has not landed yet has no entry here, and the
 * guards send it home instead of showing a placeholder. Variant screens (home, sign-in, my
 * page, provider list, add bank card) come from the typed variant map below.
 */
import { useSessionSnapshot } from '@lobby/api-client/react';
import { prefetchProviderList } from '@lobby/feature-games/prefetch';
import { prefetchLobby } from '@lobby/feature-home/prefetch';
import { getHref } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import type { VariantName } from '@lobby/tokens';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Params } from 'react-router-dom';
import type { FirstScreen } from '../brand.ts';
import { useSite } from '../site-context.tsx';
import type { SiteStore } from '../store/store.ts';
import { HomeShelves } from './home-shelves.tsx';
import { useLanguageName, useSiteLogo } from './screen-hooks.ts';

/** Loads a route's screen component (one lazy chunk per feature). */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * Calls a route's screen makes that need nothing from start-up: the route table starts them as
 * soon as start-up knows the brand is open, beside start-up's own calls, so the screen's first
 * render finds its data (and the server's drawing of it holds it). The home is the first screen
 * most visits see; a provider list is where a link to a game type leads.
 */
export const screenPrefetch: Readonly<
  Partial<Record<RouteName, (store: SiteStore, params: Readonly<Params>) => void>>
> = {
  HOME_PAGE: (store) => prefetchLobby(store.dispatch),
  PROVIDER_LIST: (store, params) => prefetchProviderList(store.dispatch, params['gameType']),
};

/** The screens that change with the screen variant. */
interface VariantScreens {
  readonly home: ScreenLoader;
  readonly signIn: ScreenLoader;
  readonly myPage: ScreenLoader;
  readonly providerList: ScreenLoader;
  readonly addBankCard: ScreenLoader;
}

function useAuthProps() {
  const site = useSite();
  const logoSrc = useSiteLogo();
  return useMemo(
    () => ({
      session: site.session,
      brandName: site.brand.name,
      logoSrc,
      onRegistered: site.onRegistered,
    }),
    [site, logoSrc],
  );
}

/**
 * What the home screens take. A signed-in member's home also gets the games feature's
 * favourites and recently-played shelves; a guest's gets none, so the games chunk is never
 * asked for on a guest's first screen.
 */
function useHomeProps() {
  const site = useSite();
  const logoSrc = useSiteLogo();
  const signedIn = useSessionSnapshot(site.session).signedIn;
  return useMemo(
    () => ({
      session: site.session,
      brandName: site.brand.name,
      onRequireSignIn: site.requireSignIn,
      shelves: signedIn ? (
        <HomeShelves
          session={site.session}
          brandName={site.brand.name}
          onRequireSignIn={site.requireSignIn}
          {...(logoSrc ? { logoSrc } : {})}
        />
      ) : undefined,
    }),
    [site, signedIn, logoSrc],
  );
}

function useMyPageProps() {
  const site = useSite();
  const languageName = useLanguageName();
  return useMemo(
    () => ({
      session: site.session,
      brandName: site.brand.name,
      onLogout: () => void site.logout(),
      onRequireSignIn: site.requireSignIn,
      onOpenLanguage: site.openLanguage,
      languageName,
    }),
    [site, languageName],
  );
}

/**
 * What every member-area screen (wallet, payments, games, promotions, programmes, KYC…) takes: the session, the brand's
 * name and logo (the fallback of a failed game image), the sign-in question, and a back
 * action that goes back in the site's history, or home when the screen was opened directly.
 */
function useAreaProps() {
  const site = useSite();
  const logoSrc = useSiteLogo();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      session: site.session,
      brandName: site.brand.name,
      onRequireSignIn: site.requireSignIn,
      onBack: () => {
        // react-router keeps the entry's index in history.state: 0 means nothing to go back to.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) void navigate(-1);
        else void navigate(getHref('HOME_PAGE'));
      },
      ...(logoSrc ? { logoSrc } : {}),
    }),
    [site, logoSrc, navigate],
  );
}

/** The member-area props and the language dialog (the settings list offers the language). */
function useSettingsProps() {
  const area = useAreaProps();
  const { openLanguage } = useSite();
  return useMemo(() => ({ ...area, onOpenLanguage: openLanguage }), [area, openLanguage]);
}

/** The member-area props and the deposit analytics event (the deposit screen reports one). */
function usePaymentsProps() {
  const area = useAreaProps();
  const { onDeposited } = useSite();
  return useMemo(() => ({ ...area, onDeposited }), [area, onDeposited]);
}

/**
 * A lazy route screen: loads its feature's chunk, picks the component and mounts it with the
 * props the site's hook gives. One helper for every feature, so a route is one line.
 */
function lazyScreen<Module, Props extends object>(
  load: () => Promise<Module>,
  useProps: () => Props,
  pick: (m: Module) => ComponentType<Props>,
): ScreenLoader {
  return async () => {
    const Screen = pick(await load());
    function RouteScreen() {
      return <Screen {...useProps()} />;
    }
    // Named after the screen it shows, for React's dev tools and the variant tests.
    RouteScreen.displayName = Screen.displayName ?? Screen.name;
    return RouteScreen;
  };
}

const auth = () => import('@lobby/feature-auth');
const wallet = () => import('@lobby/feature-wallet');
const payments = () => import('@lobby/feature-payments');
const games = () => import('@lobby/feature-games');
const support = () => import('@lobby/feature-support');
const settings = () => import('@lobby/feature-settings');
const promotions = () => import('@lobby/feature-promotions');
const programmes = () => import('@lobby/feature-programmes');
const kyc = () => import('@lobby/feature-kyc');

type AuthModule = Awaited<ReturnType<typeof auth>>;
type WalletModule = Awaited<ReturnType<typeof wallet>>;
type PaymentsModule = Awaited<ReturnType<typeof payments>>;
type GamesModule = Awaited<ReturnType<typeof games>>;
type SupportModule = Awaited<ReturnType<typeof support>>;
type SettingsModule = Awaited<ReturnType<typeof settings>>;
type PromotionsModule = Awaited<ReturnType<typeof promotions>>;
type ProgrammesModule = Awaited<ReturnType<typeof programmes>>;
type AreaProps = ReturnType<typeof useAreaProps>;

/**
 * The variant screens' helpers take the layout's own loader: each variant's layout is a subpath
 * of its feature (`@lobby/feature-home/variants/pro-sleek` …), so a route's chunk holds its
 * variant's layout and what it shares with the others, never all six layouts.
 */
const authScreen = <M,>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<ReturnType<typeof useAuthProps>>,
) => lazyScreen(load, useAuthProps, pick);
const homeScreen = <M,>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<ReturnType<typeof useHomeProps>>,
) => lazyScreen(load, useHomeProps, pick);
const myPageScreen = <M,>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<ReturnType<typeof useMyPageProps>>,
) => lazyScreen(load, useMyPageProps, pick);
const providerListScreen = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType<AreaProps>) =>
  lazyScreen(load, useAreaProps, pick);
const addBankCardScreen = <M,>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<ReturnType<typeof usePaymentsProps>>,
) => lazyScreen(load, usePaymentsProps, pick);
const authFeatureScreen = (
  pick: (m: AuthModule) => ComponentType<ReturnType<typeof useAuthProps>>,
) => lazyScreen(auth, useAuthProps, pick);
const walletScreen = (pick: (m: WalletModule) => ComponentType<AreaProps>) =>
  lazyScreen(wallet, useAreaProps, pick);
const paymentsScreen = (
  pick: (m: PaymentsModule) => ComponentType<ReturnType<typeof usePaymentsProps>>,
) => lazyScreen(payments, usePaymentsProps, pick);
const gamesScreen = (pick: (m: GamesModule) => ComponentType<AreaProps>) =>
  lazyScreen(games, useAreaProps, pick);
const supportScreen = (pick: (m: SupportModule) => ComponentType<AreaProps>) =>
  lazyScreen(support, useAreaProps, pick);
const settingsScreen = (
  pick: (m: SettingsModule) => ComponentType<ReturnType<typeof useSettingsProps>>,
) => lazyScreen(settings, useSettingsProps, pick);

const promotionsScreen = (pick: (m: PromotionsModule) => ComponentType<AreaProps>) =>
  lazyScreen(promotions, useAreaProps, pick);
const programmesScreen = (pick: (m: ProgrammesModule) => ComponentType<AreaProps>) =>
  lazyScreen(programmes, useAreaProps, pick);

/**
 * The variant map: each visual variant of the tokens has its own home, sign-in, my page,
 * provider list and add-bank-card layout, picked by the theme's variant (never by brand).
 */
export const variantScreens: Readonly<Record<VariantName, VariantScreens>> = {
  DIAMOND: {
    home: homeScreen(
      () => import('@lobby/feature-home/variants/diamond'),
      (m) => m.Home,
    ),
    signIn: authScreen(
      () => import('@lobby/feature-auth/variants/diamond'),
      (m) => m.DiamondSignIn,
    ),
    myPage: myPageScreen(
      () => import('@lobby/feature-account/variants/diamond'),
      (m) => m.DiamondMyPage,
    ),
    providerList: providerListScreen(
      () => import('@lobby/feature-games/variants/diamond'),
      (m) => m.DiamondProviderList,
    ),
    addBankCard: addBankCardScreen(
      () => import('@lobby/feature-payments/variants/diamond'),
      (m) => m.DiamondAddBankCard,
    ),
  },
  RETRO: {
    home: homeScreen(
      () => import('@lobby/feature-home/variants/retro'),
      (m) => m.Home,
    ),
    signIn: authScreen(
      () => import('@lobby/feature-auth/variants/retro'),
      (m) => m.RetroSignIn,
    ),
    myPage: myPageScreen(
      () => import('@lobby/feature-account/variants/retro'),
      (m) => m.RetroMyPage,
    ),
    providerList: providerListScreen(
      () => import('@lobby/feature-games/variants/retro'),
      (m) => m.RetroProviderList,
    ),
    addBankCard: addBankCardScreen(
      () => import('@lobby/feature-payments/variants/retro'),
      (m) => m.RetroAddBankCard,
    ),
  },
  LITE: {
    home: homeScreen(
      () => import('@lobby/feature-home/variants/lite'),
      (m) => m.Home,
    ),
    signIn: authScreen(
      () => import('@lobby/feature-auth/variants/lite'),
      (m) => m.LiteSignIn,
    ),
    myPage: myPageScreen(
      () => import('@lobby/feature-account/variants/lite'),
      (m) => m.LiteMyPage,
    ),
    providerList: providerListScreen(
      () => import('@lobby/feature-games/variants/lite'),
      (m) => m.LiteProviderList,
    ),
    addBankCard: addBankCardScreen(
      () => import('@lobby/feature-payments/variants/lite'),
      (m) => m.LiteAddBankCard,
    ),
  },
  CLASSY: {
    home: homeScreen(
      () => import('@lobby/feature-home/variants/classy'),
      (m) => m.Home,
    ),
    signIn: authScreen(
      () => import('@lobby/feature-auth/variants/classy'),
      (m) => m.ClassySignIn,
    ),
    myPage: myPageScreen(
      () => import('@lobby/feature-account/variants/classy'),
      (m) => m.ClassyMyPage,
    ),
    providerList: providerListScreen(
      () => import('@lobby/feature-games/variants/classy'),
      (m) => m.ClassyProviderList,
    ),
    addBankCard: addBankCardScreen(
      () => import('@lobby/feature-payments/variants/classy'),
      (m) => m.ClassyAddBankCard,
    ),
  },
  'SOFT-SLEEK': {
    home: homeScreen(
      () => import('@lobby/feature-home/variants/soft-sleek'),
      (m) => m.Home,
    ),
    signIn: authScreen(
      () => import('@lobby/feature-auth/variants/soft-sleek'),
      (m) => m.SoftSleekSignIn,
    ),
    myPage: myPageScreen(
      () => import('@lobby/feature-account/variants/soft-sleek'),
      (m) => m.SoftSleekMyPage,
    ),
    providerList: providerListScreen(
      () => import('@lobby/feature-games/variants/soft-sleek'),
      (m) => m.SoftSleekProviderList,
    ),
    addBankCard: addBankCardScreen(
      () => import('@lobby/feature-payments/variants/soft-sleek'),
      (m) => m.SoftSleekAddBankCard,
    ),
  },
  'PRO-SLEEK': {
    home: homeScreen(
      () => import('@lobby/feature-home/variants/pro-sleek'),
      (m) => m.Home,
    ),
    signIn: authScreen(
      () => import('@lobby/feature-auth/variants/pro-sleek'),
      (m) => m.ProSleekSignIn,
    ),
    myPage: myPageScreen(
      () => import('@lobby/feature-account/variants/pro-sleek'),
      (m) => m.ProSleekMyPage,
    ),
    providerList: providerListScreen(
      () => import('@lobby/feature-games/variants/pro-sleek'),
      (m) => m.ProSleekProviderList,
    ),
    addBankCard: addBankCardScreen(
      () => import('@lobby/feature-payments/variants/pro-sleek'),
      (m) => m.ProSleekAddBankCard,
    ),
  },
};

/**
 * Every route with a screen in this build, for one screen variant. A home layout the shell
 * bundled with start-up (`firstScreen`) serves the home when it is this variant's: the route
 * then imports nothing.
 */
export function screenRegistry(
  variant: VariantName,
  firstScreen?: FirstScreen,
): Readonly<Partial<Record<RouteName, ScreenLoader>>> {
  const v = variantScreens[variant];
  const home = firstScreen?.variant === variant ? firstScreen.home : undefined;
  return {
    HOME_PAGE: home
      ? homeScreen(
          async () => home,
          (layout) => layout,
        )
      : v.home,
    SIGN_IN: v.signIn,
    MY_PAGE: v.myPage,
    PROVIDER_LIST: v.providerList,
    GAME_INDEX: v.providerList,
    ADD_BANK_CARD: v.addBankCard,
    GAME_LIST: gamesScreen((m) => m.GameListScreen),
    BET_RECORD: gamesScreen((m) => m.BetRecordsScreen),
    WALLET_INDEX: walletScreen((m) => m.WalletScreen),
    WALLET_MAIN: walletScreen((m) => m.WalletScreen),
    MEMBER_TRANSFER: walletScreen((m) => m.TransferScreen),
    TRANSACTION_PAGE: walletScreen((m) => m.TransactionsScreen),
    DEPOSIT_INDEX: paymentsScreen((m) => m.DepositScreen),
    DEPOSIT_GATEWAY: paymentsScreen((m) => m.DepositScreen),
    WITHDRAW_INDEX: paymentsScreen((m) => m.WithdrawScreen),
    WITHDRAW_MAIN: paymentsScreen((m) => m.WithdrawScreen),
    WITHDRAW_PAGE: paymentsScreen((m) => m.WithdrawScreen),
    BANK_CARD_LIST: paymentsScreen((m) => m.BankCardListScreen),
    INVITE_SIGNUP: authFeatureScreen((m) => m.InviteSignupScreen),
    RETRIEVE: authFeatureScreen((m) => m.RetrieveScreen),
    // The contact page's own subpath: the home entry would bring the home's shared parts along.
    CONTACT_PAGE: lazyScreen(
      () => import('@lobby/feature-home/contact'),
      useAreaProps,
      (m) => m.ContactScreen,
    ),
    MESSAGE_INDEX: supportScreen((m) => m.MessagesScreen),
    MESSAGE_MAIN: supportScreen((m) => m.MessagesScreen),
    HELP_LIST: supportScreen((m) => m.HelpListScreen),
    HELP_DETAIL: supportScreen((m) => m.HelpDetailScreen),
    SUPERVISE: supportScreen((m) => m.SuperviseScreen),
    LICENSE: supportScreen((m) => m.LicenseScreen),
    ABOUT_US: supportScreen((m) => m.AboutUsScreen),
    SETTING_INDEX: settingsScreen((m) => m.SettingsScreen),
    SETTING_INFO: settingsScreen((m) => m.ProfileSettingsScreen),
    USER_INFO_SETTING: settingsScreen((m) => m.ProfileSettingsScreen),
    SETTING_NAME: settingsScreen((m) => m.NameSettingsScreen),
    SETTING_EMAIL: settingsScreen((m) => m.EmailSettingsScreen),
    SETTING_MOBILE: settingsScreen((m) => m.MobileSettingsScreen),
    SETTING_SAFER_PLAY: settingsScreen((m) => m.SaferPlayScreen),
    SETTING_DEVICES: settingsScreen((m) => m.DevicesScreen),
    SETTING_TWO_FACTOR: settingsScreen((m) => m.TwoFactorScreen),
    SETTING_PASSKEYS: settingsScreen((m) => m.PasskeysScreen),
    PASSWORD_SETTING: settingsScreen((m) => m.PasswordSettingsScreen),
    PROMOTION_PAGE: promotionsScreen((m) => m.PromotionsScreen),
    PROMOTION_DETAIL: promotionsScreen((m) => m.PromotionDetailScreen),
    MY_PROMOTION: promotionsScreen((m) => m.MyPromotionsScreen),
    APPLY_RED_PACKET: promotionsScreen((m) => m.RedPacketsScreen),
    MISSIONS: promotionsScreen((m) => m.MissionsScreen),
    VIP_DETAIL: programmesScreen((m) => m.VipScreen),
    REFERRAL: programmesScreen((m) => m.ReferralScreen),
    REFERRAL_FRIENDS: programmesScreen((m) => m.ReferralFriendsScreen),
    REFERRAL_REWARDS: programmesScreen((m) => m.ReferralRewardsScreen),
    AGENT_INTRODUCTION: programmesScreen((m) => m.AffiliateIntroScreen),
    KYC_PAGE: lazyScreen(kyc, useAreaProps, (m) => m.KycScreen),
    MAINTAIN: async () => (await import('../pages/maintenance-page.tsx')).MaintenancePage,
    AREA_FORBIDDEN: async () =>
      (await import('../pages/area-forbidden-page.tsx')).AreaForbiddenPage,
  };
}
