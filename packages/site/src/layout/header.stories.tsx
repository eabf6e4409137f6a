import { tokenVars } from '@lobby/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messagesApi } from '@lobby/api-client/messages';
import { StoryProviders, cannedFetch, createHarnessStore } from '@lobby/test-kit';
import { Button } from '@lobby/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { useSiteDispatch } from '../store/store.ts';
import { GameSearch, MessagesBell } from './header.tsx';

/** The contract's unread counts, as the messages area answers them. */
type UnreadCount = Parameters<typeof messagesApi.util.upsertQueryData<'unreadCount'>>[2];

const ANSWERS: Record<string, unknown> = {
  '/maintenance/getMaintenanceOnMember': { type: 0 },
  '/member/game/game-types': [
    { type: 'Sport', name: 'Sports', sort: 1, count: 1, image: '' },
    { type: 'SlotMachine', name: 'Slots', sort: 2, count: 1, image: '' },
  ],
  '/member/game/game_name': [{ id: 1, name: 'Jade Emperor', type: 'SlotMachine', channel_id: 1 }],
};

/** The unread counts a member has in a story. */
const counts = (inbox: number, system: number): UnreadCount => ({
  unread: inbox + system,
  inbox,
  system,
});

/** A header part on a store that answers from canned data (no server). */
function Harnessed({
  children,
  unread = counts(0, 0),
}: {
  children: ReactElement;
  unread?: UnreadCount;
}) {
  const [harness] = useState(() =>
    createHarnessStore({
      baseUrl: 'http://site.test',
      fetch: cannedFetch({ ...ANSWERS, '/member/message/unread_count': unread }).fetch,
    }),
  );
  return <StoryProviders harness={harness}>{children}</StoryProviders>;
}

/**
 * What the balance feed does on an `unread` event after the message was read in another tab:
 * writes the new counts into the cache. A story-only control, so the change can be seen.
 */
function ReadElsewhere() {
  // The story's store is a Lobby store: the site's typed dispatch fits it.
  const dispatch = useSiteDispatch();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        dispatch(messagesApi.util.upsertQueryData('unreadCount', undefined, counts(0, 0)))
      }
    >
      Read in another tab
    </Button>
  );
}

/** The bar's own colours around the bell, as in the header. */
const Bar = styled.div`
  display: inline-flex;
  padding: ${tokenVars.space.sm};
  background: ${tokenVars.color.bgNav};
  border-radius: ${tokenVars.radius.md};
`;

const Stack = styled.div`
  display: flex;
  gap: ${tokenVars.space.md};
  align-items: center;
`;

const meta = {
  title: 'Screens/Site header',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search button as the header shows it. */
export const SearchClosed: Story = {
  name: 'Game search',
  render: () => (
    <Harnessed>
      <GameSearch />
    </Harnessed>
  ),
};

/** Opened: the name field has the focus, so the member can type at once. */
export const SearchOpen: Story = {
  name: 'Game search, open',
  render: () => (
    <Harnessed>
      <GameSearch />
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search games' }));
    // The dialog renders in a portal, outside the story's canvas, once its code has loaded.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Search games',
    });
    const field = within(dialog).getByRole('searchbox', { name: 'Game name' });
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** A member with nothing unread: the bell alone, named "Messages". */
export const MessagesAllRead: Story = {
  name: 'Messages, all read',
  render: () => (
    <Harnessed>
      <Bar>
        <MessagesBell />
      </Bar>
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: 'Messages' });
    await expect(bell).toHaveAttribute('href', '/message/index');
    await expect(bell.querySelector('[data-unread]')).toBeNull();
  },
};

/** Unread messages: the count on the bell, and in its name for screen readers. */
export const MessagesUnread: Story = {
  name: 'Messages, 3 unread',
  render: () => (
    <Harnessed unread={counts(2, 1)}>
      <Bar>
        <MessagesBell />
      </Bar>
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', { name: 'Messages, 3 unread' });
    const badge = bell.querySelector('[data-unread]');
    await expect(badge).toHaveTextContent('3');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

/** More than 99: the badge says "99+", and so does the name (it holds the text shown). */
export const MessagesManyUnread: Story = {
  name: 'Messages, over 99 unread',
  render: () => (
    <Harnessed unread={counts(120, 4)}>
      <Bar>
        <MessagesBell />
      </Bar>
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('link', {
      name: 'Messages, 99+ unread',
    });
    await expect(bell.querySelector('[data-unread]')).toHaveTextContent('99+');
  },
};

/**
 * The count follows the cache the balance feed writes (an `unread` event): read in another
 * tab, the badge clears with no request and no reload.
 */
export const MessagesReadElsewhere: Story = {
  name: 'Messages, read in another tab',
  render: () => (
    <Harnessed unread={counts(1, 0)}>
      <Stack>
        <Bar>
          <MessagesBell />
        </Bar>
        <ReadElsewhere />
      </Stack>
    </Harnessed>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Messages, 1 unread' });
    await userEvent.click(canvas.getByRole('button', { name: 'Read in another tab' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible());
    await expect(canvasElement.querySelector('[data-unread]')).toBeNull();
  },
};
