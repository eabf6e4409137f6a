/**
 * Which messages a member sees and how many of them are unread: one definition for the
 * messages area's answers and for the `unread` events of the member's stream, so the pushed
 * counts are always the ones `messages.unreadCount` answers.
 */
import type { UnreadCount } from '@lobby/contract/messages';
import { and, count, eq, isNull, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messageReads, messages } from '../../db/schema/messages.ts';
import { members } from '../../db/schema/members.ts';
import { marketingWithheld } from '../compliance/responsible-gambling.ts';

/** What visibility needs of a member: system notices older than the member are not theirs. */
export interface MessageReader {
  readonly id: number;
  readonly createdAt: Date;
}

/** How long before joining a member still sees the brand's system notices. */
const SYSTEM_LOOKBACK_MS = 30 * 86_400_000;

/**
 * The messages a member sees: their own, and the brand's system notices since shortly before
 * they joined; marketing ones only while no time-out or self-exclusion covers them and if none
 * did when they were sent (issue 17). Lists, counts, read marks and the stream's `unread` events
 * all use this, so a withheld message is neither listed, opened, counted nor announced.
 */
export function visibleTo(brandId: string, member: MessageReader): SQL {
  return and(
    eq(messages.brandId, brandId),
    or(
      eq(messages.memberId, member.id),
      and(
        isNull(messages.memberId),
        sql`${messages.createdAt} >= ${new Date(member.createdAt.getTime() - SYSTEM_LOOKBACK_MS)}`,
      ),
    ),
    or(not(messages.marketing), not(marketingWithheld(member.id, messages.createdAt))),
  ) as SQL;
}

/** Whether the member has read the message of the row (read marks are per member). */
export function readBy(memberId: number): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${messageReads} r WHERE r.message_id = ${messages.id} AND r.member_id = ${memberId})`;
}

/** The member's unread messages, personal and system. */
export async function unreadCounts(
  db: Database,
  brandId: string,
  member: MessageReader,
): Promise<UnreadCount> {
  const rows = await db
    .select({ personal: sql<boolean>`${messages.memberId} IS NOT NULL`, n: count() })
    .from(messages)
    .where(and(visibleTo(brandId, member), sql`NOT ${readBy(member.id)}`))
    .groupBy(sql`${messages.memberId} IS NOT NULL`);
  const inbox = Number(rows.find((r) => r.personal)?.n ?? 0);
  const system = Number(rows.find((r) => !r.personal)?.n ?? 0);
  return { unread: inbox + system, inbox, system };
}

/** {@link unreadCounts} of a member known by id (none of a member that no longer exists). */
export async function unreadCountsOf(
  db: Database,
  brandId: string,
  memberId: number,
): Promise<UnreadCount> {
  const [member] = await db
    .select({ id: members.id, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.brandId, brandId)));
  if (!member) return { unread: 0, inbox: 0, system: 0 };
  return unreadCounts(db, brandId, member);
}
