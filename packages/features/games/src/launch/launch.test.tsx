/**
 * The launch flow against the reference API: a member moves money into the provider wallet
 * after the transfer_in_limit warning, the game's page opens with the provider URL the server
 * answered, and back from the game the provider balance returns to the main wallet. Bad
 * amounts are refused (by the form, or by the server with its message) and move nothing.
 */
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletApi } from '@lobby/api-client/wallet';
import { memberApi } from '@lobby/api-client/member';
import { GameListScreen } from '../game-list/game-list-screen.tsx';
import { readRecent } from '../favourites/use-recently-played.ts';
import { channel, fakeWindow, member, wallets } from '../testing/members.ts';

function renderSport(harness: LiveHarness) {
  const onRequireSignIn = vi.fn();
  renderLive(
    <GameListScreen
      session={harness.session}
      brandName="Lobby"
      onRequireSignIn={onRequireSignIn}
    />,
    { harness, at: '/games/list/Sport', path: '/games/list/:gameType' },
  );
  return onRequireSignIn;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('launch', () => {
  it('moves money in after the transfer limit warning, opens the game, and offers it back', async () => {
    const user = userEvent.setup();
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { harness } = await member(100_000);
    const vsp = await channel(harness, 'VSP');
    expect(vsp.transfer_in_limit).toBe(50_000);
    renderSport(harness);
    await user.click(await screen.findByRole('button', { name: /^Play Velocity Sportsbook/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Play Velocity Sportsbook' });
    expect(await within(dialog).findByText('$1,000.00')).toBeVisible();
    expect(within(dialog).getByText('Minimum transfer: $500.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Move all of the main wallet' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount to move in' })).toHaveValue(
      '1000.00',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount to move in' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to move in' }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Move in and play' }));

    // Spec §5: a channel with a transfer limit warns first, with Cancel and Continue.
    const warning = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
    expect(warning).toHaveTextContent('Velocity Sports has a minimum transfer of $500.00');
    const proceed = within(warning).getByRole('button', { name: 'Continue' });
    await user.dblClick(proceed);

    await waitFor(() => expect(popup.location.href).toMatch(/\/demo\/provider\/play\?/));
    const url = new URL(popup.location.href);
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(url.searchParams.get('is_mobile')).toMatch(/^[01]$/);
    expect(url.searchParams.get('theme')).toBe('DIAMOND');
    expect(url.searchParams.get('locale')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.opener).toBeNull();
    expect(await screen.findByText('Velocity Sportsbook opened in a new window.')).toBeVisible();
    // Moved once, whatever the double tap.
    expect(await wallets(harness, vsp.id)).toMatchObject({ money: 40_000, balance: 60_000 });
    expect(readRecent().map((g) => g.name)).toEqual(['Velocity Sportsbook']);

    // Back from the game: the provider balance is offered back.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    act(() => void window.dispatchEvent(new Event('focus')));
    const back = await screen.findByRole('alertdialog', { name: 'Welcome back' });
    expect(back).toHaveTextContent('$600.00 is still in your Velocity Sports wallet');
    await user.click(within(back).getByRole('button', { name: 'Move back' }));
    // Spec §5: a Confirm-only notice before a transfer out of a limited channel.
    const notice = await screen.findByRole('alertdialog', { name: 'Transfer limit' });
    await user.click(within(notice).getByRole('button', { name: 'Move back' }));
    expect(await screen.findByText('$600.00 moved back to your main wallet.')).toBeVisible();
    expect(await wallets(harness, vsp.id)).toMatchObject({ money: 100_000, balance: 0 });
  });

  it('refuses bad amounts and moves nothing', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    const { harness } = await member(100_000);
    const vsp = await channel(harness, 'VSP');
    renderSport(harness);
    await user.click(await screen.findByRole('button', { name: /^Play Football Live Odds/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Play Football Live Odds' });
    await within(dialog).findByText('$1,000.00');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to move in' });
    const move = within(dialog).getByRole('button', { name: 'Move in and play' });

    // Nothing typed.
    await user.click(move);
    expect(await within(dialog).findByText('Please Enter Amount')).toBeVisible();
    // Zero.
    await user.type(amount, '0');
    await user.click(move);
    expect(await within(dialog).findByText('Please Enter Amount')).toBeVisible();

    // Below the channel's minimum: the server refuses with its own message.
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(move);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Transfer limit' })).getByRole(
        'button',
        { name: 'Continue' },
      ),
    );
    // The offer comes back (a new dialog) with the server's message under the amount.
    const offer = () => screen.findByRole('dialog', { name: 'Play Football Live Odds' });
    expect(
      await within(await offer()).findByText('The amount does not meet the transfer limit'),
    ).toBeVisible();

    // More than the main wallet holds.
    const again = await offer();
    await user.clear(within(again).getByRole('textbox', { name: 'Amount to move in' }));
    await user.type(within(again).getByRole('textbox', { name: 'Amount to move in' }), '5000');
    await user.click(within(again).getByRole('button', { name: 'Move in and play' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Transfer limit' })).getByRole(
        'button',
        { name: 'Continue' },
      ),
    );
    expect(await within(await offer()).findByRole('alert')).toHaveTextContent('Insufficient', {
      normalizeWhitespace: true,
    });
    expect(await wallets(harness, vsp.id)).toMatchObject({ money: 100_000, balance: 0 });

    // Cancel leaves everything as it was.
    await user.click(within(await offer()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('plays without moving money, in the same tab when no window opens', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    const location = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...location,
      origin: location.origin,
      pathname: location.pathname,
      assign,
    } as Location);
    const { harness } = await member();
    renderSport(harness);
    await user.click(await screen.findByRole('button', { name: /^Play Tennis Point Betting/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Play Tennis Point Betting' });
    await within(dialog).findByText('Main wallet');
    // An empty main wallet has nothing to move.
    expect(within(dialog).getByRole('button', { name: 'Move in and play' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Play without moving' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/\/demo\/provider\/play\?/);
  });

  it('with auto-transfer on, moves the main wallet in at launch and recalls it once on return', async () => {
    const user = userEvent.setup();
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { harness } = await member(100_000);
    await harness.store
      .dispatch(memberApi.endpoints.autoTransfer.initiate({ auto_transfer: true }))
      .unwrap();
    const vsp = await channel(harness, 'VSP');
    renderSport(harness);
    await user.click(await screen.findByRole('button', { name: /^Play Velocity Sportsbook/ }));

    // No offer: the launch itself moves the whole main wallet in.
    await waitFor(() => expect(popup.location.href).toMatch(/\/demo\/provider\/play\?/));
    expect(screen.queryByRole('dialog', { name: 'Play Velocity Sportsbook' })).toBeNull();
    expect(await screen.findByText('$1,000.00 moved into Velocity Sports.')).toBeVisible();
    expect(await wallets(harness, vsp.id)).toMatchObject({ money: 0, balance: 100_000 });

    // Back on the tab: a storm of focus events recalls once (the launch's return window over).
    await waitFor(
      () => {
        act(() => {
          for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('focus'));
          document.dispatchEvent(new Event('visibilitychange'));
        });
        expect(screen.getByText('$1,000.00 moved back to your main wallet.')).toBeVisible();
      },
      { timeout: 10_000 },
    );
    expect(await wallets(harness, vsp.id)).toMatchObject({ money: 100_000, balance: 0 });
    const moves = await harness.store
      .dispatch(
        walletApi.endpoints.transfers.initiate(
          { channel_id: vsp.id },
          { forceRefetch: true, subscribe: false },
        ),
      )
      .unwrap();
    expect(moves.list.map((m) => [m.action, m.amount, m.status])).toEqual([
      [2, 100_000, 2],
      [1, 100_000, 2],
    ]);
  });

  it('with auto-transfer on, tells the member when the move in is refused and still opens the game', async () => {
    const user = userEvent.setup();
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { harness } = await member(10_000);
    await harness.store
      .dispatch(memberApi.endpoints.autoTransfer.initiate({ auto_transfer: true }))
      .unwrap();
    const vsp = await channel(harness, 'VSP');
    renderSport(harness);
    await user.click(await screen.findByRole('button', { name: /^Play Velocity Sportsbook/ }));
    // $100.00 is below Velocity Sports' $500.00 minimum transfer.
    await waitFor(() => expect(popup.location.href).toMatch(/\/demo\/provider\/play\?/));
    expect(
      await screen.findByText(
        'Your money stayed in your main wallet: The amount does not meet the transfer limit',
      ),
    ).toBeVisible();
    expect(await wallets(harness, vsp.id)).toMatchObject({ money: 10_000, balance: 0 });
  });

  it('does not launch a game under maintenance', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const { harness } = await member();
    const onRequireSignIn = vi.fn();
    renderLive(
      <GameListScreen
        session={harness.session}
        brandName="Lobby"
        onRequireSignIn={onRequireSignIn}
      />,
      { harness, at: '/games/list/SlotMachine', path: '/games/list/:gameType' },
    );
    const crystal = await screen.findByRole('button', { name: /^Play Crystal Fjord/ });
    expect(crystal).toBeDisabled();
    await user.click(crystal);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
