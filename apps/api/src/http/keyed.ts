/**
 * Idempotency applied once, where a binding is registered: every member-keyed endpoint (the
 * contract marks it `idempotent`, it is a write and it needs a session) has the request's
 * `Idempotency-Key` checked and claimed here, a stored answer replayed without running the
 * handler, and the key given up when the handler throws before committing anything. The
 * handler receives the claimed key (`HandlerInput.key`) and its service completes it in the
 * transaction that moves the money. A binding with `claimInTransaction` gets the checked key
 * unclaimed instead: its service claims it in its own first transaction and answers a replay
 * itself. The rules of keys themselves live in `core/money/idempotency.ts`.
 */
import type { EndpointSpec } from '@lobby/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/wallet';
import { checkedKey, claimKey, requestHash, unclaimedKey } from '../core/money/idempotency.ts';
import type { AuthState } from '../core/security/sessions.ts';
import type { AppContext } from '../core/context.ts';
import type { Binding, Handler } from './endpoints.ts';

/** Whether `endpoint` is member-keyed (the run-time side of `MemberKeyed`). */
export function isMemberKeyed(endpoint: EndpointSpec): boolean {
  return endpoint.idempotent === true && endpoint.auth === true && endpoint.method !== 'GET';
}

/** The handler to register for `binding`: its own, wrapped in the key's claim when member-keyed. */
export function keyedHandler(ctx: AppContext, binding: Binding): Handler<EndpointSpec> {
  const { endpoint, handler } = binding;
  if (!isMemberKeyed(endpoint)) return handler;
  const absent = binding.hashAbsentAsEmpty ? {} : undefined;
  return async (input) => {
    if (binding.guard) await binding.guard(input);
    const auth = input.auth as AuthState;
    const scope = {
      brandId: input.brand.id,
      memberId: auth.member.id,
      key: checkedKey(input.request.headers[IDEMPOTENCY_KEY_HEADER]),
      endpointId: endpoint.id,
      hash: requestHash(
        endpoint.id,
        endpoint.params ? input.params : absent,
        endpoint.body ? input.body : absent,
        endpoint.encrypted,
      ),
    };
    // Its claim commits with the service's first transaction, or not at all: nothing to give up.
    if (binding.claimInTransaction)
      return handler({
        ...input,
        key: unclaimedKey(ctx.db, scope, ctx.now(), ctx.config) as never,
      });
    const claim = await claimKey(ctx.db, scope, ctx.now(), ctx.config);
    if (claim.kind === 'replay') return claim.response as never;
    try {
      return await handler({ ...input, key: claim.key as never });
    } catch (error) {
      await claim.key.releaseUnstarted();
      throw error;
    }
  };
}
