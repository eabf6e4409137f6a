/**
 * The operator's side of exclusions (issue 17): which time-outs and self-exclusions a brand or
 * an operator has, and ending one. Ending is an operator action recorded in the member's account
 * history with its reason; before the end date the member chose it needs an explicit override,
 * since the exclusion exists to protect the member from a change of mind (theirs or anyone's).
 */
import type { ExclusionKind } from '@lobby/contract/responsible-gambling';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/members.ts';
import { memberExclusions } from '../../db/schema/responsible-gambling.ts';
import { inTransaction } from '../../core/money/ledger.ts';
import { addHistory } from '../../core/compliance/responsible-gambling.ts';

/** One exclusion as the operator sees it (times as ISO strings, for a terminal). */
export interface OperatorExclusion {
  id: number;
  brand: string;
  operator: string;
  member_id: number;
  username: string;
  kind: ExclusionKind;
  started_at: string;
  ends_at: string;
  ended_at: string | null;
  active: boolean;
  /** Whether its end date has passed (ending it needs no override). */
  due: boolean;
  /** What a self-exclusion is matched on at the operator's other brands. */
  matched_on: ('email' | 'mobile')[];
}

/** Which exclusions to list: of a brand or of an operator, active ones unless `all`. */
export interface ExclusionFilter {
  brandId?: string | undefined;
  operatorId?: string | undefined;
  all?: boolean | undefined;
  limit: number;
}

function operatorWire(
  row: typeof memberExclusions.$inferSelect,
  username: string,
  now: number,
): OperatorExclusion {
  return {
    id: row.id,
    brand: row.brandId,
    operator: row.operatorId,
    member_id: row.memberId,
    username,
    kind: row.kind as ExclusionKind,
    started_at: row.startedAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    ended_at: row.endedAt ? row.endedAt.toISOString() : null,
    active: row.endedAt === null,
    due: now >= row.endsAt.getTime(),
    matched_on: [
      ...(row.email ? ['email' as const] : []),
      ...(row.mobile ? ['mobile' as const] : []),
    ],
  };
}

/**
 * Exclusions taken on a brand, or on any brand of an operator (the operator of the brand when
 * it was taken), newest first; only those in force unless `all`.
 */
export async function listExclusions(
  db: Database,
  filter: ExclusionFilter,
  now: number,
): Promise<OperatorExclusion[]> {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(memberExclusions.brandId, filter.brandId));
  if (filter.operatorId !== undefined)
    conditions.push(eq(memberExclusions.operatorId, filter.operatorId));
  if (!filter.all) conditions.push(isNull(memberExclusions.endedAt));
  const rows = await db
    .select({ e: memberExclusions, username: members.username })
    .from(memberExclusions)
    .innerJoin(members, eq(members.id, memberExclusions.memberId))
    .where(and(...conditions))
    .orderBy(desc(memberExclusions.id))
    .limit(filter.limit);
  return rows.map((r) => operatorWire(r.e, r.username, now));
}

/** Why ending an exclusion was refused. */
export type EndRefusal = 'not_found' | 'already_ended' | 'before_end';

/** Ending refused: {@link EndRefusal}, with the exclusion when there is one. */
export class EndExclusionRefused extends Error {
  readonly reason: EndRefusal;
  readonly exclusion: OperatorExclusion | undefined;
  constructor(reason: EndRefusal, exclusion?: OperatorExclusion) {
    super(reason);
    this.name = 'EndExclusionRefused';
    this.reason = reason;
    this.exclusion = exclusion;
  }
}

/**
 * Ends exclusion `id` as the operator, writing `exclusion_ended` (actor `operator`, the reason
 * as its note) to the member's account history in the same transaction. Before its end date it
 * is refused unless `override`. The row is locked, so a member ending it at the same moment
 * ends it once.
 */
export async function endExclusionByOperator(
  db: Database,
  input: { id: number; reason: string; override: boolean },
  now: number,
): Promise<OperatorExclusion> {
  const at = new Date(now);
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ e: memberExclusions, username: members.username })
      .from(memberExclusions)
      .innerJoin(members, eq(members.id, memberExclusions.memberId))
      .where(eq(memberExclusions.id, input.id))
      .for('update', { of: memberExclusions });
    if (!found) throw new EndExclusionRefused('not_found');
    const current = operatorWire(found.e, found.username, now);
    if (found.e.endedAt) throw new EndExclusionRefused('already_ended', current);
    if (!current.due && !input.override) throw new EndExclusionRefused('before_end', current);
    const [ended] = await tx
      .update(memberExclusions)
      .set({ endedAt: at })
      .where(eq(memberExclusions.id, found.e.id))
      .returning();
    await addHistory(tx, found.e.memberId, {
      event: 'exclusion_ended',
      kind: found.e.kind,
      actor: 'operator',
      note: input.reason,
      at,
    });
    return operatorWire(ended ?? found.e, found.username, now);
  });
}
