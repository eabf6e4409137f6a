/**
 * The member site's routes (spec §2) as one typed map, so features link to each other by name
 * without importing the site, and the site builds its route table from the same entries.
 */
import { dropEmptyParams } from '../q/params.ts';

/** One route: its path pattern (`:name` segments are params) and its guard flags. */
export interface RouteDefinition {
  /** The path pattern, e.g. `/promotion/:id`. */
  readonly path: string;
  /** Login required (the spec's `*`): a guest is sent to sign in or home. */
  readonly auth: boolean;
  /** Guests only: a signed-in member is sent home (sign-in, retrieval, invite sign-up). */
  readonly guest?: boolean;
}

/**
 * Every route name of spec §2 with its path. Several names share a path, as in the spec:
 * - WITHDRAW_INDEX, WITHDRAW_MAIN and WITHDRAW_PAGE → `/withdraw/index`;
 * - WALLET_INDEX and WALLET_MAIN → `/wallet/index`; MESSAGE_INDEX and MESSAGE_MAIN →
 *   `/message/index`; SETTING_INFO and USER_INFO_SETTING → `/setting/info`;
 * - PROVIDER_LIST and GAME_INDEX → `/games/:gameType` (the spec has no `/games` page);
 * - HOME_PAGE, CONTACT_PAGE, PROMOTION_PAGE and MY_PAGE are the `/tabs` children.
 * DEPOSIT_GATEWAY is named but has no path in the spec: `/deposit/gateway` (login required).
 * Messages are not login-required (the spec does not mark them). When a path is shared,
 * {@link matchRoute} answers the name listed first here.
 *
 * The entries after MY_PROMOTION are Lobby's own: spec §2's "other screens" (edit name, email
 * and mobile; referral detail and rewards; apply red packet) have no names or paths in the
 * spec, so Lobby names them and puts each under the spec screen it belongs to.
 */
