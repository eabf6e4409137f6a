/**
 * Sessions: issue, authenticate (with sliding idle expiry and token rotation) and revoke.
 *
 * A token older than `tokenRotateAfterMs` is replaced on its next use; the old one keeps
 * working for `tokenGraceMs`, answered with its own (older) refresh time so a client that
 * already holds the new token keeps it. The idle clock is kept in `last_seen_at`, written at
 * most every 30 seconds to spare the database.
 *
 * A brand's absolute lifetime (`security.absolute_session_hours`) ends a login that long after
 * its first sign-in however active it is: every rotated token carries the family's start
 * (`family_started_at`), so rotation never extends it. It is judged from the row the request
 * reads anyway and the brand's cached policy: no extra query on the hottest path.
 */
import { UserStatus } from '@lobby/domain';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../base/config.ts';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { ApiError } from '../../base/errors.ts';
import { balanceStreams } from '../messaging/member-stream.ts';
import { isTokenShaped, newToken, sha256 } from './tokens.ts';

const LAST_SEEN_GRANULARITY_MS = 30_000;

// Every signed-in request reads its session with its member: built once (db/prepared.ts).
const sessionByToken = preparedStatement<
  { tokenHash: string; brandId: string },
  ReturnType<typeof sessionByTokenQuery>
>('session_by_token', (db) => sessionByTokenQuery(db));
function sessionByTokenQuery(db: Database) {
  return db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.brandId, sql.placeholder('brandId')),
      ),
    );
}

/** A member row. */
export type MemberRow = typeof members.$inferSelect;

/** The outcome of authenticating a request. */
export interface AuthState {
  sessionId: number;
  member: MemberRow;
  /** The token to answer in `Authorization` (a new one after rotation). */
  token: string;
  /** Unix ms the answered token was issued: the `X-Token-Refresh-Time` value. */
  refreshTime: number;
  /** When this login last proved a second factor (`core/security/step-up.ts`), if it has. */
  steppedUpAt: Date | null;
}

/** Where a session was opened from (kept for support; never logged with the token). */
export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** Hex SHA-256 of the device key (`core/security/devices.ts`), if known. */
  deviceKey?: string | undefined;
  /** The approximate place the edge named (`LOBBY_PLACE_HEADER`), if it named one. */
  place?: string | undefined;
}

/**
 * A brand's absolute session lifetime in hours (0: none). The server reads it from the brand
 * registry's cache; without one (tools, benchmarks) no absolute lifetime applies.
 */
export type AbsoluteHoursOf = (brandId: string) => Promise<number>;

/** Whether a login that first signed in at `startedAt` is past its brand's absolute lifetime. */
export function pastAbsoluteLifetime(startedAt: Date, hours: number, now: number): boolean {
  return hours > 0 && now - startedAt.getTime() >= hours * 3_600_000;
}

/** A freshly issued token. */
export interface IssuedSession {
  token: string;
  /** Unix ms. */
  issuedAt: number;
  sessionId: number;
}

/** Session operations. */
export interface SessionService {
  issue(brandId: string, memberId: number, meta: SessionMeta): Promise<IssuedSession>;
  /**
   * Authenticates a request's token. `absoluteHours` is the brand's absolute lifetime when the
   * caller holds the brand already (every request does); else it is looked up.
   */
  authenticate(
    brandId: string,
    token: string | undefined,
    absoluteHours?: number,
  ): Promise<AuthState>;
  /** Revokes a session and every token rotated from the same login. */
  revoke(sessionId: number, reason: string): Promise<void>;
  /**
   * Revokes every session of a member, optionally sparing one login: the whole family of
   * `exceptSessionId` (its rotated tokens still in their grace included).
   */
  revokeMember(memberId: number, reason: string, exceptSessionId?: number): Promise<void>;
  /**
   * Revokes one login (every token of `family`) of this member; false when the member has no
   * live login of that family (another member's is never touched).
   */
  revokeFamily(memberId: number, family: string, reason: string): Promise<boolean>;
  /**
   * Whether a session still authenticates (not revoked, within its grace and idle time, its
   * member active), without touching it: a long-lived stream checks this now and then, and an
   * open stream must not keep an idle session alive.
   */
  isLive(sessionId: number): Promise<boolean>;
  /**
   * Which of these sessions still authenticate, as {@link SessionService.isLive} judges one, in
   * one query per thousand: the heartbeat of every open stream checks them all at once.
   */
  liveAmong(sessionIds: readonly number[]): Promise<Set<number>>;
}

