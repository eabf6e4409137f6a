/**
 * The member profile as the SDK answers it. The contract exports only the schema, so the type
 * is read off the query hook (one source, no copy).
 */
import type { useProfileQuery } from '@lobby/api-client/member';

/** The signed-in member's profile (`GET /member/userprofile`). */
export type MemberProfile = NonNullable<ReturnType<typeof useProfileQuery>['data']>;

/** What a profile form takes (the name, email and mobile forms). */
export interface ProfileFormProps {
  /** The member's profile: the form's starting values and what is set now. */
  readonly profile: MemberProfile;
  /** Called once a save succeeded (after its toast); the edit screens go back to the list. */
  onSaved?(): void;
}
