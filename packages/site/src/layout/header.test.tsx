/**
 * The header's game search in the whole site, against the reference API's seeded nexbet
 * catalogue: typed and sent with Enter, it opens the game list of the type that has the game,
 * searched for the text; a name no game has goes to the first type; Escape closes it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { freshVisitorEachTest, startSite } from '../testing/live-site.ts';

/** Opens the search dialog from the header; answers its name field. */
async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  const banner = await screen.findByRole('banner');
  await user.click(within(banner).getByRole('button', { name: 'Search games' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  return within(dialog).getByRole('searchbox', { name: 'Game name' });
}

describe('game search in the header', () => {
  freshVisitorEachTest();

  it('opens the game list of the type that has the game, searched for what was typed', async () => {
    const user = userEvent.setup();
    await startSite('/tabs/home');
    const field = await openSearch(user);
    // Focus is in the field: typing starts at once.
    expect(field).toHaveFocus();
    await user.keyboard('Jade{Enter}');
    // Jade Emperor is a slot game; Sports comes first in nexbet's sort order.
    await waitFor(() => expect(window.location.pathname).toBe('/games/list/SlotMachine'));
    expect(new URLSearchParams(window.location.search).get('search')).toBe('Jade');
    expect(screen.queryByRole('dialog', { name: 'Search games' })).toBeNull();
    // The game list runs the search.
    expect(await screen.findByRole('button', { name: /^Play Jade Emperor/ })).toBeVisible();
  });

  it('goes to the first type for a name no game has, and closes on Escape', async () => {
    const user = userEvent.setup();
    await startSite('/tabs/home');
    await openSearch(user);
    await user.keyboard('Jade');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Search games' })).toBeNull();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Search games' }),
    ).toHaveFocus();
    expect(window.location.pathname).toBe('/tabs/home');

    const field = await openSearch(user);
    // Closing forgot the text.
    expect(field).toHaveValue('');
    await user.type(field, '  no such game  {Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/games/list/Sport'));
    expect(new URLSearchParams(window.location.search).get('search')).toBe('no such game');
  });
});
