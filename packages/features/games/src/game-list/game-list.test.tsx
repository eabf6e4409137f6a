/**
 * The game list against the reference API: the provider filter and the server search, paging,
 * favourites (persisted on the server, and put back when the server refuses), and the guest's
 * sign-in prompt.
 */
import { gamesApi } from '@lobby/api-client/games';
import type { GameItem } from '@lobby/contract/games';
import { ops } from '@lobby/test-api/ops';
import { renderLive } from '@lobby/test-kit/live';
import type { LiveHarness } from '@lobby/test-kit/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { channel, member } from '../testing/members.ts';
import { GameListScreen, sortGames } from './game-list-screen.tsx';

const PATH = '/games/list/:gameType';

function renderList(at: string, harness?: LiveHarness, extra: { pageSize?: number } = {}) {
  const onRequireSignIn = vi.fn();
  const result = renderLive(
    (session) => (
      <GameListScreen
        session={session}
        brandName="Lobby"
        onRequireSignIn={onRequireSignIn}
        searchDebounceMs={50}
        {...extra}
      />
    ),
    { brand: 'default', at, path: PATH, ...(harness ? { harness } : {}) },
  );
  return { ...result, onRequireSignIn };
}

const grid = () => screen.findByRole('list', { name: /games$/ });

describe('game list', () => {
  it('shows the games of a type and filters them by provider', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const aurora = await channel(harness, 'AUR');
    renderList(`/games/list/SlotMachine?channel=${aurora.id}`, harness);
    expect(await screen.findByRole('heading', { name: 'Slots games' })).toBeVisible();
    const list = await grid();
    expect(
      await within(list).findByRole('button', { name: /^Play Northern Lights Fortune/ }),
    ).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Play Jade Emperor/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aurora Gaming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Jade Dragon Slots' }));
    expect(
      await within(await grid()).findByRole('button', { name: /^Play Jade Emperor/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Play Northern Lights Fortune/ })).toBeNull(),
    );
    // A closed game is never listed; one under maintenance is, and cannot be played.
    await user.click(screen.getByRole('button', { name: 'Aurora Gaming' }));
    const crystal = await screen.findByRole('button', { name: /^Play Crystal Fjord/ });
    expect(crystal).toBeDisabled();
    expect(crystal).toHaveTextContent('Maintenance');
  });

  it('searches by name on the server, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderList('/games/list/SlotMachine');
    await within(await grid()).findByRole('button', { name: /^Play Jade Emperor/ });
    await user.type(screen.getByRole('combobox', { name: 'Search games' }), 'dragon pearl');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Play Jade Emperor/ })).toBeNull(),
    );
    // Each typed letter may answer in turn and redraw the list: wait for the settled answer.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /^Play Dragon Pearl Link/ })).toBeVisible();
      expect(screen.getByText('1 game')).toBeVisible();
    });
    await user.clear(screen.getByRole('combobox', { name: 'Search games' }));
    await user.type(screen.getByRole('combobox', { name: 'Search games' }), 'zzzz no such game');
    expect(await screen.findByText('No games found')).toBeVisible();
    expect(await screen.findByText('No game matches “zzzz no such game”.')).toBeVisible();
  });

  it('loads further pages on request until every game is shown', async () => {
    const user = userEvent.setup();
    renderList('/games/list/SlotMachine', undefined, { pageSize: 10 });
    const list = await grid();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const total = Number(
      /(\d+) games/.exec(screen.getByText(/^\d+ games$/).textContent ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(10);
    while (screen.queryByRole('button', { name: 'Load more' })) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Loading more games' })).toBeNull(),
      );
    }
    expect(await screen.findByText("That's every game")).toBeVisible();
    // The last page's tiles are drawn a few rows per frame.
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(total);
    // Each game once.
    const names = tiles.map((tile) => tile.querySelector('button')?.textContent);
    expect(new Set(names).size).toBe(total);
  });

  it('sorts the loaded games', async () => {
    const user = userEvent.setup();
    renderList('/games/list/Casino?sort=nameAsc');
    const list = await grid();
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(2);
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map(
          (li) =>
            li
              // The tile's face, its caption, the name.
              .querySelector('button > span > span:first-of-type > span:first-of-type')
              ?.textContent?.replace(/^Play /, '') ?? '',
        );
    const ascending = names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'nameDesc');
    await waitFor(() => expect(names()).toEqual([...ascending].reverse()));
  });

  it('keeps a favourite on the server, and takes it away again', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const sky = await channel(harness, 'SKY');
    renderList(`/games/list/SlotMachine?channel=${sky.id}`, harness);
    const heart = await screen.findByRole('button', { name: 'Add Skyline Sevens to favourites' });
    await user.click(heart);
    const pressed = await screen.findByRole('button', {
      name: 'Remove Skyline Sevens from favourites',
    });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    const favourites = () =>
      harness.store
        .dispatch(
          gamesApi.endpoints.favourites.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        )
        .unwrap();
    await waitFor(async () =>
      expect((await favourites()).map((g: GameItem) => g.name)).toEqual(['Skyline Sevens']),
    );
    // The list refetched from the server still shows it.
    await act(async () => {
      await harness.store
        .dispatch(
          gamesApi.endpoints.gamesList.initiate(
            { type: 'SlotMachine', channel_id: sky.id, search: 'Skyline Sevens' },
            { subscribe: false },
          ),
        )
        .unwrap();
    });
    expect(
      screen.getByRole('button', { name: 'Remove Skyline Sevens from favourites' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Skyline Sevens from favourites' }));
    expect(
      await screen.findByRole('button', { name: 'Add Skyline Sevens to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () => expect(await favourites()).toEqual([]));
  });

  it('puts a heart back and says why when the server refuses it', async () => {
    const user = userEvent.setup();
    const { harness, username } = await member();
    const sky = await channel(harness, 'SKY');
    renderList(`/games/list/SlotMachine?channel=${sky.id}`, harness);
    const heart = await screen.findByRole('button', {
      name: 'Add Cosmic Cash Quest to favourites',
    });
    // An operator locks the member (every session revoked) while the list is open.
    await ops('member:lock', { brand: 'default', username });
    await user.click(heart);
    expect(await screen.findByText(/Could not update your favourites/)).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Add Cosmic Cash Quest to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a guest to sign in to favourite or play', async () => {
    const user = userEvent.setup();
    const { onRequireSignIn } = renderList('/games/list/Casino');
    const list = await grid();
    await user.click(
      await within(list).findByRole('button', { name: 'Add Skyline Baccarat to favourites' }),
    );
    expect(onRequireSignIn).toHaveBeenCalledTimes(1);
    await user.click(within(list).getByRole('button', { name: /Play Skyline Baccarat/ }));
    expect(onRequireSignIn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a provider or search that is not one', async () => {
    renderList('/games/list/Casino?channel=abc&sort=sideways');
    const list = await grid();
    expect(
      await within(list).findByRole('button', { name: /^Play Skyline Baccarat/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('default');
  });
});

describe('sortGames', () => {
  const g = (id: number, name: string, hot = false, isNew = false) =>
    ({ id, name, hot, is_new: isNew }) as GameItem;
  const games = [g(1, 'b', false, true), g(2, 'a', true), g(3, 'c', true, true)];
  it('orders by name, hot or new, keeping the server order for ties', () => {
    expect(sortGames(games, 'default')).toBe(games);
    expect(sortGames(games, 'nameAsc').map((x) => x.id)).toEqual([2, 1, 3]);
    expect(sortGames(games, 'nameDesc').map((x) => x.id)).toEqual([3, 1, 2]);
    expect(sortGames(games, 'hot').map((x) => x.id)).toEqual([2, 3, 1]);
    expect(sortGames(games, 'new').map((x) => x.id)).toEqual([1, 3, 2]);
  });
});
