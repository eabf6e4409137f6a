/**
 * One kind of message (the member's inbox or the brand's system notices), newest first as the
 * API orders them, a page at a time, each row marked while unread. Rows open the message.
 */
import { tokenVars } from '@lobby/tokens';
import { PagedFooter, PendingPage, usePagedList, useReportPage } from '@lobby/ui';
import type { PageState } from '@lobby/ui';
import { usePlatformOffset } from '@lobby/api-client/config';
import { errorMessage } from '@lobby/api-client';
import { useMessagesListQuery } from '@lobby/api-client/messages';
import type { MessageItem, MessageKind } from '@lobby/contract/messages';
import { MessageStatus } from '@lobby/domain/enums';
import { formatDateTime, toMillis } from '@lobby/domain/time';
import { Badge, NoRecord, Skeleton, focusRing } from '@lobby/ui';
import styled from 'styled-components';
import { useSupportTranslation } from '../i18n.ts';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${tokenVars.radius.lg};
  background: ${tokenVars.color.bgSurface};
  border: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
  & > li + li {
    border-top: ${tokenVars.borderWidth.hairline} solid ${tokenVars.color.border};
  }
`;

const RowButton = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr) auto;
  gap: ${tokenVars.space.xxs} ${tokenVars.space.sm};
  align-items: start;
  width: 100%;
  padding: ${tokenVars.space.md};
  border: 0;
  background: transparent;
  color: ${tokenVars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${tokenVars.color.bgHover};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
  .dot {
    width: 8px;
    height: 8px;
    margin-top: 7px;
    border-radius: 50%;
    background: ${({ $unread, theme }) => ($unread ? theme.color.accent : 'transparent')};
  }
  .texts {
    display: grid;
    gap: ${tokenVars.space.xxs};
    min-width: 0;
  }
  strong {
    font-weight: ${({ $unread, theme }) =>
      $unread ? theme.font.weight.bold : theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .preview {
    overflow: hidden;
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.sm};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    color: ${tokenVars.color.textMuted};
    font-size: ${tokenVars.font.size.xs};
  }
`;

/** One message in the list: a button opening it, marked while unread. */
function MessageRow({
  message,
  offset,
  onOpen,
}: {
  message: MessageItem;
  offset: number;
  onOpen: (message: MessageItem) => void;
}) {
  const { t } = useSupportTranslation();
  const unread = message.status === MessageStatus.Unread;
  return (
    <li>
      <RowButton type="button" $unread={unread} onClick={() => onOpen(message)}>
        <span className="dot" aria-hidden="true" />
        <span className="texts">
          <strong>{message.title}</strong>
          <span className="preview">{message.content}</span>
          <small>
            <time dateTime={new Date(toMillis(message.created_at)).toISOString()}>
              {formatDateTime(message.created_at, offset)}
            </time>
          </small>
        </span>
        {unread ? <Badge tone="accent">{t('messages.unread')}</Badge> : <span />}
      </RowButton>
    </li>
  );
}

/** One page of one kind: its rows, a skeleton while it loads, or the failure with Retry. */
function MessagePage({
  kind,
  page,
  pageSize,
  onReport,
  onOpen,
}: {
  kind: MessageKind;
  page: number;
  pageSize: number;
  onReport: (page: number, report: PageState) => void;
  onOpen: (message: MessageItem) => void;
}) {
  const { t } = useSupportTranslation();
  const offset = usePlatformOffset();
  const query = useMessagesListQuery({
    kind,
    page,
    page_size: pageSize,
    $options: { handleErrors: true },
  });
  useReportPage(page, query, onReport);
  if (!query.data) {
    return (
      <PendingPage
        query={query}
        message={errorMessage(query.error, t('messages:FAILED_TO_GET_DATA'))}
        retryLabel={t('common.retry')}
        loading={
          <li aria-hidden="true" style={{ padding: 16 }}>
            <Skeleton lines={3} />
          </li>
        }
      />
    );
  }
  return (
    <>
      {query.data.list.map((message) => (
        <MessageRow key={message.id} message={message} offset={offset} onOpen={onOpen} />
      ))}
    </>
  );
}

/** Props of {@link MessageList}. */
export interface MessageListProps {
  readonly kind: MessageKind;
  /** The list's accessible name (the tab's label). */
  readonly label: string;
  readonly pageSize: number;
  onOpen(message: MessageItem): void;
}

/** The messages of one kind, paged, with their empty and no-more states. */
export function MessageList({ kind, label, pageSize, onOpen }: MessageListProps) {
  const { t } = useSupportTranslation();
  const list = usePagedList(pageSize);
  return (
    <>
      {list.empty ? (
        <NoRecord title={t('messages.empty')} description={t('messages.emptyText')} />
      ) : null}
      <Rows aria-label={label} hidden={list.empty} aria-busy={list.loadingMore}>
        {list.pages.map((page) => (
          <MessagePage
            key={page}
            kind={kind}
            page={page}
            pageSize={pageSize}
            onReport={list.report}
            onOpen={onOpen}
          />
        ))}
      </Rows>
      <PagedFooter list={list} moreLabel={t('common.more')} noMoreLabel={t('common.noMore')} />
    </>
  );
}
