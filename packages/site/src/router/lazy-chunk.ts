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

/** Races a chunk load against the timeout; the timer is cleared either way. */
export function withChunkTimeout<T>(
  load: Promise<T>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
