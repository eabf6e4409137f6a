/**
 * The content commands: promotions (`content-promotions.ts`), home banners
 * (`content-banners.ts`) and help pages (`content-pages.ts`), each with create, update
 * (which also reschedules), retire and list; their shared input is `content-input.ts`. What they
 * write is read by the member API on every request (no instance caches it), so a change is
 * served by every instance as soon as it commits.
 */
import {
  bannerCreateCommand,
  bannerListCommand,
  bannerRetireCommand,
  bannerUpdateCommand,
} from './content-banners.ts';
import {
  helpCreateCommand,
  helpListCommand,
  helpRetireCommand,
  helpUpdateCommand,
} from './content-pages.ts';
import {
  promotionCreateCommand,
  promotionListCommand,
  promotionRetireCommand,
  promotionUpdateCommand,
} from './content-promotions.ts';
import type { OpsCommand } from './types.ts';

/** Every content command, in the order the usage text lists them. */
export const CONTENT_COMMANDS: readonly OpsCommand[] = [
  promotionCreateCommand,
  promotionUpdateCommand,
  promotionRetireCommand,
  promotionListCommand,
  bannerCreateCommand,
  bannerUpdateCommand,
  bannerRetireCommand,
  bannerListCommand,
  helpCreateCommand,
  helpUpdateCommand,
  helpRetireCommand,
  helpListCommand,
];
