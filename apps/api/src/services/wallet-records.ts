/**
 * Compatibility re-export of `src/core/wallet-records.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export {
  orderNo,
  addRecord,
  updateRecord,
  TRANSACTION_KIND_NAMES,
  textIn,
} from '../core/wallet-records.ts';
