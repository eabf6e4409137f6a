/**
 * The page's own count of long tasks, as the bench's measurements plant it: an observer that
 * keeps the duration of every main-thread task over 50 ms on `window`, before the page's
 * scripts run (Playwright's `addInitScript`, or the devtools protocol's
 * `Page.addScriptToEvaluateOnNewDocument`).
 */

/** The `window` property holding the durations (ms). */
export const LONG_TASKS = '__lobbyLongTasks';

/** The observer as script text, for either way of planting it. */
export const LONG_TASK_OBSERVER = `window.${LONG_TASKS} = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.${LONG_TASKS}.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });`;
