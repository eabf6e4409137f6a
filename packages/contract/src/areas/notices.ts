/**
 * `@lobby/contract/notices`: the brand's announcements and pop-ups (beyond the spec, which
 * names only their enumerations: display type, ad position, audience, platform). A page asks
 * for those of its position; a member's dismissals are kept by the server, a guest's by the
 * device. Bodies are sanitised HTML or plain text, as `format` says.
 */
import { AdPosition, DisplayType, Id, Platform, UnixSeconds, enumSchema } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Ack, IdParams } from '../core/common.ts';
import { defineEndpoint } from '../core/endpoint.ts';

/** One notice, in the request's locale. */
export const Notice = Type.Object(
  {
    id: Id,
    display_type: enumSchema(DisplayType),
    position: enumSchema(AdPosition),
    format: Type.Union([Type.Literal('html'), Type.Literal('text')]),
    title: Type.String(),
    body: Type.String({ description: 'Sanitised HTML when `format` is html, else plain text.' }),
    starts_at: UnixSeconds,
    ends_at: Type.Union([UnixSeconds, Type.Null()]),
  },
  { additionalProperties: false },
);
/** One notice. */
export type Notice = Static<typeof Notice>;

/**
 * GET /member/notices: the brand's notices in force at a position, highest priority first.
 * Public; with a session it leaves out those the member dismissed and adds those addressed to
 * members only.
 */
export const listNotices = defineEndpoint({
  id: 'notices.list',
  method: 'GET',
  path: '/member/notices',
  auth: false,
  summary: 'Announcements and pop-ups at a position',
  query: Type.Object(
    {
      position: enumSchema(AdPosition),
      platform: Type.Optional(enumSchema(Platform)),
    },
    { additionalProperties: false },
  ),
  response: Type.Array(Notice),
  idempotent: true,
});

/** POST /member/notices/:id/dismiss: the member will not be shown the notice again. */
export const dismissNotice = defineEndpoint({
  id: 'notices.dismiss',
  method: 'POST',
  path: '/member/notices/:id/dismiss',
  auth: true,
  summary: 'Dismiss a notice (idempotent)',
  params: IdParams,
  response: Ack,
});

/** Every endpoint of the area. */
export const noticesEndpoints = [listNotices, dismissNotice] as const;
