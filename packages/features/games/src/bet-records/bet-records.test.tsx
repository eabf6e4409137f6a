/**
 * Bet records against the reference API: a round really played on the demo provider shows with
 * its stake, win and net under today's range (in the platform timezone), the totals add up,
 * and the filters (type, provider, range) narrow it away again.
 */
import { formatMoney } from '@lobby/domain/money';
import { fastDateRange } from '@lobby/domain/time';
import { renderLive } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member, playDiceRound } from '../testing/members.ts';
import { BetRecordsScreen, betLogFilters } from './bet-records-screen.tsx';

const money = (minor: number) => formatMoney(minor, { currency: { symbol: '$', decimals: 2 } });
const signed = (minor: number) => (minor > 0 ? `+${money(minor)}` : money(minor));

describe('bet records', () => {
  it('shows a played round with its stake, win and net, and the totals', async () => {
    const user = userEvent.setup();
    const { harness } = await member(100_000);
    const round = await playDiceRound(harness, 'Skyline Dice 100', 2_500);
    const net = round.payout - round.bet;
    renderLive(
      <BetRecordsScreen session={harness.session} brandName="Lobby" onRequireSignIn={vi.fn()} />,
      { harness, at: '/betRecord', path: '/betRecord' },
    );
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Skyline Dice 100/ });
    expect(row).toHaveTextContent('Skyline Originals');
    expect(within(row).getByText(money(2_500))).toBeVisible();
    expect(within(row).getAllByText(money(round.payout)).length).toBeGreaterThan(0);
    expect(row).toHaveTextContent(signed(net));
    expect(row.textContent).toMatch(net > 0 ? /Win/ : net < 0 ? /Loss/ : /Draw|Win|Loss/);
    expect(row).toHaveTextContent(`Round ${round.round_id}`);
    const summary = screen.getByLabelText('Totals');
    expect(summary).toHaveTextContent(`Total stake${money(2_500)}`);
    expect(summary).toHaveTextContent(`Net result${signed(net)}`);

    // Another type has no rounds.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Casino');
    expect(await screen.findByText('No bets in this period')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Lottery');
    expect(await screen.findByRole('row', { name: /Skyline Dice 100/ })).toBeVisible();
    // Providers follow the type; another provider has no rounds.
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    expect(within(provider).queryByRole('option', { name: 'Velocity Sports' })).toBeNull();
    await user.selectOptions(provider, 'Lucky Meridian');
    expect(await screen.findByText('No bets in this period')).toBeVisible();
    await user.selectOptions(provider, 'Skyline Originals');
    expect(await screen.findByRole('row', { name: /Skyline Dice 100/ })).toBeVisible();
    // Yesterday has none.
    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    expect(await screen.findByText('No bets in this period')).toBeVisible();
  });

  it('pages through the rounds', async () => {
    const user = userEvent.setup();
    const { harness } = await member(100_000);
    for (let i = 0; i < 3; i += 1) await playDiceRound(harness, 'High-Low Dice', 100);
    renderLive(
      <BetRecordsScreen
        session={harness.session}
        brandName="Lobby"
        onRequireSignIn={vi.fn()}
        pageSize={2}
      />,
      { harness, at: '/betRecord', path: '/betRecord' },
    );
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(
      within(screen.getByRole('table')).getAllByRole('row', { name: /High-Low Dice/ }),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).getAllByRole('row', { name: /High-Low Dice/ }),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByLabelText('Totals')).toHaveTextContent(`Total stake${money(300)}`);
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    const onRequireSignIn = vi.fn();
    renderLive(
      (session) => (
        <BetRecordsScreen session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />
      ),
      { brand: 'default', at: '/betRecord', path: '/betRecord' },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
  });
});

describe('betLogFilters', () => {
  it('sends the range as Unix seconds and the type as a list', () => {
    const range = fastDateRange('today', Date.UTC(2025, 0, 15, 12), 8);
    expect(betLogFilters(range, 'Casino')).toEqual([
      { field: 'bet_time', op: 'gte', value: Date.UTC(2025, 0, 14, 16) / 1000 },
      { field: 'bet_time', op: 'lte', value: Math.floor((Date.UTC(2025, 0, 15, 16) - 1) / 1000) },
      { field: 'type', op: 'in', value: ['Casino'] },
    ]);
    expect(betLogFilters(undefined, '')).toEqual([]);
  });
});
