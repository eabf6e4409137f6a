/**
 * Recently played games, kept in the browser's local storage: newest first, each game once,
 * at most {@link RECENT_LIMIT}. Only what a tile shows is stored (no balances, no tokens), and a
 * stored list that is not what this module wrote is ignored rather than trusted. Every hook on
 * the page, and other tabs, see a change at once.
 */
import type { GameItem } from '@lobby/contract/games';
import { useCallback, useSyncExternalStore } from 'react';

/** How many games the list keeps. */
export const RECENT_LIMIT = 12;
/** The local-storage key of the list. */
export const RECENT_STORAGE_KEY = 'lobby.games.recent';

/** A recently played game: what its tile and the launch flow need. */
export type RecentGame = Pick<
  GameItem,
  | 'id'
  | 'name'
  | 'type'
  | 'image'
  | 'channel_id'
  | 'channel_name'
  | 'status'
  | 'hot'
  | 'is_new'
  | 'favourite'
>;

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedList: readonly RecentGame[] = [];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage refused (private mode, cookies blocked): the list lives only in this page.
    return undefined;
  }
}

function isRecentGame(value: unknown): value is RecentGame {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) &&
    typeof v.name === 'string' &&
    typeof v.type === 'string' &&
    typeof v.image === 'string' &&
    Number.isSafeInteger(v.channel_id) &&
    typeof v.channel_name === 'string' &&
    typeof v.status === 'number'
  );
}

/** Reads the stored list (newest first); a damaged entry is dropped, a damaged list is empty. */
export function readRecent(limit = RECENT_LIMIT): readonly RecentGame[] {
  const text = storage()?.getItem(RECENT_STORAGE_KEY) ?? null;
  if (text === cachedText) return cachedList;
  cachedText = text;
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : [];
  } catch {
    parsed = [];
  }
  cachedList = Array.isArray(parsed)
    ? parsed
        .filter(isRecentGame)
        .map((g) => ({ ...g, hot: g.hot === true, is_new: g.is_new === true, favourite: false }))
        .slice(0, limit)
    : [];
  return cachedList;
}

function write(list: readonly RecentGame[]): void {
  try {
    storage()?.setItem(RECENT_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or refused storage: the list simply is not kept.
  }
  for (const listener of listeners) listener();
}

/** Puts a game first in the stored list (once), keeping at most `limit`. */
export function rememberPlayed(game: RecentGame, limit = RECENT_LIMIT): void {
  const entry: RecentGame = {
    id: game.id,
    name: game.name,
    type: game.type,
    image: game.image,
    channel_id: game.channel_id,
    channel_name: game.channel_name,
    status: game.status,
    hot: game.hot,
    is_new: game.is_new,
    favourite: false,
  };
  write([entry, ...readRecent(limit).filter((g) => g.id !== game.id)].slice(0, limit));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recently played list and its actions. */
export interface RecentlyPlayed {
  /** Newest first. */
  readonly games: readonly RecentGame[];
  /** Records that a game was opened. */
  add(game: RecentGame): void;
  /** Forgets the list. */
  clear(): void;
}

/** The recently played games (see the module note). */
export function useRecentlyPlayed(limit = RECENT_LIMIT): RecentlyPlayed {
  const all = useSyncExternalStore(subscribe, readRecent, () => cachedList);
  const add = useCallback((game: RecentGame) => rememberPlayed(game, limit), [limit]);
  const clear = useCallback(() => write([]), []);
  return { games: all.slice(0, limit), add, clear };
}
