/**
 * The member area without React: profile, side menu, balance inquiry, profile edits and the
 * auto-transfer setting.
 */
import { memberRoutes } from '@lobby/contract/manifest';
import { defineArea } from '../../api/define-area.ts';
import { ALL_CHANNEL_BALANCES } from '../money-tags.ts';

/** The api with the member endpoints injected. */
export const memberApi = defineArea('member', memberRoutes).inject({
  profile: {
    // With `with_channel_balances` the profile carries every game wallet too.
    provides: ['UserInfo', 'Balance', ALL_CHANNEL_BALANCES],
    async onStart(_arg, { extra, outcome }) {
      extra.session.markUserInfoRequested();
      const done = await outcome;
      if ('data' in done) extra.session.setUserInfo(done.data);
    },
  },
  sidebar: { provides: ['UserInfo', 'Balance'] },
  inquiry: { provides: ['Balance', ALL_CHANNEL_BALANCES] },
  editName: { invalidates: ['UserInfo'] },
  editEmail: { invalidates: ['UserInfo'] },
  editMobile: { invalidates: ['UserInfo'] },
  changePassword: { invalidates: ['UserInfo'] },
  // The withdrawal screen shows whether a withdrawal password is set.
  withdrawPassword: { invalidates: ['UserInfo', 'Withdrawal'] },
  // The answer is the updated user info: the session shows the new setting at once.
  autoTransfer: {
    invalidates: ['UserInfo'],
    async onStart(_arg, { extra, outcome }) {
      const done = await outcome;
      if ('data' in done) extra.session.setUserInfo(done.data);
    },
  },
});
