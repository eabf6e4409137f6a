/**
 * The account-security area: the brand's policy as the site reads it, and the member's devices
 * (live logins) with signing one or all others out. A device is a login: a session family,
 * whose id is a random 43-character token no other member can guess, so it is the device's id
 * in answers (the sessions' row ids and token hashes never leave the server).
 */
import type { Device, PublicSecurityPolicy } from '@lobby/contract/account-security';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { memberHasFactor } from '../../core/security/factors.ts';
import { pastAbsoluteLifetime } from '../../core/security/sessions.ts';
import type { SessionService } from '../../core/security/sessions.ts';
import { parseUserAgent } from '../../core/security/user-agent.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';

/** What the area's services use. */
export interface AccountSecurityServices {
  db: Database;
  sessions: SessionService;
  now: () => number;
  config: { sessionIdleMs: number };
}

/** The brand's policy, with `has_factor` when a member is signed in. */
export async function policyFor(
  svc: Pick<AccountSecurityServices, 'db'>,
  brand: Brand,
  memberId: number | undefined,
): Promise<PublicSecurityPolicy> {
  return {
    ...brand.security,
    ...(memberId === undefined ? {} : { has_factor: await memberHasFactor(svc.db, memberId) }),
  };
}

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The member's live logins, the caller's first, then by last activity. Rows of a family are
 * folded into one device: signed in at the family's start, last seen at its latest row's.
 */
export async function listDevicesOf(
  svc: AccountSecurityServices,
  brand: Brand,
  memberId: number,
  currentSessionId: number,
): Promise<{ list: Device[] }> {
  const t = svc.now();
  const rows = await svc.db
    .select({
      id: sessions.id,
      family: sessions.family,
      createdAt: sessions.createdAt,
      familyStartedAt: sessions.familyStartedAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      place: sessions.place,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        eq(sessions.brandId, brand.id),
        isNull(sessions.revokedAt),
        or(isNull(sessions.graceUntil), gt(sessions.graceUntil, new Date(t))),
        gt(sessions.lastSeenAt, new Date(t - svc.config.sessionIdleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  const byFamily = new Map<string, Device>();
  for (const row of rows) {
    const startedAt = row.familyStartedAt ?? row.createdAt;
    if (pastAbsoluteLifetime(startedAt, brand.security.absolute_session_hours, t)) continue;
    const seen = byFamily.get(row.family);
    const current = row.id === currentSessionId;
    if (seen) {
      seen.current ||= current;
      continue;
    }
    const ua = parseUserAgent(row.userAgent);
    byFamily.set(row.family, {
      id: row.family,
      browser: ua.browser,
      os: ua.os,
      mobile: ua.mobile,
      place: row.place,
      signed_in_at: toSeconds(startedAt),
      last_seen_at: toSeconds(row.lastSeenAt),
      current,
    });
  }
  const list = [...byFamily.values()].sort((a, b) => Number(b.current) - Number(a.current));
  return { list };
}

/** Signs out one login of the member (404 when it is none of theirs, or already ended). */
export async function signOutDevice(
  svc: AccountSecurityServices,
  memberId: number,
  deviceId: string,
): Promise<{ ok: true }> {
  if (!(await svc.sessions.revokeFamily(memberId, deviceId, 'signed_out_by_member')))
    throw new ApiError('NOT_FOUND');
  return { ok: true };
}

/** Signs out every login of the member but the caller's (its rotated tokens included). */
export async function signOutOtherDevices(
  svc: AccountSecurityServices,
  memberId: number,
  currentSessionId: number,
): Promise<{ ok: true }> {
  await svc.sessions.revokeMember(memberId, 'signed_out_elsewhere', currentSessionId);
  return { ok: true };
}
