/**
 * The whole member site in a real browser page on canned answers, for layout tests: the real
 * assembly, route table, layout and variant screens of a theme, with a member signed in whose
 * balance is as long as a brand can make it. No server: every call answers from the table
 * below (a 404 otherwise), so a screen whose data is missing still lays out its empty state.
 */
import type { Canned } from '@lobby/test-kit';
import { BASE_ANSWERS, STORY_MEMBER, cannedFetch } from '@lobby/test-kit';
import type { Theme } from '@lobby/tokens';
import { createRoot } from 'react-dom/client';
// The feature screens' own story answers, in the shapes the API answers: read from their
// one place rather than copied. They are test data, not part of those (published) packages'
// API, so they are reached by path; this test-only module is never built into the site.
// eslint-disable-next-line lobby/layers -- test data of the features, not their API (above)
import { paymentAnswers } from '../../../features/payments/src/testing/story-data.ts';
// eslint-disable-next-line lobby/layers -- test data of the features, not their API (above)
import { WALLET_ANSWERS } from '../../../features/wallet/src/testing/story-data.ts';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { assembleSite } from '../assemble-site.ts';
import { createRouteTable } from '../router/route-table.tsx';
import { SiteTree } from '../site-tree.tsx';
import { selectCallsInFlight } from '../store/store.ts';

/** A currency as the API's `/currency` answers it. */
interface PhoneSiteCurrency {
  readonly code: string;
  readonly symbol: string;
  readonly decimals: number;
}

/**
 * The currency whose largest balance reads longest, among every ISO 4217 code a brand may name
 * (`create-brand --currency` takes any): its narrow symbol as the brands' registry derives it
 * (`tooling/brands` `currencyOf`), and its decimals.
 */
export function longestCurrency(): PhoneSiteCurrency {
  let longest: PhoneSiteCurrency = { code: 'MYR', symbol: 'RM', decimals: 2 };
  const score = (c: PhoneSiteCurrency) => c.symbol.length + c.decimals;
  for (const code of Intl.supportedValuesOf('currency')) {
    const format = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    });
    const symbol = format.formatToParts(0).find((p) => p.type === 'currency')?.value ?? code;
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    const candidate = { code, symbol, decimals };
    if (score(candidate) > score(longest)) longest = candidate;
  }
  return longest;
}

/** The largest balance the header must show: 9,999,999,999 and every decimal place at 9. */
export function largestBalance(decimals: number): number {
  return 10_000_000_000 * 10 ** decimals - 1;
}

const game = (id: number, name: string, type: string) => ({
  id,
  type,
  name,
  channel_id: 1,
  status: 1,
  image: '',
  code: `g${id}`,
  channel_name: 'Aurora Gaming',
  hot: true,
  is_new: false,
  favourite: false,
  sort: id,
});

/** What the home screens read: a few games, a banner and the top winners. */
const HOME_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/game/hot_game': [
    game(1, 'Jade Emperor', 'SlotMachine'),
    game(2, 'Dragon Tiger Live', 'Casino'),
  ],
  '/member/game/game-list': {
    list: [game(1, 'Jade Emperor', 'SlotMachine')],
    total: 1,
    page: 1,
    page_size: 18,
  },
  '/member/game/banner-games': [],
  '/member/top_winners': [
    {
      username: 'ja***88',
      game_id: 1,
      game_name: 'Jade Emperor',
      type: 'SlotMachine',
      image: '',
      amount: 999_999_999_999,
      time: 1_700_000_000,
    },
  ],
};

/** Start-up's answers (maintenance off, no theme entry) over the screens' base answers. */
function answersFor(
  currency: PhoneSiteCurrency,
  money: number,
  extra: Readonly<Record<string, Canned>>,
): Record<string, Canned> {
  const member = { ...STORY_MEMBER, money };
  const wallet = WALLET_ANSWERS['/member/userprofile'] as Record<string, unknown>;
  return {
    ...BASE_ANSWERS,
    ...paymentAnswers(),
    ...WALLET_ANSWERS,
    ...HOME_ANSWERS,
    '/maintenance/getMaintenanceOnMember': { type: 0 },
    '/contact_list': {
      live_chat_url: '',
      live_chat: { url: '', script: '' },
      channels: [{ kind: 'email', value: 'care@example.com' }],
      social: [],
    },
    '/language_list': {
      all_lang: [{ key: 'en', name: 'English' }],
      game_languages: [{ key: 'en', name: 'English' }],
      langList: [{ key: 'en', name: 'English' }],
      defaultLang: 'en',
    },
    '/member/game/game-types': [
      { type: 'SlotMachine', name: 'Slots', sort: 1, count: 1, image: '' },
      { type: 'Casino', name: 'Live Casino', sort: 2, count: 1, image: '' },
    ],
    '/currency': [currency],
    '/member/userprofile': { ...wallet, ...member },
    '/member/inquiry': { money, currency, channel_balances: [], time: Date.now() },
    '/member/message/unread_count': { unread: 0, inbox: 0, system: 0 },
    ...extra,
  };
}

