/**
 * Idempotency keys for money-moving requests (Stripe's semantics). A request first claims its
 * key (state `pending`), so a duplicate arriving meanwhile answers 409 instead of running twice;
 * the work then stores its answer (state `done`) in the same database transaction as its ledger
 * entries, so an answer exists exactly when the money moved. The claim is a short transaction
 * of its own ({@link claimKey}), or the first statement of the work's own first transaction
 * ({@link UnclaimedKey}: one commit fewer, and a failure before that commit leaves no claim). A
 * pending claim older than the stale limit (the process died) may be taken over: nothing of it
 * was committed unless it recorded a `resumeRef`, in which case the caller finishes that
 * operation instead of starting a new one.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@lobby/contract/wallet';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../base/config.ts';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { idempotencyKeys } from '../../db/schema/ledger.ts';
import { ApiError } from '../../base/errors.ts';
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

/** Claims a key for a request in a commit of its own, or answers the stored answer, 409 or 422. */
export async function claimKey(
  db: Database,
  scope: KeyScope,
  now: number,
  policy: KeyPolicy,
): Promise<Claim> {
  return claimKeyOn(db, db, scope, now, policy);
}

/**
 * A key a request named that its service claims itself, as the first statement of its own
 * first transaction ({@link claimKeyOn}). A duplicate arriving while that transaction runs
 * waits for it, then replays the answer it committed (or answers 409 while the key stays
 * pending, as after a committed hold); when it rolls back, the claim goes with it.
 */
export interface UnclaimedKey {
  scope: KeyScope;
  /** Claims the key on `tx`: as {@link claimKey}, but committed only with `tx`. */
  claimOn(tx: Tx): Promise<Claim>;
  /**
   * For work done whole in one transaction: stores the key already done, with its answer, in
   * one insert on `tx` (the claim and its completion at once). Throws {@link KeyExists} when
   * the key is there already (a retry, or a duplicate that committed first): the caller
   * abandons `tx`, and {@link UnclaimedKey.claimOn} answers the request as a duplicate.
   */
  completeOn(tx: Tx, response: unknown): Promise<void>;
  /** Whether the key exists, in any state (after work that failed: was it a duplicate?). */
  exists(): Promise<boolean>;
}

/** The key of an {@link UnclaimedKey.completeOn} is there already. */
export class KeyExists extends Error {
  constructor() {
    super('idempotency key exists');
    this.name = 'KeyExists';
  }
}

/** An {@link UnclaimedKey} for `scope`, claimed at `now` under `policy`. */
export function unclaimedKey(
  db: Database,
  scope: KeyScope,
  now: number,
  policy: KeyPolicy,
): UnclaimedKey {
  return {
    scope,
    claimOn: (tx) => claimKeyOn(tx, db, scope, now, policy),
    async completeOn(tx, response) {
      const at = new Date(now);
      const stored = await insertDoneKey(tx, {
        ...keyRow(scope, at, policy),
        responseBody: response as Record<string, unknown>,
      });
      if (stored.length === 0) throw new KeyExists();
    },
    async exists() {
      const [row] = await db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(where(scope));
      return row !== undefined;
    },
  };
}

/**
 * Inserts a key already done (200) with its answer unless the key exists, answering it when
 * inserted: {@link UnclaimedKey.completeOn}, on every member transfer, so built once
 * (db/prepared.ts). `state` is the key row's, overridden here.
 */
const insertDoneKey = preparedStatement<
  ReturnType<typeof keyRow> & { responseBody: Record<string, unknown> },
  ReturnType<typeof insertDoneKeyQuery>
>('idempotency_insert_done', (db) => insertDoneKeyQuery(db));
function insertDoneKeyQuery(db: Database) {
  const p = sql.placeholder;
  return db
    .insert(idempotencyKeys)
    .values({
      brandId: p('brandId'),
      memberId: p('memberId'),
      key: p('key'),
      endpoint: p('endpoint'),
      requestHash: p('requestHash'),
      state: 'done',
      lockedAt: p('lockedAt'),
      responseStatus: 200,
      responseBody: p('responseBody'),
      createdAt: p('createdAt'),
      expiresAt: p('expiresAt'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
}

/** A new key row of `scope` taken at `at` (pending until its work stores an answer). */
function keyRow(scope: KeyScope, at: Date, policy: KeyPolicy) {
  return {
    brandId: scope.brandId,
    memberId: scope.memberId,
    key: scope.key,
    endpoint: scope.endpointId,
    requestHash: scope.hash,
    state: 'pending',
    lockedAt: at,
    createdAt: at,
    expiresAt: new Date(at.getTime() + policy.idempotencyTtlMs),
  };
}

/**
 * Claims a key with the statements run on `tx` (the caller's transaction, or `db` for a commit
 * of its own); the claimed key's `release` and `releaseUnstarted` run on `db`, after `tx`.
 */
export async function claimKeyOn(
  tx: Tx,
  db: Database,
  scope: KeyScope,
  now: number,
  policy: KeyPolicy,
): Promise<Claim> {
  const at = new Date(now);
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
    const inserted = await tx
      .insert(idempotencyKeys)
      .values(keyRow(scope, at, policy))
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return handle(undefined, at);
    const [row] = await tx.select().from(idempotencyKeys).where(where(scope));
    if (!row) continue;
    if (row.expiresAt.getTime() <= now && row.state === 'done') {
      await tx.delete(idempotencyKeys).where(and(where(scope), lt(idempotencyKeys.expiresAt, at)));
      continue;
    }
    if (row.requestHash !== scope.hash || row.endpoint !== scope.endpointId)
      throw new ApiError('IDEMPOTENCY_KEY_REUSED');
    if (row.state === 'done') return { kind: 'replay', response: row.responseBody };
    if (now - row.lockedAt.getTime() < policy.idempotencyStaleMs)
      throw new ApiError('IDEMPOTENCY_IN_FLIGHT');
    const taken = await tx
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