/** Sessions asked about in one query by {@link SessionService.liveAmong}. */
const LIVE_CHECK_BATCH = 1_000;

/** Throws the 403 a member's status calls for, if any. */
export function assertMemberActive(member: Pick<MemberRow, 'status'>): void {
  if (member.status === UserStatus.Locked) throw new ApiError('ACCOUNT_LOCKED');
  if (member.status === UserStatus.Inactive) throw new ApiError('ACCOUNT_INACTIVE');
}

/** Builds the session service. */
export function createSessionService(
  db: Database,
  config: ServerConfig,
  now: () => number = Date.now,
  absoluteHoursOf: AbsoluteHoursOf = () => Promise.resolve(0),
): SessionService {
  async function liveAmong(sessionIds: readonly number[]): Promise<Set<number>> {
    const live = new Set<number>();
    const t = now();
    const hoursOf = new Map<string, number>();
    const absoluteHours = async (brandId: string) => {
      let hours = hoursOf.get(brandId);
      if (hours === undefined) hoursOf.set(brandId, (hours = await absoluteHoursOf(brandId)));
      return hours;
    };
    for (let i = 0; i < sessionIds.length; i += LIVE_CHECK_BATCH) {
      const rows = await db
        .select({
          id: sessions.id,
          brandId: sessions.brandId,
          createdAt: sessions.createdAt,
          familyStartedAt: sessions.familyStartedAt,
          revokedAt: sessions.revokedAt,
          graceUntil: sessions.graceUntil,
          lastSeenAt: sessions.lastSeenAt,
          status: members.status,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(inArray(sessions.id, sessionIds.slice(i, i + LIVE_CHECK_BATCH)));
      for (const { status, ...session } of rows) {
        if (session.revokedAt) continue;
        if (session.graceUntil && session.graceUntil.getTime() <= t) continue;
        if (session.lastSeenAt.getTime() + config.sessionIdleMs <= t) continue;
        if (status === UserStatus.Locked || status === UserStatus.Inactive) continue;
        const started = session.familyStartedAt ?? session.createdAt;
        if (pastAbsoluteLifetime(started, await absoluteHours(session.brandId), t)) continue;
        live.add(session.id);
      }
    }
    return live;
  }

  async function issue(
    brandId: string,
    memberId: number,
    meta: SessionMeta,
    family?: { id: string; startedAt: Date; steppedUpAt: Date | null },
  ): Promise<IssuedSession> {
    const token = newToken();
    const issuedAt = now();
    const [row] = await db
      .insert(sessions)
      .values({
        brandId,
        memberId,
        tokenHash: sha256(token),
        family: family?.id ?? newToken(),
        familyStartedAt: family?.startedAt ?? new Date(issuedAt),
        createdAt: new Date(issuedAt),
        lastSeenAt: new Date(issuedAt),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 256),
        deviceKey: meta.deviceKey ?? null,
        place: meta.place?.slice(0, 64) ?? null,
        steppedUpAt: family?.steppedUpAt ?? null,
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('Session insert returned nothing');
    return { token, issuedAt, sessionId: row.id };
  }

  /** Revokes every live token of a family; open balance streams of it end now. */
  async function revokeFamilyOf(
    family: string,
    reason: string,
    alsoEnd: number[],
    where?: SQL,
  ): Promise<number[]> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: new Date(now()), revokeReason: reason })
      .where(and(eq(sessions.family, family), isNull(sessions.revokedAt), where))
      .returning({ id: sessions.id });
    const ids = ended.map((r) => r.id);
    // Open balance streams of the family end now, not at their next check.
    balanceStreams(db).endSessions([...alsoEnd, ...ids]);
    return ids;
  }

  return {
    issue: (brandId, memberId, meta) => issue(brandId, memberId, meta),
    async authenticate(brandId, token, absoluteHours) {
      if (!token) throw new ApiError('UNAUTHENTICATED');
      if (!isTokenShaped(token)) throw new ApiError('UNAUTHENTICATED');
      const [row] = await sessionByToken(db, { tokenHash: sha256(token), brandId });
      if (!row) throw new ApiError('UNAUTHENTICATED');
      const { session, member } = row;
      const t = now();
      if (session.revokedAt) throw new ApiError('SESSION_REVOKED');
      if (session.graceUntil && session.graceUntil.getTime() <= t)
        throw new ApiError('SESSION_REVOKED');
      if (session.lastSeenAt.getTime() + config.sessionIdleMs <= t) {
        await db
          .update(sessions)
          .set({ revokedAt: new Date(t), revokeReason: 'idle' })
          .where(eq(sessions.id, session.id));
        throw new ApiError('SESSION_EXPIRED');
      }
      const startedAt = session.familyStartedAt ?? session.createdAt;
      const hours = absoluteHours ?? (await absoluteHoursOf(brandId));
      if (pastAbsoluteLifetime(startedAt, hours, t)) {
        await revokeFamilyOf(session.family, 'absolute', [session.id]);
        throw new ApiError('SESSION_EXPIRED');
      }
      assertMemberActive(member);

      if (!session.rotatedAt && t - session.createdAt.getTime() >= config.tokenRotateAfterMs) {
        // Only the request that flips rotated_at mints the successor; a concurrent one falls
        // through and answers the old token within its grace.
        const [won] = await db
          .update(sessions)
          .set({ rotatedAt: new Date(t), graceUntil: new Date(t + config.tokenGraceMs) })
          .where(and(eq(sessions.id, session.id), isNull(sessions.rotatedAt)))
          .returning({ id: sessions.id });
        if (won) {
          const fresh = await issue(
            brandId,
            member.id,
            {
              ip: session.ip ?? undefined,
              userAgent: session.userAgent ?? undefined,
              deviceKey: session.deviceKey ?? undefined,
              place: session.place ?? undefined,
            },
            { id: session.family, startedAt, steppedUpAt: session.steppedUpAt },
          );
          return {
            sessionId: fresh.sessionId,
            member,
            token: fresh.token,
            refreshTime: fresh.issuedAt,
            steppedUpAt: session.steppedUpAt,
          };
        }
      }
      if (t - session.lastSeenAt.getTime() >= LAST_SEEN_GRANULARITY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(sessions.id, session.id));
      }
      return {
        sessionId: session.id,
        member,
        token,
        refreshTime: session.createdAt.getTime(),
        steppedUpAt: session.steppedUpAt,
      };
    },
    async revoke(sessionId, reason) {
      const [row] = await db
        .select({ family: sessions.family })
        .from(sessions)
        .where(eq(sessions.id, sessionId));
      if (!row) return;
      await revokeFamilyOf(row.family, reason, [sessionId]);
    },
    async revokeFamily(memberId, family, reason) {
      const ended = await revokeFamilyOf(family, reason, [], eq(sessions.memberId, memberId));
      return ended.length > 0;
    },
    async revokeMember(memberId, reason, exceptSessionId) {
      const spare =
        exceptSessionId === undefined
          ? undefined
          : ne(
              sessions.family,
              sql`(select ${sessions.family} from ${sessions} where ${sessions.id} = ${exceptSessionId})`,
            );
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date(now()), revokeReason: reason })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), spare))
        .returning({ id: sessions.id });
      balanceStreams(db).endSessions(ended.map((r) => r.id));
    },
    async isLive(sessionId) {
      return (await liveAmong([sessionId])).has(sessionId);
    },
    liveAmong,
  };
}
