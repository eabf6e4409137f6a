import type { Session } from '@lobby/api-client';
import type { ReactNode } from 'react';

/** What the site hands the home screens. */
export interface HomeScreenProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name, for texts that name the site. */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog (a guest tried to play). */
  onRequireSignIn(): void;
  /**
   * Sections another feature adds to the home, such as the member's favourites and recently
   * played games (a feature cannot import another, so the site composes them and hands them
   * in). Each layout puts them where they fit its look, as direct children of the page's
   * column so every section gets the page's spacing; a section that renders nothing takes no
   * room. Leave it out for none.
   */
  readonly shelves?: ReactNode;
}

/** What the site hands the contact screen. */
export interface ContactScreenProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name, for texts that name the site. */
  readonly brandName: string;
}
