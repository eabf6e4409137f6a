/**
 * The messages area's reads and read marks. A member sees the brand's system messages (member
 * null) and their own; read marks are per member. Messages older than the member are not
 * shown as system messages to them (a new member starts with an empty inbox). Reading tells the
 * member's other sessions at once: their streams get the new counts (`unread` events).
 */
import type { MessageItem } from '@lobby/contract/messages';
import { MessageStatus } from '@lobby/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { publishUnreadChanged } from '../../core/messaging/member-stream.ts';
import type { MessageReader } from '../../core/messaging/message-counts.ts';
import { readBy, unreadCounts, visibleTo } from '../../core/messaging/message-counts.ts';
import type { Paging } from '../../core/lists/q-filters.ts';
import { textIn } from '../../core/money/wallet-records.ts';
import type { Database } from '../../db/client.ts';
import { messageReads, messages } from '../../db/schema/messages.ts';
import { ApiError } from '../../base/errors.ts';

/** The wire shape of a message, read or not for the member asking. */
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

/** The member's messages, newest first, of one kind (1 own, 2 system) and status when given. */
export async function listMessagesOf(
  db: Database,
  brandId: string,
  member: MessageReader,
  filter: { kind?: number | undefined; status?: number | undefined },
  { page, pageSize, offset }: Paging,
  locale: string,
) {
  const conditions: SQL[] = [visibleTo(brandId, member)];
  if (filter.kind === 1) conditions.push(sql`${messages.memberId} IS NOT NULL`);
  if (filter.kind === 2) conditions.push(isNull(messages.memberId));
  if (filter.status === MessageStatus.Read) conditions.push(readBy(member.id));
  if (filter.status === MessageStatus.Unread) conditions.push(sql`NOT ${readBy(member.id)}`);
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db
    .select({ m: messages, read: readBy(member.id) })
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
}

/** One message the member sees, marked read by opening it; 404 `NOT_FOUND` otherwise. */
export async function openMessage(
  db: Database,
  brandId: string,
  member: MessageReader,
  id: number,
  at: Date,
  locale: string,
) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(visibleTo(brandId, member), eq(messages.id, id)));
  if (!row) throw new ApiError('NOT_FOUND');
  const marked = await db
    .insert(messageReads)
    .values({ messageId: row.id, memberId: member.id, readAt: at })
    .onConflictDoNothing()
    .returning({ id: messageReads.messageId });
  // Read just now (not before): the member's other sessions hear the new counts.
  if (marked.length) publishUnreadChanged(db, { brandId, memberId: member.id });
  return wire(row, true, locale);
}

/**
 * Marks the given messages (or all the member sees) read and answers the unread count left;
 * 400 `VALIDATION_FAILED` (`ids`, `PLEASE_SELECT`) when neither is given.
 */
export async function markRead(
  db: Database,
  brandId: string,
  member: MessageReader,
  which: { all?: boolean | undefined; ids?: number[] | undefined },
  at: Date,
) {
  if (!which.all && !(which.ids && which.ids.length))
    throw new ApiError('VALIDATION_FAILED', { field: 'ids', key: 'PLEASE_SELECT' });
  const where = which.all
    ? visibleTo(brandId, member)
    : and(visibleTo(brandId, member), inArray(messages.id, which.ids ?? []));
  const rows = await db.select({ id: messages.id }).from(messages).where(where);
  if (rows.length) {
    const marked = await db
      .insert(messageReads)
      .values(rows.map((r) => ({ messageId: r.id, memberId: member.id, readAt: at })))
      .onConflictDoNothing()
      .returning({ id: messageReads.messageId });
    if (marked.length) publishUnreadChanged(db, { brandId, memberId: member.id });
  }
  return { unread: (await unreadCounts(db, brandId, member)).unread };
}
