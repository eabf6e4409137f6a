/**
 * Test mode (spec §4): opening the site with `mode=test` marks the browser as a tester's for
 * seven days; the mark is renewed on every such visit and forgotten once it is older.
 */
import { TEST_MODE_TTL_MS } from '@lobby/domain/constants';

const KEY = 'lobby_test_mode';

/** The part of `Storage` test mode needs. */
interface TestModeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Reads the URL and the stored mark and answers whether test mode is on now. `mode=test`
 * (re)stamps the mark; a mark older than {@link TEST_MODE_TTL_MS} is removed.
 */
export function resolveTestMode(
  url: string | URL,
  storage: TestModeStorage | undefined,
  now: number,
): boolean {
  let search: URLSearchParams;
  try {
    search = (typeof url === 'string' ? new URL(url, 'http://localhost') : url).searchParams;
  } catch {
    search = new URLSearchParams();
  }
  try {
    if (search.get('mode') === 'test') {
      storage?.setItem(KEY, String(now));
      return true;
    }
    const raw = storage?.getItem(KEY);
    if (raw === null || raw === undefined) return false;
    const at = Number(raw);
    if (Number.isFinite(at) && now - at < TEST_MODE_TTL_MS && at <= now) return true;
    storage?.removeItem(KEY);
    return false;
  } catch {
    return search.get('mode') === 'test';
  }
}
