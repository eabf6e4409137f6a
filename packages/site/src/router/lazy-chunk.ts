/**
 * Lazy route chunks with the spec's load timeout (§8: a dynamic chunk load fails after 120 s),
 * so a stalled download ends in the route's load error instead of an endless progress bar.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@lobby/domain/constants';

/** A chunk that did not arrive in time. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`A page chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

let inFlight = 0;
const watchers = new Set<() => void>();
const tell = () => {
  for (const watcher of watchers) watcher();
};

/** Whether a chunk load that went through {@link withChunkTimeout} is still on its way. */
export function chunksLoading(): boolean {
  return inFlight > 0;
}

/** Calls `watcher` whenever {@link chunksLoading} may have changed; answers the unsubscribe. */
export function watchChunkLoads(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/**
 * Races a chunk load against the timeout; the timer is cleared either way. The load counts in
 * {@link chunksLoading} until it settles: the page is not settled while a screen's code is out.
 */
export function withChunkTimeout<T>(
  load: Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  inFlight += 1;
  tell();
  return Promise.race([load, timeout]).finally(() => {
    clearTimeout(timer);
    inFlight -= 1;
    tell();
  });
}
