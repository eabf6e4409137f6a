/**
 * What the balance feed's events mean: reading them off the wire (`balance` and `unread`) and
 * what each one changes in the store.
 */
import { BALANCE_EVENT_NAME, UNREAD_EVENT_NAME } from '@lobby/contract/core';
import type { UnreadCount } from '@lobby/contract/messages';
import type { BalanceEvent } from '@lobby/contract/wallet';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { lobbyApi } from '../api/lobby-api.ts';
import type { TagType } from '../api/lobby-api.ts';
import { MESSAGE_LIST, messagesApi } from '../areas/messages/endpoints.ts';
import { ALL_CHANNEL_BALANCES, channelBalanceTag } from '../areas/money-tags.ts';
import type { LoggerPort } from '../ports/ports.ts';
import type { LobbyStore } from '../store/create-lobby-store.ts';

/** The store the feed writes into: it only dispatches. */
export type FeedStore = Pick<LobbyStore, 'dispatch'>;

/** What one event makes stale: the balances it changed, and the records of the move. */
export function staleTags(
  channelId: number | null,
  everything: boolean,
): TagDescription<TagType>[] {
  if (everything) return ['Balance', 'ChannelBalance', 'Transfer', 'Transaction'];
  if (channelId === null) return ['Balance', 'Transaction'];
  return ['Balance', ALL_CHANNEL_BALANCES, channelBalanceTag(channelId), 'Transfer', 'Transaction'];
}

const isCount = (n: unknown): boolean => Number.isSafeInteger(n) && (n as number) >= 0;

function isUnreadCount(value: unknown): value is UnreadCount {
  const v = value as Partial<UnreadCount> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    isCount(v.unread) &&
    isCount(v.inbox) &&
    isCount(v.system)
  );
}

function isBalanceEvent(value: unknown): value is BalanceEvent {
  const v = value as Partial<BalanceEvent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isSafeInteger(v.money) &&
    (v.channel_id === null || Number.isSafeInteger(v.channel_id)) &&
    Number.isSafeInteger(v.at)
  );
}

/** The cached unread count's key: the endpoint takes no argument. */
const UNREAD_ARG = undefined;

const sameCounts = (a: UnreadCount, b: UnreadCount): boolean =>
  a.unread === b.unread && a.inbox === b.inbox && a.system === b.system;

/**
 * Writes pushed counts into the cached unread count, so every badge showing it changes without
 * a request. A fetch of it still running may have read the counts before this change and would
 * overwrite them when it lands: then the count is also made stale, and refetched once that
 * fetch settled (RTK Query delays invalidation while requests run). Counts that changed make
 * the message lists stale too, so an open messages screen shows the new message or read mark.
 */
export function writeUnreadCount(store: FeedStore, counts: UnreadCount): void {
  store.dispatch((dispatch, getState) => {
    const before = messagesApi.endpoints.unreadCount.select(UNREAD_ARG)(getState());
    dispatch(messagesApi.util.upsertQueryData('unreadCount', UNREAD_ARG, counts));
    const stale: TagDescription<TagType>[] = [];
    // `isLoading` of a cache entry is "a request is running", whether or not it holds data.
    if (before.isLoading) stale.push('UnreadCount');
    if (before.data && !sameCounts(before.data, counts)) stale.push(MESSAGE_LIST);
    if (stale.length) dispatch(lobbyApi.util.invalidateTags(stale));
  });
}

/** One message of the stream, read: a balance change, new unread counts, or nothing to act on. */
export type FeedMessage =
  | { readonly kind: 'balance'; readonly event: BalanceEvent }
  | { readonly kind: 'unread'; readonly counts: UnreadCount };

/**
 * Reads one Server-Sent Event. Names this feed does not know are for newer clients: ignored,
 * as the contract says; a known name with unreadable data is logged and ignored.
 */
export function readFeedMessage(
  event: string,
  data: string,
  logger: LoggerPort,
): FeedMessage | undefined {
  if (event !== BALANCE_EVENT_NAME && event !== UNREAD_EVENT_NAME) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = undefined;
  }
  if (event === UNREAD_EVENT_NAME) {
    if (isUnreadCount(parsed)) return { kind: 'unread', counts: parsed };
    logger.warn('balance feed: unreadable unread event', data);
    return undefined;
  }
  if (isBalanceEvent(parsed)) return { kind: 'balance', event: parsed };
  logger.warn('balance feed: unreadable event', data);
  return undefined;
}
