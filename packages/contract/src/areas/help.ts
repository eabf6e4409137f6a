/**
 * `@lobby/contract/help`: help pages (FAQ, deposit and withdrawal guides, responsible gaming),
 * the supervision and licence pages, per brand and locale. Content is HTML sanitised by the
 * server (a small allowlist: headings, paragraphs, lists, emphasis, links, tables).
 */
import { Id, UnixSeconds } from '@lobby/domain';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { defineEndpoint } from '../core/endpoint.ts';
import { IdParams } from '../core/common.ts';

/** A help page. */
export const HelpPage = Type.Object(
  {
    id: Id,
    category: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    content: Type.String({ description: 'Sanitised HTML.' }),
    updated_at: UnixSeconds,
  },
  { additionalProperties: false },
);
/** A help page. */
export type HelpPage = Static<typeof HelpPage>;

const HelpListItem = Type.Object(
  {
    id: Id,
    category: Type.String(),
    slug: Type.String(),
    title: Type.String(),
    summary: Type.String(),
  },
  { additionalProperties: false },
);

/** GET /help/list: pages grouped by category order (no content). */
export const listHelpPages = defineEndpoint({
  id: 'help.list',
  method: 'GET',
  path: '/help/list',
  auth: false,
  summary: 'Help pages',
  query: Type.Object(
    { category: Type.Optional(Type.String({ maxLength: 32 })) },
    { additionalProperties: false },
  ),
  response: Type.Array(HelpListItem),
  idempotent: true,
});

/** GET /help/detail/:id. */
export const getHelpPage = defineEndpoint({
  id: 'help.detail',
  method: 'GET',
  path: '/help/detail/:id',
  auth: false,
  summary: 'One help page',
  params: IdParams,
  response: HelpPage,
  idempotent: true,
});

/** GET /help/supervise: the supervision (regulator) page. */
export const getSupervisePage = defineEndpoint({
  id: 'help.supervise',
  method: 'GET',
  path: '/help/supervise',
  auth: false,
  summary: 'Supervision page',
  response: HelpPage,
  idempotent: true,
});

/** GET /help/license: the licence page. */
export const getLicensePage = defineEndpoint({
  id: 'help.license',
  method: 'GET',
  path: '/help/license',
  auth: false,
  summary: 'Licence page',
  response: HelpPage,
  idempotent: true,
});

/** Every endpoint of the area. */
export const helpEndpoints = [
  listHelpPages,
  getHelpPage,
  getSupervisePage,
  getLicensePage,
] as const;
