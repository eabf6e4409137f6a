/**
 * Handlers of `@lobby/contract/messages`. A member sees the brand's system messages (member
 * null) and their own; read marks are per member. Messages older than the member are not
 * shown as system messages to them (a new member starts with an empty inbox). Reading tells the
 * member's other sessions at once: their streams get the new counts (`unread` events).
 */
import {
  getMessage,
  getUnreadCount,
  listMessages,
  markMessagesRead,
} from '@lobby/contract/messages';
import type { MessageItem } from '@lobby/contract/messages';
import { MessageStatus } from '@lobby/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { messageReads, messages } from '../../db/schema/messages.ts';
import type { AppContext } from '../../platform/context.ts';
import { bind } from '../../platform/endpoints.ts';
import type { Binding } from '../../platform/endpoints.ts';
import { ApiError } from '../../platform/errors.ts';
import { publishUnreadChanged } from '../../core/balance-events.ts';
import { readBy, unreadCounts, visibleTo } from '../../core/message-counts.ts';
import { paging } from '../../core/q-filters.ts';
import { textIn } from '../../core/wallet-records.ts';

/** The messages area's bindings. */
export function messagesRoutes(ctx: AppContext): Binding[] {
  const { db } = ctx;

  function wire(row: typeof messages.$inferSelect, read: boolean, locale: string): MessageItem {
    return {
      id: row.id,
      kind: row.memberId === null ? 2 : 1,
      title: textIn(row.title, locale),
      content: textIn(row.content, locale),
      status: read ? MessageStatus.Read : MessageStatus.Unread,
      created_at: Math.floor(row.createdAt.getTime() / 1000),
    };
  }

  return [
    bind(listMessages, async ({ brand, auth, query, locale }) => {
      const { page, pageSize, offset } = paging(query);
      const conditions: SQL[] = [visibleTo(brand.id, auth.member)];
      if (query.kind === 1) conditions.push(sql`${messages.memberId} IS NOT NULL`);
      if (query.kind === 2) conditions.push(isNull(messages.memberId));
      if (query.status === MessageStatus.Read) conditions.push(readBy(auth.member.id));
      if (query.status === MessageStatus.Unread)
        conditions.push(sql`NOT ${readBy(auth.member.id)}`);
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(messages).where(where);
      const rows = await db
        .select({ m: messages, read: readBy(auth.member.id) })
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(pageSize)
        .offset(offset);
      return {
        list: rows.map((r) => wire(r.m, Boolean(r.read), locale)),
        total: Number(total?.n ?? 0),
        page,
        page_size: pageSize,
      };
    }),

    bind(getMessage, async ({ brand, auth, params, locale }) => {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(visibleTo(brand.id, auth.member), eq(messages.id, params.id)));
      if (!row) throw new ApiError('NOT_FOUND');
      const marked = await db
        .insert(messageReads)
        .values({ messageId: row.id, memberId: auth.member.id, readAt: new Date(ctx.now()) })
        .onConflictDoNothing()
        .returning({ id: messageReads.messageId });
      // Read just now (not before): the member's other sessions hear the new counts.
      if (marked.length) publishUnreadChanged(db, { brandId: brand.id, memberId: auth.member.id });
      return wire(row, true, locale);
    }),

    bind(markMessagesRead, async ({ brand, auth, body }) => {
      if (!body.all && !(body.ids && body.ids.length))
        throw new ApiError('VALIDATION_FAILED', { field: 'ids', key: 'PLEASE_SELECT' });
      const where = body.all
        ? visibleTo(brand.id, auth.member)
        : and(visibleTo(brand.id, auth.member), inArray(messages.id, body.ids ?? []));
      const rows = await db.select({ id: messages.id }).from(messages).where(where);
      if (rows.length) {
        const at = new Date(ctx.now());
        const marked = await db
          .insert(messageReads)
          .values(rows.map((r) => ({ messageId: r.id, memberId: auth.member.id, readAt: at })))
          .onConflictDoNothing()
          .returning({ id: messageReads.messageId });
        if (marked.length)
          publishUnreadChanged(db, { brandId: brand.id, memberId: auth.member.id });
      }
      return { unread: (await unreadCounts(db, brand.id, auth.member)).unread };
    }),

    bind(getUnreadCount, async ({ brand, auth }) => unreadCounts(db, brand.id, auth.member)),
  ];
}
