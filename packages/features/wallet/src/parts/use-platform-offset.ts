/** The platform timezone (spec §9) every time on the wallet screens is read in. */
import { usePermissionsQuery } from '@lobby/api-client/config';
import { normaliseOffset } from '@lobby/domain/time';

/** The permissions' `system.timezone` as an hour offset; +8 until it is known or when unreadable. */
export function usePlatformOffset(): number {
  return normaliseOffset(usePermissionsQuery().data?.system.timezone);
}
