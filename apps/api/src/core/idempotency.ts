/**
 * Idempotency keys for money-moving requests (Stripe's semantics). A request first claims its
 * key in a short transaction of its own (state `pending`), so a duplicate arriving meanwhile
 * answers 409 instead of running twice; the work then stores its answer (state `done`) in the
 * same database transaction as its ledger entries, so an answer exists exactly when the money
 * moved. A pending claim older than the stale limit (the process died) may be taken over:
 * nothing of it was committed unless it recorded a `resumeRef`, in which case the caller
 * finishes that operation instead of starting a new one.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@lobby/contract/wallet';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/ledger.ts';
import { ApiError } from '../platform/errors.ts';
import type { Tx } from './ledger.ts';
import { inTransaction } from './ledger.ts';

const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The fingerprint of a request: endpoint, path parameters and body without its encrypted
 * fields (they differ on every encryption and must not be stored, even hashed).
 */
export function requestHash(
  endpointId: string,
  params: unknown,
  body: unknown,
  encrypted: readonly string[] = [],
): string {
  const plain =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([k]) => !encrypted.includes(k)))
      : body;
  return createHash('sha256')
    .update(`${endpointId}\n${canonicalJson(params ?? null)}\n${canonicalJson(plain ?? null)}`)
    .digest('hex');
}

/**
 * The idempotency key a request sent (its `Idempotency-Key` header's value, as the binding
 * layer read it), or 400 `IDEMPOTENCY_KEY_REQUIRED`.
 */
export function checkedKey(value: unknown): string {
  if (typeof value !== 'string' || !KEY.test(value)) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  return value;
}

/** Who and what a key belongs to. */
export interface KeyScope {
  brandId: string;
  memberId: number;
  key: string;
  endpointId: string;
  hash: string;
}

/** A claimed key: the holder must `complete` it in its final transaction or `release` it. */
export interface ClaimedKey {
  scope: KeyScope;
  /** Set when a takeover found a half-done operation to finish. */
  resumeRef: string | undefined;
  /** Records the operation to finish should this request die half-way (inside the caller's transaction). */
  setResumeRef(tx: Tx, ref: string): Promise<void>;
  /** Stores the answer; call inside the transaction that moved the money. */
  complete(tx: Tx, response: unknown): Promise<void>;
  /** Gives the key up after a refusal that moved nothing. */
  release(): Promise<void>;
  /**
   * Gives the key up unless a resume point was committed ({@link ClaimedKey.setResumeRef}):
   * what the generic binding layer does when a handler throws. A half-done operation keeps its
   * key pending, so a retry finishes it instead of starting another.
   */
  releaseUnstarted(): Promise<void>;
}

/** The outcome of a claim. */
export type Claim = { kind: 'replay'; response: unknown } | { kind: 'claimed'; key: ClaimedKey };

function where(scope: KeyScope) {
  return and(
    eq(idempotencyKeys.brandId, scope.brandId),
    eq(idempotencyKeys.memberId, scope.memberId),
    eq(idempotencyKeys.key, scope.key),
  );
}

/** How long keys live and when a pending one counts as abandoned (from the server's configuration). */
export type KeyPolicy = Pick<ServerConfig, 'idempotencyTtlMs' | 'idempotencyStaleMs'>;

/** Claims a key for a request, or answers the stored answer, 409 or 422. */
export async function claimKey(
  db: Database,
  scope: KeyScope,
  now: number,
  policy: KeyPolicy,
): Promise<Claim> {
  const at = new Date(now);
  const expires = new Date(now + policy.idempotencyTtlMs);
  const handle = (resumeRef: string | undefined, lockedAt: Date): Claim => ({
    kind: 'claimed',
    key: {
      scope,
      resumeRef,
      async setResumeRef(tx, ref) {
        await tx.update(idempotencyKeys).set({ resumeRef: ref }).where(where(scope));
      },
      async complete(tx, response) {
        const done = await tx
          .update(idempotencyKeys)
          .set({
            state: 'done',
            responseStatus: 200,
            responseBody: response as Record<string, unknown>,
          })
          .where(
            and(
              where(scope),
              eq(idempotencyKeys.state, 'pending'),
              eq(idempotencyKeys.lockedAt, lockedAt),
            ),
          )
          .returning({ key: idempotencyKeys.key });
        // Another process took the key over meanwhile: abandon this transaction (nothing commits).
        if (done.length === 0) throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
      },
      async release() {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              where(scope),
              eq(idempotencyKeys.state, 'pending'),
              eq(idempotencyKeys.lockedAt, lockedAt),
            ),
          );
      },
      async releaseUnstarted() {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              where(scope),
              eq(idempotencyKeys.state, 'pending'),
              eq(idempotencyKeys.lockedAt, lockedAt),
              isNull(idempotencyKeys.resumeRef),
            ),
          );
      },
    },
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        brandId: scope.brandId,
        memberId: scope.memberId,
        key: scope.key,
        endpoint: scope.endpointId,
        requestHash: scope.hash,
        state: 'pending',
        lockedAt: at,
        createdAt: at,
        expiresAt: expires,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return handle(undefined, at);
    const [row] = await db.select().from(idempotencyKeys).where(where(scope));
    if (!row) continue;
    if (row.expiresAt.getTime() <= now && row.state === 'done') {
      await db.delete(idempotencyKeys).where(and(where(scope), lt(idempotencyKeys.expiresAt, at)));
      continue;
    }
    if (row.requestHash !== scope.hash || row.endpoint !== scope.endpointId)
      throw new ApiError('IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'done') return { kind: 'replay', response: row.responseBody };
    if (now - row.lockedAt.getTime() < policy.idempotencyStaleMs)
      throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
    const taken = await db
      .update(idempotencyKeys)
      .set({ lockedAt: at })
      .where(
        and(
          where(scope),
          eq(idempotencyKeys.state, 'pending'),
          eq(idempotencyKeys.lockedAt, row.lockedAt),
        ),
      )
      .returning({ resumeRef: idempotencyKeys.resumeRef });
    if (taken.length === 0) throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
    return handle(taken[0]?.resumeRef ?? undefined, at);
  }
  throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
}

/** Runs `work` in one transaction that also stores its answer under `key` (so both commit or neither). */
export async function completeWith<T>(
  db: Database,
  key: ClaimedKey,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const response = await work(tx);
    await key.complete(tx, response);
    return response;
  });
}

/** Deletes keys past their expiry; answers how many. */
export async function purgeExpiredKeys(db: Database, now: number): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.expiresAt} < ${new Date(now)}`)
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
