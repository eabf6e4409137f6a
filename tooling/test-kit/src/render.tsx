/**
 * Test kit shared by every feature (one copy, not one per feature, since features may not
 * import each other): renders a feature screen the way the site mounts it — a Lobby store whose base
 * query talks to canned answers instead of a server, English i18n, the theme, toasts and a
 * memory router — so tests drive what a member sees. Canned answers are keyed by API path.
 */
import {
  createBaseQuery,
  createLobbyStore,
  createSession,
  memoryChannelHub,
  memoryCookies,
  memoryStorage,
} from '@lobby/api-client';
import type { Session } from '@lobby/api-client';
import { getKey } from '@lobby/contract/security';
import { createI18n } from '@lobby/i18n/runtime';
import { theme as diamond } from '@lobby/tokens/themes/diamond';
import type { Theme } from '@lobby/tokens';
import { ThemeProvider, ToastProvider } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

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
    vip_config: { mobile_vip_show: 0, mobile_picture: '' },
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
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
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

/** An RSA key answer for `/key`, so screens that send passwords can encrypt them. */
export async function keyAnswer(): Promise<{
  key_id: string;
  algorithm: 'RSA-OAEP-256';
  public_key: string;
}> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const base64 = btoa(String.fromCharCode(...spki)).replace(/(.{64})/g, '$1\n');
  return {
    key_id: 'k1',
    algorithm: 'RSA-OAEP-256',
    public_key: `-----BEGIN PUBLIC KEY-----\n${base64}\n-----END PUBLIC KEY-----`,
  };
}

/** A store, session and i18n over canned answers: what tests and stories mount screens on. */
export function createHarness(answers: Readonly<Record<string, Canned>> = {}) {
  const { fetch, calls } = cannedFetch({ ...BASE_ANSWERS, ...answers });
  const notify = { toast: () => {}, confirm: () => Promise.resolve(), alert: () => {} };
  const navigation = { reload: () => {}, goToRoot: () => {}, goHome: () => {} };
  const session = createSession({
    cookies: memoryCookies(),
    storage: memoryStorage(),
    channels: memoryChannelHub(),
    notify,
    navigation,
  });
  const baseQuery = createBaseQuery({
    baseUrl: 'http://site.test',
    session,
    fetch,
    notify,
    navigation,
    keyEndpoint: getKey,
    fingerprint: async () => 'test-device',
  });
  const store = createLobbyStore({ baseQuery, session, listenToWindow: false });
  return { store, session, i18n: createI18n(), calls };
}

/** Store, i18n and a memory router around a story (the theme comes from Storybook). */
export function StoryProviders({
  harness,
  at = '/',
  children,
}: {
  harness: ReturnType<typeof createHarness>;
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

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions {
  readonly answers?: Readonly<Record<string, Canned>>;
  /** The first URL (path and query). */
  readonly at?: string;
  /** The route pattern the screen is mounted at (for `useParams`). */
  readonly path?: string;
  readonly theme?: Theme;
}

/** Renders a screen; answers the session, the recorded calls and the testing-library result. */
export function renderScreen(
  ui: ReactElement | ((session: Session) => ReactElement),
  options: RenderScreenOptions = {},
) {
  const { store, session, i18n, calls } = createHarness(options.answers);
  const element = typeof ui === 'function' ? ui(session) : ui;
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={options.theme ?? diamond}>
          <ToastProvider>
            <MemoryRouter initialEntries={[options.at ?? '/']}>
              <Routes>
                <Route path={options.path ?? '*'} element={element} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, session, calls, store, i18n };
}
