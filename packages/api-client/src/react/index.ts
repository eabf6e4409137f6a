/**
 * `@lobby/api-client/react`: React helpers that are not endpoint hooks. The hooks themselves
 * come from the area subpaths (`@lobby/api-client/auth`, ...).
 */
export { useSessionSnapshot, useSignedIn } from './use-session.ts';
export { useBalanceFeed } from './use-balance-feed.ts';
export type { BalanceFeedState, BalanceFeedStatus } from '../feed/balance-feed-status.ts';
export { withReactHooks } from './with-react-hooks.ts';
export type { WithReactHooks } from './with-react-hooks.ts';
export { useTransferFlow } from './use-transfer-flow.ts';
export type {
  TransferAttempt,
  TransferCall,
  TransferFlow,
  TransferTrigger,
} from './use-transfer-flow.ts';
