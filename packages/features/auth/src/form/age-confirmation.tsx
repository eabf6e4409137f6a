/**
 * Issue 17: the member confirms the brand's minimum age wherever an account becomes theirs —
 * the sign-up, the claim of an operator-made QR account and its first own password. The brand's
 * age comes from its compliance settings (0: nothing asked); the API insists on it too.
 */
import { VALID, invalid } from '@lobby/domain/validators';
import { tokenVars } from '@lobby/tokens';
import { Checkbox } from '@lobby/ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { Form } from '@lobby/ui';
import { useAuthTranslation } from '../i18n.ts';

const AgeError = styled.p`
  margin: calc(-1 * ${tokenVars.space.sm}) 0 0;
  color: ${tokenVars.color.danger};
  font-size: ${tokenVars.font.size.xs};
`;

/** The rule of a form's `ageConfirmed` value: ticked whenever the brand has a minimum age. */
export function ageConfirmedRule(minimumAge: number) {
  return (values: { ageConfirmed: boolean }) =>
    minimumAge > 0 && !values.ageConfirmed
      ? invalid('CONFIRM_MINIMUM_AGE', { age: minimumAge })
      : VALID;
}

/** The body field a request sends for a ticked confirmation (nothing when not ticked). */
export function ageConfirmedBody(ageConfirmed: boolean): { age_confirmed?: true } {
  return ageConfirmed ? { age_confirmed: true } : {};
}

/** The part of a validated form the box reads and sets: its `ageConfirmed` value. */
export type AgeConfirmationForm = Pick<
  Form<{ ageConfirmed: boolean }>,
  'values' | 'set' | 'message'
>;

/** Props of {@link AgeConfirmation}. */
export interface AgeConfirmationProps {
  /** The brand's minimum age; at 0 nothing renders. */
  readonly age: number;
  /** The form whose `ageConfirmed` the box shows, sets and explains. */
  readonly form: AgeConfirmationForm;
}

/** The "I am at least N" checkbox with its error, tied to it for screen readers. */
export function AgeConfirmation({ age, form }: AgeConfirmationProps) {
  const { t } = useAuthTranslation();
  const errorId = useId();
  if (age <= 0) return null;
  const error = form.message('ageConfirmed');
  return (
    <>
      <Checkbox
        label={t('fields.ageConfirmed', { age })}
        checked={form.values.ageConfirmed}
        onChange={(checked) => form.set('ageConfirmed', checked)}
        required
        name="age-confirmed"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <AgeError id={errorId}>{error}</AgeError> : null}
    </>
  );
}
