/**
 * The responsible-gambling area without React: the brand's compliance settings, the member's
 * limits and their confirmation, time-out and self-exclusion, and the account history.
 */
import { responsibleGamblingRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

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
  // Every game wallet comes back to the main wallet and every session ends.
  exclude: {
    invalidates: ['ResponsibleGambling', 'Balance', 'ChannelBalance', 'Transfer', 'Transaction'],
  },
  endExclusion: changes,
  history: { provides: ['ResponsibleGambling'] },
});
