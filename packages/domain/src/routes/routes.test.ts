import { describe, expect, expectTypeOf, it } from 'vitest';
import { BAD_TEXT, WRONG_TYPES } from '../testing/bad-input.ts';
import {
  CLEAR_INFO_PATH,
  getHref,
  HOME_PATH,
  isInviteSignupTarget,
  matchRoute,
  redirectHref,
  REDIRECT_PATH,
  routeNames,
  routes,
  safeRedirectTarget,
  type RouteName,
  type RouteParams,
} from './routes.ts';

const SPEC_NAMES =
  'SIGN_IN, INVITE_SIGNUP, RETRIEVE, TABS, AREA_FORBIDDEN, MAINTAIN, HOME_PAGE, CONTACT_PAGE, GAME_INDEX, GAME_LIST, PROVIDER_LIST, SETTING_INDEX, SETTING_INFO, USER_INFO_SETTING, PASSWORD_SETTING, WITHDRAW_INDEX, WITHDRAW_MAIN, WITHDRAW_PAGE, BANK_CARD_LIST, ADD_BANK_CARD, DEPOSIT_INDEX, DEPOSIT_GATEWAY, MESSAGE_INDEX, MESSAGE_MAIN, WALLET_INDEX, WALLET_MAIN, MY_PAGE, TRANSACTION_PAGE, KYC_PAGE, MEMBER_TRANSFER, PROMOTION_PAGE, PROMOTION_DETAIL, BET_RECORD, HELP_LIST, HELP_DETAIL, SUPERVISE, LICENSE, REFERRAL, AGENT_INTRODUCTION, VIP_DETAIL, MY_PROMOTION'.split(
    ', ',
  );

/** Lobby's own names for spec §2's "other screens", which the spec leaves without paths. */
const LOBBY_NAMES = [
  'SETTING_NAME',
  'SETTING_EMAIL',
  'SETTING_MOBILE',
  'SETTING_SAFER_PLAY',
  'SETTING_DEVICES',
  'SETTING_TWO_FACTOR',
  'SETTING_PASSKEYS',
  'REFERRAL_FRIENDS',
  'REFERRAL_REWARDS',
  'APPLY_RED_PACKET',
  'ABOUT_US',
  'MISSIONS',
];

describe('routes', () => {
  it('has exactly the route names of spec §2, and Lobby’s own for its other screens', () => {
    expect(Object.keys(routes).sort()).toEqual([...SPEC_NAMES, ...LOBBY_NAMES].sort());
    for (const name of [...SPEC_NAMES, ...LOBBY_NAMES])
      expect(routeNames[name as RouteName]).toBe(name);
  });

  it('marks the login-required routes of the spec table', () => {
    const authPaths = new Set(
      Object.values(routes)
        .filter((r) => r.auth)
        .map((r) => r.path),
    );
    expect([...authPaths].sort()).toEqual(
      [
        '/withdraw/index',
        '/withdraw/banklist',
        '/withdraw/add_bankcard',
        '/deposit/index',
        '/deposit/gateway',
        '/wallet/index',
        '/transaction',
        '/kyc',
        '/my_promotion/index',
        '/memberTransfer',
        '/betRecord',
        '/referral',
        // Lobby's own, each under a member-only screen.
        '/setting/info/name',
        '/setting/info/email',
        '/setting/info/mobile',
        '/setting/safer_play',
        '/setting/devices',
        '/setting/two_factor',
        '/setting/passkeys',
        '/referral/friends',
        '/referral/rewards',
        '/red_packet',
        '/missions',
      ].sort(),
    );
    expect(routes.MESSAGE_INDEX.auth).toBe(false);
  });

  it('marks sign-in, retrieval and invite sign-up as guest-only', () => {
    const guests = (Object.keys(routes) as RouteName[]).filter(
      (n) => 'guest' in routes[n] && routes[n].guest,
    );
    expect(guests.sort()).toEqual(['INVITE_SIGNUP', 'RETRIEVE', 'SIGN_IN']);
  });

  it('shares paths where the spec does', () => {
    expect(routes.WITHDRAW_MAIN.path).toBe(routes.WITHDRAW_INDEX.path);
    expect(routes.WITHDRAW_PAGE.path).toBe('/withdraw/index');
    expect(routes.USER_INFO_SETTING.path).toBe(routes.SETTING_INFO.path);
  });

  it('has the special paths', () => {
    expect(HOME_PATH).toBe('/tabs/home');
    expect(REDIRECT_PATH).toBe('/redirect');
    expect(CLEAR_INFO_PATH).toBe('/clearinfo');
  });
});

