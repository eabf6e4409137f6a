/**
 * The whole site in jsdom: start-up, guards, layout and screens, with `fetch` answering canned
 * brand data (the real API is exercised by the end-to-end suite).
 */
import { theme } from '@lobby/tokens/themes/nexbet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemberSite } from './create-member-site.tsx';
import type { MemberSite } from './create-member-site.tsx';

const PERMISSIONS = {
  agent_introduce: { status: 1 },
  member: { member_email: 1, member_phone: 1, register_bank_info: 0 },
  system: { timezone: 8 },
  website: {
    logo: '',
    favicon: '',
    bookmark_icon: '',
    seo: {
      '/': { title: 'NexBet | Home', description: 'd', keywords: 'k' },
      '/sign_in': { title: 'NexBet | Sign in', description: 'd', keywords: 'k' },
    },
  },
  member_module: { live_score_status: 1, live_score_url: 'https://scores.test/' },
  vip_config: { mobile_vip_show: 0, mobile_picture: '' },
  theme: { name: 'NEXBET' },
  game: { game_type_sort: {}, show_hot_game: 1 },
  upload: { topup_code_show: 0 },
  mission: { profit_status: 0, checkin_status: 0 },
};
const THEME_ENTRY = {
  status: 1,
  type: 'none',
  force_login: 0,
  showEntrance: 1,
  version: '1.0.0',
  icon: {},
  val: { init: '', src: '', regist: '', deposit: '' },
};

function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '/language_list': {
      all_lang: [],
      game_languages: [],
      langList: [
        { key: 'en', name: 'English' },
        { key: 'ja', name: '日本語' },
      ],
      defaultLang: 'en',
    },
    '/member/feature_theme/info': THEME_ENTRY,
    '/maintenance/getMaintenanceOnMember': { type: 0, start: 0, end: 0 },
    '/member/feature_premission/info': PERMISSIONS,
    '/member/game/game-types': [
      { type: 'SlotMachine', name: 'Slots', sort: 2, count: 1, image: '' },
    ],
    '/contact_list': {
      live_chat_url: 'https://chat.test/?u={username}',
      live_chat: { url: '', script: '' },
      channels: [{ kind: 'email', value: 'care@x.test' }],
      social: [],
    },
    '/currency': [{ code: 'MYR', symbol: 'RM', decimals: 2 }],
    '/member/game/banner-games': [],
    '/member/game/hot_game': [],
    '/member/top_winners': [],
    '/member/game/game-list': { list: [], total: 0, page: 1, page_size: 18 },
    ...overrides,
  };
}

let site: MemberSite | undefined;
let container: HTMLDivElement;

async function start(path: string, canned = answers()) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const body = canned[url.pathname.replace(/^\/api\/v1/, '')];
      if (body === undefined)
        return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), {
          status: 404,
        });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  site = await createMemberSite({
    id: 'nexbet',
    name: 'NexBet',
    theme,
    release: 't1',
    production: true,
  }).mount(container);
}

describe('createMemberSite', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    URL.createObjectURL = () => 'blob:test';
  });
  afterEach(() => {
    site?.dispose();
    site = undefined;
    container?.remove();
    vi.unstubAllGlobals();
  });

  it('boots, sends the root home, and lays out header, tabs and menu for a guest', async () => {
    const user = userEvent.setup();
    await start('/');
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/home'));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(
      0,
    );
    expect(document.title).toBe('NexBet | Home');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Welcome to NexBet')).toBeVisible();
    expect(within(menu).getByRole('link', { name: /Live scores/ })).toHaveAttribute(
      'href',
      'https://scores.test/',
    );
    expect(within(menu).getByRole('button', { name: /App download|Get the app/ })).toBeVisible();
    await user.click(within(menu).getByRole('button', { name: /^Language/ }));
    expect(await screen.findByRole('radio', { name: '日本語' })).toBeInTheDocument();
  });

  it('sends a guest home from a login-required route and a screenless route', async () => {
    await start('/wallet/index');
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/home'));
    site?.dispose();
    container.remove();
    await start('/vip');
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/home'));
  });

  it('shows the maintenance page while maintenance is in force', async () => {
    await start(
      '/sign_in',
      answers({ '/maintenance/getMaintenanceOnMember': { type: 1, start: 0, end: 1_900_000_000 } }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/under_maintenance'));
    expect(
      await screen.findByRole('heading', { name: 'System is under maintenance' }),
    ).toBeVisible();
  });

  it('shows the sign-in page with its SEO title, and the contact page from the tab bar', async () => {
    const user = userEvent.setup();
    await start('/sign_in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('NexBet | Sign in'));
    // jsdom is 1024 px wide: the destinations sit in the header there.
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeVisible();
  });

  it('offers Re-Login and Refresh when start-up data cannot load', async () => {
    await start('/tabs/home', answers({ '/member/feature_premission/info': undefined }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(within(dialog).getByRole('button', { name: 'Re-Login' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  it('forwards the redirect path to a same-site target only', async () => {
    await start('/redirect?target=%2Fsign_in');
    await waitFor(() => expect(window.location.pathname).toBe('/sign_in'));
    site?.dispose();
    container.remove();
    await start('/redirect?target=https%3A%2F%2Fevil.test%2F');
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/home'));
  });
});
