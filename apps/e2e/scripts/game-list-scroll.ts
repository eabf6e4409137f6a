/**
 * The game list of the largest game type, opened and scrolled to its end in Chromium the way a
 * member reaches it: the type's provider list is loaded first (that boots the site and the
 * games chunk, which Lighthouse and the chunk sizes measure), then its "All … games" link opens
 * the list, which renders its first page, loads the rest as the member scrolls (infinite
 * scroll, pages of the list's own size) and reaches "That's every game". A long-task observer
 * counts every main-thread task over 50 ms from the click to the end. Part of `pnpm bench`;
 * unthrottled CPU, so the figures compare runs of this machine, not phones.
 */
import { chromium } from 'playwright';
import { CHROME_ARGS, CHROME_PATH } from '../support/env.ts';
import { LONG_TASKS, LONG_TASK_OBSERVER } from '../support/long-tasks.ts';

/** What one scroll of a game list measured. */
export interface GameListScroll {
  readonly type: string;
  readonly games: number;
  /** Tasks over 50 ms while the list rendered and scrolled to its end. */
  readonly longTasks: number;
  /** The longest of them (ms); 0 when there was none. */
  readonly longestMs: number;
}

/**
 * The game type with the most games in a brand, read from the API as a guest would (on the
 * loopback address, naming the brand by header: Node resolves no `*.localhost` host).
 */
async function largestType(
  origin: string,
  brand: string,
): Promise<{ type: string; games: number }> {
  const api = new URL(origin);
  api.hostname = '127.0.0.1';
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${api.origin}/api/v1${path}`, {
      headers: { 'x-lobby-brand': brand },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const types = await get<{ type: string }[]>('/member/game/game-types');
  let best = { type: '', games: -1 };
  for (const { type } of types) {
    const page = await get<{ total: number }>(
      `/member/game/game-list?type=${encodeURIComponent(type)}&page_size=1&platform=1`,
    );
    if (page.total > best.games) best = { type, games: page.total };
  }
  return best;
}

/** Opens the largest type's game list of `brand`, served at `origin`, and scrolls it to its end. */
export async function measureGameListScroll(
  origin: string,
  brand: string,
): Promise<GameListScroll> {
  const { type, games } = await largestType(origin, brand);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(LONG_TASK_OBSERVER);
    await page.goto(`${origin}/games/${encodeURIComponent(type)}?lang=en`);
    const open = page.getByRole('link', { name: /^All .* games$/ });
    await open.waitFor();
    await page.waitForLoadState('networkidle');
    await open.scrollIntoViewIfNeeded();
    const box = await open.boundingBox();
    if (!box) throw new Error('The "All games" link has no box');
    // Only the list counts: forget what booting the site and the provider list cost.
    await page.evaluate((key) => {
      (window as unknown as Record<string, number[] | undefined>)[key]?.splice(0);
    }, LONG_TASKS);
    // A plain tap at the link (a locator's click would run Playwright's checks in the page).
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/games/list/${encodeURIComponent(type)}**`);
    // The end is polled with one cheap DOM query: Playwright's text locators walk every
    // element on each check, work the page's long-task observer would count as the list's.
    const atEnd = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="status"]')].some(
          (node) => node.textContent === "That's every game",
        ),
      );
    const deadline = Date.now() + 120_000;
    while (!(await atEnd())) {
      if (Date.now() > deadline) throw new Error(`The ${type} list did not reach its end`);
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(150);
    }
    // The last slices of tiles and their pictures.
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(
      (key) => (window as unknown as Record<string, number[] | undefined>)[key] ?? [],
      LONG_TASKS,
    );
    return {
      type,
      games,
      longTasks: tasks.length,
      longestMs: Math.round(Math.max(0, ...tasks)),
    };
  } finally {
    await browser.close();
  }
}
