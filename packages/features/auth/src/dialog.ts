/**
 * `@lobby/feature-auth/dialog`: the 'Please Sign In' dialog alone, for the site's layout,
 * without pulling the auth screens into the first bundle.
 */
export { PleaseSignInDialog } from './dialog/please-sign-in-dialog.tsx';
export type { PleaseSignInDialogProps } from './dialog/please-sign-in-dialog.tsx';
