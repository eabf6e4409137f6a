/** The notices area without React: announcement bars and pop-ups, and dismissing one. */
import { noticesRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';

/** The api with the notices endpoints injected. */
export const noticesApi = defineArea('notices', noticesRoutes, {
  qualify: ['list'],
}).inject({
  noticesList: { provides: ['Notice'] },
  // A dismissed notice leaves every position's list of this member.
  dismiss: { invalidates: ['Notice'] },
});
