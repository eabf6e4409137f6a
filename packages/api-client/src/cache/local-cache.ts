/**
 * Server data the site keeps on the device between visits (spec §7: the supported bank list is
 * "cached locally"; spec §9: local cached data expires after 30 days). Every item is saved with
 * its save time, and {@link isCacheFresh} alone decides whether it may still be used.
 *
 * Only copies of server data belong here. The session token (spec §4: kept until sign-out or
 * a 401/403), the member's choices (spec §4 stores the language and persists the balance
 * toggle as preferences, so forgetting them after 30 days would undo the member's own choice)
 * and the activity stamp (its own 2-hour rule) are not cached data and never expire this way.
 */
import { CACHE_EXPIRY_MS } from '@lobby/domain';
import type { StoragePort } from '../ports/ports.ts';

/**
 * Whether an item saved at `savedAt` may still be used at `now`: its stamp is a finite time not
 * after `now` and at most `maxAgeMs` (default {@link CACHE_EXPIRY_MS}, 30 days) old. A missing,
 * unreadable or future stamp counts as expired: data of unknown age is fetched again rather
 * than trusted.
 */
export function isCacheFresh(savedAt: unknown, now: number, maxAgeMs = CACHE_EXPIRY_MS): boolean {
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt > now) return false;
  return now - savedAt <= maxAgeMs;
}

/** What one cached item looks like in storage. */
interface CachedItem {
  readonly savedAt: number;
  readonly data: unknown;
}

/** Device storage for copies of server data, each expiring {@link CACHE_EXPIRY_MS} after it was saved. */
export interface LocalCache {
  /**
   * The data saved under `key` when it is still fresh; otherwise `undefined`, and an expired or
   * unreadable item is removed so it is fetched again.
   */
  read(key: string): unknown;
  /** Saves `data` under `key`, stamped with the current time. */
  write(key: string, data: unknown): void;
}

/** Options of {@link createLocalCache}. */
export interface LocalCacheOptions {
  /** Prefix of every storage key of the cache (the session's namespace puts it under its own). */
  readonly prefix: string;
  /** Age after which an item expires. Default {@link CACHE_EXPIRY_MS}. */
  readonly maxAgeMs?: number;
  /** The clock. Default `Date.now`. */
  readonly now?: () => number;
  /** Told when storage refuses a read or write (a full or blocked storage only costs a fetch). */
  readonly onError?: (error: unknown) => void;
}

/** Creates a {@link LocalCache} on a storage port. */
export function createLocalCache(storage: StoragePort, options: LocalCacheOptions): LocalCache {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? CACHE_EXPIRY_MS;
  const report = options.onError ?? (() => undefined);
  const storageKey = (key: string) => `${options.prefix}${key}`;

  return {
    read(key) {
      const name = storageKey(key);
      try {
        const raw = storage.getItem(name);
        if (raw === null) return undefined;
        let item: Partial<CachedItem> | null = null;
        try {
          item = JSON.parse(raw) as Partial<CachedItem> | null;
        } catch {
          // Unreadable JSON is treated like an expired item: dropped below.
        }
        if (item && typeof item === 'object' && item.data !== undefined) {
          if (isCacheFresh(item.savedAt, now(), maxAgeMs)) return item.data;
        }
        storage.removeItem(name);
      } catch (error) {
        report(error);
      }
      return undefined;
    },
    write(key, data) {
      const item: CachedItem = { savedAt: now(), data };
      try {
        storage.setItem(storageKey(key), JSON.stringify(item));
      } catch (error) {
        report(error);
      }
    },
  };
}
