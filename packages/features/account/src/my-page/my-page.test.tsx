import { routes } from '@lobby/domain/routes';
import { theme as lite } from '@lobby/tokens/themes/lite';
import { theme as reg } from '@lobby/tokens/themes/reg';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@lobby/api-client';
import { renderScreen } from '@lobby/test-kit';
import { ENTRY_GROUPS, QUICK_ACTIONS } from './entries.ts';
import { DiamondMyPage, LiteMyPage, RetroMyPage } from './layouts.tsx';

const member = {
  username: 'luckymei',
  real_name: '',
  money: 1_250_075,
  avatar: '',
  type: 1,
  subtype: 1,
  auto_transfer: false,
  football_permission: 0,
  red_packet: [],
};

function props(session: Session) {
  return {
    session,
    brandName: 'NexBet',
    onLogout: vi.fn(),
    onRequireSignIn: vi.fn(),
    onOpenLanguage: vi.fn(),
    languageName: 'English',
  };
}

const signedIn = (session: Session) => {
  session.signIn('token', Date.now(), member);
  return session;
};

const VIP = {
  '/member/vip/progress': {
    level: 3,
    next_level: 4,
    deposit_total: 0,
    turnover_total: 0,
    next_deposit_condition: 0,
    next_turnover_condition: 0,
    claimable: [],
  },
};

describe('my page layouts', () => {
  it.each([
    ['DIAMOND', DiamondMyPage, undefined],
    ['RETRO', RetroMyPage, reg],
    ['LITE', LiteMyPage, lite],
  ] as const)(
    '%s shows the balance, the VIP badge and every member area',
    async (_n, Screen, theme) => {
      renderScreen((session) => <Screen {...props(signedIn(session))} />, {
        answers: VIP,
        ...(theme ? { theme } : {}),
      });
      expect(screen.getByRole('heading', { level: 1, name: 'luckymei' })).toBeVisible();
      expect(screen.getByText('12,500.75')).toBeVisible();
      expect(await screen.findByText('VIP 3')).toBeVisible();
      for (const entry of ENTRY_GROUPS.flatMap((g) => g.entries)) {
        expect(
          screen.getAllByText(new RegExp(`^${entryLabel(entry.label)}$`, 'i')).length,
        ).toBeGreaterThan(0);
      }
    },
  );

  it('hides the balance behind four stars and keeps the choice in the session', async () => {
    const user = userEvent.setup();
    let kept: Session | undefined;
    renderScreen((session) => {
      kept = signedIn(session);
      return <DiamondMyPage {...props(kept)} />;
    });
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getAllByText('****').length).toBeGreaterThan(0);
    expect(kept?.balanceVisible()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(kept?.balanceVisible()).toBe(true);
  });

  it('logs out and opens the language dialog through the site', async () => {
    const user = userEvent.setup();
    let p: ReturnType<typeof props> | undefined;
    renderScreen((session) => {
      p = props(signedIn(session));
      return <LiteMyPage {...p} />;
    });
    await user.click(screen.getByRole('button', { name: /Log out/ }));
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(p?.onLogout).toHaveBeenCalledOnce();
    expect(p?.onOpenLanguage).toHaveBeenCalledOnce();
  });

  it('invites a guest to sign in and asks before opening a member area', async () => {
    const user = userEvent.setup();
    let p: ReturnType<typeof props> | undefined;
    renderScreen(
      (session) => {
        p = props(session);
        return <DiamondMyPage {...p} />;
      },
      { at: '/tabs/my', path: '/tabs/my' },
    );
    expect(screen.getByRole('heading', { name: 'My page' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Deposit/ }));
    expect(p?.onRequireSignIn).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: /^Help centre/ }));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeVisible());
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
