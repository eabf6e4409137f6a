import type { Session } from '@lobby/api-client';

/** What the site hands every game screen. */
export interface GamesScreenProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name: the wordmark a failed image falls back to when there is no logo. */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog (a guest tried something that needs an account). */
  onRequireSignIn(): void;
  /** The site logo: what a game or provider image that fails to load shows instead (spec §8). */
  readonly logoSrc?: string;
}
