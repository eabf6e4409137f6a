/**
 * The per-handler idempotency wrapper the promotions area still uses: it lives in
 * `routes/promotions.ts`, which has not moved to `areas/promotions/` yet. Every other keyed
 * endpoint gets its key from the binding layer (`platform/keyed.ts`), which skips the
 * promotions bindings (`keyedByHandler` in `areas/index.ts`) so no key is claimed twice.
 * Delete this file when promotions moves.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/wallet';
import type { FastifyRequest } from 'fastify';
import type { KeyPolicy } from '../core/idempotency.ts';
import { checkedKey, claimKey, completeWith, requestHash } from '../core/idempotency.ts';
import type { Tx } from '../core/ledger.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../platform/errors.ts';

/** What {@link idempotent} needs from the request. */
export interface IdempotentRequest {
  db: Database;
  policy: KeyPolicy;
  now: number;
  brandId: string;
  memberId: number;
  endpointId: string;
  request: FastifyRequest;
  params?: unknown;
  body?: unknown;
  encrypted?: readonly string[];
}

/**
 * Claims the request's key, runs `work` in one transaction that also stores the answer, and
 * releases the key when `work` refuses (throws) so a retry runs again.
 */
export async function idempotent<T>(
  input: IdempotentRequest,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const claim = await claimKey(
    input.db,
    {
      brandId: input.brandId,
      memberId: input.memberId,
      key: checkedKey(input.request.headers[IDEMPOTENCY_KEY_HEADER]),
      endpointId: input.endpointId,
      hash: requestHash(input.endpointId, input.params, input.body, input.encrypted),
    },
    input.now,
    input.policy,
  );
  if (claim.kind === 'replay') return claim.response as T;
  try {
    return await completeWith(input.db, claim.key, work);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'IDEMPOTENCY_IN_FLIGHT'))
      await claim.key.release();
    throw error;
  }
}
