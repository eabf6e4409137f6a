/** The help area without React: help pages, supervision and licence pages. */
import { helpRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** Brand content that changes rarely: kept for the life of the page. */
const content = { provides: ['Help'], keepUnusedDataFor: 600 } as const;

/** The api with the help endpoints injected. */
export const helpApi = defineArea('help', helpRoutes, { qualify: ['list', 'detail'] }).inject({
  helpList: content,
  helpDetail: content,
  supervise: content,
  license: content,
});
