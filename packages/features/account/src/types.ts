import type { Session } from '@lobby/api-client';

/** What the site hands the my-page screens. */
export interface MyPageProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name, for texts that name the site. */
  readonly brandName: string;
  /** Asks, logs out and reloads (the site's logout flow). */
  onLogout(): void;
  /** Shows the 'Please Sign In' dialog: a guest tried something that needs an account. */
  onRequireSignIn(): void;
  /** Opens the language dialog. */
  onOpenLanguage(): void;
  /** The name of the language in use, shown beside the language entry. */
  readonly languageName: string;
}
