/**
 * The navigation guards of spec §2, as one pure decision so their order is testable without a
 * browser: a blocked region first, then maintenance, then guest-only routes, then login-required routes and force
 * login, then routes whose screen has not landed yet.
 */
import {
  CLEAR_INFO_PATH,
  HOME_PATH,
  REDIRECT_PATH,
  ROOT_PATH,
  getHref,
  matchRoute,
  routes,
} from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';

/** What the guards know about the visitor and the site. */
export interface GuardState {
  /** Maintenance type 1 is in force. */
  readonly maintenance: boolean;
  /** The brand blocks the visitor's country (the API answered 451 `REGION_BLOCKED`). */
  readonly blocked: boolean;
  /** A session token is present. */
  readonly signedIn: boolean;
  /** The theme config's force-login switch is on. */
  readonly forceLogin: boolean;
  /** Whether a route's screen exists in this build (later work lands route by route). */
  readonly hasScreen: (name: RouteName) => boolean;
}

/** The guards' answer: go elsewhere, or show the route. */
export type GuardDecision =
  | { readonly kind: 'redirect'; readonly to: string; readonly reason: GuardReason }
  | { readonly kind: 'allow'; readonly name: RouteName | 'SPECIAL' };

/** Why a navigation was redirected (for tests and diagnostics). */
export type GuardReason =
  | 'root'
  | 'unmatched'
  | 'blocked'
  | 'not-blocked'
  | 'maintenance'
  | 'not-in-maintenance'
  | 'signed-in'
  | 'login-required'
  | 'force-login'
  | 'no-screen';

/**
 * Routes a guest may open while force-login is on: the ways to sign in and the maintenance
 * notice (the blocked page is decided before force-login: it is a blocked visitor's only page).
 */
const OPEN_UNDER_FORCE_LOGIN: ReadonlySet<RouteName> = new Set<RouteName>([
  'SIGN_IN',
  'INVITE_SIGNUP',
  'RETRIEVE',
  'MAINTAIN',
]);

/** The paths handled by the site itself rather than a screen (redirect, clear-info). */
export const SPECIAL_PATHS: readonly string[] = [REDIRECT_PATH, CLEAR_INFO_PATH];

/** Decides one navigation to `pathname` (query and hash ignored). */
export function decideNavigation(pathname: string, state: GuardState): GuardDecision {
  const path = pathname.split(/[?#]/, 1)[0] || ROOT_PATH;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // A blocked visitor sees the blocked page only (below: it is no page for anyone else).
  if (state.blocked)
    return matchRoute(trimmed)?.name === 'AREA_FORBIDDEN'
      ? { kind: 'allow', name: 'AREA_FORBIDDEN' }
      : { kind: 'redirect', to: getHref('AREA_FORBIDDEN'), reason: 'blocked' };
  if (SPECIAL_PATHS.includes(trimmed)) {
    if (state.maintenance)
      return { kind: 'redirect', to: getHref('MAINTAIN'), reason: 'maintenance' };
    return { kind: 'allow', name: 'SPECIAL' };
  }
  if (trimmed === ROOT_PATH || trimmed === routes.TABS.path) {
    return {
      kind: 'redirect',
      to: state.maintenance ? getHref('MAINTAIN') : HOME_PATH,
      reason: 'root',
    };
  }
  const match = matchRoute(trimmed);
  if (!match)
    return {
      kind: 'redirect',
      to: state.maintenance ? getHref('MAINTAIN') : HOME_PATH,
      reason: 'unmatched',
    };
  const { name } = match;
  if (state.maintenance && name !== 'MAINTAIN')
    return { kind: 'redirect', to: getHref('MAINTAIN'), reason: 'maintenance' };
  if (!state.maintenance && name === 'MAINTAIN')
    return { kind: 'redirect', to: HOME_PATH, reason: 'not-in-maintenance' };
  if (name === 'AREA_FORBIDDEN') return { kind: 'redirect', to: HOME_PATH, reason: 'not-blocked' };
  const route = routes[name];
  if (state.signedIn && 'guest' in route && route.guest)
    return { kind: 'redirect', to: HOME_PATH, reason: 'signed-in' };
  if (!state.signedIn && state.forceLogin && !OPEN_UNDER_FORCE_LOGIN.has(name)) {
    return { kind: 'redirect', to: getHref('SIGN_IN'), reason: 'force-login' };
  }
  if (!state.signedIn && route.auth)
    return { kind: 'redirect', to: HOME_PATH, reason: 'login-required' };
  if (!state.hasScreen(name)) return { kind: 'redirect', to: HOME_PATH, reason: 'no-screen' };
  return { kind: 'allow', name };
}
