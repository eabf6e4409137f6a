/**
 * My page against the reference API the package's global setup starts: real members (signed
 * up, or made by an operator), balances an operator credited, the brand's currency, and the
 * VIP level the server counts from a member's deposits and bets.
 */
import { routes } from '@lobby/domain/routes';
import { exposed } from '@lobby/test-kit/exposed';
import { renderLive, settled } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { ops } from '@lobby/test-api/ops';
import { theme as fubo } from '@lobby/tokens/themes/fubo';
import { theme as helo8 } from '@lobby/tokens/themes/helo8';
import { theme as nexbet } from '@lobby/tokens/themes/nexbet';
import { theme as theme8 } from '@lobby/tokens/themes/theme8';
import { theme as theme9 } from '@lobby/tokens/themes/theme9';
import type { Theme } from '@lobby/tokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@lobby/api-client';
import { configApi } from '@lobby/api-client/config';
import { memberWith, operatorMadeMember, reachNextVipLevel } from '../testing/members.ts';
import { ENTRY_GROUPS, QUICK_ACTIONS } from './entries.ts';
import { ClassyMyPage } from './classy-my-page.tsx';
import { DiamondMyPage } from './diamond-my-page.tsx';
import { LiteMyPage } from './lite-my-page.tsx';
import { RetroMyPage } from './retro-my-page.tsx';
import { ProSleekMyPage } from './pro-sleek-my-page.tsx';
import { SoftSleekMyPage } from './soft-sleek-my-page.tsx';

function props(session: Session) {
  return {
    session,
    brandName: 'Lobby',
    onLogout: vi.fn(),
    onRequireSignIn: vi.fn(),
    onOpenLanguage: vi.fn(),
    languageName: 'English',
  };
}

/** Renders a layout for the harness's member at /tabs/my; answers the props it got. */
function renderMyPage(Screen: typeof DiamondMyPage, harness: LiveHarness, theme?: Theme) {
  const p = props(harness.session);
  renderLive(<Screen {...p} />, {
    harness,
    at: '/tabs/my',
    path: '/tabs/my',
    ...(theme ? { theme } : {}),
  });
  return p;
}

const MONEY = 1_250_075;

const LAYOUTS = [
  {
    variant: 'DIAMOND',
    Screen: DiamondMyPage,
    theme: undefined,
    // The default brand lets a member sign up with a username alone; an operator credits them.
    member: () => memberWith('default', MONEY),
    balance: '12,500.75',
    vip: true,
  },
  {
    // fubo's sign-up asks for an email and a phone: an operator makes the member. Yen have no
    // minor digits, so the same number of minor units reads differently.
    variant: 'RETRO',
    Screen: RetroMyPage,
    theme: fubo,
    member: () => operatorMadeMember('fubo', MONEY),
    balance: '1,250,075',
    vip: true,
  },
  {
    variant: 'LITE',
    Screen: LiteMyPage,
    theme: helo8,
    member: () => operatorMadeMember('helo8', MONEY),
    balance: '12,500.75',
    // helo8 switches VIP display off (vip_config.mobile_vip_show 0).
    vip: false,
  },
  {
    variant: 'CLASSY',
    Screen: ClassyMyPage,
    theme: theme8,
    member: () => memberWith('default', MONEY),
    balance: '12,500.75',
    vip: true,
  },
  {
    // SOFT-SLEEK on a brand without VIP, so the layout is seen both ways with LITE's brand.
    variant: 'SOFT-SLEEK',
    Screen: SoftSleekMyPage,
    theme: theme9,
    member: () => operatorMadeMember('helo8', MONEY),
    balance: '12,500.75',
    vip: false,
  },
  {
    // nexbet's sign-up asks for an email: an operator makes the member.
    variant: 'PRO-SLEEK',
    Screen: ProSleekMyPage,
    theme: nexbet,
    member: () => operatorMadeMember('nexbet', MONEY),
    balance: '12,500.75',
    vip: true,
  },
] as const;

/** The layouts of the three later variants, each held to DIAMOND's roles and names. */
const NEWER = LAYOUTS.filter((layout) =>
  ['CLASSY', 'SOFT-SLEEK', 'PRO-SLEEK'].includes(layout.variant),
);

/**
 * The currency and the permissions arrive after the balance (which the session already holds)
 * and change what shows: a comparison waits for them.
 */
const SHOWN_BY = ['currencies', 'permissions'];

/** The roles the end-to-end tests and assistive technology find a screen by. */
const ROLES = ['heading', 'link', 'button', 'region', 'list', 'img', 'switch', 'tab'] as const;

