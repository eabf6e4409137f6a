/**
 * What may follow an accepted sign-in before the member is in: a password the server wants
 * changed first (a ticket for `ChangePasswordForm`) or a second factor (a ticket for
 * `SecondFactorForm`). The sign-in form and the QR panel both end this way.
 */
import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

/** The pending step, if any: its tickets and their setters. */
export function useFollowUp() {
  const [ticket, setTicket] = useState<string | undefined>(undefined);
  const [secondFactor, setSecondFactor] = useState<string | undefined>(undefined);
  return { ticket, setTicket, secondFactor, setSecondFactor };
}

/** Props of {@link SignInFollowUp}. */
export interface SignInFollowUpProps {
  readonly followUp: ReturnType<typeof useFollowUp>;
  /** The member is in after the password change. */
  readonly onSignedIn: () => void;
  /** The second factor passed (with the member's name). */
  readonly onSecondFactorDone: (name: string) => void;
  /** The second factor was abandoned (after its ticket is dropped). */
  readonly onSecondFactorCancel?: () => void;
}

/** Renders the pending step, or nothing when there is none. */
export function SignInFollowUp({
  followUp,
  onSignedIn,
  onSecondFactorDone,
  onSecondFactorCancel,
}: SignInFollowUpProps) {
  if (followUp.ticket)
    return (
      <ChangePasswordForm
        ticket={followUp.ticket}
        onDone={onSignedIn}
        onCancel={() => followUp.setTicket(undefined)}
      />
    );
  if (followUp.secondFactor)
    return (
      <SecondFactorForm
        ticket={followUp.secondFactor}
        onDone={onSecondFactorDone}
        onCancel={() => {
          followUp.setSecondFactor(undefined);
          onSecondFactorCancel?.();
        }}
      />
    );
  return null;
}
