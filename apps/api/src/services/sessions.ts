/**
 * Compatibility re-export of `src/core/sessions.ts` for the promotions area, which still lives in
 * `routes/promotions.ts` and `services/promotions.ts` (not yet moved to `areas/promotions/`).
 * Delete this file when promotions moves.
 */
export { assertMemberActive, createSessionService } from '../core/sessions.ts';
export type {
  MemberRow,
  AuthState,
  SessionMeta,
  IssuedSession,
  SessionService,
} from '../core/sessions.ts';
