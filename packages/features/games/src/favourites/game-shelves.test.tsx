/**
 * The favourites section against the reference API (a favourite kept on the server shows, and
 * its heart removes it), and the recently-played list kept in local storage: bounded, newest
 * first, each game once, and robust against a damaged stored value. Told to hide when empty,
 * either section shows nothing at all rather than an empty note.
 */
import { gamesApi } from '@lobby/api-client/games';
import { renderLive } from '@lobby/test-kit/live';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { game, member } from '../testing/members.ts';
import { FavouriteGames, RecentlyPlayedGames } from './game-shelves.tsx';
import {
  RECENT_LIMIT,
  RECENT_STORAGE_KEY,
  readRecent,
  rememberPlayed,
  useRecentlyPlayed,
} from './use-recently-played.ts';
import type { RecentGame } from './use-recently-played.ts';

afterEach(() => window.localStorage.clear());

const recentGame = (id: number): RecentGame => ({
  id,
  name: `Game ${id}`,
  type: 'SlotMachine',
  image: '',
  channel_id: 1,
  channel_name: 'Provider',
  status: 1,
  hot: false,
  is_new: false,
  favourite: false,
});

describe('favourite games', () => {
  it("shows the member's favourites, and removes one with its heart", async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const baccarat = await game(harness, 'Skyline Baccarat');
    await harness.store.dispatch(gamesApi.endpoints.collect.initiate({ id: baccarat.id })).unwrap();
    renderLive(
      <FavouriteGames session={harness.session} brandName="Lobby" onRequireSignIn={vi.fn()} />,
      { harness },
    );
    expect(await screen.findByRole('button', { name: /^Play Skyline Baccarat/ })).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Remove Skyline Baccarat from favourites' }),
    );
    expect(await screen.findByText('No favourites yet')).toBeVisible();
  });

  it('shows nothing, not even its heading, when told to hide while it has no games', async () => {
    const user = userEvent.setup();
    const { harness } = await member();
    const baccarat = await game(harness, 'Skyline Baccarat');
    await harness.store.dispatch(gamesApi.endpoints.collect.initiate({ id: baccarat.id })).unwrap();
    renderLive(
      <FavouriteGames
        session={harness.session}
        brandName="Lobby"
        onRequireSignIn={vi.fn()}
        hideWhenEmpty
      />,
      { harness },
    );
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Remove Skyline Baccarat from favourites' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull());
    expect(screen.queryByText('No favourites yet')).toBeNull();
  });

  it('shows a guest nothing when told to hide while it has no games', () => {
    renderLive(
      (session) => (
        <FavouriteGames
          session={session}
          brandName="Lobby"
          onRequireSignIn={vi.fn()}
          hideWhenEmpty
        />
      ),
      { brand: 'default' },
    );
    expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    const onRequireSignIn = vi.fn();
    renderLive(
      (session) => (
        <FavouriteGames session={session} brandName="Lobby" onRequireSignIn={onRequireSignIn} />
      ),
      { brand: 'default' },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onRequireSignIn).toHaveBeenCalledOnce();
  });
});

describe('recently played', () => {
  it('keeps the newest games first, each once, up to the limit', () => {
    for (let id = 1; id <= RECENT_LIMIT + 3; id += 1) rememberPlayed(recentGame(id));
    rememberPlayed(recentGame(5));
    const ids = readRecent().map((g) => g.id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids[0]).toBe(5);
    expect(new Set(ids).size).toBe(RECENT_LIMIT);
    expect(ids).not.toContain(1);
  });

  it('ignores what it did not write', () => {
    window.localStorage.setItem(RECENT_STORAGE_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    window.localStorage.setItem(
      RECENT_STORAGE_KEY,
      JSON.stringify([{ id: 'x' }, recentGame(7), null, { ...recentGame(8), favourite: true }]),
    );
    expect(readRecent().map((g) => [g.id, g.favourite])).toEqual([
      [7, false],
      [8, false],
    ]);
    window.localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify({ id: 1 }));
    expect(readRecent()).toEqual([]);
  });

  it('updates every hook at once, and clears', () => {
    const first = renderHook(() => useRecentlyPlayed(3));
    const second = renderHook(() => useRecentlyPlayed());
    act(() => first.result.current.add(recentGame(1)));
    expect(second.result.current.games.map((g) => g.id)).toEqual([1]);
    act(() => {
      for (const id of [2, 3, 4]) second.result.current.add(recentGame(id));
    });
    expect(first.result.current.games.map((g) => g.id)).toEqual([4, 3, 2]);
    act(() => first.result.current.clear());
    expect(second.result.current.games).toEqual([]);
  });

  it('shows nothing, not even its heading, when told to hide while the list is empty', async () => {
    const user = userEvent.setup();
    rememberPlayed(recentGame(12));
    renderLive(
      (session) => (
        <RecentlyPlayedGames
          session={session}
          brandName="Lobby"
          onRequireSignIn={vi.fn()}
          hideWhenEmpty
        />
      ),
      { brand: 'default' },
    );
    expect(screen.getByRole('heading', { name: 'Recently played' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Recently played' })).toBeNull(),
    );
    expect(screen.queryByText('Nothing played yet')).toBeNull();
  });

  it('shows the recently played games and clears them', async () => {
    const user = userEvent.setup();
    rememberPlayed(recentGame(11));
    renderLive(
      (session) => (
        <RecentlyPlayedGames session={session} brandName="Lobby" onRequireSignIn={vi.fn()} />
      ),
      { brand: 'default' },
    );
    expect(screen.getByRole('button', { name: /^Play Game 11/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByText('Nothing played yet')).toBeVisible());
  });
});