describe('my page layouts', () => {
  it.each(LAYOUTS)(
    '$variant shows the balance, the VIP badge where the brand shows VIP, and every member area',
    async ({ Screen, theme, member, balance, vip }) => {
      const { harness, username } = await member();
      renderMyPage(Screen, harness, theme);
      expect(screen.getByRole('heading', { level: 1, name: username })).toBeVisible();
      expect(await screen.findByText(balance)).toBeVisible();
      const vipEntry = new RegExp(`^${entryLabel('entries.vip')}$`, 'i');
      if (vip) {
        // A new member is at the first level the server counts.
        expect(await screen.findByText('VIP 0')).toBeVisible();
        expect(screen.getAllByText(vipEntry).length).toBeGreaterThan(0);
      } else {
        // Once the brand's permissions are in, VIP stays away: no badge, no entry.
        await settled(harness, ['permissions']);
        expect(screen.queryByText(/^VIP \d+$/)).toBeNull();
        expect(screen.queryAllByText(vipEntry)).toHaveLength(0);
      }
      // Which entries show depends on the permissions, which may land after the VIP badge.
      await settled(harness, SHOWN_BY);
      for (const entry of ENTRY_GROUPS.flatMap((g) => g.entries)) {
        if (entry.route === 'VIP_DETAIL') continue;
        expect(
          screen.getAllByText(new RegExp(`^${entryLabel(entry.label)}$`, 'i')).length,
        ).toBeGreaterThan(0);
      }
    },
  );

  it.each(NEWER)(
    '$variant exposes every role, name and text DIAMOND does, to a member',
    async ({ Screen, theme, member, balance, vip }) => {
      const { harness, username } = await member();
      const settle = async () => {
        expect(await screen.findByText(balance)).toBeVisible();
        if (vip) expect(await screen.findByText('VIP 0')).toBeVisible();
        await settled(harness, SHOWN_BY);
        // The balance's symbol renders a commit after the currency answer lands in the store:
        // the snapshot waits for it, or DIAMOND's might be taken without it.
        const symbol = configApi.endpoints.currencies.select()(harness.store.getState()).data?.[0]
          ?.symbol;
        if (symbol) expect((await screen.findAllByText(symbol)).length).toBeGreaterThan(0);
      };
      const diamond = renderLive(<DiamondMyPage {...props(harness.session)} />, {
        harness,
        at: '/tabs/my',
        path: '/tabs/my',
      });
      await settle();
      const expected = exposed(diamond.container, ROLES);
      diamond.unmount();
      const ours = renderLive(<Screen {...props(harness.session)} />, {
        harness,
        at: '/tabs/my',
        path: '/tabs/my',
        theme,
      });
      await settle();
      expect(exposed(ours.container, ROLES)).toEqual(expected);
      // The money actions sit in the member's own region, as DIAMOND's quick actions do.
      const profile = screen.getByRole('region', { name: username });
      for (const name of ['Deposit', 'Withdraw', 'Transfer'])
        expect(within(profile).getByRole('link', { name })).toBeVisible();
    },
  );

  it.each(NEWER)(
    '$variant exposes every role, name and text DIAMOND does, to a guest',
    async ({ Screen, theme }) => {
      const guest = (Layout: typeof DiamondMyPage) =>
        renderLive((session) => <Layout {...props(session)} />, {
          brand: 'default',
          at: '/tabs/my',
          path: '/tabs/my',
          theme,
        });
      // The default brand shows VIP, and its entry is what the permissions add. React renders
      // it a task after the store has them (CI twice compared a snapshot taken in between), so
      // each side waits for the entry itself.
      const vipEntry = new RegExp(`^${entryLabel('entries.vip')}$`, 'i');
      const landed = async (harness: LiveHarness) => {
        expect(await screen.findByRole('heading', { name: 'My page' })).toBeVisible();
        await settled(harness, SHOWN_BY);
        await waitFor(() => expect(screen.getAllByText(vipEntry).length).toBeGreaterThan(0));
      };
      const diamond = guest(DiamondMyPage);
      await landed(diamond.harness);
      const expected = exposed(diamond.container, ROLES);
      diamond.unmount();
      const ours = guest(Screen);
      await landed(ours.harness);
      expect(exposed(ours.container, ROLES)).toEqual(expected);
    },
  );

  it.each(NEWER)(
    '$variant asks a guest to sign in before a member area',
    async ({ Screen, theme }) => {
      const user = userEvent.setup();
      let shown: ReturnType<typeof props> | undefined;
      renderLive(
        (session) => {
          shown = props(session);
          return <Screen {...shown} />;
        },
        { brand: 'default', theme, at: '/tabs/my', path: '/tabs/my' },
      );
      await user.click(screen.getAllByRole('link', { name: /^Bank cards/ })[0]!);
      expect(shown?.onRequireSignIn).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('link', { name: /^Help centre/ }));
      expect(await screen.findByText('elsewhere')).toBeVisible();
    },
  );

  it('shows the VIP level the member reached with deposits and bets', async () => {
    const { harness } = await memberWith('default');
    expect(await reachNextVipLevel(harness)).toBe(1);
    renderMyPage(DiamondMyPage, harness);
    expect(await screen.findByText('VIP 1')).toBeVisible();
  });

  it('hides the balance behind four stars and keeps the choice in the session', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default', MONEY);
    renderMyPage(DiamondMyPage, harness);
    expect(await screen.findByText('12,500.75')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getAllByText('****').length).toBeGreaterThan(0);
    expect(screen.queryByText('12,500.75')).toBeNull();
    expect(harness.session.balanceVisible()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(harness.session.balanceVisible()).toBe(true);
    expect(screen.getByText('12,500.75')).toBeVisible();
  });

  it('refreshes the balance from the server, then says it is up to date', async () => {
    const user = userEvent.setup();
    const { harness, username } = await memberWith('default');
    renderMyPage(DiamondMyPage, harness);
    expect(await screen.findByText('0.00')).toBeVisible();
    // An operator credits the member while my page is open.
    await ops('wallet:adjust', { brand: 'default', username, amount: MONEY, remark: 'bonus' });
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('12,500.75')).toBeVisible();
    // At most one user-info refresh per 30 seconds: the second tap only says so.
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Your balance is up to date.')).toBeVisible();
  });

  it('opens a member area from the quick actions', async () => {
    const user = userEvent.setup();
    const { harness, username } = await memberWith('default');
    const p = renderMyPage(DiamondMyPage, harness);
    const profile = screen.getByRole('region', { name: username });
    const deposit = within(profile).getByRole('link', { name: 'Deposit' });
    // A real link: a new tab opens the same screen.
    expect(deposit).toHaveAttribute('href', '/deposit/index');
    await user.click(deposit);
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(p.onRequireSignIn).not.toHaveBeenCalled();
  });

  it('logs out and opens the language dialog through the site', async () => {
    const user = userEvent.setup();
    const { harness } = await memberWith('default');
    const p = renderMyPage(LiteMyPage, harness);
    await user.click(screen.getByRole('button', { name: /Log out/ }));
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(p.onLogout).toHaveBeenCalledOnce();
    expect(p.onOpenLanguage).toHaveBeenCalledOnce();
  });

  it('invites a guest to sign in and asks before opening a member area', async () => {
    const user = userEvent.setup();
    let shown: ReturnType<typeof props> | undefined;
    renderLive(
      (session) => {
        shown = props(session);
        return <DiamondMyPage {...shown} />;
      },
      { brand: 'default', at: '/tabs/my', path: '/tabs/my' },
    );
    expect(screen.getByRole('heading', { name: 'My page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Log out/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: /^Deposit/ }));
    expect(shown?.onRequireSignIn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('link', { name: /^Help centre/ }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
  });

  it('asks a guest to sign in from the RETRO tiles too', async () => {
    const user = userEvent.setup();
    let shown: ReturnType<typeof props> | undefined;
    renderLive(
      (session) => {
        shown = props(session);
        return <RetroMyPage {...shown} />;
      },
      { brand: 'fubo', theme: fubo, at: '/tabs/my', path: '/tabs/my' },
    );
    await user.click(screen.getByRole('link', { name: /Wallet/ }));
    expect(shown?.onRequireSignIn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
  });
});

describe('member areas', () => {
  it('lead to real routes, with the money actions first', () => {
    for (const entry of [...QUICK_ACTIONS, ...ENTRY_GROUPS.flatMap((g) => g.entries)]) {
      expect(routes[entry.route].path).toBe(entry.href);
    }
    expect(QUICK_ACTIONS.map((e) => e.route)).toEqual([
      'DEPOSIT_INDEX',
      'WITHDRAW_INDEX',
      'MEMBER_TRANSFER',
    ]);
  });
});

function entryLabel(key: string): string {
  const labels: Record<string, string> = {
    'entries.wallet': 'Wallet',
    'entries.deposit': 'Deposit',
    'entries.withdraw': 'Withdraw',
    'entries.transfer': 'Transfer',
    'entries.bankCards': 'Bank cards',
    'entries.betRecords': 'Bet records',
    'entries.transactions': 'Transactions',
    'entries.myPromotions': 'My promotions',
    'entries.vip': 'VIP',
    'entries.referral': 'Refer a friend',
    'entries.messages': 'Messages',
    'entries.kyc': 'Verify identity',
    'entries.settings': 'Settings',
    'entries.help': 'Help centre',
  };
  return labels[key] ?? key;
}
