/**
 * Cache tags that several areas share for money: what a call that moves money makes stale.
 * One place, so a transfer, a recall and a withdrawal cannot disagree about what to refetch.
 */
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { TagType } from '../api/lobby-api.ts';

/**
 * The tag of answers that carry every game wallet at once (wallet info, balance inquiry,
 * profile); one game wallet's answer carries `{ type: 'ChannelBalance', id: <channel id> }`.
 */
export const ALL_CHANNEL_BALANCES = {
  type: 'ChannelBalance',
  id: 'ALL',
} as const satisfies TagDescription<TagType>;

/** The tag of one game wallet's balance. */
export function channelBalanceTag(channelId: number) {
  return { type: 'ChannelBalance', id: channelId } as const satisfies TagDescription<TagType>;
}

/**
 * What a transfer between the main wallet and one game wallet makes stale: the main balance
 * (profile, inquiry, wallet info), the game wallet and the all-wallets answers, and the
 * transfer and transaction records.
 */
export function transferredTags(channelId: number | undefined): TagDescription<TagType>[] {
  return [
    'Balance',
    ALL_CHANNEL_BALANCES,
    ...(channelId !== undefined ? [channelBalanceTag(channelId)] : []),
    'Transfer',
    'Transaction',
  ];
}

/** What a call moving money between several game wallets and the main wallet makes stale. */
export const EVERY_WALLET_MOVED = [
  'Balance',
  'ChannelBalance',
  'Transfer',
  'Transaction',
] as const satisfies readonly TagDescription<TagType>[];
