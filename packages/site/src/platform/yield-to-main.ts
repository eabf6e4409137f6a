/**
 * Lets the browser handle what is waiting (a tap, a paint, an answer from the network) before
 * start-up goes on. Start-up is a chain of promise callbacks, which the browser runs as one
 * task however long the chain is; on a phone that task took a third of a second, during which
 * the page answered nothing. Chromium's `scheduler.yield()` resumes ahead of tasks queued later;
 * elsewhere a zero-delay timer does the same job a little less promptly. A hidden page goes on
 * at once: nobody taps it, and its timers may wait a second each. So does a server's drawing
 * (no page at all): there is nothing to keep responsive, and Node runs a timer's promise
 * callbacks before the next timer, so work queued behind one yield could finish before work
 * queued behind the yield next to it.
 */
export function yieldToMain(): Promise<void> {
  const page = globalThis.document as Document | undefined;
  if (!page || page.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
