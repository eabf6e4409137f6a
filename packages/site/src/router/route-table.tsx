/**
 * The route table: every path of spec §2 under the layout route, whose loader runs start-up on
 * the first navigation and the guards on every navigation; the redirect and clear-info paths;
 * and a catch-all that the guards send home. Screens load as lazy chunks with the 120 s timeout.
 */
import { memberApi } from '@lobby/api-client/member';
import {
  CLEAR_INFO_PATH,
  HOME_PATH,
  REDIRECT_PATH,
  REDIRECT_TARGET_PARAM,
  isInviteSignupTarget,
  routes,
  safeRedirectTarget,
} from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { redirect } from 'react-router-dom';
import type { AskPort } from '../layout/overlays.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { RouteError } from '../pages/route-error.tsx';
import { Splash } from '../pages/splash.tsx';
import type { SiteServices } from '../site-context.tsx';
import { setBootFailure } from '../store/site-slice.ts';
import { decideNavigation } from './guards.ts';
import { withChunkTimeout } from './lazy-chunk.ts';
import { screenPrefetch } from './screens.tsx';
import type { ScreenLoader } from './screens.tsx';

/** The unique paths of spec §2 (several names share one), with the names that use each. */
function uniquePaths(): Map<string, RouteName[]> {
  const byPath = new Map<string, RouteName[]>();
  for (const [name, def] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    if (name === 'TABS') continue;
    const names = byPath.get(def.path) ?? [];
    names.push(name);
    byPath.set(def.path, names);
  }
  return byPath;
}

function isSessionRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

/** Builds the route table over a site's services and its screen registry. */
export function createRouteTable(
  services: SiteServices,
  registry: Readonly<Partial<Record<RouteName, ScreenLoader>>>,
  askPort: AskPort,
): RouteObject[] {
  const hasScreen = (name: RouteName) => registry[name] !== undefined;

  const guard = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    let boot;
    try {
      boot = await services.boot.ensure();
    } catch {
      services.boot.reset();
      services.store.dispatch(setBootFailure('start'));
      return null;
    }
    const access = await services.boot.access();
    const decision = decideNavigation(url.pathname, {
      maintenance: access === 'maintenance',
      blocked: access === 'blocked',
      signedIn: services.session.isSignedIn(),
      forceLogin: boot.themeEntry?.force_login === 1,
      hasScreen,
    });
    if (decision.kind === 'redirect') return redirect(decision.to);
    // A blocked visitor's profile answers 451 too: the blocked page needs none.
    if (access !== 'blocked' && services.session.isSignedIn() && !services.session.getUserInfo()) {
      const action = memberApi.endpoints.profile.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      });
      try {
        await services.store.dispatch(action).unwrap();
      } catch (error) {
        // A refused session runs the SDK's 401/403 policy (its own dialog); anything else offers Re-Login / Refresh.
        if (!isSessionRefusal(error)) services.store.dispatch(setBootFailure('member'));
      }
    }
    return null;
  };

  const children: RouteObject[] = [];
  for (const [path, names] of uniquePaths()) {
    const name = names.find(hasScreen);
    const load = name ? registry[name] : undefined;
    const prefetch = names.map((n) => screenPrefetch[n]).find((p) => p !== undefined);
    children.push({
      path,
      ErrorBoundary: RouteError,
      // Runs beside the layout's guard (a data router runs a match's loaders together): the
      // screen's calls leave once maintenance is known, not after the guard and the chunk.
      ...(prefetch
        ? {
            loader: ({ params }: LoaderFunctionArgs) => {
              void services.boot.open().then((open) => {
                if (open) prefetch(services.store, params);
              });
              return null;
            },
          }
        : {}),
      lazy: load
        ? async () => ({ Component: (await withChunkTimeout(load())) as ComponentType })
        : // The guards send a route without a screen home before this renders.
          async () => ({ Component: () => null }),
    });
  }
  children.push(
    {
      path: REDIRECT_PATH,
      loader: ({ request }) => {
        const target = new URL(request.url).searchParams.get(REDIRECT_TARGET_PARAM);
        // An invite sign-up is for a new member: whoever is signed in here is signed out first.
        if (isInviteSignupTarget(target)) services.session.signOut();
        return redirect(safeRedirectTarget(target));
      },
      Component: () => null,
    },
    {
      path: CLEAR_INFO_PATH,
      loader: () => {
        services.session.signOut();
        window.location.replace(HOME_PATH);
        // The page is being replaced; this navigation never needs to finish.
        return new Promise<null>(() => {});
      },
      Component: () => null,
    },
    { path: '*', Component: () => null },
  );

  return [
    {
      id: 'root',
      path: '/',
      loader: guard,
      shouldRevalidate: () => true,
      element: <AppLayout askPort={askPort} />,
      HydrateFallback: Splash,
      ErrorBoundary: RouteError,
      children,
    },
  ];
}
