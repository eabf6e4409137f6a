/**
 * The operator's side of notices: create, change, retire and list a brand's notices. Input is
 * validated by the caller (`ops/notice-commands.ts`); HTML bodies arrive sanitised. After a
 * change commits the caller announces it (`announceConfigChange`) so every instance's notice
 * cache drops the brand.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/notices.ts';
import type { NoticeRow } from './service.ts';

/** What an operator sets on a notice. */
export interface NoticeFields {
  displayType: number;
  position: number;
  audience: number;
  /** Null: every platform. */
  platform: number | null;
  format: 'html' | 'text';
  title: Record<string, string>;
  body: Record<string, string>;
  priority: number;
  startsAt: Date;
  endsAt: Date | null;
}

/** A notice as an operator reads it (every language, times as ISO strings). */
export interface NoticeSummary {
  id: number;
  brand: string;
  displayType: number;
  position: number;
  audience: number;
  platform: number | null;
  format: string;
  title: Record<string, string>;
  body: Record<string, string>;
  priority: number;
  startsAt: string;
  endsAt: string | null;
  retiredAt: string | null;
}

/** The operator's view of a row. */
export function noticeSummary(row: NoticeRow): NoticeSummary {
  return {
    id: row.id,
    brand: row.brandId,
    displayType: row.displayType,
    position: row.position,
    audience: row.audience,
    platform: row.platform,
    format: row.format,
    title: row.title,
    body: row.body,
    priority: row.priority,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** Adds a notice to a brand. */
export async function createNotice(
  db: Database,
  brandId: string,
  fields: NoticeFields,
  now: number,
): Promise<NoticeRow> {
  const [row] = await db
    .insert(notices)
    .values({ brandId, ...fields, createdAt: new Date(now), updatedAt: new Date(now) })
    .returning();
  return row as NoticeRow;
}

/** One notice of a brand, or undefined. */
export async function noticeOf(
  db: Database,
  brandId: string,
  id: number,
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.brandId, brandId), eq(notices.id, id)));
  return row;
}

/** Writes the whole of `fields` over a notice that is not retired; undefined when none is. */
export async function updateNotice(
  db: Database,
  brandId: string,
  id: number,
  fields: NoticeFields,
  now: number,
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .update(notices)
    .set({ ...fields, updatedAt: new Date(now) })
    .where(and(eq(notices.brandId, brandId), eq(notices.id, id), isNull(notices.retiredAt)))
    .returning();
  return row;
}

/** Retires a notice for good; undefined when the brand has no such notice not yet retired. */
export async function retireNotice(
  db: Database,
  brandId: string,
  id: number,
  now: number,
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .update(notices)
    .set({ retiredAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(notices.brandId, brandId), eq(notices.id, id), isNull(notices.retiredAt)))
    .returning();
  return row;
}

/** The brand's notices, newest first; retired ones only with `all`. */
export async function listBrandNotices(
  db: Database,
  brandId: string,
  options: { all: boolean; limit: number },
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.brandId, brandId), ...(options.all ? [] : [isNull(notices.retiredAt)])))
    .orderBy(desc(notices.id))
    .limit(options.limit);
}
