/**
 * What auth answers do to the session (spec §4): a login or register answer signs in unless it
 * asks for a password change or a second factor (then its token is a one-time ticket, not a
 * session); a logout
 * signs out whatever the server says.
 */
import { toMillis } from '@lobby/domain';
import type { LoginResponse, UserInfo } from '@lobby/domain';
import type { EndpointSpec } from '@lobby/contract/core';
import type { EntryPolicy } from '../../api/endpoint-from-contract.ts';

/** Tags that belong to the signed-in member: a sign-in or sign-out makes them stale. */
export const MEMBER_TAGS = [
  'UserInfo',
  'Balance',
  'ChannelBalance',
  'BankCard',
  'Deposit',
  'Withdrawal',
  'Transfer',
  'Transaction',
  'Favourite',
  'BetRecord',
  // Lists that show the member's own state (claimable promotions) change with the member too.
  'Promotion',
  'MyPromotion',
  'Vip',
  'Referral',
  'Kyc',
  'Message',
  'UnreadCount',
  'TwoFactor',
] as const;

/** The user info inside a login answer (the answer minus token, time and change_password). */
export function userInfoOf(answer: LoginResponse): UserInfo {
  const {
    token: _token,
    time: _time,
    change_password: _change,
    second_factor: _second,
    ...info
  } = answer;
  return info;
}

/** Policy of calls answering {@link LoginResponse}: sign in on success. */
export function signsIn<E extends EndpointSpec>(): EntryPolicy<E> {
  return {
    invalidates: [...MEMBER_TAGS],
    async onStart(_arg, { extra, outcome }) {
      const done = await outcome;
      if (!('data' in done)) return;
      const answer = done.data as LoginResponse;
      // A ticket, not a session: for the first password, or for the second factor's code.
      if (answer.change_password || answer.second_factor) return;
      const time = done.meta?.tokenRefreshTime ?? toMillis(answer.time);
      extra.session.signIn(answer.token, time, userInfoOf(answer));
    },
  };
}

/** Policy of the logout call: sign out once the server answered, or failed to. */
export function signsOut<E extends EndpointSpec>(): EntryPolicy<E> & { readonly kind: 'mutation' } {
  return {
    kind: 'mutation',
    invalidates: [...MEMBER_TAGS],
    async onStart(_arg, { extra, outcome }) {
      await outcome;
      extra.session.signOut();
    },
  };
}
