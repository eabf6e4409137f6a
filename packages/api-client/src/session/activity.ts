/**
 * The member's last activity (spec §4), kept in memory and saved to device storage at most once
 * per throttle interval, so other tabs and the next page see it.
 */
import type { StoragePort } from '../ports/ports.ts';

/** The activity record of a session. */
export interface ActivityRecord {
  /** Notes activity now; saves it when the last save is older than the throttle. */
  mark(): void;
  /** The latest activity of this tab or any other (storage), if any. */
  last(): number | undefined;
  /** Saves the pending activity now. */
  persist(): void;
  /** Forgets this tab's activity and cancels a pending save. */
  clear(): void;
}

/** Creates the activity record kept under `key`. */
export function createActivityRecord(
  storage: StoragePort,
  key: string,
  throttleMs: number,
): ActivityRecord {
  let activityAt: number | undefined;
  let savedAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stored = () => {
    const raw = storage.getItem(key);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };
  const record: ActivityRecord = {
    mark() {
      const now = Date.now();
      activityAt = now;
      const wait = savedAt + throttleMs - now;
      if (wait <= 0) record.persist();
      else timer ??= setTimeout(record.persist, wait);
    },
    last() {
      const saved = stored();
      if (activityAt === undefined) return saved;
      if (saved === undefined) return activityAt;
      return Math.max(activityAt, saved);
    },
    persist() {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      if (activityAt === undefined) return;
      savedAt = Date.now();
      storage.setItem(key, String(activityAt));
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      activityAt = undefined;
    },
  };
  return record;
}
