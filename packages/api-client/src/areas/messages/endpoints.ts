/** The messages area without React: the inbox and system messages, read state and unread count. */
import { messagesRoutes } from '@lobby/contract/manifest';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { defineArea } from '../../api/define-area.ts';
import type { TagType } from '../../api/lobby-api.ts';

/**
 * The message lists, as opposed to one message (`{ id: <message id> }`). Also made stale by the
 * balance feed when pushed unread counts change (a message arrived, or was read elsewhere).
 */
export const MESSAGE_LIST = { type: 'Message', id: 'LIST' } as const;

/** The api with the messages endpoints injected. */
export const messagesApi = defineArea('messages', messagesRoutes, {
  qualify: ['list', 'detail'],
}).inject({
  messagesList: { provides: [MESSAGE_LIST] },
  messagesDetail: {
    provides: (_result, _error, arg) => [{ type: 'Message', id: arg.id }],
    // Reading a message marks it read on the server: the lists and the unread count are stale.
    async onStart(_arg, { outcome, invalidate }) {
      if ('data' in (await outcome)) invalidate([MESSAGE_LIST, 'UnreadCount']);
    },
  },
  read: {
    invalidates: (_result, _error, arg): TagDescription<TagType>[] =>
      arg?.all
        ? ['Message', 'UnreadCount']
        : [
            MESSAGE_LIST,
            'UnreadCount',
            ...(arg?.ids ?? []).map((id) => ({ type: 'Message' as const, id })),
          ],
  },
  unreadCount: { provides: ['UnreadCount'] },
});
