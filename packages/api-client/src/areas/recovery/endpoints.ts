/** The recovery area without React: password recovery and verification codes. */
import { recoveryEndpoints } from '@lobby/contract/recovery';
import { defineArea } from '../../api/define-area.ts';

/** The api with the recovery endpoints injected. */
export const recoveryApi = defineArea('recovery', recoveryEndpoints).inject({
  // Sending a code is an action, not data to cache, even where the contract uses GET.
  sendSms: { kind: 'mutation' },
});