describe('getHref', () => {
  it('builds plain paths', () => {
    expect(getHref('SIGN_IN')).toBe('/sign_in');
    expect(getHref('WITHDRAW_PAGE')).toBe('/withdraw/index');
    expect(getHref('VIP_DETAIL', null, { id: 5 })).toBe('/vip?id=5');
    expect(getHref('HOME_PAGE', {})).toBe('/tabs/home');
  });

  it('fills and encodes params', () => {
    expect(getHref('INVITE_SIGNUP', { codeid: 'AB12' })).toBe('/invite_signup/AB12');
    expect(getHref('PROMOTION_DETAIL', { id: 7 })).toBe('/promotion/7');
    expect(getHref('GAME_LIST', { gameType: 'SlotMachine' })).toBe('/games/list/SlotMachine');
    expect(getHref('HELP_DETAIL', { id: 'a/b c?d#e' })).toBe('/help/list/a%2Fb%20c%3Fd%23e');
    expect(getHref('INVITE_SIGNUP', { codeid: BAD_TEXT.emoji })).toBe(
      `/invite_signup/${encodeURIComponent(BAD_TEXT.emoji)}`,
    );
    expect(getHref('INVITE_SIGNUP', { codeid: BAD_TEXT.fullWidth })).toBe(
      `/invite_signup/${encodeURIComponent(BAD_TEXT.fullWidth)}`,
    );
    expect(getHref('PROMOTION_DETAIL', { id: -0 })).toBe('/promotion/0');
    expect(getHref('PROMOTION_DETAIL', { id: 1e21 })).toBe('/promotion/1e%2B21');
    expect(getHref('PROMOTION_DETAIL', { id: BAD_TEXT.whitespace })).toBe(
      `/promotion/${encodeURIComponent(BAD_TEXT.whitespace)}`,
    );
  });

  it('appends the query, dropping empty values and repeating list keys', () => {
    expect(
      getHref('BET_RECORD', null, {
        type: 'Sport',
        page: 2,
        open: true,
        empty: '',
        none: null,
        u: undefined,
        ids: [1, 2],
        no: [],
      }),
    ).toBe('/betRecord?type=Sport&page=2&open=true&ids=1&ids=2');
    expect(getHref('BET_RECORD', undefined, { q: 'a&b=c', e: BAD_TEXT.emoji })).toBe(
      `/betRecord?q=a%26b%3Dc&e=${encodeURIComponent(BAD_TEXT.emoji)}`,
    );
    expect(getHref('BET_RECORD', null, { empty: '' })).toBe('/betRecord');
  });

  it('throws RangeError for a missing, empty or non-finite param, or an unknown name', () => {
    expect(() => getHref('INVITE_SIGNUP', { codeid: '' })).toThrow(RangeError);
    expect(() => getHref('PROMOTION_DETAIL', { id: Number.NaN })).toThrow(RangeError);
    expect(() => getHref('PROMOTION_DETAIL', { id: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => getHref('INVITE_SIGNUP', {} as never)).toThrow(RangeError);
    expect(() => getHref('INVITE_SIGNUP', null as never)).toThrow(RangeError);
    expect(() => getHref('INVITE_SIGNUP', { codeid: null } as never)).toThrow(RangeError);
    const untyped = getHref as (name: string) => string;
    expect(() => untyped('NOPE')).toThrow(RangeError);
    expect(() => untyped('toString')).toThrow(RangeError);
    expect(() => untyped('')).toThrow(RangeError);
  });

  it('types params from the path', () => {
    expectTypeOf<RouteParams<'INVITE_SIGNUP'>>().toEqualTypeOf<{ codeid: string | number }>();
    expectTypeOf<keyof RouteParams<'SIGN_IN'>>().toEqualTypeOf<never>();
    // @ts-expect-error INVITE_SIGNUP needs its codeid.
    expect(() => getHref('INVITE_SIGNUP')).toThrow(RangeError);
  });
});

describe('matchRoute', () => {
  it('matches paths to names and decodes params', () => {
    expect(matchRoute('/sign_in')).toEqual({ name: 'SIGN_IN', params: {} });
    expect(matchRoute('/invite_signup/A%2FB')).toEqual({
      name: 'INVITE_SIGNUP',
      params: { codeid: 'A/B' },
    });
    expect(matchRoute('/games/list/Sport')).toEqual({
      name: 'GAME_LIST',
      params: { gameType: 'Sport' },
    });
    expect(matchRoute('/games/Casino')).toEqual({
      name: 'PROVIDER_LIST',
      params: { gameType: 'Casino' },
    });
    expect(matchRoute('/help/list')).toEqual({ name: 'HELP_LIST', params: {} });
    expect(matchRoute('/help/list/3')).toEqual({ name: 'HELP_DETAIL', params: { id: '3' } });
    expect(matchRoute('/help/supervise')).toEqual({ name: 'SUPERVISE', params: {} });
  });
  it('answers the first-listed name of a shared path', () => {
    expect(matchRoute('/withdraw/index')?.name).toBe('WITHDRAW_INDEX');
    expect(matchRoute('/setting/info')?.name).toBe('SETTING_INFO');
  });
  it('ignores query, hash and a trailing slash', () => {
    expect(matchRoute('/vip?id=5#top')?.name).toBe('VIP_DETAIL');
    expect(matchRoute('/tabs/home/')?.name).toBe('HOME_PAGE');
  });
  it('round-trips with getHref for every route', () => {
    for (const name of Object.keys(routes) as RouteName[]) {
      const href = getHref(name, { codeid: 'x y', gameType: 'Sport', id: 9 } as never);
      const match = matchRoute(href);
      expect(match && routes[match.name].path).toBe(routes[name].path);
    }
  });
  it.each([
    '',
    '/',
    '/nope',
    'sign_in',
    '/sign_in/extra',
    '/tabs/home/x',
    BAD_TEXT.emoji,
    BAD_TEXT.whitespace,
    'https://evil.example/sign_in',
  ])('answers undefined for %j', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });
  it('answers undefined for bad percent-encoding and wrong types', () => {
    expect(matchRoute('/promotion/%E0%A4%A')).toBeUndefined();
    for (const v of WRONG_TYPES) expect(matchRoute(v as string)).toBeUndefined();
  });
});

describe('redirect helpers', () => {
  it('builds the redirect href', () => {
    expect(redirectHref('/invite_signup/AB')).toBe('/redirect?target=%2Finvite_signup%2FAB');
    expect(redirectHref(null as never)).toBe('/redirect?target=');
  });
  it('keeps only same-site targets', () => {
    expect(safeRedirectTarget('/wallet/index?x=1')).toBe('/wallet/index?x=1');
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil',
      '',
      BAD_TEXT.emoji,
      ...WRONG_TYPES,
    ]) {
      expect(safeRedirectTarget(bad)).toBe(HOME_PATH);
    }
  });
  it('recognises invite sign-up targets', () => {
    expect(isInviteSignupTarget('/invite_signup/AB12')).toBe(true);
    expect(isInviteSignupTarget('/invite_signup/AB12?x=1')).toBe(true);
    expect(isInviteSignupTarget('/sign_in')).toBe(false);
    expect(isInviteSignupTarget('//evil/invite_signup/x')).toBe(false);
    for (const v of WRONG_TYPES) expect(isInviteSignupTarget(v)).toBe(false);
  });
});
