/**
 * The two-factor area's rules: TOTP enrolment (start, confirm, disable), recovery codes, the
 * proof of a factor every code goes through ({@link proveFactor}: attempt-limited, each code
 * used once), step-up, and the sign-in ticket a right password answers when the member has an
 * authenticator (traded in `auth/service.ts` for the session).
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { limitedAttempt, oneAtATime } from '../../core/security/attempt-guard.ts';
import type { AttemptGuard, AttemptStore } from '../../core/security/attempt-guard.ts';
import { memberHasFactor, memberHasTotp } from '../../core/security/factors.ts';
import { assertSteppedUp, markSteppedUp } from '../../core/security/step-up.ts';
import type { AuthState } from '../../core/security/sessions.ts';
import { newToken, sha256 } from '../../core/security/tokens.ts';
import type { Database } from '../../db/client.ts';
import {
  memberRecoveryCodes,
  memberTotp,
  secondFactorFailures,
  secondFactorLocks,
  secondFactorTickets,
} from '../../db/schema/factors.ts';
import type { Brand } from '../../base/brands.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, fieldError } from '../../base/errors.ts';
import { openSecret, sealSecret } from './secret-box.ts';

/** What the area needs of the server: the database, the settings and the clock. */
export type TwoFactorServices = Pick<AppContext, 'db' | 'config' | 'now'>;

/** How many recovery codes a member holds after confirming or regenerating. */
export const RECOVERY_CODE_COUNT = 10;
/** Seconds a sign-in ticket stays valid. */
export const SIGN_IN_TICKET_TTL_SECONDS = 5 * 60;
/** RFC 6238 as authenticator apps use it: 30-second steps, and one step either side accepted. */
const PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = 30;
/** Base32 letters (RFC 4648, lower case): 16 of them make an 80-bit recovery code. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A proof as typed: an authenticator code or a recovery code. */
export interface FactorProof {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

/** The second-factor codes' log of wrong tries and their lock. */
function factorStore(db: Database): AttemptStore {
  return {
    async lockedUntil(memberId) {
      const [row] = await db
        .select({ lockedUntil: secondFactorLocks.lockedUntil })
        .from(secondFactorLocks)
        .where(eq(secondFactorLocks.memberId, memberId));
      return row?.lockedUntil ?? null;
    },
    async setLock(memberId, until) {
      await db
        .insert(secondFactorLocks)
        .values({ memberId, lockedUntil: until })
        .onConflictDoUpdate({ target: secondFactorLocks.memberId, set: { lockedUntil: until } });
    },
    async log(memberId, at) {
      await db.insert(secondFactorFailures).values({ memberId, at });
    },
    async count(memberId, after, notBefore) {
      const [row] = await db
        .select({ n: count() })
        .from(secondFactorFailures)
        .where(
          and(
            eq(secondFactorFailures.memberId, memberId),
            gt(secondFactorFailures.at, after),
            gte(secondFactorFailures.at, notBefore),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async forget(memberId) {
      await db.delete(secondFactorFailures).where(eq(secondFactorFailures.memberId, memberId));
    },
    async forgetUntil(memberId, until) {
      await db
        .delete(secondFactorFailures)
        .where(
          and(eq(secondFactorFailures.memberId, memberId), lte(secondFactorFailures.at, until)),
        );
    },
  };
}

/** Forgets a member's wrong second-factor codes and lifts their lock (`ops member:unlock`). */
export async function clearSecondFactorFailures(db: Database, memberId: number): Promise<void> {
  const store = factorStore(db);
  await store.forget(memberId);
  await store.setLock(memberId, null);
}

/** The attempt guard of second-factor codes: the withdrawal password's limit and window. */
function factorGuard(svc: TwoFactorServices): AttemptGuard {
  return {
    store: factorStore(svc.db),
    limit: { maxFailures: svc.config.wpassMaxFailures, lockMs: svc.config.wpassLockMs },
    now: svc.now,
    lockedError: (leftMs) =>
      new ApiError('SECOND_FACTOR_LOCKED', {
        values: { minutes: Math.max(1, Math.ceil(leftMs / 60_000)) },
        headers: { 'retry-after': String(Math.max(1, Math.ceil(leftMs / 1000))) },
      }),
  };
}

/** Scope of the in-process line of a member's code checks (apart from the PIN's). */
const lines = new WeakMap<Database, object>();
function lineOf(db: Database): object {
  let line = lines.get(db);
  if (!line) {
    line = {};
    lines.set(db, line);
  }
  return line;
}

/**
 * Runs one counted try of a code: `compare` answers whether it is right (and has used it up).
 * Throws `SECOND_FACTOR_INVALID` on `field` when wrong, `SECOND_FACTOR_LOCKED` while locked.
 */
async function countedTry(
  svc: TwoFactorServices,
  memberId: number,
  field: string,
  compare: () => Promise<boolean>,
): Promise<void> {
  const right = await oneAtATime(lineOf(svc.db), memberId, () =>
    limitedAttempt(factorGuard(svc), memberId, compare),
  );
  if (!right) throw new ApiError('SECOND_FACTOR_INVALID', { field });
}

/** The time step `code` is right for under `secret` now (±1 step), newer than `after`. */
async function matchingStep(
  secret: string,
  code: string,
  nowMs: number,
  after: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  // The TOTP strategy's answer carries the RFC 6238 step it matched (HOTP's has none).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Uses up a confirmed TOTP code: right, and of a step after the last one accepted. */
async function useTotpCode(svc: TwoFactorServices, memberId: number, code: string) {
  const [row] = await svc.db
    .select()
    .from(memberTotp)
    .where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.confirmedAt)));
  if (!row) return false;
  const step = await matchingStep(
    openSecret(svc.config.totpKey, row.secretEnc),
    code,
    svc.now(),
    row.lastStep,
  );
  if (step === undefined) return false;
  // Atomic: of two requests with one code (or with codes of one step) one moves the step.
  const [moved] = await svc.db
    .update(memberTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(memberTotp.memberId, memberId),
        or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step)),
      ),
    )
    .returning({ memberId: memberTotp.memberId });
  return moved !== undefined;
}

