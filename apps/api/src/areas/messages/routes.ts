/** Bindings of `@lobby/contract/messages`: the member's inbox (rules in `service.ts`). */
import {
  getMessage,
  getUnreadCount,
  listMessages,
  markMessagesRead,
} from '@lobby/contract/messages';
import type { AppContext } from '../../core/context.ts';
import { bind } from '../../http/endpoints.ts';
import type { Binding } from '../../http/endpoints.ts';
import { unreadCounts } from '../../core/messaging/message-counts.ts';
import { paging } from '../../core/lists/q-filters.ts';
import { listMessagesOf, markRead, openMessage } from './service.ts';

/** The messages area's bindings. */
export function messagesRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;
  return [
    bind(listMessages, async ({ brand, auth, query, locale }) =>
      listMessagesOf(db, brand.id, auth.member, query, paging(query), locale),
    ),
    bind(getMessage, async ({ brand, auth, params, locale }) =>
      openMessage(db, brand.id, auth.member, params.id, new Date(ctx.now()), locale),
    ),
    bind(markMessagesRead, async ({ brand, auth, body }) =>
      markRead(db, brand.id, auth.member, body, new Date(ctx.now())),
    ),
    bind(getUnreadCount, async ({ brand, auth }) => unreadCounts(db, brand.id, auth.member)),
  ];
}
