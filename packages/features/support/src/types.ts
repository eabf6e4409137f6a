import type { Session } from '@lobby/api-client';

/** What the site hands every support screen. */
export interface SupportScreenBaseProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name (texts that name the site). */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog: a guest reached a screen that needs an account. */
  onRequireSignIn(): void;
  /** Shows the back button; the site decides where back goes. */
  onBack?(): void;
}
