/**
 * Compatibility re-export of `src/core/q-filters.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export { qConditions, paging } from '../core/q-filters.ts';
export type { QFieldSpec } from '../core/q-filters.ts';
