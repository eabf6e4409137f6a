/**
 * Story kit shared by every feature (one copy, not one per feature, since features may not
 * import each other): a Lobby store whose base query answers from canned data keyed by API
 * path, English i18n and a memory router, so Storybook shows screens with no server running.
 * Tests render against the real reference API instead (`@lobby/test-kit/live`).
 */
import type { Session } from '@lobby/api-client';
import { catalogues, isCatalogueLocale } from '@lobby/i18n/catalogues';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createHarnessStore } from './harness-store.ts';
import { currentStoryBrand, useStoryBrand } from './story-brand.tsx';
import type { StoryBrand } from './story-brand.tsx';

export { createHarnessStore } from './harness-store.ts';
export type { HarnessStoreOptions } from './harness-store.ts';
export {
  DEFAULT_STORY_BRAND,
  StoryBrandProvider,
  currentStoryBrand,
  useStoryBrand,
} from './story-brand.tsx';
export type { StoryBrand, StoryBrandProviderProps, StoryCurrency } from './story-brand.tsx';

/** A canned answer: a JSON body (status 200), or a function of the request. */
export type Canned =
  unknown | ((url: URL, init: RequestInit | undefined) => Response | Promise<Response>);

/** Answers of the configuration every screen reads, for a brand with email and phone shown. */
export const BASE_ANSWERS: Readonly<Record<string, Canned>> = {
  '/member/feature_premission/info': {
    agent_introduce: { status: 1 },
    member: {
      member_email: 2,
      member_phone: 1,
      register_bank_info: 0,
      member_real_name: 1,
      username_min_length: 5,
      username_max_length: 20,
      password_min_length: 6,
      password_max_length: 20,
      phone_min_length: 8,
      phone_max_length: 13,
    },
    system: { timezone: 8 },
    website: { logo: '', favicon: '', bookmark_icon: '', seo: {} },
    member_module: { live_score_status: 0, live_score_url: '' },
    vip_config: { mobile_vip_show: 1, mobile_picture: '/vip.svg' },
    theme: { name: 'DIAMOND' },
    game: { game_type_sort: {}, show_hot_game: 1 },
    upload: { topup_code_show: 0 },
    mission: { profit_status: 0, checkin_status: 0 },
  },
  '/area_code/info': [
    { code: '+60', country: 'MY', name: 'Malaysia' },
    { code: '+65', country: 'SG', name: 'Singapore' },
  ],
  '/currency': [{ code: 'MYR', symbol: 'RM', decimals: 2 }],
};

/** Makes a `fetch` that answers from `answers` by path (404 otherwise) and records requests. */
export function cannedFetch(answers: Readonly<Record<string, Canned>>) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push({
      path,
      method: init?.method ?? 'GET',
      // JSON bodies are strings; an upload's FormData is recorded as it is.
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const answer = answers[path];
    if (answer === undefined)
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
      });
    if (typeof answer === 'function')
      return (answer as (u: URL, i?: RequestInit) => Response | Promise<Response>)(url, init);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/**
 * Switches a story's i18n to `locale` with the catalogues in the bundle (Storybook has no
 * storage origin to load language files from). English, or a locale without a catalogue, stays.
 */
function speak(i18n: ReturnType<typeof createHarnessStore>['i18n'], locale: string): void {
  if (locale === 'en' || !isCatalogueLocale(locale)) return;
  for (const [namespace, tree] of Object.entries(catalogues[locale]))
    i18n.addResourceBundle(locale, namespace, tree, true, true);
  void i18n.changeLanguage(locale);
}

/**
 * A store, session and i18n over canned answers: what stories mount screens on. The brand's
 * currency answers `/currency` and its locale is the language, unless `answers` say otherwise;
 * by default the brand the Storybook preview chose for the story rendering now.
 */
export function createHarness(
  answers: Readonly<Record<string, Canned>> = {},
  brand: StoryBrand = currentStoryBrand(),
) {
  const { fetch, calls } = cannedFetch({
    ...BASE_ANSWERS,
    '/currency': [brand.currency],
    ...answers,
  });
  const harness = createHarnessStore({ baseUrl: 'http://site.test', fetch });
  speak(harness.i18n, brand.locale);
  return { ...harness, calls };
}

/** Store, i18n and a memory router around a story (the theme comes from Storybook). */
export function StoryProviders({
  harness,
  at = '/',
  children,
}: {
  harness: Pick<ReturnType<typeof createHarnessStore>, 'store' | 'i18n'>;
  at?: string;
  children: ReactElement;
}) {
  return (
    <Provider store={harness.store}>
      <I18nextProvider i18n={harness.i18n}>
        <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
}

/** The member every story signs in (one Mei Tan across features, so screens agree). */
export const STORY_MEMBER = {
  username: 'luckymei88',
  real_name: 'Mei Tan',
  money: 1_250_075,
  avatar: '',
  type: 1,
  subtype: 1,
  auto_transfer: false,
  football_permission: 0,
  red_packet: [],
};

/** Props of {@link MemberStory}. */
export interface MemberStoryProps {
  /** The route the story's memory router opens at. */
  readonly at: string;
  /** Signs {@link STORY_MEMBER} in first (default); false shows the guest's screen. */
  readonly signedIn?: boolean;
  /** Starts with the balances hidden (the member's persisted choice). */
  readonly balanceHidden?: boolean;
  /** The canned answers the screen reads, over {@link BASE_ANSWERS}. */
  readonly answers?: Readonly<Record<string, Canned>>;
  /** The screen, given the story's session. */
  render(session: Session): ReactElement;
}

/**
 * A feature screen in a story: its own store on canned answers (made once per story, so one
 * story's state never leaks into the next), signed in unless `signedIn` is false.
 */
export function MemberStory({
  at,
  signedIn = true,
  balanceHidden = false,
  answers = {},
  render,
}: MemberStoryProps) {
  const brand = useStoryBrand();
  const [harness] = useState(() => {
    const h = createHarness(answers, brand);
    if (signedIn) h.session.signIn('story-token', Date.now(), STORY_MEMBER);
    if (balanceHidden) h.session.setBalanceVisible(false);
    return h;
  });
  return (
    <StoryProviders harness={harness} at={at}>
      {render(harness.session)}
    </StoryProviders>
  );
}

/** The props every member-area screen takes, for a story (the site gives the real ones). */
export const storyProps = (session: Session) => ({
  session,
  brandName: 'NexBet',
  onRequireSignIn: () => {},
  onBack: () => {},
});
