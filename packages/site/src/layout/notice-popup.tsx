/**
 * A pop-up notice: a modal dialog (focus kept inside, Escape or the close button closes it)
 * whose closing counts as dismissing it. The host shows one at a time.
 */
import type { Notice } from '@lobby/contract/notices';
import { Button, Dialog } from '@lobby/ui';
import { OperatorHtml } from '@lobby/ui/operator-html';

/** Props of {@link NoticePopup}. */
interface NoticePopupProps {
  readonly notice: Notice;
  /** The button that acknowledges it ("Got it"). */
  readonly confirmLabel: string;
  /** The close button's accessible name. */
  readonly closeLabel: string;
  /** Called once the member closed it, whichever way. */
  onDismiss(notice: Notice): void;
}

/** One pop-up notice (see the module note). */
export function NoticePopup({ notice, confirmLabel, closeLabel, onDismiss }: NoticePopupProps) {
  const dismiss = () => onDismiss(notice);
  return (
    <Dialog
      open
      title={notice.title}
      closeLabel={closeLabel}
      onClose={dismiss}
      actions={
        <Button variant="primary" onClick={dismiss}>
          {confirmLabel}
        </Button>
      }
    >
      {notice.format === 'html' ? <OperatorHtml html={notice.body} /> : <p>{notice.body}</p>}
    </Dialog>
  );
}