/** A running site of {@link mountPhoneSite}. */
export interface PhoneSite {
  /** Opens `path` and resolves once its screen's code and the guard's loader are done. */
  open(path: string): Promise<void>;
  /** The paths the site asked for that had no canned answer. */
  readonly unanswered: ReadonlySet<string>;
  /** Unmounts the site and forgets its session. */
  dispose(): void;
}

/** Options of {@link mountPhoneSite}. */
interface PhoneSiteOptions {
  readonly theme: Theme;
  readonly currency: PhoneSiteCurrency;
  /** The signed-in member's balance, in minor units of `currency`. */
  readonly money: number;
  /** Answers over start-up's and the screens' base ones. */
  readonly answers?: Readonly<Record<string, Canned>>;
}

let mounts = 0;

/** The layout with a mark of the path it has drawn, committed with it. */
function Marked({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <span hidden data-phone-site-at={pathname} />
      {children}
    </>
  );
}

/** Mounts the site signed in, under `theme`, into a new element of the page's body. */
export async function mountPhoneSite({
  theme,
  currency,
  money,
  answers = {},
}: PhoneSiteOptions): Promise<PhoneSite> {
  const canned = cannedFetch(answersFor(currency, money, answers));
  const unanswered = new Set<string>();
  const doFetch: typeof fetch = async (input, init) => {
    const response = await canned.fetch(input, init);
    if (response.status === 404) unanswered.add(new URL(String(input)).pathname);
    return response;
  };
  // A brand of its own per mount: sessions of one brand talk across tabs (and sites in one
  // page), and one signing out would send the next home.
  mounts += 1;
  const brand = {
    id: `phonefit${mounts}`,
    name: 'Phone Fit',
    theme,
    release: 't',
    production: true,
  };
  const site = await assembleSite(brand, {
    href: `${window.location.origin}/tabs/home`,
    origin: 'http://site.test',
    local: undefined,
    sessionStore: undefined,
    fetch: doFetch,
    mobile: true,
    userAgent: navigator.userAgent,
    scriptHost: undefined,
    probeImage: () => Promise.resolve(false),
  });
  site.services.session.signIn('phone-fit-token', Date.now(), { ...STORY_MEMBER, money });
  const routes = createRouteTable(site.services, site.registry, site.askPort);
  const layout = routes.find((route) => route.id === 'root');
  if (layout) layout.element = <Marked>{layout.element}</Marked>;
  const router = createMemoryRouter(routes, { initialEntries: ['/tabs/home'] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <SiteTree site={site}>
      <RouterProvider router={router} />
    </SiteTree>,
  );
  const { store } = site.services;
  // Settled: the route's loaders and code are done and no call to the API is out, so the
  // screen shows its data rather than its placeholders.
  const routed = () =>
    new Promise<void>((resolve) => {
      const check = () => router.state.initialized && router.state.navigation.state === 'idle';
      if (check()) return resolve();
      const stop = router.subscribe(() => {
        if (!check()) return;
        stop();
        resolve();
      });
    });
  const answered = () =>
    new Promise<void>((resolve) => {
      if (!selectCallsInFlight(store.getState())) return resolve();
      const stop = store.subscribe(() => {
        if (selectCallsInFlight(store.getState())) return;
        stop();
        resolve();
      });
    });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // React commits a navigation after the router settles it, in a frame to come: the layout's
  // main landmark is there once the first one is, and each store change can start another
  // call (a screen's second query) that the frame after its answer renders.
  const settled = async () => {
    await routed();
    do await frame();
    while (!container.querySelector('main#content'));
    await answered();
    await frame();
    await answered();
    await frame();
  };
  await settled();
  return {
    async open(path) {
      await router.navigate(path);
      await settled();
      // The layout has drawn the new page once its mark says so (a navigation commits in a
      // transition, after the router has settled).
      while (
        container.querySelector('[data-phone-site-at]')?.getAttribute('data-phone-site-at') !== path
      )
        await frame();
      await settled();
    },
    unanswered,
    dispose() {
      root.unmount();
      container.remove();
      router.dispose();
      site.services.session.signOut();
      site.dispose();
    },
  };
}
