import type { Session } from '@lobby/api-client';

/**
 * What the site hands every auth screen: the session, the brand's name and logo, and a hook
 * run after a registration (the theme config's analytics snippet).
 */
export interface AuthScreenProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name, for texts that name the site. */
  readonly brandName: string;
  /** The backend logo once it has loaded; the theme's wordmark shows without it. */
  readonly logoSrc?: string | undefined;
  /** Called after a registration succeeds (the site runs the theme config's analytics snippet). */
  readonly onRegistered?: () => void;
}
