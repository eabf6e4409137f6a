/**
 * The whole site in jsdom against the real reference API (started by this package's global
 * setup): start-up, guards, layout and screens with the nexbet brand's seeded data. Operator
 * switches (maintenance, members) go through the API's ops channel.
 */
import { ops } from '@lobby/test-api/ops';
import { freePort } from '@lobby/test-api/server';
import { PASSWORD, uniqueUsername } from '@lobby/test-kit/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_REFRESH_MS } from '@lobby/domain/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_BRAND,
  SWITCHED_BRAND,
  freshVisitorEachTest,
  startSite,
  startSwitchedSite,
} from './testing/live-site.ts';

const BRAND = LIVE_BRAND;
const start = startSite;

describe('createMemberSite', () => {
  freshVisitorEachTest();
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:test';
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
    // The seed's SEO text for '/' (the home tab's url falls back to it).
    await waitFor(() => expect(document.title).toBe('NexBet | Next-level betting'));
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Welcome to NexBet')).toBeVisible();
    // nexbet has live scores on (live_score_status 1) and the app entrance shown.
    expect(within(menu).getByRole('link', { name: /Live scores/ })).toHaveAttribute(
      'href',
      'https://example.com/live-score',
    );
    expect(within(menu).getByRole('button', { name: /App download|Get the app/ })).toBeVisible();
    // nexbet switches VIP display and the affiliate introduction on: both entries show.
    expect(within(menu).getByText('VIP')).toBeVisible();
    expect(within(menu).getByText('Affiliate programme')).toBeVisible();
    // About us is everyone's; missions are a member's (nexbet runs them).
    expect(within(menu).getByText('About us')).toBeVisible();
    expect(within(menu).queryByText('Missions')).toBeNull();
    await user.click(within(menu).getByRole('button', { name: /^Language/ }));
    // Every seeded language is offered, each under its own name.
    expect(await screen.findByRole('radio', { name: '日本語' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '简体中文' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeInTheDocument();
  });

  it('keeps the language an address names in the storage and in a cookie its server reads', async () => {
    await start('/tabs/home?lang=ja');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'ログイン' })).toBeVisible();
    expect(localStorage.getItem('lobby_locale')).toBe('ja');
    expect(document.cookie).toMatch(/(?:^|; )lobby_locale=ja(?:;|$)/);
  });

  it('sends a guest home from a login-required route, and shows a guest the VIP club', async () => {
    await start('/wallet/index');
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/home'));
    // Every route of spec §2 has its screen now: VIP opens for a guest instead of going home.
    await start('/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible();
    expect(window.location.pathname).toBe('/vip');
  });

  it('shows the maintenance page while maintenance is in force', async () => {
    // On a brand of its own: maintenance closes the whole brand, and the package's other
    // suites run beside this one on the same server as nexbet.
    await ops('maintenance:on', { brand: SWITCHED_BRAND });
    try {
      // fubo speaks Japanese first: the page is asked for in English.
      await startSwitchedSite('/sign_in?lang=en');
      await waitFor(() => expect(window.location.pathname).toBe('/under_maintenance'));
      expect(
        await screen.findByRole('heading', { name: 'System is under maintenance' }),
      ).toBeVisible();
    } finally {
      await ops('maintenance:off', { brand: SWITCHED_BRAND });
    }
  });

  it('shows the sign-in page with its SEO title, and the contact page from the tab bar', async () => {
    const user = userEvent.setup();
    await start('/sign_in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('NexBet | Sign in'));
    // jsdom is 1024 px wide: the destinations sit in the header there.
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeVisible();
    // The brand's seeded channels.
    expect(await screen.findByText('care@nexbet.example')).toBeVisible();
  });

  it("sends the home's own calls beside start-up's, before the first screen renders, once each", async () => {
    const lobbyCalls = [
      '/api/v1/member/game/banner-games',
      '/api/v1/member/game/hot_game',
      '/api/v1/member/top_winners',
    ];
    const sent: { path: string; layoutShown: boolean }[] = [];
    await start('/tabs/home', undefined, undefined, (url) => {
      const path = new URL(url).pathname;
      // The layout's header renders only once start-up's guard has finished.
      if (lobbyCalls.includes(path))
        sent.push({ path, layoutShown: document.querySelector('header') !== null });
    });
    expect(await screen.findByRole('heading', { name: 'Top winners' })).toBeVisible();
    expect(await screen.findByRole('banner')).toBeVisible();
    // The home's hooks found the answers in the cache: no call went out a second time.
    expect(sent.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...lobbyCalls].sort().map((path) => ({ path, layoutShown: false })),
    );
  });

  it("starts the festival only once the first screen's calls have answered", async () => {
    // Timers on command, so that the wait is the site's own and not the test's.
    // (jsdom has no requestIdleCallback: the site waits with a timeout there.)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await start('/tabs/home', undefined, undefined, (url) =>
        new URL(url).pathname === '/api/v1/member/top_winners' ? held : undefined,
      );
      expect(await screen.findByRole('heading', { name: 'Top winners' })).toBeVisible();
      // Idle for long enough, but one of the home's calls is still out: no fireworks yet. (`act`
      // lets React render whatever the timers set off before the document is read.)
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(document.querySelector('[data-festival]')).toBeNull();
      answer();
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Top winners' })).toBeVisible(),
      );
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      // Every call answered and the page idle: the festival starts.
      await waitFor(() => expect(document.querySelector('[data-festival]')).not.toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the theme again after 12 hours while the page stays open', async () => {
    // Fake timers that still follow real time, so the site's own waits and the test's work.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    try {
      const asked: string[] = [];
      await start('/sign_in', undefined, undefined, (url) => {
        const at = new URL(url);
        if (at.pathname.endsWith('/member/feature_theme/info')) asked.push(at.search);
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      const device = asked.filter((search) => search.includes('platform')).length;
      expect(device).toBe(1);
      await vi.advanceTimersByTimeAsync(THEME_REFRESH_MS - 60_000);
      expect(asked.filter((search) => search.includes('platform'))).toHaveLength(device);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() =>
        expect(asked.filter((search) => search.includes('platform'))).toHaveLength(device + 1),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the theme again on return after 12 hours by the clock, when timers did not run', async () => {
    // Only the clock moves (as while a device sleeps): the 12-hour poll's timer never fires.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const asked: string[] = [];
      await start('/sign_in', undefined, undefined, (url) => {
        const at = new URL(url);
        if (at.pathname.endsWith('/member/feature_theme/info')) asked.push(at.search);
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      const device = () => asked.filter((search) => search.includes('platform')).length;
      expect(device()).toBe(1);
      const comeBack = () => document.dispatchEvent(new Event('visibilitychange'));
      // Back within 12 hours: the entry held is recent enough.
      vi.setSystemTime(Date.now() + THEME_REFRESH_MS - 60_000);
      comeBack();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(device()).toBe(1);
      vi.setSystemTime(Date.now() + 120_000);
      comeBack();
      await waitFor(() => expect(device()).toBe(2));
      // Renewed: coming back again at once does not ask a third time.
      comeBack();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(device()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers Re-Login and Refresh when start-up data cannot load', async () => {
    // A loopback port of this package's range that nothing listens on: every request is refused.
    const nobody = `http://127.0.0.1:${await freePort([3450, 3499])}`;
    // Each refused request is logged for developers, through the logger the shell gives.
    const warnings: string[] = [];
    const logger = { debug: () => {}, error: () => {}, warn: (m: string) => warnings.push(m) };
    await start('/tabs/home', nobody, logger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(within(dialog).getByRole('button', { name: 'Re-Login' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(warnings).toContainEqual(
      expect.stringMatching(/^config\.maintenance: no response to GET http:\/\/127\.0\.0\.1:\d+\//),
    );
  });

  it('forwards the redirect path to a same-site target only', async () => {
    await start('/redirect?target=%2Fsign_in');
    await waitFor(() => expect(window.location.pathname).toBe('/sign_in'));
    await start('/redirect?target=https%3A%2F%2Fevil.test%2F');
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/home'));
  });

  it('signs a member in from the sign-in page and shows their balance and my page', async () => {
    const user = userEvent.setup();
    const username = uniqueUsername('site');
    await ops('member:create', { brand: BRAND, username, password: PASSWORD, balance: 12_345 });
    await start('/sign_in');
    const form = (await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).closest(
      'main',
    );
    if (!form) throw new Error('The sign-in page has no main landmark');
    await user.type(within(form).getByLabelText(/^Username/), username);
    await user.type(within(form).getByLabelText(/^Password/), PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));

    // Signed in: the guest buttons give way to the balance chip, which opens my page.
    const banner = screen.getByRole('banner');
    const chip = await within(banner).findByRole('link', { name: /^Balance .*123\.45/ });
    expect(within(banner).queryByRole('button', { name: 'Sign in' })).toBeNull();
    await user.click(chip);
    await waitFor(() => expect(window.location.pathname).toBe('/tabs/my'));
    expect(await screen.findAllByText(username)).not.toHaveLength(0);
  });
});