/** A recovery code as stored: dashes, spaces and case dropped, then hashed. */
const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ''));

/** Uses up a recovery code: once only, even for two requests at the same moment. */
async function useRecoveryCode(svc: TwoFactorServices, memberId: number, code: string) {
  const [used] = await svc.db
    .update(memberRecoveryCodes)
    .set({ usedAt: new Date(svc.now()) })
    .where(
      and(
        eq(memberRecoveryCodes.memberId, memberId),
        eq(memberRecoveryCodes.codeHash, recoveryHash(code)),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return used !== undefined;
}

/**
 * Proves the member's second factor with an authenticator code or a recovery code, counted by
 * the attempt guard; each code works once. Throws `SECOND_FACTOR_INVALID` or
 * `SECOND_FACTOR_LOCKED`, or a 400 on `code` when neither was given.
 */
export async function proveFactor(
  svc: TwoFactorServices,
  memberId: number,
  proof: FactorProof,
): Promise<void> {
  if (proof.code) {
    const code = proof.code;
    return countedTry(svc, memberId, 'code', () => useTotpCode(svc, memberId, code));
  }
  if (proof.recovery_code) {
    const code = proof.recovery_code;
    return countedTry(svc, memberId, 'recovery_code', () => useRecoveryCode(svc, memberId, code));
  }
  throw fieldError('code', 'PLEASE_ENTER_OTP');
}

/** Ten fresh recovery codes (`xxxx-xxxx-xxxx-xxxx`), replacing the member's others. */
async function replaceRecoveryCodes(db: Database, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let raw = '';
    for (let i = 0; i < 16; i += 1) raw += RECOVERY_ALPHABET[randomInt(32)];
    return raw.match(/.{4}/g)?.join('-') ?? raw;
  });
  await db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
    await tx
      .insert(memberRecoveryCodes)
      .values(codes.map((code) => ({ memberId, codeHash: recoveryHash(code) })));
  });
  return codes;
}

