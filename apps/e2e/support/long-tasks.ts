/**
 * The page's own count of long tasks, as the bench's measurements plant it: observers that keep
 * the duration of every main-thread task over 50 ms, and of every animation frame over 50 ms
 * with its blocking time, on `window`, before the page's scripts run (Playwright's
 * `addInitScript`, or the devtools protocol's `Page.addScriptToEvaluateOnNewDocument`).
 *
 * Both, because a long task leaves out the rendering it causes: the style, layout and paint of
 * the frame run after the task, and the Long Tasks API does not count them. A long animation
 * frame does (Chromium 123 on), so a first screen whose cost is its first style and layout,
 * not its script, shows there and only there.
 */

/** The `window` property holding the long tasks' durations (ms). */
export const LONG_TASKS = '__lobbyLongTasks';

/** The `window` property holding the long frames, each `[duration, blockingDuration]` (ms). */
export const LONG_FRAMES = '__lobbyLongFrames';

/** The observers as script text, for either way of planting them. */
export const LONG_TASK_OBSERVER = `window.${LONG_TASKS} = [];
window.${LONG_FRAMES} = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.${LONG_TASKS}.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.${LONG_FRAMES}.push([entry.duration, entry.blockingDuration]);
}).observe({ type: 'long-animation-frame', buffered: true });`;
