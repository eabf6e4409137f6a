/**
 * The brand's notices as members and guests read them: those in force at a position, for the
 * asker's platform and audience, less what a member dismissed. Every request reads the brand's
 * live notices through a cache of the brand cache's time, which an operator's change drops on
 * every instance at once (a `config` note, `core/cluster/cluster.ts`); the cache time is the backstop.
 */
import type { Notice } from '@lobby/contract/notices';
import { Audience } from '@lobby/domain';
import type { AdPosition, Platform } from '@lobby/domain';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { onConfigChanged } from '../../core/cluster/cluster.ts';
import type { Cluster } from '../../core/cluster/cluster.ts';
import { textIn } from '../../core/money/wallet-records.ts';
import type { Database } from '../../db/client.ts';
import { noticeDismissals, notices } from '../../db/schema/notices.ts';
import { ApiError } from '../../base/errors.ts';
import { sanitizeHtml } from '../../base/sanitize.ts';

/** A notice as stored. */
export type NoticeRow = typeof notices.$inferSelect;

/** A brand's live notices (not retired, not ended), cached: see {@link createNoticeCache}. */
export type NoticeSource = (brandId: string) => Promise<readonly NoticeRow[]>;

/** The wire shape of a notice in `locale` (an HTML body sanitised whatever was stored). */
export function noticeWire(row: NoticeRow, locale: string): Notice {
  const body = textIn(row.body, locale);
  return {
    id: row.id,
    display_type: row.displayType as Notice['display_type'],
    position: row.position as Notice['position'],
    format: row.format === 'html' ? 'html' : 'text',
    title: textIn(row.title, locale),
    body: row.format === 'html' ? sanitizeHtml(body) : body,
    starts_at: Math.floor(row.startsAt.getTime() / 1000),
    ends_at: row.endsAt ? Math.floor(row.endsAt.getTime() / 1000) : null,
  };
}

/** The brand's notices neither retired nor ended at `now` (those to come included). */
export async function liveNoticesOf(
  db: Database,
  brandId: string,
  now: number,
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.brandId, brandId),
        isNull(notices.retiredAt),
        or(isNull(notices.endsAt), gt(notices.endsAt, new Date(now))),
      ),
    );
}

/**
 * {@link liveNoticesOf} kept per brand for `cacheMs` (0: read every time). The rows kept
 * include those still to start: {@link noticesInForce} filters by time on every read, so a
 * notice starts and ends on time whatever the cache holds.
 */
export function createNoticeCache(
  db: Database,
  cacheMs: number,
  now: () => number,
  cluster: Cluster,
): NoticeSource {
  const cache = new Map<string, { at: number; rows: readonly NoticeRow[] }>();
  onConfigChanged(cluster, (brandId) => {
    if (brandId === undefined) cache.clear();
    else cache.delete(brandId);
  });
  return async (brandId) => {
    const hit = cache.get(brandId);
    if (hit && now() - hit.at < cacheMs) return hit.rows;
    const rows = await liveNoticesOf(db, brandId, now());
    if (cacheMs > 0) cache.set(brandId, { at: now(), rows });
    return rows;
  };
}

/** Who asks for notices, and where. */
export interface NoticeViewer {
  position: AdPosition;
  platform: Platform | undefined;
  signedIn: boolean;
}

/**
 * The notices shown to `viewer` at `now`, highest priority first then newest: at the position,
 * started and not ended, on the viewer's platform (or every platform), addressed to everyone or
 * (signed in) to members. Notices for agents belong to the affiliate site, never shown here.
 */
export function noticesInForce(
  rows: readonly NoticeRow[],
  viewer: NoticeViewer,
  now: number,
): NoticeRow[] {
  return rows
    .filter(
      (row) =>
        row.position === viewer.position &&
        row.retiredAt === null &&
        row.startsAt.getTime() <= now &&
        (row.endsAt === null || row.endsAt.getTime() > now) &&
        (row.platform === null ||
          viewer.platform === undefined ||
          row.platform === viewer.platform) &&
        (row.audience === Audience.All || (row.audience === Audience.Member && viewer.signedIn)),
    )
    .sort((a, b) => b.priority - a.priority || b.id - a.id);
}

/** The ids among `ids` the member dismissed. */
async function dismissedAmong(
  db: Database,
  memberId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: noticeDismissals.noticeId })
    .from(noticeDismissals)
    .where(and(eq(noticeDismissals.memberId, memberId), inArray(noticeDismissals.noticeId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The notices a guest (no `memberId`) or a member sees at a position, in `locale`. */
export async function noticesFor(
  db: Database,
  source: NoticeSource,
  who: { brandId: string; memberId: number | undefined },
  where: { position: AdPosition; platform: Platform | undefined; locale: string; now: number },
): Promise<Notice[]> {
  const shown = noticesInForce(
    await source(who.brandId),
    { position: where.position, platform: where.platform, signedIn: who.memberId !== undefined },
    where.now,
  );
  const dismissed =
    who.memberId === undefined
      ? new Set<number>()
      : await dismissedAmong(
          db,
          who.memberId,
          shown.map((row) => row.id),
        );
  return shown.filter((row) => !dismissed.has(row.id)).map((row) => noticeWire(row, where.locale));
}

/**
 * Records that the member dismissed a notice of their brand; dismissing it again changes
 * nothing. 404 `NOT_FOUND` for a notice of another brand or none; a retired or ended one may
 * still be dismissed (a page open since it was shown).
 */
export async function dismissNoticeFor(
  db: Database,
  who: { brandId: string; memberId: number },
  noticeId: number,
  now: number,
): Promise<{ ok: true }> {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, noticeId), eq(notices.brandId, who.brandId)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  await db
    .insert(noticeDismissals)
    .values({ noticeId, memberId: who.memberId, dismissedAt: new Date(now) })
    .onConflictDoNothing();
  return { ok: true };
}
