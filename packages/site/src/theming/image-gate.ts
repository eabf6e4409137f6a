/**
 * One backend image (the site logo) shared by every part of the page that shows it. Each url
 * is probed once; the chrome and the screens read the last one that loaded, so the first
 * render already has a logo that loaded during start-up, and a new one re-renders its readers
 * once, together, instead of each probing it again after its own first render.
 */
import { probeImage } from './head.ts';

/** An image url shown only once it has loaded; a url that fails keeps the previous one (spec §8). */
export interface ImageGate {
  /** The last offered url that loaded; undefined before any has. */
  current(): string | undefined;
  /** Offers the url the backend wants now; it is shown once it loads (unless another was offered since). */
  offer(url: string | undefined): void;
  /** Calls `listener` whenever {@link ImageGate.current} changes; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Creates an {@link ImageGate} over `probe` (an off-page image load by default). */
export function createImageGate(probe: (src: string) => Promise<boolean> = probeImage): ImageGate {
  let shown: string | undefined;
  let wanted: string | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => shown,
    offer(url) {
      if (!url || url === wanted) return;
      wanted = url;
      if (url === shown) return;
      void probe(url).then((ok) => {
        // Only the latest offer may win: an older image that loads late must not replace it.
        if (!ok || url !== wanted || url === shown) return;
        shown = url;
        for (const listener of listeners) listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
