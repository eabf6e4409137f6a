/**
 * The passkeys area's rules: adding, listing, renaming and removing a member's passkeys,
 * signing in with one, and stepping up with one. Every ceremony's challenge is stored here,
 * used once (deleted by the verify that takes it) and lives five minutes.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Passkey } from '@lobby/contract/passkeys';
import { findMemberById, findMemberByUsername } from '../../core/security/members.ts';
import type { MemberRow } from '../../core/security/sessions.ts';
import { assertSteppedUp, markSteppedUp } from '../../core/security/step-up.ts';
import type { Database } from '../../db/client.ts';
import { passkeyChallenges, passkeys } from '../../db/schema/passkeys.ts';
import { assertBrandOpen } from '../../base/brands.ts';
import type { Brand } from '../../base/brands.ts';
import { ApiError } from '../../base/errors.ts';
import { memberHasFactor } from '../../core/security/factors.ts';
import { FAILURE_WINDOW_MS } from '../../core/security/login-guard.ts';
import { admitSignIn, sessionOrTicket } from '../auth/service.ts';
import type { AuthServices, Client } from '../auth/service.ts';
import type { RelyingParty } from './relying-party.ts';

/** How long a ceremony's challenge can be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** What a ceremony is for; a challenge answers only its own. */
type Purpose = 'register' | 'sign_in' | 'step_up';

type PasskeyRow = typeof passkeys.$inferSelect;

/** Base64url of raw bytes, as WebAuthn JSON carries them. */
const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');

/** The bytes of base64url text. */
const bytesOf = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(Buffer.from(text, 'base64url'));

