/**
 * One message read in full. Opening it fetches its detail, which is what marks it read on the
 * server; the SDK then invalidates the message lists and the unread count, so the row's marker
 * and every unread badge (the tabs here, the site's menu) update without this screen asking.
 * The text is shown at once from the list row; the detail's copy replaces it when it lands.
 */
import { usePlatformOffset } from '@lobby/api-client/config';
import { errorMessage } from '@lobby/api-client';
import { useMessagesDetailQuery } from '@lobby/api-client/messages';
import type { MessageItem } from '@lobby/contract/messages';
import { formatDateTime, toMillis } from '@lobby/domain/time';
import { tokenVars } from '@lobby/tokens';
import { Button, Dialog, Hint } from '@lobby/ui';
import styled from 'styled-components';
import { useSupportTranslation } from '../i18n.ts';

const Text = styled.p`
  margin: ${tokenVars.space.sm} 0 0;
  color: ${tokenVars.color.text};
  /* Messages are plain text: keep the sender's line breaks. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Failure = styled.div`
  display: grid;
  gap: ${tokenVars.space.xs};
  margin-top: ${tokenVars.space.md};
  justify-items: start;
`;

/** Props of {@link MessageDialog}. */
export interface MessageDialogProps {
  /** The message to show; the dialog is closed without one. */
  readonly message: MessageItem | undefined;
  onClose(): void;
}

/** The open message (see the module note). */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  const { t } = useSupportTranslation();
  const offset = usePlatformOffset();
  // Skipped while closed (`skip`, not a skip token: the feature does not depend on RTK itself).
  const detail = useMessagesDetailQuery(
    { id: message?.id ?? 0, $options: { handleErrors: true } },
    { skip: message === undefined },
  );
  const shown = detail.data?.id === message?.id ? (detail.data ?? message) : message;
  return (
    <Dialog
      open={message !== undefined}
      title={shown?.title ?? ''}
      onClose={onClose}
      closeLabel={t('common.close')}
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {shown ? (
        <>
          <Hint>
            <time dateTime={new Date(toMillis(shown.created_at)).toISOString()}>
              {formatDateTime(shown.created_at, offset)}
            </time>
          </Hint>
          <Text>{shown.content}</Text>
          {detail.isError ? (
            <Failure role="alert">
              <Hint>
                {t('messages.notMarked', {
                  reason: errorMessage(detail.error, t('messages:FAILED_TO_GET_DATA')),
                })}
              </Hint>
              <Button
                variant="secondary"
                size="sm"
                loading={detail.isFetching}
                onClick={() => void detail.refetch()}
              >
                {t('common.retry')}
              </Button>
            </Failure>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
