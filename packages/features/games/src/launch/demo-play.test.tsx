/**
 * Trying a game for fun against the reference API: a guest gets the demo provider's page in
 * play-money mode without being asked to sign in (Play still asks), the page is marked as play
 * money, and rounds played there change nothing a member holds — not a wallet, not the bet log.
 */
import { gamesApi } from '@lobby/api-client/games';
import { walletApi } from '@lobby/api-client/wallet';
import { createLiveHarness, renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameListScreen } from '../game-list/game-list-screen.tsx';
import { readRecent } from '../favourites/use-recently-played.ts';
import { channel, fakeWindow, member, wallets } from '../testing/members.ts';

/** The Skyline games (a slot and a dice game of one provider), as a guest or a member sees them. */
function renderSkyline(harness: LiveHarness, gameType = 'SlotMachine') {
  const onRequireSignIn = vi.fn();
  renderLive(
    <GameListScreen
      session={harness.session}
      brandName="Lobby"
      onRequireSignIn={onRequireSignIn}
    />,
    { harness, at: `/games/list/${gameType}?search=Skyline`, path: '/games/list/:gameType' },
  );
  return onRequireSignIn;
}

/** Plays one round on the demo provider page at `url`, as its page's script does. */
async function playOn(url: string, bet: number) {
  const page = new URL(url);
  const response = await fetch(new URL('/api/v1/demo/provider/round', page.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: page.searchParams.get('token'), bet, target: 50, over: true }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** How many bets the member's log holds now. */
async function betCount(harness: LiveHarness) {
  const log = await harness.store
    .dispatch(gamesApi.endpoints.log.initiate({}, { forceRefetch: true, subscribe: false }))
    .unwrap();
  return log.total;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('try for fun', () => {
  it('gives a guest a play-money page without asking to sign in, while Play still asks', async () => {
    const user = userEvent.setup();
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const guest = createLiveHarness({ brand: 'default' });
    const onRequireSignIn = renderSkyline(guest);

    await user.click(await screen.findByRole('button', { name: 'Try Skyline Sevens for fun' }));
    await waitFor(() => expect(popup.location.href).toMatch(/\/demo\/provider\/play\?/));
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.opener).toBeNull();
    expect(
      await screen.findByText('Skyline Sevens opened with play money in a new window.'),
    ).toBeVisible();
    expect(onRequireSignIn).not.toHaveBeenCalled();
    // No real launch happened: nothing joins recently played.
    expect(readRecent()).toEqual([]);

    // The page is marked as play money and holds 1,000.00 of it.
    const page = await (await fetch(popup.location.href)).text();
    expect(page).toContain('Play money — demo');
    expect(page).toMatch(/Play money balance<\/span><strong id="balance">1,000\.00</);
    const round = await playOn(popup.location.href, 10_000);
    expect(round.status).toBe(200);
    expect(round.body.balance).toBe(100_000 - 10_000 + Number(round.body.payout));

    // Play is still for members: the guest is asked to sign in, and no window opens.
    await user.click(screen.getByRole('button', { name: /^Play Skyline Sevens/ }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("leaves a member's wallets and bet log as they were, whatever the play-money rounds", async () => {
    const user = userEvent.setup();
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { harness } = await member(100_000);
    const sky = await channel(harness, 'SKY');
    await harness.store
      .dispatch(
        walletApi.endpoints.transfer.initiate({ action: 1, amount: 20_000, channel_id: sky.id }),
      )
      .unwrap();
    const before = await wallets(harness, sky.id);
    expect(before).toMatchObject({ money: 80_000, balance: 20_000 });

    renderSkyline(harness, 'Lottery');
    await user.click(await screen.findByRole('button', { name: 'Try Skyline Dice 100 for fun' }));
    await waitFor(() => expect(popup.location.href).toMatch(/\/demo\/provider\/play\?/));
    // No transfer offer for play money: the dialog of a real launch never opens.
    expect(screen.queryByRole('dialog')).toBeNull();

    // A big play-money stake and a bet above the play balance, refused as a real round is.
    const first = await playOn(popup.location.href, 60_000);
    expect(first.status).toBe(200);
    const tooBig = await playOn(popup.location.href, Number(first.body.balance) + 1);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });

    expect(await wallets(harness, sky.id)).toEqual(before);
    expect(await betCount(harness)).toBe(0);
  });

  it('opens in this tab when no window opens, and offers no try for a game under maintenance', async () => {
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
    const guest = createLiveHarness({ brand: 'default' });
    const onRequireSignIn = vi.fn();
    renderLive(
      <GameListScreen
        session={guest.session}
        brandName="Lobby"
        onRequireSignIn={onRequireSignIn}
      />,
      {
        harness: guest,
        at: '/games/list/SlotMachine?search=Crystal',
        path: '/games/list/:gameType',
      },
    );
    await screen.findByRole('button', { name: /^Play Crystal Fjord/ });
    expect(screen.queryByRole('button', { name: 'Try Crystal Fjord for fun' })).toBeNull();

    renderSkyline(guest);
    await user.click(await screen.findByRole('button', { name: 'Try Skyline Sevens for fun' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/\/demo\/provider\/play\?/);
    expect(
      await screen.findByText('Opening Skyline Sevens with play money in this tab.'),
    ).toBeVisible();
    expect(onRequireSignIn).not.toHaveBeenCalled();
  });
});