export const routes = {
  SIGN_IN: { path: '/sign_in', auth: false, guest: true },
  INVITE_SIGNUP: { path: '/invite_signup/:codeid', auth: false, guest: true },
  RETRIEVE: { path: '/retrieve', auth: false, guest: true },
  TABS: { path: '/tabs', auth: false },
  AREA_FORBIDDEN: { path: '/area_forbidden', auth: false },
  MAINTAIN: { path: '/under_maintenance', auth: false },
  HOME_PAGE: { path: '/tabs/home', auth: false },
  CONTACT_PAGE: { path: '/tabs/contact', auth: false },
  PROMOTION_PAGE: { path: '/tabs/promotion', auth: false },
  MY_PAGE: { path: '/tabs/my', auth: false },
  GAME_LIST: { path: '/games/list/:gameType', auth: false },
  PROVIDER_LIST: { path: '/games/:gameType', auth: false },
  GAME_INDEX: { path: '/games/:gameType', auth: false },
  SETTING_INDEX: { path: '/setting/index', auth: false },
  SETTING_INFO: { path: '/setting/info', auth: false },
  USER_INFO_SETTING: { path: '/setting/info', auth: false },
  PASSWORD_SETTING: { path: '/setting/pass', auth: false },
  WITHDRAW_INDEX: { path: '/withdraw/index', auth: true },
  WITHDRAW_MAIN: { path: '/withdraw/index', auth: true },
  WITHDRAW_PAGE: { path: '/withdraw/index', auth: true },
  BANK_CARD_LIST: { path: '/withdraw/banklist', auth: true },
  ADD_BANK_CARD: { path: '/withdraw/add_bankcard', auth: true },
  DEPOSIT_INDEX: { path: '/deposit/index', auth: true },
  DEPOSIT_GATEWAY: { path: '/deposit/gateway', auth: true },
  MESSAGE_INDEX: { path: '/message/index', auth: false },
  MESSAGE_MAIN: { path: '/message/index', auth: false },
  WALLET_INDEX: { path: '/wallet/index', auth: true },
  WALLET_MAIN: { path: '/wallet/index', auth: true },
  TRANSACTION_PAGE: { path: '/transaction', auth: true },
  KYC_PAGE: { path: '/kyc', auth: true },
  MEMBER_TRANSFER: { path: '/memberTransfer', auth: true },
  PROMOTION_DETAIL: { path: '/promotion/:id', auth: false },
  BET_RECORD: { path: '/betRecord', auth: true },
  HELP_LIST: { path: '/help/list', auth: false },
  HELP_DETAIL: { path: '/help/list/:id', auth: false },
  SUPERVISE: { path: '/help/supervise', auth: false },
  LICENSE: { path: '/help/license', auth: false },
  /** Lobby's own: the about-us tree (spec "About-us item"), under HELP_LIST. */
  ABOUT_US: { path: '/help/about', auth: false },
  REFERRAL: { path: '/referral', auth: true },
  AGENT_INTRODUCTION: { path: '/af_intro', auth: false },
  VIP_DETAIL: { path: '/vip', auth: false },
  MY_PROMOTION: { path: '/my_promotion/index', auth: true },
  /** Lobby's own: edit the real name (spec "edit name"), under SETTING_INFO. */
  SETTING_NAME: { path: '/setting/info/name', auth: true },
  /** Lobby's own: change the email with its code (spec "email settings"), under SETTING_INFO. */
  SETTING_EMAIL: { path: '/setting/info/email', auth: true },
  /** Lobby's own: change the mobile number with its code (spec "mobile settings"), under SETTING_INFO. */
  SETTING_MOBILE: { path: '/setting/info/mobile', auth: true },
  /** Lobby's own: limits, time-out, self-exclusion and their history (issue 17), under SETTING_INDEX. */
  SETTING_SAFER_PLAY: { path: '/setting/safer_play', auth: true },
  /** Lobby's own: the member's signed-in devices, signing one or all others out, under SETTING_INDEX. */
  SETTING_DEVICES: { path: '/setting/devices', auth: true },
  /** Lobby's own: two-step verification (authenticator app, recovery codes), under SETTING_INDEX. */
  SETTING_TWO_FACTOR: { path: '/setting/two_factor', auth: true },
  /** Lobby's own: the member's passkeys (add, rename, remove), under SETTING_INDEX. */
  SETTING_PASSKEYS: { path: '/setting/passkeys', auth: true },
  /** Lobby's own: the friends the member referred (spec "referral detail"), under REFERRAL. */
  REFERRAL_FRIENDS: { path: '/referral/friends', auth: true },
  /** Lobby's own: the referral rewards paid (spec "referral reward"), under REFERRAL. */
  REFERRAL_REWARDS: { path: '/referral/rewards', auth: true },
  /** Lobby's own: the member's red packets to open (spec "apply rp"). */
  APPLY_RED_PACKET: { path: '/red_packet', auth: true },
  /** Lobby's own: daily missions, profit and check-in (spec permission `mission`). */
  MISSIONS: { path: '/missions', auth: true },
} as const satisfies Readonly<Record<string, RouteDefinition>>;

/** A route name of spec §2. */
export type RouteName = keyof typeof routes;

/** Every route name as a value (`routeNames.SIGN_IN === 'SIGN_IN'`), for code that iterates or compares names. */
export const routeNames: { readonly [K in RouteName]: K } = Object.freeze(
  Object.fromEntries(Object.keys(routes).map((name) => [name, name])) as { [K in RouteName]: K },
);

/** The param names of a path pattern: `'/a/:x/b/:y'` → `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The params a route's path needs, e.g. `{ codeid: string | number }` for INVITE_SIGNUP. */
export type RouteParams<N extends RouteName> = {
  [K in PathParamNames<(typeof routes)[N]['path']>]: string | number;
};

/** Query values `getHref` accepts; empty ones (undefined, null, '', []) are dropped. */
export type RouteQuery = Readonly<
  Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>
>;

/** Arguments after the name: params are required exactly when the path has any. */
export type HrefArgs<N extends RouteName> = [PathParamNames<(typeof routes)[N]['path']>] extends [
  never,
]
  ? [params?: Record<string, never> | null, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery];

