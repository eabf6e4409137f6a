/** The security area without React: the encryption key and the captcha. */
import { securityRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the security endpoints injected. */
export const securityApi = defineArea('security', securityRoutes).inject({
  // A captcha is single-use: never serve a cached one to a new subscriber.
  captcha: { keepUnusedDataFor: 0 },
  captchaCheck: { keepUnusedDataFor: 0 },
});
