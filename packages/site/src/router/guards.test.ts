import { getHref, routeNames, routes } from '@lobby/domain/routes';
import type { RouteName } from '@lobby/domain/routes';
import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guards.ts';
import type { GuardState } from './guards.ts';

const guest: GuardState = {
  maintenance: false,
  blocked: false,
  signedIn: false,
  forceLogin: false,
  hasScreen: () => true,
};
const member: GuardState = { ...guest, signedIn: true };

describe('decideNavigation', () => {
  it('sends the root, /tabs and unknown paths home', () => {
    expect(decideNavigation('/', guest)).toEqual({
      kind: 'redirect',
      to: '/tabs/home',
      reason: 'root',
    });
    expect(decideNavigation('/tabs', guest)).toMatchObject({ to: '/tabs/home', reason: 'root' });
    expect(decideNavigation('/tabs/', guest)).toMatchObject({ to: '/tabs/home', reason: 'root' });
    expect(decideNavigation('/nope/nothing', guest)).toMatchObject({
      to: '/tabs/home',
      reason: 'unmatched',
    });
    expect(decideNavigation('/games/%E0%A4%A', guest)).toMatchObject({ reason: 'unmatched' });
  });

  it('puts maintenance first: every route goes to MAINTAIN', () => {
    const state = { ...member, maintenance: true };
    for (const name of ['HOME_PAGE', 'SIGN_IN', 'WALLET_INDEX', 'AREA_FORBIDDEN'] as const) {
      expect(decideNavigation(getHref(name), state)).toEqual({
        kind: 'redirect',
        to: '/under_maintenance',
        reason: 'maintenance',
      });
    }
    expect(decideNavigation('/', state)).toMatchObject({ to: '/under_maintenance' });
    expect(decideNavigation('/redirect', state)).toMatchObject({ to: '/under_maintenance' });
    expect(decideNavigation('/under_maintenance', state)).toEqual({
      kind: 'allow',
      name: 'MAINTAIN',
    });
  });

  it('puts a blocked region before everything: every route goes to AREA_FORBIDDEN', () => {
    const state = { ...member, blocked: true, maintenance: true, forceLogin: true };
    for (const path of ['/', '/tabs/home', '/sign_in', '/under_maintenance', '/redirect', '/x/y'])
      expect(decideNavigation(path, state), path).toEqual({
        kind: 'redirect',
        to: '/area_forbidden',
        reason: 'blocked',
      });
    expect(decideNavigation('/area_forbidden', state)).toEqual({
      kind: 'allow',
      name: 'AREA_FORBIDDEN',
    });
  });

  it('sends visitors away from AREA_FORBIDDEN once they are not blocked', () => {
    expect(decideNavigation('/area_forbidden', guest)).toEqual({
      kind: 'redirect',
      to: '/tabs/home',
      reason: 'not-blocked',
    });
  });

  it('sends visitors away from MAINTAIN when there is no maintenance', () => {
    expect(decideNavigation('/under_maintenance', guest)).toMatchObject({
      to: '/tabs/home',
      reason: 'not-in-maintenance',
    });
  });

  it('sends a signed-in member away from sign-in, retrieval and invite sign-up', () => {
    expect(decideNavigation('/sign_in', member)).toMatchObject({
      to: '/tabs/home',
      reason: 'signed-in',
    });
    expect(decideNavigation('/retrieve', member)).toMatchObject({ reason: 'signed-in' });
    expect(decideNavigation('/invite_signup/123456', member)).toMatchObject({
      reason: 'signed-in',
    });
    expect(decideNavigation('/sign_in', guest)).toEqual({ kind: 'allow', name: 'SIGN_IN' });
  });

  it('sends a guest home from every login-required route and lets a member in', () => {
    const protectedNames =
      routeNames && (Object.keys(routes) as RouteName[]).filter((n) => routes[n].auth);
    expect(protectedNames.length).toBeGreaterThan(10);
    for (const name of protectedNames) {
      const path = routes[name].path;
      expect(decideNavigation(path, guest)).toMatchObject({
        to: '/tabs/home',
        reason: 'login-required',
      });
      expect(decideNavigation(path, member).kind).toBe('allow');
    }
  });

  it('sends a guest to SIGN_IN everywhere under force-login, except the ways in', () => {
    const state = { ...guest, forceLogin: true };
    expect(decideNavigation('/tabs/home', state)).toEqual({
      kind: 'redirect',
      to: '/sign_in',
      reason: 'force-login',
    });
    expect(decideNavigation('/wallet/index', state)).toMatchObject({ reason: 'force-login' });
    for (const path of ['/sign_in', '/retrieve', '/invite_signup/123456']) {
      expect(decideNavigation(path, state).kind).toBe('allow');
    }
    expect(decideNavigation('/tabs/home', { ...member, forceLogin: true }).kind).toBe('allow');
  });

  it('sends a route whose screen has not landed home instead of a placeholder', () => {
    const state = { ...member, hasScreen: (n: RouteName) => n !== 'VIP_DETAIL' };
    expect(decideNavigation('/vip', state)).toMatchObject({
      to: '/tabs/home',
      reason: 'no-screen',
    });
    expect(decideNavigation('/tabs/my', state)).toEqual({ kind: 'allow', name: 'MY_PAGE' });
  });

  it('lets the site handle the redirect and clear-info paths itself', () => {
    expect(decideNavigation('/redirect?target=/tabs/my', guest)).toEqual({
      kind: 'allow',
      name: 'SPECIAL',
    });
    expect(decideNavigation('/clearinfo', member)).toEqual({ kind: 'allow', name: 'SPECIAL' });
  });
});
