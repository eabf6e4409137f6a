/** The account-security area without React: the brand's policy and the member's devices. */
import { accountSecurityRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the account-security endpoints injected. */
export const accountSecurityApi = defineArea('accountSecurity', accountSecurityRoutes).inject({
  policy: { provides: ['SecurityPolicy'] },
  devices: { provides: ['Device'] },
  // Signing a login out changes the list at once.
  signOutDevice: { invalidates: ['Device'] },
  signOutOthers: { invalidates: ['Device'] },
});
