/**
 * Whether an element is on screen or about to be. Generated artwork is an SVG document per
 * picture, built by script and then parsed and laid out by the browser on the main thread; a
 * lobby draws dozens of them, most below the fold or in sideways rows nobody has scrolled yet.
 * Tiles draw their picture once they come near the viewport instead (the tile's own
 * background shows until then), which keeps that work out of the first screen's budget.
 */
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** How far outside the viewport (px) an element counts as near: a fast flick still finds art. */
const MARGIN = '400px';

type Listener = (near: boolean) => void;
let observer: IntersectionObserver | undefined;
const listeners = new WeakMap<Element, Listener>();

/** One observer for every tile: cheaper than an observer each. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * A ref for the element and whether it has come near the viewport. Once near it stays so (art
 * drawn is kept). Without IntersectionObserver (tests under jsdom, old browsers) it is near at
 * once. A ref object, not a callback ref with state: a list of tiles mounts without a second
 * render each.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || !supported) return;
    const watcher = sharedObserver();
    listeners.set(element, (isNear) => {
      if (isNear) setNear(true);
    });
    watcher.observe(element);
    return () => {
      watcher.unobserve(element);
      listeners.delete(element);
    };
  }, [near, supported]);
  return [ref, near];
}
