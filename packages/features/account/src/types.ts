import type { Session } from '@lobby/api-client';

/** What the site hands the my-page screens. */
export interface MyPageProps {
  readonly session: Session;
  readonly brandName: string;
  /** Asks, logs out and reloads (the site's logout flow). */
  onLogout(): void;
  onRequireSignIn(): void;
  onOpenLanguage(): void;
  /** The name of the language in use, shown beside the language entry. */
  readonly languageName: string;
}
