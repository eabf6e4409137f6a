/**
 * `@lobby/api-client/react`: React helpers that are not endpoint hooks. The hooks themselves
 * come from the area subpaths (`@lobby/api-client/auth`, ...). The transfer flow has a subpath of
 * its own (`@lobby/api-client/react/transfer-flow`): the site's first screen takes this entry
 * whole, and only lazy screens move money.
 */
export { useSessionSnapshot, useSignedIn } from './use-session.ts';
export { useBalanceFeed } from './use-balance-feed.ts';
export type { BalanceFeedState, BalanceFeedStatus } from '../feed/balance-feed-status.ts';
export { withReactHooks } from './with-react-hooks.ts';
export type { WithReactHooks } from './with-react-hooks.ts';