/** The member's state: on or not, recovery codes left, whether the brand makes them enrol. */
export async function twoFactorStatusOf(svc: TwoFactorServices, brand: Brand, memberId: number) {
  const [enabled, hasFactor, [left]] = await Promise.all([
    memberHasTotp(svc.db, memberId),
    memberHasFactor(svc.db, memberId),
    svc.db
      .select({ n: count() })
      .from(memberRecoveryCodes)
      .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt))),
  ]);
  return {
    enabled,
    recovery_codes_left: enabled ? Number(left?.n ?? 0) : 0,
    must_enrol: brand.security.second_factor === 'required' && !hasFactor,
    available: brand.security.second_factor !== 'off',
  };
}

/**
 * Starts enrolment: a new secret, sealed and pending (replacing a pending one), and its
 * `otpauth://` URI with the brand's name as issuer. 409 `TWO_FACTOR_STATE` when one is on.
 */
export async function startEnrolment(
  svc: TwoFactorServices,
  brand: Brand,
  member: { id: number; username: string },
) {
  if (brand.security.second_factor === 'off') throw new ApiError('FEATURE_DISABLED');
  const secret = generateSecret();
  const sealed = sealSecret(svc.config.totpKey, secret);
  // One row per member (the key): a confirmed one is never replaced, a pending one is.
  const [row] = await svc.db
    .insert(memberTotp)
    .values({ memberId: member.id, secretEnc: sealed, createdAt: new Date(svc.now()) })
    .onConflictDoUpdate({
      target: memberTotp.memberId,
      set: { secretEnc: sealed, lastStep: null, createdAt: new Date(svc.now()) },
      setWhere: isNull(memberTotp.confirmedAt),
    })
    .returning({ memberId: memberTotp.memberId });
  if (!row) throw new ApiError('TWO_FACTOR_STATE');
  return {
    secret,
    otpauth_uri: generateURI({
      issuer: brand.displayName,
      label: member.username,
      secret,
      period: PERIOD_SECONDS,
    }),
  };
}

/**
 * Confirms the pending authenticator with a code from it (counted): only the secret the code
 * was checked against is turned on, so two enrolments at once end with one secret on. Answers
 * ten recovery codes, and steps the session up (the factor was just proved).
 */
export async function confirmEnrolment(
  svc: TwoFactorServices,
  auth: Pick<AuthState, 'sessionId'> & { member: { id: number } },
  code: string,
) {
  const memberId = auth.member.id;
  const [pending] = await svc.db.select().from(memberTotp).where(eq(memberTotp.memberId, memberId));
  if (!pending || pending.confirmedAt !== null) throw new ApiError('TWO_FACTOR_STATE');
  await countedTry(svc, memberId, 'code', async () => {
    const step = await matchingStep(
      openSecret(svc.config.totpKey, pending.secretEnc),
      code,
      svc.now(),
      null,
    );
    if (step === undefined) return false;
    const [on] = await svc.db
      .update(memberTotp)
      .set({ confirmedAt: new Date(svc.now()), lastStep: step })
      .where(
        and(
          eq(memberTotp.memberId, memberId),
          eq(memberTotp.secretEnc, pending.secretEnc),
          isNull(memberTotp.confirmedAt),
        ),
      )
      .returning({ memberId: memberTotp.memberId });
    // Right for a secret another enrolment replaced or confirmed first: not this one's to turn on.
    if (!on) throw new ApiError('TWO_FACTOR_STATE');
    return true;
  });
  const codes = await replaceRecoveryCodes(svc.db, memberId);
  await markSteppedUp(svc.db, auth.sessionId, new Date(svc.now()));
  return { recovery_codes: codes };
}

/** Whether the login of `auth` proved a factor within the brand's window (else 403). */
function assertWindow(svc: TwoFactorServices, brand: Brand, auth: Pick<AuthState, 'steppedUpAt'>) {
  assertSteppedUp({
    hasFactor: true,
    steppedUpAt: auth.steppedUpAt,
    policy: brand.security,
    now: svc.now(),
  });
}

/**
 * Turns the authenticator off with a code or recovery code, or within the step-up window;
 * drops the secret and the recovery codes. 409 `TWO_FACTOR_STATE` when none is on.
 */
