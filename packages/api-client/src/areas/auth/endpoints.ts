/** The auth area without React: sign in, sign up, sign out, QR codes and invite codes. */
import { authEndpoints } from '@lobby/contract/auth';
import { defineArea } from '../../api/define-area.ts';
import { signsIn, signsOut } from './session-effects.ts';

/** The api with the auth endpoints injected. */
export const authApi = defineArea('auth', authEndpoints).inject({
  login: signsIn(),
  register: signsIn(),
  qrCodeLogin: signsIn(),
  qrCodeRegister: signsIn(),
  changeInitialPassword: signsIn(),
  logout: signsOut(),
  isRegistered: { keepUnusedDataFor: 0 },
});
