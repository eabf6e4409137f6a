/**
 * Which screen each route shows, by route name: the typed registry the route table and the
 * guards read. A route of spec §2 whose feature has not landed yet has no entry here, and the
 * guards send it home instead of showing a placeholder. Variant screens (home, sign-in, my
 * page) come from the typed variant map below.
 */
import type { RouteName } from '@lobby/domain/routes';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useSite } from '../site-context.tsx';
import type { ScreenVariant } from '../variants.ts';
import { useLanguageName, useSiteLogo } from './screen-hooks.ts';

/** Loads a route's screen component (one lazy chunk per feature). */
export type ScreenLoader = () => Promise<ComponentType>;

/** The screens that change with the screen variant. */
export interface VariantScreens {
  readonly home: ScreenLoader;
  readonly signIn: ScreenLoader;
  readonly myPage: ScreenLoader;
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

function useHomeProps() {
  const site = useSite();
  return useMemo(
    () => ({
      session: site.session,
      brandName: site.brand.name,
      onRequireSignIn: site.requireSignIn,
    }),
    [site],
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

const auth = () => import('@lobby/feature-auth');
const home = () => import('@lobby/feature-home');
const account = () => import('@lobby/feature-account');

type AuthModule = Awaited<ReturnType<typeof auth>>;
type HomeModule = Awaited<ReturnType<typeof home>>;
type AccountModule = Awaited<ReturnType<typeof account>>;

function authScreen(
  pick: (m: AuthModule) => ComponentType<ReturnType<typeof useAuthProps>>,
): ScreenLoader {
  return async () => {
    const Screen = pick(await auth());
    return function AuthRoute() {
      return <Screen {...useAuthProps()} />;
    };
  };
}

function homeScreen(
  pick: (m: HomeModule) => ComponentType<ReturnType<typeof useHomeProps>>,
): ScreenLoader {
  return async () => {
    const Screen = pick(await home());
    return function HomeRoute() {
      return <Screen {...useHomeProps()} />;
    };
  };
}

function accountScreen(
  pick: (m: AccountModule) => ComponentType<ReturnType<typeof useMyPageProps>>,
): ScreenLoader {
  return async () => {
    const Screen = pick(await account());
    return function AccountRoute() {
      return <Screen {...useMyPageProps()} />;
    };
  };
}

/** The variant map: each screen family's home, sign-in and my page. */
export const variantScreens: Readonly<Record<ScreenVariant, VariantScreens>> = {
  DIAMOND: {
    home: homeScreen((m) => m.DiamondHome),
    signIn: authScreen((m) => m.DiamondSignIn),
    myPage: accountScreen((m) => m.DiamondMyPage),
  },
  RETRO: {
    home: homeScreen((m) => m.RetroHome),
    signIn: authScreen((m) => m.RetroSignIn),
    myPage: accountScreen((m) => m.RetroMyPage),
  },
  LITE: {
    home: homeScreen((m) => m.LiteHome),
    signIn: authScreen((m) => m.LiteSignIn),
    myPage: accountScreen((m) => m.LiteMyPage),
  },
};

/** Every route with a screen in this build, for one screen variant. */
export function screenRegistry(
  variant: ScreenVariant,
): Readonly<Partial<Record<RouteName, ScreenLoader>>> {
  const v = variantScreens[variant];
  return {
    HOME_PAGE: v.home,
    SIGN_IN: v.signIn,
    MY_PAGE: v.myPage,
    INVITE_SIGNUP: authScreen((m) => m.InviteSignupScreen),
    RETRIEVE: authScreen((m) => m.RetrieveScreen),
    CONTACT_PAGE: async () => {
      const { ContactScreen } = await home();
      return function ContactRoute() {
        const site = useSite();
        return <ContactScreen session={site.session} brandName={site.brand.name} />;
      };
    },
    MAINTAIN: async () => (await import('../pages/maintenance-page.tsx')).MaintenancePage,
    AREA_FORBIDDEN: async () =>
      (await import('../pages/area-forbidden-page.tsx')).AreaForbiddenPage,
  };
}
