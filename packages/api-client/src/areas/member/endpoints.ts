/** The member area without React: profile, side menu, balance inquiry and profile edits. */
import { memberEndpoints } from '@lobby/contract/member';
import { defineArea } from '../../api/define-area.ts';

/** The api with the member endpoints injected. */
export const memberApi = defineArea('member', memberEndpoints).inject({
  profile: {
    provides: ['UserInfo', 'Balance'],
    async onStart(_arg, { extra, outcome }) {
      extra.session.markUserInfoRequested();
      const done = await outcome;
      if ('data' in done) extra.session.setUserInfo(done.data);
    },
  },
  sidebar: { provides: ['UserInfo', 'Balance'] },
  inquiry: { provides: ['Balance', 'ChannelBalance'] },
  editName: { invalidates: ['UserInfo'] },
  editEmail: { invalidates: ['UserInfo'] },
  editMobile: { invalidates: ['UserInfo'] },
  changePassword: { invalidates: ['UserInfo'] },
  withdrawPassword: { invalidates: ['UserInfo'] },
});
