/**
 * `@lobby/feature-auth`: sign in and sign up (one layout per screen variant), invite sign-up,
 * QR code sign-in and registration, password retrieval by email and SMS, the forced password
 * change, and the 'Please Sign In' dialog. Each variant's sign-in page is the subpath
 * `@lobby/feature-auth/variants/<variant>`, not part of this entry.
 */
export { AuthPanel } from './sign-in/auth-panel.tsx';
export type { AuthPanelProps, AuthTab } from './sign-in/auth-panel.tsx';
export { SignInForm } from './sign-in/sign-in-form.tsx';
export type { SignInFormProps } from './sign-in/sign-in-form.tsx';
export { SignUpForm } from './sign-up/sign-up-form.tsx';
export type { SignUpFormProps } from './sign-up/sign-up-form.tsx';
export { ChangePasswordForm } from './sign-in/change-password-form.tsx';
export type { ChangePasswordFormProps } from './sign-in/change-password-form.tsx';
export { QrPanel } from './sign-in/qr-panel.tsx';
export type { QrPanelProps } from './sign-in/qr-panel.tsx';
export {
  QR_COOKIE,
  clearQrCookie,
  isQrCode,
  readQrCookie,
  writeQrCookie,
} from './sign-in/qr-code.ts';
export { InviteSignupScreen } from './invite/invite-signup-screen.tsx';
export { RetrieveScreen } from './retrieve/retrieve-screen.tsx';
export { PleaseSignInDialog } from './dialog/please-sign-in-dialog.tsx';
export type { PleaseSignInDialogProps } from './dialog/please-sign-in-dialog.tsx';
export type { AuthScreenProps } from './types.ts';
/** Passkey step-up for the site's step-up dialog (the SDK's, re-exported beside sign-in). */
export { usePasskeyStepUp } from '@lobby/api-client/passkeys';
