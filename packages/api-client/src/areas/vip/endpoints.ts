/** The VIP area without React: the levels, the member's progress and upgrade bonuses. */
import { vipRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The levels are the brand's configuration: kept for the life of the page. */
const levels = { provides: ['Config'], keepUnusedDataFor: 600 } as const;

/** The api with the VIP endpoints injected. */
export const vipApi = defineArea('vip', vipRoutes, { qualify: ['list', 'detail'] }).inject({
  vipList: levels,
  vipDetail: levels,
  progress: { provides: ['Vip'] },
  claim: { invalidates: ['Vip', 'Balance', 'Transaction'] },
});
