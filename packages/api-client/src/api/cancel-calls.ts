/**
 * Cancelling calls from anywhere that can dispatch (spec §7: a channel balance is
 * cancellable; spec §8: a cancelled call is only logged). The in-flight calls belong to the
 * store's base query, so a thunk reaches them without the caller holding the client.
 */
import { registeredEndpoints } from './define-area.ts';
import { lobbyExtra } from './lobby-api.ts';

/** A thunk answering how many calls it cancelled. */
export type CancelCallsThunk = (dispatch: unknown, getState: unknown, extra: unknown) => number;

/**
 * Cancels the in-flight calls of one endpoint (`dispatch(cancelCalls('channelBalance'))`, e.g.
 * when the transfer screen closes), or every call without a name. An unknown name cancels
 * nothing. Each cancelled call ends with `code: 'ABORTED'`, logged and never toasted.
 */
export function cancelCalls(endpointName?: string): CancelCallsThunk {
  return (_dispatch, _getState, extra) => {
    const { baseQuery } = lobbyExtra(extra);
    if (endpointName === undefined) return baseQuery.cancel();
    const registered = registeredEndpoints.get(endpointName);
    return registered ? baseQuery.cancel(registered.entry.id) : 0;
  };
}
