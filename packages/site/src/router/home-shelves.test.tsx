/**
 * The home's game shelves in the whole site against the reference API: a signed-in member's
 * home shows the games recently played on this device (and no empty favourites heading); a
 * guest's home shows neither shelf.
 */
import { RECENT_STORAGE_KEY } from '@lobby/feature-games';
import type { RecentGame } from '@lobby/feature-games';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshVisitorEachTest, signInThroughForm, startSite } from '../testing/live-site.ts';

/** A game this device played earlier, as the games feature keeps it. */
const PLAYED: RecentGame = {
  id: 987_654,
  name: 'Earlier Played Slot',
  type: 'SlotMachine',
  image: '',
  channel_id: 1,
  channel_name: 'Provider',
  status: 1,
  hot: false,
  is_new: false,
  favourite: false,
};

describe('home shelves', () => {
  freshVisitorEachTest();
  beforeEach(() => {
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify([PLAYED]));
  });

  it('shows a member the games played on this device, and no empty favourites', async () => {
    const user = userEvent.setup();
    await signInThroughForm(user);
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'NexBet home' }));
    // The shelves come in the games chunk, loaded once the member is known: allow a slow machine.
    expect(
      await screen.findByRole('heading', { name: 'Recently played' }, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Play Earlier Played Slot/ })).toBeVisible();
    // The new member has no favourites: the shelf stays away rather than saying so.
    expect(await screen.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull();
  });

  it('shows a guest no shelves', async () => {
    await startSite('/tabs/home');
    expect(await screen.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Recently played' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Favourites' })).toBeNull();
  });
});
