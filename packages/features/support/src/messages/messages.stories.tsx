import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILING_ANSWERS, noMessages } from '../testing/story-data.ts';
import { SupportStory, expectVisible, storyProps } from '../testing/story-harness.tsx';
import { MessagesScreen } from './messages-screen.tsx';

const meta = {
  title: 'Screens/Support/Messages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox, unread ones marked; opening one reads it, and its marker and the count go. */
export const Inbox: Story = {
  render: () => (
    <SupportStory
      at="/message/index"
      render={(session) => <MessagesScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inbox = await canvas.findByRole('list', { name: 'Inbox' });
    const tab = canvas.getByRole('tab', { name: /Inbox/ });
    await waitFor(() => expect(tab).toHaveTextContent('2 unread'));
    const row = within(inbox).getByRole('button', { name: /Welcome bonus credited/ });
    await expect(within(row).getByText('Unread')).toBeVisible();
    await userEvent.click(row);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Welcome bonus credited' });
    await expectVisible(within(dialog).findByText(/RM88.00 welcome bonus/));
    await waitFor(() => expect(tab).toHaveTextContent('1 unread'));
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() =>
      expect(
        within(within(inbox).getByRole('button', { name: /Welcome bonus credited/ })).queryByText(
          'Unread',
        ),
      ).toBeNull(),
    );
  },
};

/** The brand's system notices. */
export const SystemNotices: Story = {
  render: () => (
    <SupportStory
      at="/message/index"
      render={(session) => <MessagesScreen {...storyProps(session)} initialTab="system" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Scheduled maintenance'));
    await expect(canvas.getByRole('tab', { name: /System notices/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Every message read at once, said in a toast. */
export const MarkAllRead: Story = {
  render: () => (
    <SupportStory
      at="/message/index"
      render={(session) => <MessagesScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await expectVisible(body.findByText('All messages are marked as read.'));
    await waitFor(() => expect(canvas.queryAllByText('Unread')).toHaveLength(0));
  },
};

/** Nothing yet. */
export const Empty: Story = {
  render: () => (
    <SupportStory
      at="/message/index"
      answers={noMessages()}
      render={(session) => <MessagesScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByText('No messages'));
  },
};

/** The messages failed to load: the server's message and Retry. */
export const Failed: Story = {
  render: () => (
    <SupportStory
      at="/message/index"
      answers={FAILING_ANSWERS}
      render={(session) => <MessagesScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText('Load Failed, Please Try Again'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A guest is invited to sign in. */
export const Guest: Story = {
  render: () => (
    <SupportStory
      at="/message/index"
      signedIn={false}
      render={(session) => <MessagesScreen {...storyProps(session)} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole('button', { name: 'Sign in' }));
  },
};
