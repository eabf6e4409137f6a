/**
 * The 'Please Sign In' dialog (spec §6): a guest tried a protected action; Close, Sign In or
 * Sign Up. The site renders it and decides where the buttons go.
 */
import { tokenVars } from '@lobby/tokens';
import { Button, Dialog } from '@lobby/ui';
import styled from 'styled-components';
import { useAuthTranslation } from '../i18n.ts';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokenVars.space.sm};
  width: 100%;
`;

/** Props of {@link PleaseSignInDialog}. */
export interface PleaseSignInDialogProps {
  /** Whether the dialog is shown (controlled). */
  readonly open: boolean;
  /** Called on Escape, the close button or a backdrop press. */
  onClose(): void;
  /** Called by the sign-in button (the site opens the sign-in screen). */
  onSignIn(): void;
  /** Called by the sign-up button (the site opens the registration screen). */
  onSignUp(): void;
}

/** The dialog. */
export function PleaseSignInDialog({ open, onClose, onSignIn, onSignUp }: PleaseSignInDialogProps) {
  const { t } = useAuthTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('messages:PLEASE_SIGN_IN')}
      closeLabel={t('common.close')}
      actions={
        <Buttons>
          <Button variant="secondary" onClick={onSignUp}>
            {t('prompt.signUp')}
          </Button>
          <Button onClick={onSignIn}>{t('prompt.signIn')}</Button>
        </Buttons>
      }
    >
      {t('prompt.message')}
    </Dialog>
  );
}
