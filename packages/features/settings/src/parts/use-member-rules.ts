/**
 * The brand's member rules a settings form checks against: the configured length bounds
 * (spec §5, "configured" reading of the permission config) with the mobile defaults while the
 * config loads.
 */
import { usePermissionsQuery } from '@lobby/api-client/config';
import { lengthBounds } from '@lobby/domain/validators';

/** The configured bounds of the brand. */
export function useMemberBounds() {
  const member = usePermissionsQuery().data?.member;
  return lengthBounds('configured', member);
}
