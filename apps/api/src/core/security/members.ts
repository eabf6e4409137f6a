/**
 * Member reads and writes shared by the auth, recovery, member and ops code: lookups, the user
 * info shape of spec §3, creation with a unique invite code, and the main-wallet balance.
 */
import type { LoginResponse, UserInfo } from '@lobby/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberWallets, members } from '../../db/schema/members.ts';
import type { MemberRow } from './sessions.ts';
import { randomDigits } from './tokens.ts';

/** Finds a member of a brand by username, case-insensitively. */
export async function findMemberByUsername(
  db: Database,
  brandId: string,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        sql`lower(${members.username}) = ${username.toLowerCase()}`,
      ),
    );
  return row;
}

/** Finds a member by id within a brand. */
export async function findMemberById(
  db: Database,
  brandId: string,
  id: number,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, id)));
  return row;
}

/** The main-wallet balance (minor units) and its currency. */
export async function mainBalance(
  db: Database,
  memberId: number,
): Promise<{ balance: number; currency: string | undefined }> {
  const [row] = await db.select().from(memberWallets).where(eq(memberWallets.memberId, memberId));
  return { balance: row?.balance ?? 0, currency: row?.currencyCode };
}

/** The spec §3 user info of a member. `red_packet` stays empty until the promotions area exists. */
export async function userInfo(db: Database, member: MemberRow): Promise<UserInfo> {
  const { balance } = await mainBalance(db, member.id);
  return {
    username: member.username,
    real_name: member.realName,
    money: balance,
    avatar: member.avatar,
    type: member.type,
    subtype: member.subtype,
    auto_transfer: member.autoTransfer === 1,
    football_permission: member.footballPermission,
    red_packet: [],
  };
}

/** The login/register answer for a member and a token (a session, or a ticket when `changePassword`). */
export async function loginResponse(
  db: Database,
  member: MemberRow,
  token: string,
  issuedAtMs: number,
  changePassword: boolean,
): Promise<LoginResponse> {
  return {
    ...(await userInfo(db, member)),
    token,
    time: Math.floor(issuedAtMs / 1000),
    change_password: changePassword,
  };
}

/** What a new member is made of. */
export interface NewMember {
  brandId: string;
  currencyCode: string;
  username: string;
  passwordHash: string;
  registrationType: number;
  realName?: string;
  email?: string | null;
  emailVerified?: boolean;
  mobileArea?: string | null;
  mobile?: string | null;
  mobileVerified?: boolean;
  referrerId?: number | null;
  status?: number;
  subtype?: number;
  mustChangePassword?: boolean;
  /** Opening balance in minor units (seeds and ops only). */
  balance?: number;
}

/** Creates a member and its wallet with a fresh six-digit invite code. */
export async function createMember(
  db: Database,
  input: NewMember,
  now: number = Date.now(),
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const inviteCode = randomDigits(6);
      const [clash] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brandId, input.brandId), eq(members.inviteCode, inviteCode)));
      if (clash) continue;
      const [row] = await tx
        .insert(members)
        .values({
          brandId: input.brandId,
          username: input.username,
          passwordHash: input.passwordHash,
          registrationType: input.registrationType,
          realName: input.realName ?? '',
          email: input.email ?? null,
          emailVerifiedAt: input.emailVerified ? new Date(now) : null,
          mobileArea: input.mobileArea ?? null,
          mobile: input.mobile ?? null,
          mobileVerifiedAt: input.mobileVerified ? new Date(now) : null,
          referrerId: input.referrerId ?? null,
          status: input.status ?? 1,
          subtype: input.subtype ?? 1,
          mustChangePassword: input.mustChangePassword ?? false,
          inviteCode,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      if (!row) break;
      await tx.insert(memberWallets).values({
        memberId: row.id,
        currencyCode: input.currencyCode,
        balance: input.balance ?? 0,
      });
      return row;
    }
    throw new Error('Could not allocate an invite code');
  });
}
