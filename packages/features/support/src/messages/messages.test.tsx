/**
 * Messages against the reference API: the member's inbox newest first with unread markers and
 * counts, a message opened (read on the server, the marker and the count gone), system notices
 * in their own tab, mark all read, paging, the empty inbox and the guest.
 */
import { routes } from '@lobby/domain/routes';
import { renderLive } from '@lobby/test-kit/live';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  newMember,
  sendToEveryone,
  sendToMember,
  uniqueTitle,
  unreadOf,
} from '../testing/members.ts';
import { renderScreen, screenProps } from '@lobby/test-kit/screen';
import { MessagesScreen } from './messages-screen.tsx';

const AT = routes.MESSAGE_INDEX.path;

/** The rows of the list named `name` (a tab's label). */
function rows(name: string) {
  return within(screen.getByRole('list', { name })).queryAllByRole('button');
}

describe('messages', () => {
  it('lists the inbox newest first, marked unread, and opening one reads it on the server', async () => {
    const user = userEvent.setup();
    const { harness, username } = await newMember();
    const older = uniqueTitle('Welcome');
    const newer = uniqueTitle('Bonus');
    await sendToMember(username, older, 'Line one\nLine two');
    await sendToMember(username, newer);
    renderScreen(harness, (p) => <MessagesScreen {...p} />, AT);

    await waitFor(() => expect(rows('Inbox')).toHaveLength(2));
    const [first, second] = rows('Inbox');
    expect(first).toHaveTextContent(newer);
    expect(second).toHaveTextContent(older);
    expect(within(first!).getByText('Unread')).toBeVisible();
    expect(within(second!).getByText('Unread')).toBeVisible();
    const inboxTab = screen.getByRole('tab', { name: /Inbox/ });
    await waitFor(() => expect(inboxTab).toHaveTextContent('2 unread'));

    await user.click(second!);
    const dialog = await screen.findByRole('dialog', { name: older });
    expect(within(dialog).getByText(/Line one\s+Line two/)).toBeVisible();

    await waitFor(async () => expect((await unreadOf(harness)).inbox).toBe(1));
    await waitFor(() => expect(inboxTab).toHaveTextContent('1 unread'));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(rows('Inbox')[1]!).queryByText('Unread')).toBeNull());
    expect(within(rows('Inbox')[0]!).getByText('Unread')).toBeVisible();
  });

  it('shows system notices in their own tab, not in the inbox', async () => {
    const user = userEvent.setup();
    const { harness, username } = await newMember();
    const notice = uniqueTitle('Maintenance');
    const personal = uniqueTitle('Personal');
    await sendToEveryone(notice);
    await sendToMember(username, personal);
    renderScreen(harness, (p) => <MessagesScreen {...p} />, AT);

    await waitFor(() => expect(rows('Inbox')).toHaveLength(1));
    expect(screen.queryByText(notice)).toBeNull();
    await user.click(screen.getByRole('tab', { name: /System notices/ }));
    expect(await screen.findByText(notice)).toBeVisible();
    expect(screen.queryByText(personal)).toBeNull();
  });

  it('marks every message read at once', async () => {
    const user = userEvent.setup();
    const { harness, username } = await newMember();
    await sendToMember(username, uniqueTitle('One'));
    await sendToMember(username, uniqueTitle('Two'));
    renderScreen(harness, (p) => <MessagesScreen {...p} />, AT);

    await waitFor(() => expect(within(rows('Inbox')[0]!).getByText('Unread')).toBeVisible());
    const markAll = screen.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    expect(await screen.findByText('All messages are marked as read.')).toBeVisible();
    expect((await unreadOf(harness)).unread).toBe(0);
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    await waitFor(() => expect(markAll).toBeDisabled());
  });

  it('loads the next page until there is no more', async () => {
    const user = userEvent.setup();
    const { harness, username } = await newMember();
    for (const label of ['A', 'B', 'C']) await sendToMember(username, uniqueTitle(label));
    renderScreen(harness, (p) => <MessagesScreen {...p} pageSize={2} />, AT);

    await waitFor(() => expect(rows('Inbox')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows('Inbox')).toHaveLength(3));
    expect(await screen.findByText('No more data')).toBeVisible();
  });

  it('says so when the inbox is empty', async () => {
    const { harness } = await newMember();
    renderScreen(harness, (p) => <MessagesScreen {...p} />, AT);
    expect(await screen.findByText('No messages')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites a guest to sign in', async () => {
    const user = userEvent.setup();
    let props: ReturnType<typeof screenProps> | undefined;
    renderLive(
      (session) => {
        props = screenProps(session);
        return <MessagesScreen {...props} />;
      },
      { brand: 'default', at: AT, path: AT },
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(props?.onRequireSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
