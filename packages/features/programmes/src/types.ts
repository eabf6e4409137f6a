import type { Session } from '@lobby/api-client';

/** What the site hands every programmes screen. */
export interface ProgrammesScreenBaseProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name (texts that name the site). */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog: a guest reached something that needs an account. */
  onRequireSignIn(): void;
  /** Shows the back button; the site decides where back goes. */
  onBack?(): void;
  /** The site logo (spec §8): what an operator picture falls back to when it fails to load. */
  readonly logoSrc?: string;
}
