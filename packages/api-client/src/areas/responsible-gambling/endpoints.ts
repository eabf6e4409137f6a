/**
 * The responsible-gambling area without React: the brand's compliance settings, the member's
 * limits and their confirmation, time-out and self-exclusion, the account history, and the
 * reality check (its interval, the session's status and Continue).
 */
import { responsibleGamblingRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { MEMBER_TAGS, signsOut } from '../auth/session-effects.ts';

/** What a limit or exclusion change makes stale: the limits, the exclusion and the history. */
const changes = { invalidates: ['ResponsibleGambling'] } as const;

/** The api with the responsible-gambling endpoints injected. */
export const responsibleGamblingApi = defineArea(
  'responsibleGambling',
  responsibleGamblingRoutes,
).inject({
  // The brand's settings change rarely: kept for the life of the page.
  config: { provides: ['Config'], keepUnusedDataFor: 600 },
  limits: { provides: ['ResponsibleGambling'] },
  setLimit: changes,
  confirmLimit: changes,
  exclusion: { provides: ['ResponsibleGambling'] },
  // Every game wallet comes back to the main wallet and every session ends, this one too: the
  // site signs out at once rather than finding out from the next call's 401.
  exclude: { ...signsOut(), invalidates: [...MEMBER_TAGS, 'ResponsibleGambling'] },
  endExclusion: changes,
  history: { provides: ['ResponsibleGambling'] },
  // Its own tag: the site polls it, and a limit change need not refetch it (nor it the limits).
  realityCheck: { provides: ['RealityCheck'] },
  // A change of interval and a Continue are both in the history too.
  setRealityCheck: { invalidates: ['RealityCheck', 'ResponsibleGambling'] },
  acknowledgeRealityCheck: { invalidates: ['RealityCheck', 'ResponsibleGambling'] },
});
