import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { GameStory, storyProps } from '../testing/story-harness.tsx';
import { STORY_GAMES } from '../testing/story-data.ts';
import { FavouriteGames, RecentlyPlayedGames } from './game-shelves.tsx';
import { rememberPlayed } from './use-recently-played.ts';

const meta = {
  title: 'Screens/Games/Favourites and recently played',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member's favourites. */
export const Favourites: Story = {
  render: () => (
    <GameStory at="/" render={(session) => <FavouriteGames {...storyProps(session)} />} />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Remove Jade Emperor from favourites',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A guest sees an invitation instead. */
export const FavouritesGuest: Story = {
  render: () => (
    <GameStory
      at="/"
      signedIn={false}
      render={(session) => <FavouriteGames {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

function Recent() {
  useState(() => {
    for (const game of STORY_GAMES.slice(0, 4).reverse()) rememberPlayed(game);
    return true;
  });
  return (
    <GameStory at="/" render={(session) => <RecentlyPlayedGames {...storyProps(session)} />} />
  );
}

/** Games recently opened on this device, newest first. */
export const RecentlyPlayed: Story = {
  render: () => <Recent />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findAllByRole('button', { name: /^Play / });
    await expect(tiles[0]).toHaveAccessibleName(/^Play Northern Lights Fortune/);
  },
};