/** The root path; it redirects to {@link HOME_PATH} through `/tabs`. */
export const ROOT_PATH = '/';
/** Where an unmatched route goes (spec §2: the home path). */
export const HOME_PATH: string = routes.HOME_PAGE.path;
/**
 * The redirect path: forwards to its {@link REDIRECT_TARGET_PARAM} query parameter; if the
 * target is an invite sign-up, the current login is cleared first.
 */
export const REDIRECT_PATH = '/redirect';
/** The query parameter of {@link REDIRECT_PATH} that carries the target. */
export const REDIRECT_TARGET_PARAM = 'target';
/** The clear-info path: clears the login, then reloads (the end of logout). */
export const CLEAR_INFO_PATH = '/clearinfo';

function queryString(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(dropEmptyParams(query))) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The href of a named route: params are URL-encoded into the path (a `/` in a value becomes
 * `%2F`), the query is appended with empty values dropped and lists as repeated keys. Typed:
 * `getHref('INVITE_SIGNUP', { codeid: 'AB12' })`, `getHref('VIP_DETAIL', null, { id: 5 })`.
 *
 * @throws RangeError when a path param is missing, empty or a non-finite number: a link that
 * silently pointed elsewhere would be harder to find than the error.
 */
export function getHref<N extends RouteName>(name: N, ...args: HrefArgs<N>): string {
  const route: RouteDefinition | undefined = Object.hasOwn(routes, name) ? routes[name] : undefined;
  if (!route) throw new RangeError(`unknown route: ${String(name)}`);
  const [params, query] = args as [
    Record<string, unknown> | null | undefined,
    RouteQuery | undefined,
  ];
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_whole, key: string) => {
    const value = params ? params[key] : undefined;
    const ok =
      (typeof value === 'string' && value !== '') ||
      (typeof value === 'number' && Number.isFinite(value));
    if (!ok) throw new RangeError(`route ${name} needs a non-empty param "${key}"`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query);
}

/** A path matched to a route. */
export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

const matchers = (Object.entries(routes) as [RouteName, RouteDefinition][])
  .map(([name, def], order) => {
    const segments = def.path.split('/').filter(Boolean);
    const statics = segments.filter((s) => !s.startsWith(':')).length;
    return { name, segments, statics, order };
  })
  // Paths without params first, then the most specific; ties keep the map's order.
  .sort(
    (a, b) =>
      a.segments.length - a.statics - (b.segments.length - b.statics) ||
      b.statics - a.statics ||
      a.order - b.order,
  );

/**
 * The route a pathname belongs to, with its decoded params; query and hash are ignored and a
 * trailing slash is tolerated. Answers `undefined` for an unknown path (the site sends those
 * home) or a param that is not valid percent-encoding.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  if (typeof pathname !== 'string') return undefined;
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return undefined;
  const parts = path.split('/').filter(Boolean);
  for (const m of matchers) {
    if (m.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i += 1) {
      const pattern = m.segments[i] as string;
      const part = parts[i] as string;
      if (pattern.startsWith(':')) {
        try {
          params[pattern.slice(1)] = decodeURIComponent(part);
        } catch {
          return undefined;
        }
      } else {
        ok = pattern === part;
      }
    }
    if (ok) return { name: m.name, params };
  }
  return undefined;
}

/** The href of the redirect path forwarding to `target` (URL-encoded). */
export function redirectHref(target: string): string {
  return `${REDIRECT_PATH}?${new URLSearchParams({ [REDIRECT_TARGET_PARAM]: String(target ?? '') })}`;
}

/**
 * Where the redirect path may forward to: only a same-site path (`/…`, not `//…` or a scheme),
 * so a crafted link cannot bounce members to another site. Anything else → {@link HOME_PATH}.
 */
export function safeRedirectTarget(target: unknown): string {
  if (typeof target !== 'string') return HOME_PATH;
  const t = target.trim();
  if (!t.startsWith('/') || t.startsWith('//') || t.includes('\\')) return HOME_PATH;
  return t;
}

/** Whether a redirect target is an invite sign-up, before which the current login is cleared (spec §2). */
export function isInviteSignupTarget(target: unknown): boolean {
  return (
    typeof target === 'string' && matchRoute(safeRedirectTarget(target))?.name === 'INVITE_SIGNUP'
  );
}
