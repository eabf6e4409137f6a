import { tokenVars } from '@lobby/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useStableId } from '../internal/ids.ts';
import type { OverlayPlacement } from '../internal/overlay.tsx';
import { Overlay } from '../internal/overlay.tsx';
import { Button, IconButton } from './button.tsx';

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.xl} ${tokenVars.space.xl} ${tokenVars.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${tokenVars.font.family.display};
  font-size: ${tokenVars.font.size.lg};
  font-weight: ${tokenVars.font.weight.bold};
  letter-spacing: ${tokenVars.font.letterSpacing.display};
  line-height: ${tokenVars.font.lineHeight.tight};
  color: ${tokenVars.color.text};
`;

const Body = styled.div`
  padding: ${tokenVars.space.xs} ${tokenVars.space.xl} ${tokenVars.space.lg};
  color: ${tokenVars.color.textMuted};
  font-size: ${tokenVars.font.size.md};
  line-height: ${tokenVars.font.lineHeight.relaxed};
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokenVars.space.sm};
  padding: ${tokenVars.space.sm} ${tokenVars.space.xl} ${tokenVars.space.xl};
  & > * {
    flex: 1;
  }
`;

const CloseSlot = styled.div`
  margin: calc(-1 * ${tokenVars.space.sm}) calc(-1 * ${tokenVars.space.sm}) 0 0;
`;

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  /** Called on Escape, the close button or a backdrop press. */
  onClose?: () => void;
  /** False for a dialog that must be answered (spec §4: the hybrid app's Inactive dialog). */
  dismissable?: boolean;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  /** Centred (default), a bottom sheet on phones (`bottom`), or a side drawer (`start`). */
  placement?: OverlayPlacement;
  /** `alertdialog` for a dialog that interrupts with something urgent (default `dialog`). */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the close button (default "Close"). */
  closeLabel?: string;
  /** The dialog's body. */
  children?: ReactNode;
}

/** A modal dialog: a title, content and actions, keyboard- and screen-reader-complete. */
export function Dialog({
  open,
  title,
  onClose,
  dismissable = true,
  actions,
  placement = 'center',
  role = 'dialog',
  closeLabel = 'Close',
  children,
}: DialogProps) {
  const id = useStableId(undefined, 'dialog');
  const canDismiss = dismissable && onClose !== undefined;
  return (
    <Overlay
      open={open}
      onDismiss={canDismiss ? onClose : undefined}
      role={role}
      labelledBy={`${id}-title`}
      describedBy={children ? `${id}-body` : undefined}
      placement={placement}
    >
      <Header>
        <Title id={`${id}-title`}>{title}</Title>
        {canDismiss ? (
          <CloseSlot>
            <IconButton icon="close" label={closeLabel} size="sm" onClick={onClose} />
          </CloseSlot>
        ) : null}
      </Header>
      {children ? <Body id={`${id}-body`}>{children}</Body> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Overlay>
  );
}

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  /** Whether the alert is shown (controlled). */
  open: boolean;
  /** The alert's heading. */
  title: ReactNode;
  /** The text under the heading. */
  message?: ReactNode;
  /** Label of the one button (default "OK"). */
  confirmLabel?: string;
  /** Called by the button (and by Escape or the backdrop when dismissable). */
  onConfirm: () => void;
  /** False when the alert must be acknowledged with its button (no Escape). */
  dismissable?: boolean;
}

/** A message with one acknowledgement button (spec §4: the 401/403 server message). */
export function AlertDialog({
  open,
  title,
  message,
  confirmLabel = 'OK',
  onConfirm,
  dismissable = true,
}: AlertDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onClose={dismissable ? onConfirm : undefined}
      dismissable={dismissable}
      actions={<Button onClick={onConfirm}>{confirmLabel}</Button>}
    >
      {message}
    </Dialog>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The question asked. */
  title: ReactNode;
  /** More about what confirming does. */
  message?: ReactNode;
  /** Label of the confirm button (default "Confirm"). */
  confirmLabel?: string;
  /** Label of the cancel button (default "Cancel"). */
  cancelLabel?: string;
  /** Called by the confirm button. */
  onConfirm: () => void;
  /** Called by the cancel button, Escape or the backdrop. */
  onCancel: () => void;
  /** `danger` for destructive confirmations (log out, delete a card). */
  tone?: 'default' | 'danger';
  /** Shows a spinner on the confirm button while the action runs. */
  busy?: boolean;
  /** False when it must be answered with a button (no Escape, no backdrop press). */
  dismissable?: boolean;
}

/** Asks before acting: Cancel and Confirm (spec §4: logout asks to confirm). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'default',
  busy = false,
  dismissable = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onClose={onCancel}
      dismissable={dismissable && !busy}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
