/**
 * The messages area against the reference API: inbox and system messages, reading marks read,
 * the unread count follows (the SDK refreshes it), and nobody reads another member's inbox.
 */
import { getMessage, getUnreadCount, listMessages } from '@lobby/contract/messages';
import { MessageStatus } from '@lobby/domain';
import { describe, expect, it, vi } from 'vitest';
import { messagesApi } from '../src/areas/messages/endpoints.ts';
import { expectContractShape, registerMember, clientsPerTest } from './helpers.ts';
import { ops } from '@lobby/test-api/ops';

const open = clientsPerTest();

describe('messages', () => {
  it('lists inbox and system messages, and reading one updates the unread count the screen shows', async () => {
    const { client } = open();
    const { username } = await registerMember(client);
    await ops('message:send', {
      brand: 'default',
      username,
      title: 'Your bonus',
      content: 'Enjoy it!',
    });
    await ops('message:send', {
      brand: 'default',
      username,
      title: 'Second',
      content: 'Hello again',
    });

    const counter = client.store.dispatch(messagesApi.endpoints.unreadCount.initiate());
    const listed = client.store.dispatch(messagesApi.endpoints.messagesList.initiate({ kind: 1 }));
    const state = () => client.store.getState();
    try {
      const counts = await counter.unwrap();
      expectContractShape(getUnreadCount, counts);
      expect(counts.inbox).toBe(2);
      expect(counts.unread).toBe(counts.inbox + counts.system);
      const inbox = await listed.unwrap();
      expectContractShape(listMessages, inbox);
      expect(inbox.list.map((m) => [m.title, m.status])).toEqual([
        ['Second', MessageStatus.Unread],
        ['Your bonus', MessageStatus.Unread],
      ]);

      const opened = await client.messages.messagesDetail({ id: inbox.list[1]!.id });
      expectContractShape(getMessage, opened);
      expect(opened).toMatchObject({
        title: 'Your bonus',
        content: 'Enjoy it!',
        status: MessageStatus.Read,
      });
      // Opening it marked it read on the server: the count and the list refetch by themselves.
      await vi.waitFor(() => {
        expect(messagesApi.endpoints.unreadCount.select()(state()).data?.inbox).toBe(1);
        const list = messagesApi.endpoints.messagesList.select({ kind: 1 })(state()).data?.list;
        expect(list?.map((m) => m.status)).toEqual([MessageStatus.Unread, MessageStatus.Read]);
      });

      expect(await client.messages.read({ ids: [inbox.list[0]!.id] })).toEqual({
        unread: counts.system,
      });
      await vi.waitFor(() =>
        expect(messagesApi.endpoints.unreadCount.select()(state()).data?.inbox).toBe(0),
      );
      expect(await client.messages.read({ all: true })).toEqual({ unread: 0 });
      await vi.waitFor(() =>
        expect(messagesApi.endpoints.unreadCount.select()(state()).data?.unread).toBe(0),
      );
    } finally {
      counter.unsubscribe();
      listed.unsubscribe();
    }
    const system = await client.messages.messagesList({ kind: 2, status: MessageStatus.Read });
    expect(system.total).toBe(system.list.length);
    expect((await client.messages.messagesList({ page_size: 1 })).list).toHaveLength(1);
  });

  it("refuses an empty read, a bad filter and another member's message", async () => {
    const { client } = open();
    const { username } = await registerMember(client);
    await ops('message:send', {
      brand: 'default',
      username,
      title: 'Private',
      content: 'Only for you',
    });
    const [mine] = (await client.messages.messagesList({ kind: 1 })).list;
    await expect(client.messages.read({}, { handleErrors: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'ids',
    });
    await expect(
      client.messages.messagesList({ kind: 3 as 1 }, { handleErrors: true }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'kind',
    });
    const other = open().client;
    await registerMember(other);
    await expect(
      other.messages.messagesDetail({ id: mine!.id }, { handleErrors: true }),
    ).rejects.toMatchObject({
      status: 404,
    });
    // The owner still sees it unread.
    expect((await client.messages.unreadCount()).inbox).toBe(1);
    const guest = open().client;
    await expect(
      guest.messages.unreadCount(undefined, { handleErrors: true }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
