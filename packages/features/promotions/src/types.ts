import type { Session } from '@lobby/api-client';

/** What the site hands every promotions screen. */
export interface PromotionsScreenBaseProps {
  /** The member's session: the API client and signed-in state the screen reads and acts through. */
  readonly session: Session;
  /** The brand's name: the wordmark a promotion picture falls back to, and texts naming the site. */
  readonly brandName: string;
  /** Shows the 'Please Sign In' dialog: a guest tried something that needs an account (claiming). */
  onRequireSignIn(): void;
  /** Shows the back button; the site decides where back goes. */
  onBack?(): void;
  /** The site logo (spec §8): what a promotion picture shows when neither the upload nor the artwork loads. */
  readonly logoSrc?: string;
}
