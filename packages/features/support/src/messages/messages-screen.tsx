/**
 * Messages (spec §2 MESSAGE_INDEX / MESSAGE_MAIN, /message/index): the member's own messages
 * and the brand's system notices in two tabs, each showing its unread count, newest first,
 * paged, unread rows marked. A row opens the message in a dialog, which marks it read on the
 * server; "Mark all read" clears every unread one. The route is not login-required in the
 * spec, but messages belong to a member: a guest is invited to sign in.
 */
import { errorMessage } from '@lobby/api-client';
import { useSignedIn } from '@lobby/api-client/react';
import { useReadMutation, useUnreadCountQuery } from '@lobby/api-client/messages';
import { MessageKind } from '@lobby/contract/messages';
import type { MessageItem } from '@lobby/contract/messages';
import {
  Badge,
  Button,
  PageHeader,
  ScreenPage,
  SignInPrompt,
  Tabs,
  VisuallyHidden,
  useSingleFlight,
  useToast,
} from '@lobby/ui';
import { useState } from 'react';
import { useSupportTranslation } from '../i18n.ts';
import type { SupportScreenBaseProps } from '../types.ts';
import { MessageDialog } from './message-dialog.tsx';
import { MessageList } from './message-list.tsx';

/** Messages per page. */
export const MESSAGE_PAGE_SIZE = 20;

/** The two tabs: the member's own messages and the brand's system notices. */
export type MessageTab = 'inbox' | 'system';

const KIND_OF: Readonly<Record<MessageTab, MessageKind>> = {
  inbox: MessageKind.Inbox,
  system: MessageKind.System,
};

/** Props of {@link MessagesScreen}. */
export interface MessagesScreenProps extends SupportScreenBaseProps {
  /** The tab shown first (default `inbox`). */
  readonly initialTab?: MessageTab;
  /** Messages per page (default {@link MESSAGE_PAGE_SIZE}; the API allows up to 100). */
  readonly pageSize?: number;
}

/** The messages screen (see the module note). */
export function MessagesScreen({
  session,
  onRequireSignIn,
  onBack,
  initialTab = 'inbox',
  pageSize = MESSAGE_PAGE_SIZE,
}: MessagesScreenProps) {
  const { t } = useSupportTranslation();
  const signedIn = useSignedIn(session);
  if (!signedIn) {
    return (
      <>
        <PageHeader title={t('messages.title')} onBack={onBack} backLabel={t('common.back')} />
        <SignInPrompt
          title={t('messages.title')}
          text={t('guest.text')}
          action={t('guest.signIn')}
          onRequireSignIn={onRequireSignIn}
        />
      </>
    );
  }
  return <MemberMessages onBack={onBack} initialTab={initialTab} pageSize={pageSize} />;
}

/** A tab's label with its unread count, read out as "Inbox, 3 unread". */
function TabLabel({ text, unread }: { text: string; unread: number }) {
  const { t } = useSupportTranslation();
  if (unread === 0) return <>{text}</>;
  return (
    <>
      {text}{' '}
      <span aria-hidden="true">
        <Badge tone="accent" solid>
          {unread}
        </Badge>
      </span>
      <VisuallyHidden>{t('messages.unreadCount', { count: unread })}</VisuallyHidden>
    </>
  );
}

/** "Mark all read": one request however often it is pressed, its outcome in a toast. */
function MarkAllRead({ unread }: { unread: number }) {
  const { t } = useSupportTranslation();
  const toast = useToast();
  const [send] = useReadMutation();
  const once = useSingleFlight();
  const markAll = () =>
    once.run(async () => {
      try {
        await send({ all: true, $options: { handleErrors: true } }).unwrap();
        toast.success(t('messages.allMarked'));
      } catch (error) {
        toast.error(errorMessage(error, t('messages:FAILED_TO_GET_DATA')));
      }
    });
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={once.busy}
      disabled={unread === 0}
      onClick={() => void markAll()}
    >
      {t('messages.markAll')}
    </Button>
  );
}

function MemberMessages({
  onBack,
  initialTab,
  pageSize,
}: {
  onBack: (() => void) | undefined;
  initialTab: MessageTab;
  pageSize: number;
}) {
  const { t } = useSupportTranslation();
  const counts = useUnreadCountQuery();
  const [open, setOpen] = useState<MessageItem | undefined>(undefined);
  const labels: Readonly<Record<MessageTab, string>> = {
    inbox: t('messages.inbox'),
    system: t('messages.system'),
  };
  const tab = (id: MessageTab) => ({
    id,
    label: <TabLabel text={labels[id]} unread={counts.data?.[id] ?? 0} />,
    content: (
      <MessageList kind={KIND_OF[id]} label={labels[id]} pageSize={pageSize} onOpen={setOpen} />
    ),
  });
  return (
    <>
      <PageHeader
        title={t('messages.title')}
        onBack={onBack}
        backLabel={t('common.back')}
        actions={<MarkAllRead unread={counts.data?.unread ?? 0} />}
      />
      <ScreenPage>
        <Tabs<MessageTab>
          label={t('messages.kinds')}
          defaultValue={initialTab}
          items={[tab('inbox'), tab('system')]}
        />
      </ScreenPage>
      <MessageDialog message={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
