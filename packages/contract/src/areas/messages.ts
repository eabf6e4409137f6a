/**
 * `@lobby/contract/messages`: the member's inbox (personal messages) and system messages
 * (sent to every member of the brand), read (1) or unread (2) per spec §3.
 */
import { Id, MessageStatus, UnixSeconds, enumSchema } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdParams, Paginated } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

/** Where a message sits: the personal inbox or the system (broadcast) list. */
export const MessageKind = { Inbox: 1, System: 2 } as const;
/** A message kind. */
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/** One message. */
export const MessageItem = Type.Object(
  {
    id: Id,
    kind: Type.Union([Type.Literal(1), Type.Literal(2)]),
    title: Type.String(),
    content: Type.String({ description: 'Plain text.' }),
    status: enumSchema(MessageStatus),
    created_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** One message. */
export type MessageItem = Static<typeof MessageItem>;

/** GET /member/message/list. */
export const listMessages = defineEndpoint({
  id: 'messages.list',
  method: 'GET',
  path: '/member/message/list',
  auth: true,
  summary: 'Messages, newest first',
  query: Type.Object(
    {
      kind: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
      status: Type.Optional(enumSchema(MessageStatus)),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  ),
  response: Paginated(MessageItem),
  idempotent: true,
});

/** GET /member/message/detail/:id: one message (reading it marks it read). */
export const getMessage = defineEndpoint({
  id: 'messages.detail',
  method: 'GET',
  path: '/member/message/detail/:id',
  auth: true,
  summary: 'One message (marks it read)',
  params: IdParams,
  response: MessageItem,
});

/** POST /member/message/read: marks messages read (`all` marks every one). */
export const markMessagesRead = defineEndpoint({
  id: 'messages.read',
  method: 'POST',
  path: '/member/message/read',
  auth: true,
  summary: 'Mark messages read',
  body: Type.Object(
    {
      ids: Type.Optional(
        Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 200 }),
      ),
      all: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ unread: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
});

/**
 * The member's unread messages: `inbox` (personal) plus `system` (the brand's notices) make
 * `unread`. The answer of `messages.unreadCount`, and the data of the `unread` event the
 * member's stream (`wallet.events`) pushes whenever they change.
 */
export const UnreadCount = Type.Object(
  {
    unread: Type.Integer({ minimum: 0 }),
    inbox: Type.Integer({ minimum: 0 }),
    system: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
/** The member's unread messages. */
export type UnreadCount = Static<typeof UnreadCount>;

/** GET /member/message/unread_count. */
export const getUnreadCount = defineEndpoint({
  id: 'messages.unreadCount',
  method: 'GET',
  path: '/member/message/unread_count',
  auth: true,
  summary: 'Unread messages',
  response: UnreadCount,
  idempotent: true,
});

/** Every endpoint of the area. */
export const messagesEndpoints = [
  listMessages,
  getMessage,
  markMessagesRead,
  getUnreadCount,
] as const;