/** The WebAuthn user handle of a member: opaque (brand and member id), never their name. */
function userHandleOf(brandId: string, memberId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${brandId}:${memberId}`);
}

/** A passkey as the member sees it. */
function passkeyOf(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
    last_used_at: row.lastUsedAt ? Math.floor(row.lastUsedAt.getTime() / 1000) : null,
    device_type: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backed_up: row.backedUp,
  };
}

/** Throws 403 `PASSKEYS_DISABLED` when the brand's policy turned passkeys off. */
export function assertPasskeysOn(brand: Pick<Brand, 'security'>): void {
  if (!brand.security.passkeys) throw new ApiError('PASSKEYS_DISABLED');
}

/** How many passkeys the member has. */
export async function passkeyCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passkeys)
    .where(eq(passkeys.memberId, memberId));
  return row?.n ?? 0;
}

/** Stores a new challenge for a ceremony (and drops the expired ones of every ceremony). */
async function storeChallenge(
  svc: Pick<AuthServices, 'db' | 'now'>,
  brandId: string,
  purpose: Purpose,
  memberId: number | null,
  rp: RelyingParty,
): Promise<string> {
  const challenge = b64url(randomBytes(32));
  const now = svc.now();
  await svc.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date(now)));
  await svc.db.insert(passkeyChallenges).values({
    challenge,
    brandId,
    purpose,
    memberId,
    rpId: rp.id,
    origin: rp.origin,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
  });
  return challenge;
}

/** The challenge a browser's clientDataJSON answers, or undefined when it is not readable. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the challenge a response answers: deleted in the same statement that finds it, so of
 * two verifies of one challenge only one gets it. 400 `PASSKEY_INVALID` when it is unknown,
 * used, expired, of another brand, ceremony or member.
 */
async function consumeChallenge(
  svc: Pick<AuthServices, 'db' | 'now'>,
  brandId: string,
  purpose: Purpose,
  memberId: number | null,
  clientDataJSON: string,
): Promise<{ challenge: string; rp: RelyingParty }> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) throw new ApiError('PASSKEY_INVALID');
  const [row] = await svc.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.brandId, brandId),
        eq(passkeyChallenges.purpose, purpose),
        memberId === null
          ? isNull(passkeyChallenges.memberId)
          : eq(passkeyChallenges.memberId, memberId),
        gt(passkeyChallenges.expiresAt, new Date(svc.now())),
      ),
    )
    .returning();
  if (!row) throw new ApiError('PASSKEY_INVALID');
  return { challenge, rp: { id: row.rpId, origin: row.origin } };
}

/** The member's passkeys, newest first. */
async function rowsOf(db: Database, memberId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.memberId, memberId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** The member's passkeys as listed. */
export async function listPasskeys(db: Database, brand: Brand, memberId: number) {
  assertPasskeysOn(brand);
  return { list: (await rowsOf(db, memberId)).map(passkeyOf) };
}

/** What a signed-in member's passkey call knows of them. */
export interface SignedIn {
  member: MemberRow;
  sessionId: number;
  steppedUpAt: Date | null;
}

/**
 * Adding a passkey when the member has a factor already is a step-up change: the new passkey
 * would be a way in of its own.
 */
async function assertMayAdd(svc: AuthServices, brand: Brand, who: SignedIn): Promise<void> {
  const hasFactor = await memberHasFactor(svc.db, who.member.id);
  assertSteppedUp({
    hasFactor,
    steppedUpAt: who.steppedUpAt,
    policy: brand.security,
    now: svc.now(),
  });
}

/** Options for adding a passkey: a discoverable credential, the member's own excluded. */
export async function registrationOptions(
  svc: AuthServices,
  brand: Brand,
  who: SignedIn,
  rp: RelyingParty,
) {
  assertPasskeysOn(brand);
  await assertMayAdd(svc, brand, who);
  const challenge = await storeChallenge(svc, brand.id, 'register', who.member.id, rp);
  const existing = await rowsOf(svc.db, who.member.id);
  const options = await generateRegistrationOptions({
    rpName: brand.displayName,
    rpID: rp.id,
    userName: who.member.username,
    userID: userHandleOf(brand.id, who.member.id),
    challenge: bytesOf(challenge),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { options: options as unknown as Record<string, unknown> };
}

/** Verifies a new credential against its challenge and stores it under the member's name for it. */
export async function addPasskey(
  svc: AuthServices,
  brand: Brand,
  who: SignedIn,
  body: { name: string; credential: RegistrationResponseJSON },
) {
  assertPasskeysOn(brand);
  const name = body.name.trim();
  if (!name) throw new ApiError('VALIDATION_FAILED', { field: 'name' });
  const { challenge, rp } = await consumeChallenge(
    svc,
    brand.id,
    'register',
    who.member.id,
    body.credential.response.clientDataJSON,
  );
  // Checked again at the verify: a factor added between the options and now counts.
  await assertMayAdd(svc, brand, who);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: body.credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new ApiError('PASSKEY_INVALID');
  }
  if (!verified.verified) throw new ApiError('PASSKEY_INVALID');
  const info = verified.registrationInfo;
  const [row] = await svc.db
    .insert(passkeys)
    .values({
      brandId: brand.id,
      memberId: who.member.id,
      credentialId: info.credential.id,
      publicKey: b64url(info.credential.publicKey),
      signCount: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name,
      createdAt: new Date(svc.now()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError('PASSKEY_EXISTS');
  return passkeyOf(row);
}

/** Renames one of the member's passkeys (404 `NOT_FOUND` for another member's or none). */
export async function renamePasskey(
  db: Database,
  brand: Brand,
  memberId: number,
  id: number,
  name: string,
) {
  assertPasskeysOn(brand);
  const trimmed = name.trim();
  if (!trimmed) throw new ApiError('VALIDATION_FAILED', { field: 'name' });
  const [row] = await db
    .update(passkeys)
    .set({ name: trimmed })
    .where(and(eq(passkeys.id, id), eq(passkeys.memberId, memberId)))
    .returning();
  if (!row) throw new ApiError('NOT_FOUND');
  return passkeyOf(row);
}

/** Removes one of the member's passkeys (404 `NOT_FOUND` for another member's or none). */
export async function removePasskey(svc: AuthServices, brand: Brand, who: SignedIn, id: number) {
  assertPasskeysOn(brand);
  const mine = and(eq(passkeys.id, id), eq(passkeys.memberId, who.member.id));
  const [owned] = await svc.db.select({ id: passkeys.id }).from(passkeys).where(mine);
  if (!owned) throw new ApiError('NOT_FOUND');
  // Removing a factor is a step-up change: without it, a stolen session could drop the member's
  // factors and then make the money-leaving changes that step-up guards.
  assertSteppedUp({
    hasFactor: true,
    steppedUpAt: who.steppedUpAt,
    policy: brand.security,
    now: svc.now(),
  });
  const [row] = await svc.db.delete(passkeys).where(mine).returning({ id: passkeys.id });
  if (!row) throw new ApiError('NOT_FOUND');
  return { ok: true as const };
}

/** Request options allowing `rows` (any discoverable credential of the site when empty). */
async function requestOptions(challenge: string, rp: RelyingParty, rows: PasskeyRow[]) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    challenge: bytesOf(challenge),
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: rows.map((p) => ({ id: p.credentialId, transports: p.transports })),
  });
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Options for signing in: without a username any passkey of the site; with one, that member's
 * (an unknown name gets options allowing none of its own, so names are not revealed).
 */
export async function signInOptions(
  svc: AuthServices,
  brand: Brand,
  username: string | undefined,
  rp: RelyingParty,
) {
  assertPasskeysOn(brand);
  assertBrandOpen(brand);
  const challenge = await storeChallenge(svc, brand.id, 'sign_in', null, rp);
  let rows: PasskeyRow[] = [];
  if (username) {
    const member = await findMemberByUsername(svc.db, brand.id, username);
    if (member) rows = await rowsOf(svc.db, member.id);
  }
  return requestOptions(challenge, rp, rows);
}

/**
 * Checks an assertion against the stored passkey and moves its counter forward, in one
 * statement that fails if another verify moved it first; 400 `PASSKEY_INVALID` otherwise.
 */
async function verifyAssertion(
  svc: Pick<AuthServices, 'db' | 'now'>,
  row: PasskeyRow,
  credential: AuthenticationResponseJSON,
  challenge: string,
  rp: RelyingParty,
): Promise<void> {
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credentialId,
        publicKey: bytesOf(row.publicKey),
        counter: row.signCount,
        transports: row.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw new ApiError('PASSKEY_INVALID');
  }
  if (!result.verified) throw new ApiError('PASSKEY_INVALID');
  const next = result.authenticationInfo.newCounter;
  // A counter that does not move forward means a cloned authenticator (or a race): refused.
  // Authenticators that keep no counter report 0 every time, which stays allowed.
  const [updated] = await svc.db
    .update(passkeys)
    .set({
      signCount: next,
      lastUsedAt: new Date(svc.now()),
      backedUp: result.authenticationInfo.credentialBackedUp,
    })
    .where(
      and(
        eq(passkeys.id, row.id),
        next === 0 ? eq(passkeys.signCount, 0) : lt(passkeys.signCount, next),
      ),
    )
    .returning({ id: passkeys.id });
  if (!updated) throw new ApiError('PASSKEY_INVALID');
}

/** The passkey of a brand a credential id names. */
async function findPasskey(
  db: Database,
  brandId: string,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.brandId, brandId), eq(passkeys.credentialId, credentialId)));
  return row;
}

/** The key a passkey sign-in's failures count under when the credential names no member. */
const UNKNOWN_PASSKEY = '#passkey';

/**
 * Signs in with a passkey, answering as the login does. A failed assertion counts as a failed
 * login for the member (and the address) toward the login's captcha; once the failures reach
 * the lock-out limit, passkey sign-in from there is refused (429) until the window passes.
 */
export async function signInWithPasskey(
  svc: AuthServices,
  brand: Brand,
  credential: AuthenticationResponseJSON,
  client: Client,
) {
  assertPasskeysOn(brand);
  assertBrandOpen(brand);
  const row = await findPasskey(svc.db, brand.id, credential.id);
  const member = row ? await findMemberById(svc.db, brand.id, row.memberId) : undefined;
  const name = member?.username ?? UNKNOWN_PASSKEY;
  if ((await svc.loginGuard.userFailures(brand.id, name)) >= svc.config.lockAfterFailures)
    throw new ApiError('RATE_LIMITED', {
      values: { interval: FAILURE_WINDOW_MS / 60_000 },
      headers: { 'retry-after': String(FAILURE_WINDOW_MS / 1000) },
    });
  try {
    const { challenge, rp } = await consumeChallenge(
      svc,
      brand.id,
      'sign_in',
      null,
      credential.response.clientDataJSON,
    );
    if (!row || !member) throw new ApiError('PASSKEY_INVALID');
    // The user handle, when the authenticator gives one, must be the passkey's member.
    const handle = credential.response.userHandle;
    if (handle !== undefined && handle !== b64url(userHandleOf(brand.id, member.id)))
      throw new ApiError('PASSKEY_INVALID');
    await verifyAssertion(svc, row, credential, challenge, rp);
  } catch (error) {
    await svc.loginGuard.record(brand.id, name, client.ip);
    throw error;
  }
  await admitSignIn(svc, brand, member);
  return sessionOrTicket(svc, brand, member, client);
}

/** Options for stepping up: the member's own passkeys. */
export async function stepUpOptions(
  svc: AuthServices,
  brand: Brand,
  memberId: number,
  rp: RelyingParty,
) {
  assertPasskeysOn(brand);
  const rows = await rowsOf(svc.db, memberId);
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
  const challenge = await storeChallenge(svc, brand.id, 'step_up', memberId, rp);
  return requestOptions(challenge, rp, rows);
}

/** Proves one of the member's passkeys and marks the whole login stepped up now. */
export async function stepUpWithPasskey(
  svc: AuthServices,
  brand: Brand,
  who: SignedIn,
  credential: AuthenticationResponseJSON,
) {
  assertPasskeysOn(brand);
  const { challenge, rp } = await consumeChallenge(
    svc,
    brand.id,
    'step_up',
    who.member.id,
    credential.response.clientDataJSON,
  );
  const row = await findPasskey(svc.db, brand.id, credential.id);
  if (!row || row.memberId !== who.member.id) throw new ApiError('PASSKEY_INVALID');
  await verifyAssertion(svc, row, credential, challenge, rp);
  const at = new Date(svc.now());
  await markSteppedUp(svc.db, who.sessionId, at);
  return { ok: true as const, stepped_up_at: Math.floor(at.getTime() / 1000) };
}
