/**
 * The brand's member rules for forms: configured length bounds (spec §5) and whether email,
 * phone, real name and a bank account are shown, required, or verified by a code.
 */
import { usePermissionsQuery } from '@lobby/api-client/config';
import { isFieldRequired, lengthBounds } from '@lobby/domain/validators';
import type { LengthBounds } from '@lobby/domain/validators';

/** How a member field behaves on a form. */
export interface FieldRule {
  readonly shown: boolean;
  readonly required: boolean;
  /** A verification code is needed (setting 3). */
  readonly verified: boolean;
  /** The raw setting, as validators expect it. */
  readonly setting: number;
}

function rule(setting: number | undefined): FieldRule {
  const s = typeof setting === 'number' ? setting : 0;
  return { shown: s > 0, required: isFieldRequired(s), verified: s >= 3, setting: s };
}

/** The rules, with mobile-side defaults until the permissions arrive. */
export function useMemberRules(): {
  bounds: LengthBounds;
  email: FieldRule;
  phone: FieldRule;
  realName: FieldRule;
  /** A bank account at sign-up (`register_bank_info`): shown above 0, required above 1. */
  bankCard: FieldRule;
  loading: boolean;
} {
  const { data, isLoading } = usePermissionsQuery();
  const member = data?.member;
  return {
    bounds: lengthBounds('configured', member),
    email: rule(member?.member_email),
    phone: rule(member?.member_phone),
    realName: rule(member?.member_real_name),
    bankCard: rule(member?.register_bank_info),
    loading: isLoading,
  };
}
