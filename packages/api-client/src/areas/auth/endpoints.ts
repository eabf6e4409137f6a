/** The auth area without React: sign in, sign up, sign out, QR codes and invite codes. */
import { authRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { signsIn, signsOut } from './session-effects.ts';

/** The api with the auth endpoints injected. */
export const authApi = defineArea('auth', authRoutes).inject({
  login: signsIn(),
  register: signsIn(),
  qrCodeLogin: signsIn(),
  qrCodeRegister: signsIn(),
  changeInitialPassword: signsIn(),
  logout: signsOut(),
  isRegistered: { keepUnusedDataFor: 0 },
});
