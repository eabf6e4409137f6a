import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders, cannedFetch, createHarnessStore } from '@lobby/test-kit';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { GameSearch } from './header.tsx';

const ANSWERS: Record<string, unknown> = {
  '/member/game/game-types': [
    { type: 'Sport', name: 'Sports', sort: 1, count: 1, image: '' },
    { type: 'SlotMachine', name: 'Slots', sort: 2, count: 1, image: '' },
  ],
  '/member/game/game_name': [{ id: 1, name: 'Jade Emperor', type: 'SlotMachine', channel_id: 1 }],
};

/** The header's search on a store that answers from canned data (no server). */
function Harnessed({ children }: { children: ReactElement }) {
  const [harness] = useState(() =>
    createHarnessStore({ baseUrl: 'http://site.test', fetch: cannedFetch(ANSWERS).fetch }),
  );
  return <StoryProviders harness={harness}>{children}</StoryProviders>;
}

const meta = {
  title: 'Screens/Site header/Game search',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search button as the header shows it. */
export const Closed: Story = {
  render: () => (
    <Harnessed>
      <GameSearch />
    </Harnessed>
  ),
};

/** Opened: the name field has the focus, so the member can type at once. */
export const Open: Story = {
  render: () => (
    <Harnessed>
      <GameSearch />
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search games' }));
    // The dialog renders in a portal, outside the story's canvas.
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Search games',
    });
    await expect(within(dialog).getByRole('searchbox', { name: 'Game name' })).toHaveFocus();
  },
};
