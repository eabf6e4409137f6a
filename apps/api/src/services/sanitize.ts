/**
 * Compatibility re-export of `src/platform/sanitize.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export { isSafeHref, sanitizeHtml } from '../platform/sanitize.ts';
