import type { Session } from '@lobby/api-client';

/**
 * What the site hands every auth screen: the session, the brand's name and logo, and a hook
 * run after a registration (the theme config's analytics snippet).
 */
export interface AuthScreenProps {
  readonly session: Session;
  readonly brandName: string;
  /** The backend logo once it has loaded; the theme's wordmark shows without it. */
  readonly logoSrc?: string | undefined;
  readonly onRegistered?: () => void;
}
