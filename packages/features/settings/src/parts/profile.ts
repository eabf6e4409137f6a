/**
 * The member profile as the SDK answers it. The contract exports only the schema, so the type
 * is read off the query hook (one source, no copy).
 */
import type { useProfileQuery } from '@lobby/api-client/member';

/** The signed-in member's profile (`GET /member/userprofile`). */
export type MemberProfile = NonNullable<ReturnType<typeof useProfileQuery>['data']>;
