/** The recovery area without React: password recovery and verification codes. */
import { recoveryRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the recovery endpoints injected. */
export const recoveryApi = defineArea('recovery', recoveryRoutes).inject({
  // Sending a code is an action, not data to cache, even where the contract uses GET.
  sendSms: { kind: 'mutation' },
});