export async function disableTwoFactorFor(
  svc: TwoFactorServices,
  brand: Brand,
  auth: Pick<AuthState, 'steppedUpAt'> & { member: { id: number } },
  proof: FactorProof,
) {
  const memberId = auth.member.id;
  if (!(await memberHasTotp(svc.db, memberId))) throw new ApiError('TWO_FACTOR_STATE');
  if (proof.code || proof.recovery_code) await proveFactor(svc, memberId, proof);
  else assertWindow(svc, brand, auth);
  await svc.db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
    await tx.delete(memberTotp).where(eq(memberTotp.memberId, memberId));
  });
  return { ok: true as const };
}

/** Ten new recovery codes for a stepped-up session (403 `STEP_UP_REQUIRED` otherwise). */
export async function regenerateRecoveryCodesFor(
  svc: TwoFactorServices,
  brand: Brand,
  auth: Pick<AuthState, 'steppedUpAt'> & { member: { id: number } },
) {
  if (!(await memberHasTotp(svc.db, auth.member.id))) throw new ApiError('TWO_FACTOR_STATE');
  assertWindow(svc, brand, auth);
  return { recovery_codes: await replaceRecoveryCodes(svc.db, auth.member.id) };
}

/** Proves the factor and marks the whole login stepped up now. */
export async function stepUpWith(
  svc: TwoFactorServices,
  auth: Pick<AuthState, 'sessionId'> & { member: { id: number } },
  proof: FactorProof,
) {
  await proveFactor(svc, auth.member.id, proof);
  await markSteppedUp(svc.db, auth.sessionId, new Date(svc.now()));
  return { ok: true as const };
}

/**
 * Whether a right password must be followed by a code: the member has an authenticator on and
 * the brand's policy is not `off`.
 */
export async function signInNeedsSecondFactor(
  svc: TwoFactorServices,
  brand: Brand,
  memberId: number,
): Promise<boolean> {
  return brand.security.second_factor !== 'off' && (await memberHasTotp(svc.db, memberId));
}

/** A sign-in ticket for the member (single use, five minutes), stored hashed. */
export async function issueSignInTicket(
  svc: TwoFactorServices,
  brandId: string,
  memberId: number,
): Promise<string> {
  const token = newToken();
  await svc.db.insert(secondFactorTickets).values({
    tokenHash: sha256(token),
    brandId,
    memberId,
    expiresAt: new Date(svc.now() + SIGN_IN_TICKET_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Trades a sign-in ticket and a proof for the member id: the ticket must be this brand's,
 * unused and unexpired; the proof is counted against the ticket's member (so a guesser's
 * tries lock that member's codes, not the ticket alone); the ticket is used up only with a right
 * proof, once (two right requests at once: one wins). 400 `SECOND_FACTOR_INVALID` otherwise.
 */
export async function redeemSignInTicket(
  svc: TwoFactorServices,
  brandId: string,
  ticket: string,
  proof: FactorProof,
): Promise<number> {
  const hash = sha256(ticket);
  const live = and(
    eq(secondFactorTickets.tokenHash, hash),
    eq(secondFactorTickets.brandId, brandId),
    isNull(secondFactorTickets.usedAt),
    gt(secondFactorTickets.expiresAt, new Date(svc.now())),
  );
  const [row] = await svc.db
    .select({ memberId: secondFactorTickets.memberId })
    .from(secondFactorTickets)
    .where(live);
  if (!row) throw new ApiError('SECOND_FACTOR_INVALID', { field: 'ticket' });
  await proveFactor(svc, row.memberId, proof);
  const [used] = await svc.db
    .update(secondFactorTickets)
    .set({ usedAt: new Date(svc.now()) })
    .where(live)
    .returning({ memberId: secondFactorTickets.memberId });
  if (!used) throw new ApiError('SECOND_FACTOR_INVALID', { field: 'ticket' });
  // Spent and expired tickets are of no further use; dropping the member's keeps the table small.
  await svc.db
    .delete(secondFactorTickets)
    .where(
      and(
        eq(secondFactorTickets.memberId, row.memberId),
        or(
          isNotNull(secondFactorTickets.usedAt),
          lte(secondFactorTickets.expiresAt, new Date(svc.now())),
        ),
        sql`${secondFactorTickets.tokenHash} <> ${hash}`,
      ),
    );
  return used.memberId;
}
