/**
 * The platform timezone (spec §9) every time on a member screen is read in: one hook, so the
 * fallback before permissions arrive is one rule for every feature.
 */
import { normaliseOffset } from '@lobby/domain/time';
import { configApi } from './react-api.ts';

/** The permissions' `system.timezone` as an hour offset; +8 until it is known or when unreadable. */
export function usePlatformOffset(): number {
  return normaliseOffset(configApi.usePermissionsQuery().data?.system.timezone);
}
