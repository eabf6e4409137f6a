/**
 * Compatibility re-export of `src/platform/multipart.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export {
  MULTIPART_LIMIT,
  MultipartError,
  parseMultipart,
  registerMultipart,
  checkMultipart,
} from '../platform/multipart.ts';
export type { UploadedFile, MultipartBody, CheckedMultipart } from '../platform/multipart.ts';
