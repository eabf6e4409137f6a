/**
 * Compatibility re-export of `src/core/programmes.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export {
  levelsOf,
  depositTotal,
  turnoverTotal,
  vipStanding,
  claimTurnover,
  turnoverOwed,
} from '../core/programmes.ts';
export type { VipLevelRow } from '../core/programmes.ts';
