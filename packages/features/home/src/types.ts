import type { Session } from '@lobby/api-client';

/** What the site hands the home screens. */
export interface HomeScreenProps {
  readonly session: Session;
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog (a guest tried to play). */
  onRequireSignIn(): void;
}

/** What the site hands the contact screen. */
export interface ContactScreenProps {
  readonly session: Session;
  readonly brandName: string;
}
